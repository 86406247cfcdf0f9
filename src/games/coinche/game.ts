/** Coinche's parts for generic tools and apps: its deal and match rulesets, schemas, presets. */
import { defineGame } from '../../kernel/game.js';
import { announcementPresets } from '../../family/options.js';
import { coincheActionObjectSchema, coincheActionSchema } from './codec.js';
import { coincheMatch } from './match.js';
import { coinche } from './rules.js';

/** Coinche: the FFB contrée book's rules (`coinche`), and with announcements, the coinchée book's (`coincheAnnouncements`). */
export const coincheGame = defineGame({
  deal: coinche,
  match: coincheMatch,
  actionSchema: coincheActionSchema,
  actionObjectSchema: coincheActionObjectSchema,
  presets: announcementPresets('coinche'),
});
