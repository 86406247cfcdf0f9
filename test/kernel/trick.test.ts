/**
 * The trick followed card by card (kernel/trick.ts `TrickSoFar`): a copy followed further equals
 * the trick loaded from all its cards, and the original is left as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRICK_SO_FAR_WORDS, TrickSoFar } from '../../src/kernel/trick.js';
import { TAROT_FOLLOW } from '../../src/games/tarot/card-play.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';

const fields = (t: TrickSoFar) => ({
  length: t.length,
  led: t.led,
  highest: t.highest,
  bestPlain: t.bestPlain,
  win: t.win,
});

describe('TrickSoFar.copy', () => {
  it('a copy followed by one more card equals the trick loaded with it; the original is unchanged', () => {
    const deck = tarotDeck.cards as readonly number[];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 5 }), (cards) => {
        const before = new TrickSoFar().load(TAROT_FOLLOW, cards.slice(0, -1));
        const kept = fields(before);
        const probe = new TrickSoFar().copy(before);
        probe.add(TAROT_FOLLOW, cards[cards.length - 1]!);
        expect(fields(probe)).toEqual(fields(new TrickSoFar().load(TAROT_FOLLOW, cards)));
        expect(fields(before)).toEqual(kept);
      }),
      { numRuns: 500 },
    );
  });
});

describe('TrickSoFar.save / restore', () => {
  it('a trick restored after more cards equals the trick saved; other slots are untouched', () => {
    const deck = tarotDeck.cards as readonly number[];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...deck), { minLength: 1, maxLength: 5 }), fc.nat(4), (cards, cut) => {
        const at = Math.min(cut, cards.length);
        const t = new TrickSoFar().load(TAROT_FOLLOW, cards.slice(0, at));
        const saved = fields(t);
        const store = new Int32Array(3 * TRICK_SO_FAR_WORDS).fill(7);
        t.save(store, TRICK_SO_FAR_WORDS);
        for (const c of cards.slice(at)) t.add(TAROT_FOLLOW, c);
        expect(fields(t.restore(store, TRICK_SO_FAR_WORDS))).toEqual(saved);
        expect([...store.slice(0, TRICK_SO_FAR_WORDS), ...store.slice(2 * TRICK_SO_FAR_WORDS)]).toEqual(
          new Array<number>(2 * TRICK_SO_FAR_WORDS).fill(7),
        );
      }),
      { numRuns: 300 },
    );
  });
});
