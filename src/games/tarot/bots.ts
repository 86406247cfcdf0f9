/**
 * Tarot's parts for the bots: its heuristic (heuristic.ts; bidding bolder for PIMC:
 * `tarotBolderChoice`), what the bidding (and at 4 players the play) says of the hidden hands for
 * PIMC's worlds (inference.ts: `tarotWorldCost`; at 4 players the step of its search for worlds that
 * cost less, sample.ts: `tarotWorldNeighbour`) and the solver's board (board.ts) for a classic deal
 * in its card play. A Goulash deal has no two sides to solve for. PIMC's anchor: a 4-player defender keeps the heuristic's card unless PIMC's
 * best card scores at least as well in every world (its defence, the best average over worlds
 * played double dummy, scored no better than the heuristic's: docs/bots.md, "PIMC"); the taker's
 * side searches freely (its margin over the heuristic is made there), and so does every seat at 3
 * and 5 players, where the anchor was not measured.
 */
import { boardOf, defineGameBots, type BoardRefusal } from '../../kernel/game.js';
import { TarotBoard } from './board.js';
import { showing } from './declarations.js';
import { tarotGame } from './game.js';
import { tarotBolderChoice, tarotChoice } from './heuristic.js';
import { tarotWorldCost } from './inference.js';
import { tarotWorldNeighbour } from './sample.js';
import type { TarotTypes } from './rules.js';
import type { TarotState } from './state.js';
import type { TarotView } from './view.js';
import type { Seat } from '../../kernel/seat.js';

/** The solver's board for a Tarot deal state, or why there is none. */
export const tarotBoardOf = boardOf(TarotBoard, (s: TarotState): BoardRefusal | undefined => {
  if (s.mode === 'goulash') return { refusal: 'no-sides' };
  // A card is to be played: the play phase, no poignée being shown.
  return s.phase !== 'play' || showing(s) !== undefined ? { refusal: 'not-card-play', phase: s.phase } : undefined;
});

/** Whether `seat` defends in a classic Tarot deal: a taker is known and the seat is neither he nor his partner. */
export function tarotDefends(view: TarotView, seat: Seat): boolean {
  if (view.mode !== 'classic' || view.taker === null || view.taker === seat || view.partner === seat) return false;
  // 5 players: the called king's holder is the partner even before it is shown
  return !(view.called !== null && view.hand.includes(view.called));
}

export const tarotBots = defineGameBots<TarotTypes>({
  game: tarotGame,
  heuristic: tarotChoice,
  board: tarotBoardOf,
  worldCost: tarotWorldCost,
  // Measured at 4 players, where the play's cost is read (docs/bots.md, "Worlds that explain the play").
  worldNeighbour: (world, seat, rng) =>
    world.options.players === 4 ? tarotWorldNeighbour(world, seat, rng) : undefined,
  bolderHeuristic: tarotBolderChoice,
  scoreObjective: true,
  anchored: (view, seat) => view.players === 4 && tarotDefends(view, seat),
});
