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

/** Keys of the cards of the suit led (`TrickRanking.keys`): strengths 0 to 255, plus 1; a trump's key is above. */
const PLAIN_KEYS = 256;

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
  /**
   * Per card, what `trickAfter` compares: -1 for a wild card, a trump's strength plus 257, any
   * other card's strength in its suit plus 1 (it counts only when the card follows the suit led).
   */
  readonly keys: Int32Array;

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
    this.keys = new Int32Array(words * 32);
    for (let c = 0; c < words * 32; c++) {
      const wild = ((this.wildBits[c >>> 5]! >>> (c & 31)) & 1) === 1;
      this.plainRank[c] = r.plainPower(c);
      if (c >>> 5 === this.trumpWord && !wild) this.trumpRank[c] = r.trumpPower(c);
      this.keys[c] = wild ? -1 : this.trumpRank[c]! >= 0 ? this.trumpRank[c]! + PLAIN_KEYS + 1 : this.plainRank[c]! + 1;
    }
  }
}

/** The rules compiled (the same object when they already are). */
export const trickRanking = (r: TrickRules): TrickRanking => (r instanceof TrickRanking ? r : new TrickRanking(r));

/*
 * A trick so far in one integer (a small integer V8 keeps in a register: folding a trick allocates
 * nothing), the form every consumer follows a trick in: `trickAfter` is the one implementation of
 * the trick's ranking, `TrickSoFar` a mutable holder of it. Bits 0-3: cards played; 4-7: the index
 * of the card winning so far, plus 1; 8-11: the word led, plus 1; 12-21: the winning card's key
 * (`TrickRanking.keys`: a trump's strength plus 257, a card of the suit led its strength plus 1; 0
 * while no card can win). 0 is the empty trick.
 */

/** The empty trick, packed. */
export const EMPTY_TRICK = 0;

/** Cards played to a packed trick. */
export const trickLength = (t: number): number => t & 15;
/** The index of the card winning a packed trick so far, -1 when no card can win yet. */
export const trickWin = (t: number): number => ((t >>> 4) & 15) - 1;
/** The word led in a packed trick, -1 while no card but wild ones has been played. */
export const trickLed = (t: number): number => ((t >>> 8) & 15) - 1;
/** The strength among trumps of the highest trump in a packed trick, -1 when none. */
export const trickHighest = (t: number): number => (t >>> 12 > PLAIN_KEYS ? (t >>> 12) - PLAIN_KEYS - 1 : -1);

/**
 * The packed trick `t` after `card` (the rule of the header: the first card that is not wild sets
 * the suit led; the highest trump wins, else the highest card of the suit led; a wild card and a
 * card of another suit never win).
 */
export function trickAfter(r: TrickRanking, t: number, card: Card): number {
  const key = r.keys[card]!;
  if (key < 0) return t + 1; // wild
  const w = card >>> 5;
  const led = (t & 0xf00) === 0 ? w : ((t >>> 8) & 15) - 1;
  const u = (t | ((led + 1) << 8)) + 1;
  return (key > PLAIN_KEYS || w === led) && key > t >>> 12 ? (u & 0xf0f) | (key << 12) | (((t & 15) + 1) << 4) : u;
}

/** The packed trick of `cards` (from `at`, `n` of them: all by default), followed card by card. */
export function trickOf(r: TrickRanking, cards: ArrayLike<Card>, at = 0, n = cards.length - at): number {
  let t = EMPTY_TRICK;
  for (let i = 0; i < n; i++) t = trickAfter(r, t, cards[at + i]!);
  return t;
}

/** The numbers `TrickSoFar.save` writes. */
export const TRICK_SO_FAR_WORDS = 1;

/**
 * A trick so far, followed card by card (`trickAfter`): the suit led (a wild card leaves it to the
 * next card), the strength of the highest trump, the strength of the highest card of the suit led
 * while no trump is in, and the index of the card winning so far. Mutable: the card-play cores
 * keep one per trick and `reset` it; `packed` is the trick in one integer.
 */
export class TrickSoFar {
  /** The trick, packed (`trickAfter`). */
  packed = EMPTY_TRICK;

  /** Cards played to the trick. */
  get length(): number {
    return this.packed & 15;
  }
  /** The word led, -1 while no card but wild ones has been played. */
  get led(): number {
    return ((this.packed >>> 8) & 15) - 1;
  }
  /** The strength among trumps of the highest trump, -1 when none. */
  get highest(): number {
    return trickHighest(this.packed);
  }
  /** The index of the card winning so far, -1 when no card can win yet. */
  get win(): number {
    return ((this.packed >>> 4) & 15) - 1;
  }

  reset(): void {
    this.packed = EMPTY_TRICK;
  }

  /** The next card of the trick. */
  add(r: TrickRanking, card: Card): void {
    this.packed = trickAfter(r, this.packed, card);
  }

  /** This trick so far made equal to `t` (to try a card on a copy). */
  copy(t: TrickSoFar): this {
    this.packed = t.packed;
    return this;
  }

  /** Writes this trick so far to `to` at `at` (`TRICK_SO_FAR_WORDS` numbers), for `restore`. */
  save(to: Int32Array, at: number): void {
    to[at] = this.packed;
  }

  /** This trick so far made what `save` wrote to `from` at `at` (a core's `undo` without following the trick again). */
  restore(from: Int32Array, at: number): this {
    this.packed = from[at]!;
    return this;
  }

  /** Restarts the trick from `cards`. */
  load(r: TrickRanking, cards: readonly Card[]): this {
    this.packed = trickOf(r, cards);
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
  const led = trickLed(trickOf(trickRanking(r), cards));
  return led < 0 ? null : led;
}

/** The trump power of the highest trump in the trick, or -1 when no trump has been played. */
export const highestTrump = (cards: readonly Card[], r: TrickRules): number =>
  trickHighest(trickOf(trickRanking(r), cards));

/**
 * The index of the card winning the trick so far: the highest trump, else the highest card of the
 * suit led; a wild card and a card of another suit never win. -1 when no card can win yet (an
 * empty trick, or only wild cards).
 */
export const winningIndex = (cards: readonly Card[], r: TrickRules): number =>
  trickWin(trickOf(trickRanking(r), cards));
