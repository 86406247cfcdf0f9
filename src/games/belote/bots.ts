/**
 * Belote's parts for the bots: its heuristic (heuristic.ts), what the bidding says of the hidden hands
 * for PIMC's worlds (inference.ts) and the solver's board (board.ts) in the card play.
 */
import { boardOf, defineGameBots, type BoardRefusal } from '../../kernel/game.js';
import { BeloteBoard } from './board.js';
import { contractOffTable } from './table.js';
import { mustAnnounceNow } from './declarations.js';
import { beloteGame } from './game.js';
import { beloteChoice } from './heuristic.js';
import { biddingCost } from './inference.js';
import type { BeloteTypes } from './rules.js';
import type { BeloteState } from './state.js';

/**
 * The solver's board loaded with Belote's card play `s` (Coinche's too), or why it is no position
 * to solve: a card is to be played (the play phase, and no announcement due first).
 */
export const beloteBoard = boardOf(BeloteBoard, (s: BeloteState): BoardRefusal | undefined => {
  if (s.phase !== 'play' || mustAnnounceNow(s, (s.leader + s.trick.length) % 4))
    return { refusal: 'not-card-play', phase: s.phase };
  const contract = contractOffTable(s);
  return contract === null ? undefined : { refusal: 'contract', contract };
});

export const beloteBots = defineGameBots<BeloteTypes>({
  game: beloteGame,
  heuristic: beloteChoice,
  board: beloteBoard,
  worldCost: biddingCost,
});
