/**
 * Tricks: which suit was led, and which card wins. Both take the game's rules as functions, so a
 * card such as the Excuse can leave the suit to the next card (`isWild`) and any ranking works.
 */
import { wordOf, type Card } from './card.js';
import type { Seat } from './seat.js';

/** A finished trick: who led, the cards in play order, who won it. */
export interface PlayedTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

/**
 * The suit led: the word of the first card that is not wild, or null when no such card has been
 * played yet (an empty trick, or a trick led with the Excuse and nothing else so far).
 */
export function ledSuit(cards: readonly Card[], isWild: (c: Card) => boolean): number | null {
  for (const c of cards) if (!isWild(c)) return wordOf(c);
  return null;
}

/**
 * Index of the winning card: the highest `power`. A card with negative power can never win
 * (a discard, the Excuse). When no card has non-negative power, index 0 is returned.
 * Ties go to the earlier card (they cannot occur with a proper ranking).
 */
export function winningIndex(cards: readonly Card[], power: (c: Card) => number): number {
  let best = 0;
  let bestPower = -Infinity;
  for (let i = 0; i < cards.length; i++) {
    const p = power(cards[i]!);
    if (p >= 0 && p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}

/**
 * The usual power of trick-taking games: trumps above everything (by `trumpPower`), then the
 * suit led (by `suitPower`), everything else and wild cards cannot win.
 */
export function standardPower(
  led: number | null,
  trump: number | null,
  isWild: (c: Card) => boolean,
  trumpPower: (c: Card) => number,
  suitPower: (c: Card) => number,
): (c: Card) => number {
  return (c) => {
    if (isWild(c)) return -1;
    const w = wordOf(c);
    if (trump !== null && w === trump) return 1000 + trumpPower(c);
    if (w === led) return suitPower(c);
    return -1;
  };
}
