/**
 * Coinche's parts for the bots: its heuristic (heuristic.ts) and, its card play being Belote's on
 * Belote's state, Belote's solver board on that state.
 */
import { defineGameBots } from '../../kernel/game.js';
import { beloteBoard } from '../belote/bots.js';
import { coincheGame } from './game.js';
import { coincheChoice } from './heuristic.js';
import type { CoincheTypes } from './rules.js';

export const coincheBots = defineGameBots<CoincheTypes>({
  game: coincheGame,
  heuristic: coincheChoice,
  board(s, reuse) {
    if (s.contract === null) return { refusal: 'not-card-play', phase: s.passedOut ? 'done' : 'auction' };
    return beloteBoard(s.play, reuse);
  },
});
