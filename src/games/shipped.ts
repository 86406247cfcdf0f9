/**
 * The games atout ships: ONE list, `games`, one line per game (each game's `game.ts`), and what
 * apps and generic tools read about them, derived from it: the rulesets, the presets, the game of a
 * ruleset, the action schemas by ruleset id. The package root imports this module only; the parts
 * for tools (the bots', the position notations, the rule queries, the score sheets) are listed
 * apart in registry.ts, so that an app that only plays reaches none of them, even through a
 * bundle's shared chunks.
 */
import type * as z from 'zod/mini';
import { findGame, gamePresets, gameRulesets, partsById, type GameChoice, type GameEntry } from '../kernel/game.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { goulashGame } from './goulash/game.js';
import { tarabishGame } from './tarabish/game.js';
import { tarotGame } from './tarot/game.js';
import { beloteGame } from './belote/game.js';
import { coincheGame } from './coinche/game.js';

/** Every shipped game, in the order apps list them. */
export const games: readonly GameEntry[] = [tarotGame, goulashGame, tarabishGame, beloteGame, coincheGame];

/** Every shipped ruleset (the deals, then the matches), for generic tools: records, the command, schemas. */
export const rulesets: readonly AnyRuleset[] = gameRulesets(games);

/** Every preset of every shipped game, in menu order, each with its game. */
export const presets: readonly GameChoice[] = gamePresets(games);

/** The shipped game a ruleset (or ruleset id) belongs to: the one whose deal or match it is. */
export const gameOfRuleset = (ruleset: AnyRuleset | string): GameEntry | undefined => findGame(games, ruleset);

/** The schema of each ruleset's action strings (a match uses its deal's). */
export const actionSchemas: Readonly<Record<string, z.ZodMiniType<string>>> = partsById(games, (g) => g.actionSchema);

/** The schema of each ruleset's action objects on the wire (what `submit` accepts beside the string). */
export const actionObjectSchemas: Readonly<Record<string, z.ZodMiniType<object>>> = partsById(
  games,
  (g) => g.actionObjectSchema,
);

export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarot } from './tarot/index.js';
export { tarotMatch } from './tarot/match.js';
export { goulash } from './goulash/index.js';
export { goulashMatch } from './goulash/match.js';
export { tarabish, tarabishMatch } from './tarabish/index.js';
