/**
 * `heuristicPolicy(ruleset)`: sound play by simple rules, reading only the seat's view, its legal
 * actions and its seat (`PolicyInput`): the game's own heuristic, found through the registry's
 * `gameBots` by the deal ruleset (a match's actions are its current deal's, so the deal's policy
 * reads the match view's current deal view), and a generic fallback for any other ruleset
 * (`generic.ts`). Deterministic: the same input gives the same index (the generator is not used).
 */
import { findGameBots, type GameBots } from '../../kernel/game.js';
import type { Policy, PolicyInput } from '../../kernel/policy.js';
import type { AnyRuleset } from '../../kernel/ruleset.js';
import { gameBots } from '../../games/registry.js';
import { dealRulesetOf } from '../deals.js';
import { genericChoice } from './generic.js';

/** The deal view inside a match view (`{ current }`), or the view itself. */
const dealView = (view: unknown, match: boolean): unknown =>
  match && typeof view === 'object' && view !== null ? (view as { readonly current?: unknown }).current : view;

/** The heuristic policy of a ruleset (see the module comment); an index of `legal`, 0 when `legal` has one action. */
export function heuristicPolicy(ruleset: AnyRuleset): Policy {
  return policyOf(ruleset, findGameBots(gameBots, dealRulesetOf(ruleset))?.heuristic);
}

/**
 * The `pimc` level's policy outside the card play: the heuristic, bidding bolder where the game's
 * bidding weighs the taker's play (Tarot: `boldness` points of score added to every hand's
 * strength; undefined, the default of the table size): the game's `bolderHeuristic`. Other games: the heuristic.
 */
export function bolderPolicy(ruleset: AnyRuleset, boldness: number | undefined): Policy {
  const parts = findGameBots(gameBots, dealRulesetOf(ruleset));
  return policyOf(ruleset, parts?.bolderHeuristic?.(boldness) ?? parts?.heuristic);
}

/** A game's heuristic (`GameBots.heuristic`) as a policy of `ruleset` (its deal's or its match's); generic without one. */
function policyOf(ruleset: AnyRuleset, heuristic: GameBots['heuristic']): Policy {
  const match = dealRulesetOf(ruleset) !== ruleset;
  return (input: PolicyInput): number => {
    if (input.legal.length <= 1) return 0;
    const i = heuristic !== undefined ? heuristic(input, dealView(input.view, match)) : genericChoice(input);
    // a rule that found nothing to choose falls back to the first legal action
    return Number.isInteger(i) && i >= 0 && i < input.legal.length ? i : 0;
  };
}
