/**
 * Seeded dealing. `dealFromSeed` shuffles the deck's canonical card order with the `sfc32-v1`
 * generator and Fisher–Yates, then cuts the permutation in order: seat 0 takes the first
 * `handSize` cards, seat 1 the next, …, and the remaining cards form the extra pile (the chien).
 * Hands keep the order they were cut in (a game may give that order a meaning, e.g. the first
 * cards are those seen before bidding).
 */
import type { Card, DeckSpec } from './card.js';
import { createRng, RNG_ALGORITHM, shuffle } from './rng.js';

/** The dealing algorithm's name, written into records (`sfc32-v1+fisher-yates+cut-v1`). */
export const DEAL_ALGORITHM = `${RNG_ALGORITHM}+fisher-yates+cut-v1`;

/** How a deck is cut: `hands` hands of `handSize` cards, then `extra` cards. */
export interface DealLayout {
  readonly hands: number;
  readonly handSize: number;
  /** Cards left over after the hands (the chien), ≥ 0. */
  readonly extra: number;
}

/** A dealt deck: the hands in seat order and the extra pile. */
export interface Deal {
  readonly hands: readonly (readonly Card[])[];
  readonly extra: readonly Card[];
}

/**
 * Deals `deck` by `layout` from `seed`, bit for bit as docs/oracle.md describes. Throws a
 * RangeError when the layout does not use every card (a programming error).
 */
export function dealFromSeed(deck: DeckSpec, layout: DealLayout, seed: number): Deal {
  if (layout.hands * layout.handSize + layout.extra !== deck.cards.length) {
    throw new RangeError(
      `layout ${JSON.stringify(layout)} does not use the ${deck.cards.length} cards of ${deck.name}`,
    );
  }
  const perm = shuffle(deck.cards, createRng(seed));
  const hands = Array.from({ length: layout.hands }, (_, i) =>
    perm.slice(i * layout.handSize, (i + 1) * layout.handSize),
  );
  return { hands, extra: perm.slice(layout.hands * layout.handSize) };
}
