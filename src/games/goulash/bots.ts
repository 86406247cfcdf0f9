/**
 * Goulash's parts for the bots: Tarot's heuristic (it reads the deal's mode), and the solver's
 * refusal (everybody plays for themselves: there are no two sides to solve for).
 */
import { defineGameBots } from '../../kernel/game.js';
import { tarotBoardOf } from '../tarot/bots.js';
import { tarotChoice } from '../tarot/heuristic.js';
import type { TarotTypes } from '../tarot/rules.js';
import { goulashGame } from './game.js';

export const goulashBots = defineGameBots<TarotTypes>({
  game: goulashGame,
  heuristic: tarotChoice,
  board: tarotBoardOf,
});
