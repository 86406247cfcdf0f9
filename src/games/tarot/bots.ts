/**
 * Tarot's parts for the bots: its heuristic (heuristic.ts; bidding bolder for PIMC:
 * `tarotBolderChoice`), what the bidding says of the hidden hands for PIMC's worlds (inference.ts)
 * and the solver's board (board.ts) for a classic deal in its card play. A Goulash deal has no two
 * sides to solve for.
 */
import { boardOf, defineGameBots, type BoardRefusal } from '../../kernel/game.js';
import { TarotBoard } from './board.js';
import { showing } from './declarations.js';
import { tarotGame } from './game.js';
import { tarotBolderChoice, tarotChoice } from './heuristic.js';
import { biddingCost } from './inference.js';
import type { TarotTypes } from './rules.js';
import type { TarotState } from './state.js';

/** The solver's board for a Tarot deal state, or why there is none. */
export const tarotBoardOf = boardOf(TarotBoard, (s: TarotState): BoardRefusal | undefined => {
  if (s.mode === 'goulash') return { refusal: 'no-sides' };
  // A card is to be played: the play phase, no poignée being shown.
  return s.phase !== 'play' || showing(s) !== undefined ? { refusal: 'not-card-play', phase: s.phase } : undefined;
});

export const tarotBots = defineGameBots<TarotTypes>({
  game: tarotGame,
  heuristic: tarotChoice,
  board: tarotBoardOf,
  worldCost: biddingCost,
  bolderHeuristic: tarotBolderChoice,
  scoreObjective: true,
});
