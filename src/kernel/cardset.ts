/**
 * Immutable card sets on a few 32-bit words (one word per suit, by the deck layout), kept as
 * plain frozen-friendly number arrays so states stay JSON data. Every operation returns a new
 * array and never mutates its inputs.
 */
import { bitOf, wordOf, type Card } from './card.js';

declare const cardSetBrand: unique symbol;
/** A set of cards: word `i` holds the cards `i * 32 + bit`. */
export type CardSet = readonly number[] & { readonly [cardSetBrand]?: true };

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

const make = (words: number[]): CardSet => words as unknown as CardSet;

export const emptySet = (words: number): CardSet => make(new Array<number>(words).fill(0));

export function setOf(words: number, cards: Iterable<Card>): CardSet {
  const w = new Array<number>(words).fill(0);
  for (const c of cards) {
    const i = wordOf(c);
    if (i >= words) throw new RangeError(`card ${c} does not fit in ${words} words`);
    w[i] = (w[i]! | (1 << bitOf(c))) >>> 0;
  }
  return make(w);
}

export const has = (s: CardSet, c: Card): boolean => (((s[wordOf(c)] ?? 0) >>> bitOf(c)) & 1) === 1;

export function add(s: CardSet, c: Card): CardSet {
  const w = s.slice();
  const i = wordOf(c);
  w[i] = ((w[i] ?? 0) | (1 << bitOf(c))) >>> 0;
  return make(w);
}

export function remove(s: CardSet, c: Card): CardSet {
  const w = s.slice();
  const i = wordOf(c);
  if (i < w.length) w[i] = (w[i]! & ~(1 << bitOf(c))) >>> 0;
  return make(w);
}

// One loop per operation (no callback): these run on every legal-move computation.
export function union(a: CardSet, b: CardSet): CardSet {
  const n = Math.max(a.length, b.length);
  const w = new Array<number>(n);
  for (let i = 0; i < n; i++) w[i] = ((a[i] ?? 0) | (b[i] ?? 0)) >>> 0;
  return make(w);
}

export function intersect(a: CardSet, b: CardSet): CardSet {
  const n = Math.max(a.length, b.length);
  const w = new Array<number>(n);
  for (let i = 0; i < n; i++) w[i] = ((a[i] ?? 0) & (b[i] ?? 0)) >>> 0;
  return make(w);
}

export function difference(a: CardSet, b: CardSet): CardSet {
  const n = Math.max(a.length, b.length);
  const w = new Array<number>(n);
  for (let i = 0; i < n; i++) w[i] = ((a[i] ?? 0) & ~(b[i] ?? 0)) >>> 0;
  return make(w);
}

export function size(s: CardSet): number {
  let n = 0;
  for (const w of s) n += popcount(w);
  return n;
}

export function isEmpty(s: CardSet): boolean {
  for (let i = 0; i < s.length; i++) if (s[i] !== 0) return false;
  return true;
}

export function equals(a: CardSet, b: CardSet): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return false;
  return true;
}

export const isSubset = (a: CardSet, b: CardSet): boolean => isEmpty(difference(a, b));

/** The cards of one word (suit) only. */
export function wordSet(s: CardSet, word: number): CardSet {
  const w = new Array<number>(s.length).fill(0);
  if (word < s.length) w[word] = s[word]!;
  return make(w);
}

/** The cards in ascending id order. */
export function toArray(s: CardSet): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < s.length; i++) {
    let w = s[i]!;
    while (w !== 0) {
      const low = w & -w;
      out.push((i << 5) | (31 - Math.clz32(low)));
      w = (w & ~low) >>> 0;
    }
  }
  return out;
}

export function* iterate(s: CardSet): Generator<Card> {
  yield* toArray(s);
}

/** The lowest card, or undefined for the empty set. */
export function first(s: CardSet): Card | undefined {
  for (let i = 0; i < s.length; i++) {
    const w = s[i]!;
    if (w !== 0) return (i << 5) | (31 - Math.clz32(w & -w));
  }
  return undefined;
}

/** Keeps the cards for which `keep` is true. */
export function filter(s: CardSet, keep: (c: Card) => boolean): CardSet {
  return setOf(s.length, toArray(s).filter(keep));
}
