/**
 * The registry of the games atout ships, for tools: everything of shipped.ts (the games, their
 * rulesets, presets and action schemas), and the games' parts that an app that only plays does not
 * load, each a list of its own: the bots' parts, `gameBots`; the position notations,
 * `positionNotations`; the rule queries, `ruleQueries`; the score sheets. The package root imports
 * shipped.ts, never this module.
 */
import type { GameBots } from '../kernel/game.js';
import type { PositionNotation } from '../kernel/position.js';
import type { RuleQueries } from '../kernel/ruleset.js';
import { matchQueries } from '../match/match.js';
import { GOULASH_MATCH_POLICY, goulashMatch } from './goulash/match.js';
import { goulashBots } from './goulash/bots.js';
import { tarabishBots } from './tarabish/bots.js';
import { beloteBots } from './belote/bots.js';
import { coincheBots } from './coinche/bots.js';
import { tarotBots } from './tarot/bots.js';
import { tarotPosition } from './tarot/position.js';
import { tarabishPosition } from './tarabish/position.js';
import { tarotQueries } from './tarot/queries.js';
import { tarabishQueries } from './tarabish/queries.js';
import { TAROT_MATCH_POLICY, tarotMatch } from './tarot/match.js';
import { TARABISH_MATCH_POLICY, tarabishMatch } from './tarabish/match.js';
import { goulash, tarot } from './tarot/rules.js';
import { tarabish } from './tarabish/rules.js';
// Belote and Coinche (in shipped.ts's `games`; their rulesets are exported by `atout/belote` and
// `atout/coinche`, not by the package root): their parts for tools from their modules.
import { belote } from './belote/rules.js';
import { BELOTE_MATCH_POLICY, beloteMatch } from './belote/match.js';
import { belotePosition } from './belote/position.js';
import { beloteQueries } from './belote/queries.js';
import { coinche } from './coinche/rules.js';
import { COINCHE_MATCH_POLICY, coincheMatch } from './coinche/match.js';
import { coinchePosition } from './coinche/position.js';
import { coincheQueries } from './coinche/queries.js';

export {
  games,
  rulesets,
  presets,
  gameOfRuleset,
  actionSchemas,
  actionObjectSchemas,
  tarotDeck,
  tarabishDeck,
  tarot,
  tarotMatch,
  goulash,
  goulashMatch,
  tarabish,
  tarabishMatch,
} from './shipped.js';

/**
 * The games' parts for the bots (heuristics, solver boards), one line per game that has them: a
 * list of its own so that an app that only plays loads none of them.
 */
export const gameBots: readonly GameBots[] = [tarotBots, goulashBots, tarabishBots, beloteBots, coincheBots];

/**
 * The position notation of each deal ruleset, by its id (docs/notation.md): a list apart from
 * `games`, so that an app that only plays loads no notation (a Goulash position is written as a
 * Tarot one).
 */
export const positionNotations: Readonly<Record<string, PositionNotation<object>>> = {
  tarot: tarotPosition as PositionNotation<object>,
  goulash: tarotPosition as PositionNotation<object>,
  tarabish: tarabishPosition as PositionNotation<object>,
  belote: belotePosition as PositionNotation<object>,
  coinche: coinchePosition as PositionNotation<object>,
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
    [belote.id]: beloteQueries,
    [coinche.id]: coincheQueries,
    [beloteMatch.id]: matchQueries(BELOTE_MATCH_POLICY, beloteQueries),
    [coincheMatch.id]: matchQueries(COINCHE_MATCH_POLICY, coincheQueries),
  };
}

export { tarotScoreSheet } from './tarot/scoresheet.js';
export { goulashScoreSheet } from './goulash/scoresheet.js';
export { tarabishScoreSheet } from './tarabish/scoresheet.js';
export { beloteScoreSheet } from './belote/scoresheet.js';
export { coincheScoreSheet } from './coinche/scoresheet.js';
