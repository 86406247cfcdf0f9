import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  dealFromSeed,
  deriveSeed,
  DEAL_ALGORITHM,
  RNG_ALGORITHM,
  rngOutputs,
  shuffle,
} from '../../src/kernel/index.js';
import { whistDeck } from '../support/whist.js';

/** The documented algorithm again, written with BigInt arithmetic straight from the doc comment. */
function naiveOutputs(seed: number, count: number): number[] {
  const M = (1n << 32n) - 1n;
  let x = BigInt(seed);
  const splitmix = (): bigint => {
    x = (x + 0x9e3779b9n) & M;
    let z = x;
    z = ((z ^ (z >> 16n)) * 0x85ebca6bn) & M;
    z = ((z ^ (z >> 13n)) * 0xc2b2ae35n) & M;
    return (z ^ (z >> 16n)) & M;
  };
  let a = splitmix(),
    b = splitmix(),
    c = splitmix(),
    d = 1n;
  const next = (): bigint => {
    const t = (a + b + d) & M;
    d = (d + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = ((c << 21n) | (c >> 11n)) & M;
    c = (c + t) & M;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return Array.from({ length: count }, () => Number(next()));
}

describe('rng', () => {
  it('is pinned by golden vectors (seed → first outputs)', () => {
    expect(RNG_ALGORITHM).toBe('sfc32-v1');
    expect(rngOutputs(0, 6)).toEqual([591558436, 2737234123, 107644106, 1338548054, 2499804003, 2743868851]);
    expect(rngOutputs(1, 6)).toEqual([792534090, 3215351813, 160231488, 1151041103, 1990438114, 272676157]);
    expect(rngOutputs(42, 6)).toEqual([2476999517, 2284424721, 914527439, 3398404915, 1005869237, 3374281156]);
    expect(rngOutputs(0xffffffff, 6)).toEqual([401775837, 815230463, 1635982147, 2773186149, 285779518, 3244976120]);
  });

  it('agrees with a BigInt re-implementation of the documented algorithm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(rngOutputs(seed, 20)).toEqual(naiveOutputs(seed, 20));
      }),
      { numRuns: 200 },
    );
  });

  it('bounded integers stay in range and are pinned', () => {
    const r = createRng(3);
    expect([r.below(6), r.below(6), r.below(1000), r.below(2 ** 32)]).toEqual([0, 3, 803, 3126224901]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const v = createRng(seed).below(n);
        return Number.isInteger(v) && v >= 0 && v < n;
      }),
    );
  });

  it('bounded integers are roughly uniform', () => {
    const r = createRng(99);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[r.below(6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('derived seeds are valid and differ', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(deriveSeed(5, i));
    expect(seen.size).toBe(1000);
    expect([...seen].every((s) => Number.isInteger(s) && s >= 0 && s <= 0xffffffff)).toBe(true);
  });
});

describe('dealing', () => {
  it('is pinned by a golden vector (seed → deal)', () => {
    expect(DEAL_ALGORITHM).toBe('sfc32-v1+fisher-yates+cut-v1');
    const d = dealFromSeed(whistDeck, { hands: 4, handSize: 7, extra: 4 }, 7);
    const names = (cs: readonly number[]) => cs.map((c) => whistDeck.names.get(c));
    expect(d.hands.map(names)).toEqual([
      ['8H', '8C', '10D', 'QD', 'KC', 'KS', '7H'],
      ['7S', 'AS', '7D', 'KD', 'AD', '10H', 'JC'],
      ['JH', '9H', 'QC', '7C', 'JS', 'JD', '10S'],
      ['9S', 'KH', 'AH', '8D', '9C', '10C', 'QH'],
    ]);
    expect(names(d.extra)).toEqual(['9D', '8S', 'QS', 'AC']);
  });

  it('is deterministic and a permutation of the deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const a = dealFromSeed(whistDeck, { hands: 4, handSize: 8, extra: 0 }, seed);
        const b = dealFromSeed(whistDeck, { hands: 4, handSize: 8, extra: 0 }, seed);
        expect(a).toEqual(b);
        expect([...a.hands.flat(), ...a.extra].sort((x, y) => x - y)).toEqual(
          [...whistDeck.cards].sort((x, y) => x - y),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a layout that does not use the deck', () => {
    expect(() => dealFromSeed(whistDeck, { hands: 4, handSize: 7, extra: 0 }, 1)).toThrow(RangeError);
  });

  it('shuffle does not touch its input', () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    const out = shuffle(input, createRng(1));
    expect(out.slice().sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('bounded draws (speed rewrite of below)', () => {
  it('below(n) is the documented rejection and x mod n, for small and large bounds', () => {
    fc.assert(
      fc.property(
        fc.nat(0xffffffff),
        fc.array(fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 0x100000000 })), {
          minLength: 1,
          maxLength: 50,
        }),
        (seed, bounds) => {
          const fast = createRng(seed);
          const raw = createRng(seed);
          for (const n of bounds) {
            const limit = Math.floor(0x100000000 / n) * n;
            let v = raw.next();
            while (v >= limit) v = raw.next();
            expect(fast.below(n)).toBe(v % n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
