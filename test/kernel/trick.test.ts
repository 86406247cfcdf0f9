/**
 * The trick followed card by card (kernel/trick.ts `TrickSoFar`): a copy followed further equals
 * the trick loaded from all its cards, and the original is left as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrickSoFar } from '../../src/kernel/trick.js';
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
