/** Setting up a Tarot deal from a seed of either kind: the deal the kernel's dealer gives, or a code. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import { CHIEN_SIZE, HAND_SIZE } from '../../../src/games/tarot/deal.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { dealFromSeed, formatCard, getOrThrow, isLeft, type Seed } from '../../../src/kernel/index.js';

const HEX = '0123456789abcdef'.split('');
const wideSeed = fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join(''));
const players = fc.constantFrom(3 as const, 4 as const, 5 as const);

/** The explicit deal that `dealFromSeed` gives for this seed. */
const explicitOf = (n: 3 | 4 | 5, seed: Seed) => {
  const d = dealFromSeed(tarotDeck, { hands: n, handSize: HAND_SIZE[n], extra: CHIEN_SIZE[n] }, seed);
  const names = (cards: readonly number[]) => cards.map((c) => formatCard(tarotDeck, c));
  return { hands: d.hands.map(names), chien: names(d.extra) };
};

describe('a seeded Tarot deal', () => {
  it('is dealFromSeed for 32-bit and 128-bit seeds (hex in either case), at 3, 4 and 5 players', () => {
    fc.assert(
      fc.property(players, fc.oneof(fc.nat(0xffffffff), wideSeed), (n, seed) => {
        const seeded = getOrThrow(tarot.setup({ players: n }, { seed }));
        expect(seeded).toEqual(getOrThrow(tarot.setup({ players: n }, { deal: explicitOf(n, seed) })));
        if (typeof seed === 'string')
          expect(getOrThrow(tarot.setup({ players: n }, { seed: seed.toUpperCase() }))).toEqual(seeded);
      }),
      { numRuns: 30 },
    );
  });

  it('changes when any one hex digit of a 128-bit seed changes', () => {
    fc.assert(
      fc.property(wideSeed, fc.nat(31), fc.integer({ min: 1, max: 15 }), (seed, i, delta) => {
        const digit = HEX[(HEX.indexOf(seed[i]!) + delta) % 16]!;
        const other = seed.slice(0, i) + digit + seed.slice(i + 1);
        const a = getOrThrow(tarot.setup({ players: 4 }, { seed }));
        const b = getOrThrow(tarot.setup({ players: 4 }, { seed: other }));
        expect([a.hands, a.chien]).not.toEqual([b.hands, b.chien]);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses what is not a seed with setup/bad-seed, and what is not a source with setup/bad-source', () => {
    const bad: unknown[] = ['0'.repeat(31), '0'.repeat(33), 'g'.repeat(32), ' 1', '1', -1, 2 ** 32, 1.5, NaN, null, {}];
    for (const seed of bad) {
      const r = tarot.setup({ players: 4 }, { seed } as never);
      expect(isLeft(r) && r.left.code, String(seed)).toBe('setup/bad-seed');
    }
    for (const source of [null, undefined, 'seed:1', 7, {}]) {
      const r = tarot.setup({ players: 4 }, source as never);
      expect(isLeft(r) && r.left.code, String(source)).toBe('setup/bad-source');
    }
  });
});
