/** Coinche's parts for generic tools and apps: its deal ruleset, schemas, presets. */
import { defineGame } from '../../kernel/game.js';
import { coincheActionObjectSchema, coincheActionSchema } from './codec.js';
import { coinche } from './rules.js';

/** Coinche: the FFB contrée book's rules (`coinche`), and with announcements, the coinchée book's (`coincheAnnouncements`). */
export const coincheGame = defineGame({
  deal: coinche,
  actionSchema: coincheActionSchema,
  actionObjectSchema: coincheActionObjectSchema,
  presets: [
    { key: 'coinche', options: {}, players: 4 },
    { key: 'coincheAnnouncements', options: { announcements: true }, players: 4 },
  ],
});
