/**
 * Belote's parts for the bots: its heuristic (heuristic.ts), what the bidding says of the hidden hands
 * for PIMC's worlds (inference.ts) and the solver's board (board.ts) in the card play.
 */
import { defineGameBots } from '../../kernel/game.js';
import { BeloteBoard } from './board.js';
import { contractOffTable } from './table.js';
import { mustAnnounceNow } from './declarations.js';
import { beloteGame } from './game.js';
import { beloteChoice } from './heuristic.js';
import { biddingCost } from './inference.js';
import type { BeloteTypes } from './rules.js';
import type { BeloteState } from './state.js';
import type { Board } from '../../kernel/board.js';
import type { BoardRefusal } from '../../kernel/game.js';

/**
 * The solver's board loaded with Belote's card play `s` (Coinche's too), or why it is no position
 * to solve: a card is to be played (the play phase, and no announcement due first).
 */
export function beloteBoard(s: BeloteState, reuse: Board | undefined): BeloteBoard | BoardRefusal {
  if (s.phase !== 'play' || mustAnnounceNow(s, (s.leader + s.trick.length) % 4))
    return { refusal: 'not-card-play', phase: s.phase };
  const contract = contractOffTable(s);
  if (contract !== null) return { refusal: 'contract', contract };
  return (reuse instanceof BeloteBoard ? reuse : new BeloteBoard()).load(s);
}

export const beloteBots = defineGameBots<BeloteTypes>({
  game: beloteGame,
  heuristic: beloteChoice,
  board: beloteBoard,
  worldCost: biddingCost,
});
