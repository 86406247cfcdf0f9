/** Goulash's parts for generic tools and apps: Tarot's action notation, its own deal and match. */
import { defineGame } from '../../kernel/game.js';
import { tarotActionObjectSchema, tarotActionSchema } from '../tarot/action-schema.js';
import { goulash } from '../tarot/rules.js';
import { goulashMatch } from './match.js';

/** Goulash: four players, each for themselves. */
export const goulashGame = defineGame({
  deal: goulash,
  match: goulashMatch,
  actionSchema: tarotActionSchema,
  actionObjectSchema: tarotActionObjectSchema,
  presets: [{ key: 'goulash', options: {}, players: 4 }],
});
