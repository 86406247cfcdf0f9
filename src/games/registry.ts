/**
 * The games atout ships: ONE list, `games`, one line per game (each game's `game.ts`). Everything
 * generic tools read about the games is derived from it: the rulesets, the action schemas by
 * ruleset id, the presets, and the game of a ruleset. The bots' parts of each game are a second
 * list, `gameBots`, the position notations a third, `positionNotations`, and the rule queries a
 * fourth, `ruleQueries`.
 */
import type * as z from 'zod/mini';
import {
  findGame,
  gamePresets,
  gameRulesets,
  partsById,
  type GameBots,
  type GameChoice,
  type GameEntry,
} from '../kernel/game.js';
import type { PositionNotation } from '../kernel/position.js';
import type { AnyRuleset, RuleQueries } from '../kernel/ruleset.js';
import { matchQueries } from '../match/match.js';
import { GOULASH_MATCH_POLICY, goulashMatch } from './goulash/match.js';
import { goulashBots } from './goulash/bots.js';
import { goulashGame } from './goulash/game.js';
import { tarabishBots } from './tarabish/bots.js';
import { tarotBots } from './tarot/bots.js';
import { tarabishGame } from './tarabish/game.js';
import { tarotGame } from './tarot/game.js';
import { tarotPosition } from './tarot/position.js';
import { tarabishPosition } from './tarabish/position.js';
import { tarotQueries } from './tarot/queries.js';
import { tarabishQueries } from './tarabish/queries.js';
import { TAROT_MATCH_POLICY, tarotMatch } from './tarot/match.js';
import { TARABISH_MATCH_POLICY, tarabishMatch } from './tarabish/match.js';
import { goulash, tarot } from './tarot/rules.js';
import { tarabish } from './tarabish/rules.js';

/** Every shipped game, in the order apps list them. */
export const games: readonly GameEntry[] = [tarotGame, goulashGame, tarabishGame];

/**
 * The games' parts for the bots (heuristics, solver boards), one line per game that has them: a
 * list of its own so that an app that only plays loads none of them.
 */
export const gameBots: readonly GameBots[] = [tarotBots, goulashBots, tarabishBots];

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

/**
 * The position notation of each deal ruleset, by its id (docs/notation.md): a list apart from
 * `games`, so that an app that only plays loads no notation (a Goulash position is written as a
 * Tarot one).
 */
export const positionNotations: Readonly<Record<string, PositionNotation<object>>> = {
  tarot: tarotPosition as PositionNotation<object>,
  goulash: tarotPosition as PositionNotation<object>,
  tarabish: tarabishPosition as PositionNotation<object>,
};

/**
 * The rule queries of each ruleset, by its id (`legal-plays`, `trick-winner`, …; the oracle
 * answers them): a table apart from the rulesets, so that an app that only plays loads none of them.
 * A match answers its deal game's queries under the match's options.
 */
export const ruleQueries: Readonly<Record<string, RuleQueries>> = /* @__PURE__ */ queriesById();

function queriesById(): Readonly<Record<string, RuleQueries>> {
  const classic = tarotQueries('classic');
  const goulashQueries = tarotQueries('goulash');
  return {
    [tarot.id]: classic,
    [goulash.id]: goulashQueries,
    [tarabish.id]: tarabishQueries,
    [tarotMatch.id]: matchQueries(TAROT_MATCH_POLICY, classic),
    [goulashMatch.id]: matchQueries(GOULASH_MATCH_POLICY, goulashQueries),
    [tarabishMatch.id]: matchQueries(TARABISH_MATCH_POLICY, tarabishQueries),
  };
}

export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarot } from './tarot/index.js';
export { tarotMatch } from './tarot/match.js';
export { goulash } from './goulash/index.js';
export { goulashMatch } from './goulash/match.js';
export { tarabish, tarabishMatch } from './tarabish/index.js';
export { tarotScoreSheet } from './tarot/scoresheet.js';
export { goulashScoreSheet } from './goulash/scoresheet.js';
export { tarabishScoreSheet } from './tarabish/scoresheet.js';
