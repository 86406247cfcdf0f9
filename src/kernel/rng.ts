/**
 * atout's own seeded PRNG, versioned so that stored games never change silently.
 *
 * Algorithm `sfc32-v1` (documented so any language can reproduce it; all arithmetic on unsigned
 * 32-bit integers, wrapping):
 * 1. Seed expansion with SplitMix32: `x += 0x9E3779B9; z = x; z = (z ^ (z >>> 16)) * 0x85EBCA6B;
 *    z = (z ^ (z >>> 13)) * 0xC2B2AE35; z ^= z >>> 16` gives a, b, c in that order; d = 1.
 * 2. sfc32 step: `t = a + b + d; d = d + 1; a = b ^ (b >>> 9); b = c + (c << 3);
 *    c = rotl(c, 21) + t; output t`.
 * 3. The first 12 outputs are discarded.
 * A bounded integer in [0, n) rejects outputs ≥ `floor(2^32 / n) * n` and returns `x mod n`.
 */
import { Sfc32 } from './sfc32.js';

export { Sfc32 };

/** The generator's versioned name (the algorithm above). */
export const RNG_ALGORITHM = 'sfc32-v1';

/** A seeded random source (`createRng(seed)`). */
export interface Rng {
  /** The next unsigned 32-bit output. */
  next(): number;
  /** A uniform integer in [0, n), n ≥ 1, without modulo bias. */
  below(n: number): number;
}

/** True for a valid seed: an integer in [0, 2^32). */
export const isSeed = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;

/** A fresh generator. Generators are local values: no module keeps RNG state. */
export function createRng(seed: number): Sfc32 {
  return new Sfc32(seed);
}

/** The first `count` outputs for a seed (the golden vectors pin these). */
export function rngOutputs(seed: number, count: number): number[] {
  const r = createRng(seed);
  return Array.from({ length: count }, () => r.next());
}

/** Fisher–Yates from the last index down: for i = n-1 … 1, swap i with below(i + 1). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** Derives the n-th sub-seed of a seed (match deals, samples): one output of a generator seeded by `seed ^ mix(n)`. */
export function deriveSeed(seed: number, n: number): number {
  return createRng((seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0).next();
}
