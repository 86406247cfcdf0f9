/**
 * Tricks: the suit led and the card winning so far, the one implementation every game uses. A
 * game describes its ranking with `TrickRules`: the trump suit (a card-set word), the wild cards
 * (such as the Tarot Excuse: always playable, never setting the suit, never winning), and the
 * strength of a card among trumps and within the suit led.
 */
import type { Card } from './card.js';
import type { CardSet } from './cardset.js';
import type { Seat } from './seat.js';

/** A finished trick: who led, the cards in play order, who won it. */
export interface PlayedTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

/** How cards rank in a trick. */
export interface TrickRules {
  /** Word (suit) of the trumps, or null for no trump. */
  readonly trump: number | null;
  /** Cards that never set the suit and never win a trick (the Tarot Excuse). */
  readonly wild: CardSet;
  /** Strength among trumps: higher beats lower. */
  readonly trumpPower: (c: Card) => number;
  /** Strength within the suit led: higher beats lower. */
  readonly plainPower: (c: Card) => number;
}

/** Whether `c` is one of the wild cards `wild`. */
export const isWildCard = (wild: CardSet, c: Card): boolean => (((wild[c >>> 5] ?? 0) >>> (c & 31)) & 1) === 1;

/**
 * The suit led: the word of the first card that is not wild, or null when no such card has been
 * played yet (an empty trick, or a trick led with the Excuse and nothing else so far).
 */
export function ledSuit(cards: readonly Card[], wild: CardSet): number | null {
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (!isWildCard(wild, c)) return c >>> 5;
  }
  return null;
}

/** The trump power of the highest trump in the trick, or -1 when no trump has been played. */
export function highestTrump(cards: readonly Card[], r: TrickRules): number {
  const trump = r.trump;
  let highest = -1;
  if (trump === null) return highest;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c >>> 5 === trump && !isWildCard(r.wild, c)) {
      const p = r.trumpPower(c);
      if (p > highest) highest = p;
    }
  }
  return highest;
}

/**
 * The index of the card winning the trick so far: the highest trump, else the highest card of the
 * suit led; a wild card and a card of another suit never win. -1 when no card can win yet (an
 * empty trick, or only wild cards).
 */
export function winningIndex(cards: readonly Card[], r: TrickRules): number {
  const led = ledSuit(cards, r.wild);
  if (led === null) return -1;
  const trump = r.trump;
  let best = -1;
  let bestTrump = -1;
  let bestPlain = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (isWildCard(r.wild, c)) continue;
    const w = c >>> 5;
    if (w === trump) {
      const p = r.trumpPower(c);
      if (p > bestTrump) {
        bestTrump = p;
        best = i;
      }
    } else if (bestTrump < 0 && w === led) {
      const p = r.plainPower(c);
      if (p > bestPlain) {
        bestPlain = p;
        best = i;
      }
    }
  }
  return best;
}
