/**
 * `level: 'baseline'`: the heuristic of atout 0.1, frozen (tarot.ts for Tarot and Goulash,
 * tarabish.ts for Tarabish; a generic rule for any other ruleset, as 0.1 had). A fixed opponent,
 * so that every tournament of an improved bot measures against the same player (docs/bots.md,
 * "The baseline"). Reads only the seat's view and its legal actions, like `heuristicPolicy`.
 */
import type { Policy, PolicyInput } from '../../kernel/policy.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import type { TarabishView } from '../../games/tarabish/view.js';
import type { TarotView } from '../../games/tarot/view.js';
import { dealRulesetOf } from '../deals.js';
import { genericChoice } from '../heuristic/generic.js';
import { baselineTarabishChoice } from './tarabish.js';
import { baselineTarotChoice } from './tarot.js';

/** The frozen choice of each deal ruleset, by its id. */
const FROZEN: Readonly<Record<string, (input: PolicyInput, view: never) => number>> = {
  tarot: (input, view: TarotView) => baselineTarotChoice(input, view),
  goulash: (input, view: TarotView) => baselineTarotChoice(input, view),
  tarabish: (input, view: TarabishView) => baselineTarabishChoice(input, view),
};

/** The baseline policy of a ruleset (a match plays its current deal's). */
export function baselinePolicy(ruleset: AnyRuleset): Policy {
  const deal = dealRulesetOf(ruleset);
  const match = deal !== ruleset;
  const frozen = Object.hasOwn(FROZEN, deal.id) ? FROZEN[deal.id] : undefined;
  return (input: PolicyInput): number => {
    if (input.legal.length <= 1) return 0;
    const view = match ? (input.view as { readonly current: unknown }).current : input.view;
    const i = frozen !== undefined ? frozen(input, view as never) : genericChoice(input);
    return Number.isInteger(i) && i >= 0 && i < input.legal.length ? i : 0;
  };
}
