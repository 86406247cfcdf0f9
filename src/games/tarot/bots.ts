/**
 * Tarot's parts for the bots: its heuristic (heuristic.ts), what the bidding says of the hidden
 * hands for PIMC's worlds (inference.ts) and the solver's board (board.ts) for a classic deal in its
 * card play. A Goulash deal has no two sides to solve for.
 */
import { defineGameBots, type BoardRefusal } from '../../kernel/game.js';
import { TarotBoard } from './board.js';
import { showing } from './declarations.js';
import { tarotGame } from './game.js';
import { tarotChoice } from './heuristic.js';
import { biddingCost } from './inference.js';
import type { TarotTypes } from './rules.js';
import type { TarotState } from './state.js';

/** The solver's board for a Tarot deal state, or why there is none. */
export function tarotBoardOf(s: TarotState, reuse: unknown): TarotBoard | BoardRefusal {
  if (s.mode === 'goulash') return { refusal: 'no-sides' };
  // A card is to be played: the play phase, no poignée being shown.
  if (s.phase !== 'play' || showing(s) !== undefined) return { refusal: 'not-card-play', phase: s.phase };
  return (reuse instanceof TarotBoard ? reuse : new TarotBoard()).load(s);
}

export const tarotBots = defineGameBots<TarotTypes>({
  game: tarotGame,
  heuristic: tarotChoice,
  board: tarotBoardOf,
  worldCost: biddingCost,
  scoreObjective: true,
});
