import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidFor, expectedGains, handPoints, handStrength } from '../../../src/games/tarot/evaluation.js';
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import { BIDS } from '../../../src/games/tarot/state.js';

const hand = (names: readonly string[]): number[] => names.map((n) => tarotDeck.byName.get(n)!);
const first = { position: 0, before: null } as const;

describe('the bidding evaluation', () => {
  it('counts the published points', () => {
    // four trumps 8, three from the 16 up 3, the 21 10, the Excuse 8, the Petit with four trumps 5,
    // KS 6 and QS 3 (+1 together), hearts and diamonds void 6 each, clubs five cards 5
    const h = hand(['21T', 'EX', '20T', '16T', '1T', 'KS', 'QS', '1C', '2C', '3C', '4C', '5C']);
    expect(handPoints(h)).toBe(8 + 3 + 10 + 8 + 5 + 10 + 12 + 5);
  });

  it('bids only among the allowed bids, and passes when no contract gains', () => {
    const cards = tarotDeck.cards.filter((c) => c !== tarotDeck.byName.get('EX'));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(cards, { minLength: 18, maxLength: 18 }),
        fc.subarray([...BIDS]),
        (h, allowed) => {
          const bid = bidFor(h, 4, first, allowed);
          const gains = expectedGains(h, 4, first);
          if (bid === 'pass')
            for (const b of allowed)
              if (b !== 'pass') expect(gains[b] ?? 0).toBeLessThanOrEqual(0);
              else expect(allowed).toContain(bid);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a stronger trump makes a stronger hand', () => {
    const weak = hand([
      '2T',
      '3T',
      '4T',
      '5T',
      '6T',
      'KS',
      '1H',
      '2H',
      '3H',
      '4H',
      '1D',
      '2D',
      '3D',
      '1C',
      '2C',
      '3C',
      '4C',
      '5C',
    ]);
    const strong = hand([
      '21T',
      '3T',
      '4T',
      '5T',
      '6T',
      'KS',
      '1H',
      '2H',
      '3H',
      '4H',
      '1D',
      '2D',
      '3D',
      '1C',
      '2C',
      '3C',
      '4C',
      '5C',
    ]);
    for (const n of [3, 4, 5] as const)
      expect(handStrength(strong, n, first)).toBeGreaterThan(handStrength(weak, n, first));
  });
});
