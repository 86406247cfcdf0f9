/** Belote's parts for generic tools and apps: its deal and match rulesets, schemas, presets. */
import { defineGame, type GamePreset } from '../../kernel/game.js';
import { beloteActionObjectSchema, beloteActionSchema } from './action-schema.js';
import { beloteMatch } from './match.js';
import { belote } from './rules.js';

/**
 * The presets of Belote and Coinche: the game's default rules (`key`), and with announcements
 * (`${key}Announcements`).
 */
export const announcementPresets = (key: string): readonly GamePreset<{ readonly announcements?: boolean }>[] => [
  { key, options: {}, players: 4 },
  { key: `${key}Announcements`, options: { announcements: true }, players: 4 },
];

/** Belote: the FFB's rules (`belote`), and with announcements (`beloteAnnouncements`). */
export const beloteGame = defineGame({
  deal: belote,
  match: beloteMatch,
  actionSchema: beloteActionSchema,
  actionObjectSchema: beloteActionObjectSchema,
  presets: announcementPresets('belote'),
});
