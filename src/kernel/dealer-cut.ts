/**
 * Choosing a match's first dealer by cutting: each seat draws one card, and the game's order
 * says who deals (Tarot: the lowest card; Tarabish: the highest in trump order). A card the game
 * does not rank (Tarot's Excuse) is drawn again by the same seat; seats tied for the deal draw
 * again, in seat order, until one is alone.
 *
 * From a match seed S the draws come from one generator seeded with `deriveSeed(S, 0xffffffff)`
 * (an index no deal uses, so the deals are those of the same seed without the cut): the deck's
 * canonical order shuffled by Fisher–Yates, then the cards taken from the top, one per draw, seats
 * in order 0, 1, …, then the tied seats in order, and so on.
 */
import type { Card, DeckSpec } from './card.js';
import { createRng, shuffle } from './rng.js';
import { deriveSeed, type Seed } from './seed.js';

/** The match-seed index reserved for the dealer cut. */
export const DEALER_CUT_INDEX = 0xffffffff;

/** One card drawn while cutting for the deal. */
export interface CutDraw {
  readonly seat: number;
  readonly card: Card;
}

/** The cut's outcome: the dealer and every card drawn, in order. */
export interface DealerCut {
  readonly dealer: number;
  readonly draws: readonly CutDraw[];
}

/**
 * Cuts for the first dealer among `seats` seats. `key(card)`: a number, the lowest of which
 * deals, or null for a card drawn again.
 */
export function cutForDealer(deck: DeckSpec, seats: number, seed: Seed, key: (card: Card) => number | null): DealerCut {
  const pack = shuffle(deck.cards, createRng(deriveSeed(seed, DEALER_CUT_INDEX)));
  const draws: CutDraw[] = [];
  let next = 0;
  let contenders = Array.from({ length: seats }, (_, s) => s);
  // every draw removes a card, so the loop ends; a deck always separates a handful of seats
  while (contenders.length > 1 && next < pack.length) {
    const keys = new Map<number, number>();
    for (const seat of contenders) {
      let k: number | null = null;
      while (k === null && next < pack.length) {
        const card = pack[next++]!;
        draws.push({ seat, card });
        k = key(card);
      }
      keys.set(seat, k ?? Infinity);
    }
    const best = Math.min(...keys.values());
    contenders = contenders.filter((s) => keys.get(s) === best);
  }
  return { dealer: contenders[0]!, draws };
}
