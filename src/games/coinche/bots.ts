/**
 * Coinche's parts for the bots: its heuristic (heuristic.ts), what the auction says of the hidden
 * hands for PIMC's worlds (inference.ts) and, its card play being Belote's on Belote's state,
 * Belote's solver board on that state.
 */
import { defineGameBots } from '../../kernel/game.js';
import { beloteBoard } from '../belote/bots.js';
import { coincheGame } from './game.js';
import { coincheChoice } from './heuristic.js';
import { auctionCost } from './inference.js';
import type { CoincheTypes } from './rules.js';

export const coincheBots = defineGameBots<CoincheTypes>({
  game: coincheGame,
  heuristic: coincheChoice,
  worldCost: auctionCost,
  board(s, reuse) {
    if (s.contract === null) return { refusal: 'not-card-play', phase: s.passedOut ? 'done' : 'auction' };
    return beloteBoard(s.play, reuse);
  },
});
