/** Setting up a Tarabish hand from a seed of either kind: the deal the kernel's dealer gives, or a code. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarabishDeck } from '../../../src/games/tarabish/cards.js';
import { LAYOUT } from '../../../src/games/tarabish/deal.js';
import { tarabish } from '../../../src/games/tarabish/rules.js';
import { dealFromSeed, formatCard, getOrThrow, isLeft, type Seed } from '../../../src/kernel/index.js';

const HEX = '0123456789abcdef'.split('');
const wideSeed = fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join(''));

/** The explicit deal (each seat's cards in the order received) that `dealFromSeed` gives. */
const explicitOf = (seed: Seed) =>
  dealFromSeed(tarabishDeck, LAYOUT, seed).hands.map((h) => h.map((c) => formatCard(tarabishDeck, c)));

describe('a seeded Tarabish hand', () => {
  it('is dealFromSeed for 32-bit and 128-bit seeds (hex in either case), both presets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('auction' as const, 'traditional' as const),
        fc.oneof(fc.nat(0xffffffff), wideSeed),
        (preset, seed) => {
          const seeded = getOrThrow(tarabish.setup({ preset }, { seed }));
          expect(seeded).toEqual(getOrThrow(tarabish.setup({ preset }, { deal: explicitOf(seed) })));
          if (typeof seed === 'string')
            expect(getOrThrow(tarabish.setup({ preset }, { seed: seed.toUpperCase() }))).toEqual(seeded);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses what is not a seed with setup/bad-seed', () => {
    for (const seed of ['0'.repeat(31), 'G'.repeat(32), '12', -1, 2 ** 32, 0.5, null, []]) {
      const r = tarabish.setup({}, { seed } as never);
      expect(isLeft(r) && r.left.code, String(seed)).toBe('setup/bad-seed');
    }
  });
});
