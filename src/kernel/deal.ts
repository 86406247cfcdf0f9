/**
 * Seeded dealing. `dealFromSeed` shuffles the deck's canonical card order with the seeded
 * generator (`sfc32-v1` for a 32-bit seed, `sfc32-128-v1` for a 128-bit seed) and Fisher–Yates, then cuts the permutation in order: seat 0 takes the first
 * `handSize` cards, seat 1 the next, …, and the remaining cards form the extra pile (the chien).
 * Hands keep the order they were cut in (a game may give that order a meaning, e.g. the first
 * cards are those seen before bidding).
 */
import type { Card, DeckSpec } from './card.js';
import { createRng, RNG_ALGORITHM, RNG_ALGORITHM_128, shuffle } from './rng.js';
import type { Seed } from './seed.js';

/** The dealing algorithm's name for 32-bit seeds, written into records (`sfc32-v1+fisher-yates+cut-v1`). */
export const DEAL_ALGORITHM = `${RNG_ALGORITHM}+fisher-yates+cut-v1` as const;
/** The dealing algorithm's name for 128-bit seeds (`sfc32-128-v1+fisher-yates+cut-v1`). */
export const DEAL_ALGORITHM_128 = `${RNG_ALGORITHM_128}+fisher-yates+cut-v1` as const;
/** Every dealing algorithm name ever published, oldest first (a record names one of them). */
export const DEAL_ALGORITHMS = [DEAL_ALGORITHM, DEAL_ALGORITHM_128] as const;
/** A published dealing algorithm name. */
export type DealAlgorithm = (typeof DEAL_ALGORITHMS)[number];

/** The dealing algorithm a seed selects (written into records with the seed). */
export const dealAlgorithm = (seed: Seed): DealAlgorithm =>
  typeof seed === 'number' ? DEAL_ALGORITHM : DEAL_ALGORITHM_128;

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
export function dealFromSeed(deck: DeckSpec, layout: DealLayout, seed: Seed): Deal {
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
