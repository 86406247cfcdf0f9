import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidFor, expectedGains, handPoints, handStrength, priseMargin } from '../../../src/games/tarot/evaluation.js';
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

  it('bids only among the allowed bids, and passes when no contract gains (a prise within the margin aside)', () => {
    const cards = tarotDeck.cards.filter((c) => c !== tarotDeck.byName.get('EX'));
    fc.assert(
      fc.property(
        fc.constantFrom(3 as const, 4 as const, 5 as const),
        fc.shuffledSubarray(cards, { minLength: 15, maxLength: 24 }),
        fc.subarray([...BIDS]),
        (players, h, allowed) => {
          const bid = bidFor(h, players, first, allowed);
          const gains = expectedGains(h, players, first);
          const best = Math.max(0, ...allowed.map((b) => (b === 'pass' ? 0 : (gains[b] ?? 0))));
          if (bid !== 'pass') expect(allowed).toContain(bid);
          if (bid === 'pass') {
            expect(best).toBe(0);
            if (allowed.includes('prise')) expect(gains.prise ?? -Infinity).toBeLessThanOrEqual(-priseMargin(players));
          } else if (best > 0) expect(gains[bid]).toBe(best);
          else {
            // no contract gains: only the prise within the margin is taken
            expect(bid).toBe('prise');
            expect(gains.prise!).toBeGreaterThan(-priseMargin(players));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes near-break-even hands with a prise at 4 players only', () => {
    expect(priseMargin(4)).toBeGreaterThan(0);
    expect(priseMargin(3)).toBe(0);
    expect(priseMargin(5)).toBe(0);
    // find hands whose best contract is worth nothing but whose prise is within the margin
    const cards = tarotDeck.cards.filter((c) => c !== tarotDeck.byName.get('EX'));
    let found = 0;
    fc.assert(
      fc.property(fc.shuffledSubarray(cards, { minLength: 18, maxLength: 18 }), (h) => {
        const gains = expectedGains(h, 4, first);
        const contracts = [gains.prise, gains.garde, gains['garde-sans'], gains['garde-contre']];
        if (gains.prise === undefined || contracts.some((g) => (g ?? 0) > 0)) return;
        if (gains.prise > -priseMargin(4)) {
          found++;
          expect(bidFor(h, 4, first)).toBe('prise');
          expect(bidFor(h, 4, first, ['pass', 'garde', 'garde-sans', 'garde-contre'])).toBe('pass');
        } else expect(bidFor(h, 4, first)).toBe('pass');
      }),
      { numRuns: 3000, seed: 4 },
    );
    expect(found).toBeGreaterThan(0);
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
