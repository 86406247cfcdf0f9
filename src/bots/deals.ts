/**
 * The deal a state is playing: a match's current deal (with its deal ruleset) for the shipped
 * matches, the state itself otherwise. PIMC searches a deal, not a whole match: each world is judged
 * by the score of the deal being played.
 */
import type { AnyRuleset } from '../kernel/ruleset.js';
import { goulash, tarabish, tarot } from '../games/registry.js';

/** The deal ruleset of each shipped match. */
const DEALS: Readonly<Record<string, AnyRuleset>> = {
  'tarot-match': tarot as unknown as AnyRuleset,
  'goulash-match': goulash as unknown as AnyRuleset,
  'tarabish-match': tarabish as unknown as AnyRuleset,
};

/** A deal ruleset and a state of it. */
export interface DealAt {
  readonly ruleset: AnyRuleset;
  readonly state: object;
}

/** The deal ruleset a ruleset plays: a shipped match's deal ruleset (by ruleset id), else the ruleset itself. */
export const dealRulesetOf = (ruleset: AnyRuleset): AnyRuleset =>
  Object.hasOwn(DEALS, ruleset.id) ? DEALS[ruleset.id]! : ruleset;

/**
 * The deal `state` is playing: for a shipped match (by ruleset id), its deal ruleset and current
 * deal; for any other ruleset (a deal, or a match of a game outside the package), the state itself.
 */
export function dealOf(ruleset: AnyRuleset, state: object): DealAt {
  const deal = dealRulesetOf(ruleset);
  const current = (state as { readonly current?: unknown }).current;
  return deal !== ruleset && typeof current === 'object' && current !== null
    ? { ruleset: deal, state: current }
    : { ruleset, state };
}
