/**
 * `heuristicPolicy(ruleset)`: sound play by simple rules, reading only the seat's view, its legal
 * actions and its seat (`PolicyInput`): Tarot and its Goulash mode (`tarot.ts`), Tarabish
 * (`tarabish.ts`), their matches (a match's actions are its current deal's, so the deal's policy
 * reads the match view's current deal view), and a generic fallback for any other ruleset
 * (`generic.ts`). Deterministic: the same input gives the same index (the generator is not used).
 */
import type { TarabishView } from '../../games/tarabish/view.js';
import type { TarotView } from '../../games/tarot/view.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { dealRulesetOf } from '../deals.js';
import type { Policy, PolicyInput } from '../policy.js';
import { genericChoice } from './generic.js';
import { tarabishChoice } from './tarabish.js';
import { tarotChoice } from './tarot.js';

/** The heuristic of each deal ruleset, by id (a match plays its deal's: `dealRulesetOf`). */
const GAME_OF: Readonly<Record<string, 'tarot' | 'tarabish'>> = {
  tarot: 'tarot',
  goulash: 'tarot',
  tarabish: 'tarabish',
};

/** The deal view inside a match view (`{ current }`), or the view itself. */
const dealView = (view: unknown, match: boolean): unknown =>
  match && typeof view === 'object' && view !== null ? (view as { readonly current?: unknown }).current : view;

/** The heuristic policy of a ruleset (see the module comment); an index of `legal`, 0 when `legal` has one action. */
export function heuristicPolicy(ruleset: AnyRuleset): Policy {
  const deal = dealRulesetOf(ruleset);
  const game = Object.hasOwn(GAME_OF, deal.id) ? GAME_OF[deal.id] : undefined;
  const match = deal !== ruleset;
  return (input: PolicyInput): number => {
    if (input.legal.length <= 1) return 0;
    const view = dealView(input.view, match);
    const i =
      game === 'tarot'
        ? tarotChoice(input, view as TarotView)
        : game === 'tarabish'
          ? tarabishChoice(input, view as TarabishView)
          : genericChoice(input);
    // a rule that found nothing to choose falls back to the first legal action
    return Number.isInteger(i) && i >= 0 && i < input.legal.length ? i : 0;
  };
}
