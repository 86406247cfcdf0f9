/** Belote's parts for generic tools and apps: its deal and match rulesets, schemas, presets. */
import { defineGame } from '../../kernel/game.js';
import { announcementPresets } from '../../family/options.js';
import { beloteActionObjectSchema, beloteActionSchema } from './action-schema.js';
import { beloteMatch } from './match.js';
import { belote } from './rules.js';

/** Belote: the FFB's rules (`belote`), and with announcements (`beloteAnnouncements`). */
export const beloteGame = defineGame({
  deal: belote,
  match: beloteMatch,
  actionSchema: beloteActionSchema,
  actionObjectSchema: beloteActionObjectSchema,
  presets: announcementPresets('belote'),
});
