/**
 * What the heuristic policies share: reading a view's cards by name, and choosing among the legal
 * actions by a score. Plain functions of their arguments (no state kept between decisions).
 */
import type { Card, DeckSpec } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import type { TrickView } from '../../kernel/view.js';

/** The ids of cards a view names (names outside the deck are left out: a view never has them). */
export function cardsOf(deck: DeckSpec, names: readonly string[]): Card[] {
  const out: Card[] = [];
  for (const n of names) {
    const c = deck.byName.get(n);
    if (c !== undefined) out.push(c);
  }
  return out;
}

/** The cards of the trick in progress, in play order, and the seat that played each. */
export function trickOf(deck: DeckSpec, trick: TrickView): { readonly cards: Card[]; readonly seats: Seat[] } {
  return {
    cards: cardsOf(
      deck,
      trick.plays.map((p) => p.card),
    ),
    seats: trick.plays.map((p) => p.seat),
  };
}

/**
 * The index of the item with the lowest score (the first of equal ones), or -1 for none: every
 * choice below is "the legal action that minimizes a cost", so ties fall to the lower action id.
 */
export function argMin<T>(items: readonly T[], score: (item: T, index: number) => number): number {
  let best = -1;
  let bestScore = Infinity;
  items.forEach((x, i) => {
    const v = score(x, i);
    if (v < bestScore) {
      best = i;
      bestScore = v;
    }
  });
  return best;
}

/** The indices of `legal` whose action has this `type`. */
export function indicesOf(legal: readonly unknown[], type: string): number[] {
  const out: number[] = [];
  legal.forEach((a, i) => {
    if (typeof a === 'object' && a !== null && (a as { readonly type?: unknown }).type === type) out.push(i);
  });
  return out;
}
