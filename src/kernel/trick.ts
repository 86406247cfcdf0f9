/**
 * Tricks: the suit led and the card winning so far, the one implementation every game uses. A
 * game describes its ranking with `TrickRules`: the trump suit (a card-set word), the wild cards
 * (such as the Tarot Excuse: always playable, never setting the suit, never winning), and the
 * strength of a card among trumps and within the suit led. `trickRanking` compiles them once into
 * per-card tables; `TrickSoFar.add` then follows a trick card by card (the form the games' card-play
 * cores use at every card), and `ledSuit`, `highestTrump` and `winningIndex` read a whole trick
 * through it.
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

/** How cards rank in a trick. Strengths are integers from 0 to 255. */
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

/**
 * `TrickRules` compiled into tables (built once per ruleset, then only read): the trump word (-1:
 * none), each word's wild bits, and each card's strength among trumps (-1 off the trump word or
 * wild) and within its suit.
 */
export class TrickRanking implements TrickRules {
  readonly trump: number | null;
  readonly wild: CardSet;
  readonly trumpPower: (c: Card) => number;
  readonly plainPower: (c: Card) => number;
  /** Card-set words of the deck. */
  readonly words: number;
  /** The trump word, -1 for no trump. */
  readonly trumpWord: number;
  /** Per word: the bits of the wild cards. */
  readonly wildBits: Int32Array;
  /** Per card (`word * 32 + bit`): its strength among trumps, -1 when it is no trump or wild. */
  readonly trumpRank: Int32Array;
  /** Per card: its strength within its suit. */
  readonly plainRank: Int32Array;

  constructor(r: TrickRules) {
    this.trump = r.trump;
    this.wild = r.wild;
    this.trumpPower = r.trumpPower;
    this.plainPower = r.plainPower;
    const words = Math.max(r.wild.length, (r.trump ?? 0) + 1, 1);
    this.words = words;
    this.trumpWord = r.trump ?? -1;
    this.wildBits = Int32Array.from({ length: words }, (_, w) => r.wild[w] ?? 0);
    this.trumpRank = new Int32Array(words * 32).fill(-1);
    this.plainRank = new Int32Array(words * 32);
    for (let c = 0; c < words * 32; c++) {
      const wild = ((this.wildBits[c >>> 5]! >>> (c & 31)) & 1) === 1;
      this.plainRank[c] = r.plainPower(c);
      if (c >>> 5 === this.trumpWord && !wild) this.trumpRank[c] = r.trumpPower(c);
    }
  }
}

/** The rules compiled (the same object when they already are). */
export const trickRanking = (r: TrickRules): TrickRanking => (r instanceof TrickRanking ? r : new TrickRanking(r));

/** The numbers `TrickSoFar.save` writes. */
export const TRICK_SO_FAR_WORDS = 5;

/**
 * A trick so far, followed card by card: the suit led (a wild card leaves it to the next card),
 * the strength of the highest trump, the strength of the highest card of the suit led while no
 * trump is in, and the index of the card winning so far (the highest trump, else the highest card
 * of the suit led; a wild card and a card of another suit never win). Mutable: the card-play cores
 * keep one per trick and `reset` it.
 */
export class TrickSoFar {
  /** Cards played to the trick. */
  length = 0;
  /** The word led, -1 while no card but wild ones has been played. */
  led = -1;
  /** The strength among trumps of the highest trump, -1 when none. */
  highest = -1;
  /** The strength of the highest card of the suit led while no trump is in, -1 when none. */
  bestPlain = -1;
  /** The index of the card winning so far, -1 when no card can win yet. */
  win = -1;

  reset(): void {
    this.length = 0;
    this.led = -1;
    this.highest = -1;
    this.bestPlain = -1;
    this.win = -1;
  }

  /** The next card of the trick. */
  add(r: TrickRanking, card: Card): void {
    const i = this.length++;
    const w = card >>> 5;
    if (((r.wildBits[w]! >>> (card & 31)) & 1) === 1) return;
    if (this.led < 0) this.led = w;
    if (w === r.trumpWord) {
      const p = r.trumpRank[card]!;
      if (p > this.highest) {
        this.highest = p;
        this.win = i;
      }
    } else if (this.highest < 0 && w === this.led) {
      const p = r.plainRank[card]!;
      if (p > this.bestPlain) {
        this.bestPlain = p;
        this.win = i;
      }
    }
  }

  /** This trick so far made equal to `t` (to try a card on a copy). */
  copy(t: TrickSoFar): this {
    this.length = t.length;
    this.led = t.led;
    this.highest = t.highest;
    this.bestPlain = t.bestPlain;
    this.win = t.win;
    return this;
  }

  /** Writes this trick so far to `to` from `at` (`TRICK_SO_FAR_WORDS` numbers), for `restore`. */
  save(to: Int32Array, at: number): void {
    to[at] = this.length;
    to[at + 1] = this.led;
    to[at + 2] = this.highest;
    to[at + 3] = this.bestPlain;
    to[at + 4] = this.win;
  }

  /** This trick so far made what `save` wrote to `from` at `at` (a core's `undo` without following the trick again). */
  restore(from: Int32Array, at: number): this {
    this.length = from[at]!;
    this.led = from[at + 1]!;
    this.highest = from[at + 2]!;
    this.bestPlain = from[at + 3]!;
    this.win = from[at + 4]!;
    return this;
  }

  /** Restarts the trick from `cards`. */
  load(r: TrickRanking, cards: readonly Card[]): this {
    this.reset();
    for (let i = 0; i < cards.length; i++) this.add(r, cards[i]!);
    return this;
  }
}

/** The trick `cards` followed through. */
export const trickSoFar = (cards: readonly Card[], r: TrickRules): TrickSoFar =>
  new TrickSoFar().load(trickRanking(r), cards);

/**
 * The suit led: the word of the first card that is not wild, or null when no such card has been
 * played yet (an empty trick, or a trick led with the Excuse and nothing else so far).
 */
export function ledSuit(cards: readonly Card[], r: TrickRules): number | null {
  const led = trickSoFar(cards, r).led;
  return led < 0 ? null : led;
}

/** The trump power of the highest trump in the trick, or -1 when no trump has been played. */
export const highestTrump = (cards: readonly Card[], r: TrickRules): number => trickSoFar(cards, r).highest;

/**
 * The index of the card winning the trick so far: the highest trump, else the highest card of the
 * suit led; a wild card and a card of another suit never win. -1 when no card can win yet (an
 * empty trick, or only wild cards).
 */
export const winningIndex = (cards: readonly Card[], r: TrickRules): number => trickSoFar(cards, r).win;
