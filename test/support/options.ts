/**
 * Options for generic tests over every shipped ruleset, read from the games' own lists instead of
 * from ruleset ids: each game's presets (its menu's option sets) and a short match.
 */
import { gameOfRuleset } from '../../src/games/registry.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

/** The deal ruleset of a match (or the ruleset itself for a deal, and for a game atout does not ship). */
export const dealOf = (rules: AnyRuleset): AnyRuleset =>
  (gameOfRuleset(rules)?.deal as AnyRuleset | undefined) ?? rules;

/** The options of each preset of the ruleset's game (a match's presets are its deal's). */
export const presetOptions = (rules: AnyRuleset): readonly object[] => {
  const game = gameOfRuleset(rules);
  if (game === undefined) throw new Error(`${rules.id} is not a shipped ruleset`);
  return game.presets.map((p) => p.options as object);
};

/**
 * Options that keep a game short: a deal's defaults (`extra` added); a match of about `deals` deals,
 * by its number of deals (`deals`) where the match has one, else by a low point target.
 */
export const shortOptions = (rules: AnyRuleset, deals = 1, extra: object = {}): object => {
  if (dealOf(rules) === rules) return { ...extra };
  for (const length of [{ deals }, { target: 50 * deals }])
    if (rules.options.safeParse({ ...extra, ...length }).success) return { ...extra, ...length };
  throw new Error(`${rules.id}: no short match option`);
};
