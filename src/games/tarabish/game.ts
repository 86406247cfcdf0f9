/** Tarabish's parts for generic tools and apps: its deal and match, schemas, presets. */
import { defineGame } from '../../kernel/game.js';
import { tarabishActionObjectSchema, tarabishActionSchema } from './action-schema.js';
import { tarabishMatch } from './match.js';
import { tarabish } from './rules.js';

/** Tarabish: one preset per option preset (`auction`, the default, and `traditional`). */
export const tarabishGame = defineGame({
  deal: tarabish,
  match: tarabishMatch,
  actionSchema: tarabishActionSchema,
  actionObjectSchema: tarabishActionObjectSchema,
  presets: [
    { key: 'tarabishAuction', options: { preset: 'auction' }, players: 4 },
    { key: 'tarabishTraditional', options: { preset: 'traditional' }, players: 4 },
  ],
});
