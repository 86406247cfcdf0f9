/**
 * The fallback for a ruleset the heuristic does not know (a game built on the contract, such as
 * the Whist example): still sound, knowing nothing of the game. Card plays (actions with a `card`,
 * by name in the ruleset's deck, or by number): the lowest card, as the deck's bits order each suit from low to high (every atout deck
 * does), so the heavy cards are kept; the first such card in `legal` among equals. Any other
 * decision: the first legal action (in id order, the pass or the smallest bid where the game
 * lists one first).
 */
import { bitOf, type DeckSpec } from '../../kernel/card.js';
import type { PolicyInput } from '../../kernel/policy.js';
import { argMin } from '../../kernel/policy.js';

const cardOf = (a: unknown, deck: DeckSpec): number | undefined => {
  const c = typeof a === 'object' && a !== null ? (a as { readonly card?: unknown }).card : undefined;
  return typeof c === 'number' ? c : typeof c === 'string' ? deck.byName.get(c) : undefined;
};

export function genericChoice(input: PolicyInput): number {
  const i = argMin(input.legal, (a) => {
    const c = cardOf(a, input.ruleset.traits.deck);
    return c === undefined ? Infinity : bitOf(c);
  });
  return i >= 0 ? i : 0;
}
