/** French Tarot's parts for generic tools and apps: its deal and match, schemas, presets. */
import { defineGame } from '../../kernel/game.js';
import { tarotActionObjectSchema, tarotActionSchema } from './action-schema.js';
import { tarotMatch } from './match.js';
import { tarot } from './rules.js';

/** Tarot: the 4-player game first (FFT: the standard game), then its 3- and 5-player chapters. */
export const tarotGame = defineGame({
  deal: tarot,
  match: tarotMatch,
  actionSchema: tarotActionSchema,
  actionObjectSchema: tarotActionObjectSchema,
  presets: [
    { key: 'tarot4', options: { players: 4 }, players: 4 },
    { key: 'tarot3', options: { players: 3 }, players: 3 },
    { key: 'tarot5', options: { players: 5 }, players: 5 },
  ],
});
