/**
 * The deal a state is playing: a match's current deal (with its deal ruleset), the state itself
 * otherwise. PIMC searches a deal, not a whole match: each world is judged by the score of the deal
 * being played.
 */
import type { AnyRuleset } from '../kernel/ruleset.js';

/** A deal ruleset and a state of it. */
export interface DealAt {
  readonly ruleset: AnyRuleset;
  readonly state: object;
}

/** The deal ruleset a ruleset plays: a match's deal ruleset (`dealRuleset`, set by `makeMatch`), else the ruleset itself. */
export const dealRulesetOf = (ruleset: AnyRuleset): AnyRuleset => ruleset.dealRuleset ?? ruleset;

/**
 * The deal `state` is playing: for a match (a ruleset with a `dealRuleset`), its deal ruleset and
 * current deal; for any other ruleset, the state itself.
 */
export function dealOf(ruleset: AnyRuleset, state: object): DealAt {
  const deal = dealRulesetOf(ruleset);
  const current = (state as { readonly current?: unknown }).current;
  return deal !== ruleset && typeof current === 'object' && current !== null
    ? { ruleset: deal, state: current }
    : { ruleset, state };
}
