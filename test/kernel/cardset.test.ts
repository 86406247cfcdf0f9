import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardset as cs, type Card } from '../../src/kernel/index.js';

const WORDS = 5;
const card = fc.integer({ min: 0, max: WORDS * 32 - 1 });
const cards = fc.array(card, { maxLength: 60 });
const model = (xs: readonly Card[]) => new Set(xs);
const sorted = (s: Set<Card>) => [...s].sort((a, b) => a - b);

describe('card sets agree with a naive Set model', () => {
  it('setOf / has / size / toArray', () => {
    fc.assert(
      fc.property(cards, card, (xs, c) => {
        const s = cs.setOf(WORDS, xs);
        expect(cs.toArray(s)).toEqual(sorted(model(xs)));
        expect(cs.size(s)).toBe(model(xs).size);
        expect(cs.has(s, c)).toBe(model(xs).has(c));
        expect(cs.isEmpty(s)).toBe(xs.length === 0);
        expect(cs.first(s)).toBe(sorted(model(xs))[0]);
        expect([...cs.iterate(s)]).toEqual(cs.toArray(s));
      }),
    );
  });

  it('add / remove', () => {
    fc.assert(
      fc.property(cards, card, (xs, c) => {
        const s = cs.setOf(WORDS, xs);
        const m = model(xs);
        expect(cs.toArray(cs.add(s, c))).toEqual(sorted(new Set([...m, c])));
        m.delete(c);
        expect(cs.toArray(cs.remove(s, c))).toEqual(sorted(m));
      }),
    );
  });

  it('union / intersect / difference / subset / equals', () => {
    fc.assert(
      fc.property(cards, cards, (xs, ys) => {
        const a = cs.setOf(WORDS, xs),
          b = cs.setOf(WORDS, ys);
        const ma = model(xs),
          mb = model(ys);
        expect(cs.toArray(cs.union(a, b))).toEqual(sorted(new Set([...ma, ...mb])));
        expect(cs.toArray(cs.intersect(a, b))).toEqual(sorted(new Set([...ma].filter((x) => mb.has(x)))));
        expect(cs.toArray(cs.difference(a, b))).toEqual(sorted(new Set([...ma].filter((x) => !mb.has(x)))));
        expect(cs.isSubset(a, b)).toBe([...ma].every((x) => mb.has(x)));
        expect(cs.equals(a, b)).toBe(ma.size === mb.size && [...ma].every((x) => mb.has(x)));
      }),
    );
  });

  it('never mutates its inputs', () => {
    fc.assert(
      fc.property(cards, cards, card, (xs, ys, c) => {
        const a = Object.freeze(cs.setOf(WORDS, xs)) as cs.CardSet;
        const b = Object.freeze(cs.setOf(WORDS, ys)) as cs.CardSet;
        cs.add(a, c);
        cs.remove(a, c);
        cs.union(a, b);
        cs.intersect(a, b);
        cs.difference(a, b);
        cs.filter(a, (x) => x % 2 === 0);
      }),
    );
  });

  it('wordSet keeps one suit; filter keeps what the predicate keeps', () => {
    fc.assert(
      fc.property(cards, fc.integer({ min: 0, max: WORDS - 1 }), (xs, w) => {
        const s = cs.setOf(WORDS, xs);
        expect(cs.toArray(cs.wordSet(s, w))).toEqual(sorted(model(xs.filter((c) => c >>> 5 === w))));
        expect(cs.toArray(cs.filter(s, (c) => c % 3 === 0))).toEqual(sorted(model(xs.filter((c) => c % 3 === 0))));
      }),
    );
  });

  it('popcount matches a bit loop', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (x) => {
        let n = 0;
        for (let i = 0; i < 32; i++) n += (x >>> i) & 1;
        return cs.popcount(x) === n;
      }),
    );
  });
});
