import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/kernel/rng.js';
import { belowOf, rngState } from '../../src/kernel/sfc32.js';

/** The documented bounded draw, in BigInt: reject x ≥ floor(2^32 / n) · n, then x mod n. */
function naiveBelow(next: () => number, n: number): number {
  const N = BigInt(n);
  const limit = ((1n << 32n) / N) * N;
  for (;;) {
    const x = BigInt(next());
    if (x < limit) return Number(x % N);
  }
}

describe("sfc32 (the fast paths' bounded draw)", () => {
  it('draws as the documented algorithm for every small bound and for large ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 2 ** 32 })),
        (seed, n) => {
          const fast = createRng(seed);
          const ref = createRng(seed);
          const st = rngState(fast)!;
          for (let i = 0; i < 50; i++) expect(belowOf(st, n)).toBe(naiveBelow(() => ref.next(), n));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reduces exactly at the edges: multiples of n, their neighbours and the largest kept outputs', () => {
    for (let n = 1; n < 256; n++) {
      const limit = Math.floor(2 ** 32 / n) * n;
      for (const x of [
        0,
        1,
        n - 1,
        n,
        n + 1,
        limit - n - 1,
        limit - n,
        limit - 1,
        Math.floor(limit / 2 / n) * n,
        Math.floor(limit / 2 / n) * n - 1,
      ]) {
        if (x < 0 || x >= limit) continue;
        // A state whose next output is x: with a = x and b = c = 0, d = 0, t = a + b + d = x.
        const st = Int32Array.from([x | 0, 0, 0, 0]);
        expect(belowOf(st, n)).toBe(x % n);
      }
    }
  });

  it('is the state createRng draws from: rng.below and belowOf share it', () => {
    const a = createRng(7);
    const b = createRng(7);
    const st = rngState(b)!;
    const fromApi = [a.below(10), a.below(10), a.below(3), a.below(1000)];
    const fromState = [belowOf(st, 10), b.below(10), belowOf(st, 3), b.below(1000)];
    expect(fromState).toEqual(fromApi);
    expect(rngState({ next: () => 0, below: () => 0 })).toBeUndefined();
  });

  it('a 128-bit seed gives a generator of the same type, whose state the fast paths draw from', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.integer({ min: 1, max: 300 }), (bytes, n) => {
        const seed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        const st = rngState(createRng(seed))!;
        const ref = createRng(seed);
        for (let i = 0; i < 20; i++) expect(belowOf(st, n)).toBe(naiveBelow(() => ref.next(), n));
      }),
      { numRuns: 200 },
    );
  });
});
