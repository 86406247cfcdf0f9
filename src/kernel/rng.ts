/**
 * atout's own seeded PRNG, versioned so that stored games never change silently.
 *
 * Algorithms `sfc32-v1` (32-bit seeds) and `sfc32-128-v1` (128-bit seeds), documented so any
 * language can reproduce them (all arithmetic on unsigned 32-bit integers, wrapping):
 * 1. The state [a, b, c, d] from the seed:
 *    - `sfc32-v1`, seed x: SplitMix32, `x += 0x9E3779B9; z = x; z = (z ^ (z >>> 16)) * 0x85EBCA6B;
 *      z = (z ^ (z >>> 13)) * 0xC2B2AE35; z ^= z >>> 16`, gives a, b, c in that order; d = 1.
 *    - `sfc32-128-v1`, the seed's 16 bytes (byte i is hex digits 2i, 2i + 1): a = bytes 0..3,
 *      b = bytes 4..7, c = bytes 8..11, d = bytes 12..15, each read big-endian. Every state is
 *      valid: d is sfc32's counter, so even the all-zero state has a period of at least 2^32.
 * 2. sfc32 step: `t = a + b + d; d = d + 1; a = b ^ (b >>> 9); b = c + (c << 3);
 *    c = rotl(c, 21) + t; output t`.
 * 3. The first 12 outputs are discarded.
 * A bounded integer in [0, n) rejects outputs ≥ `floor(2^32 / n) * n` and returns `x mod n`.
 */
import { seedBytes, type Seed } from './seed.js';
import { Sfc32, type Rng } from './sfc32.js';

export { Sfc32, type Rng };
export { deriveSeed, isSeed } from './seed.js';

/** The generator's versioned name for 32-bit seeds (the algorithm above). */
export const RNG_ALGORITHM = 'sfc32-v1';
/** The generator's versioned name for 128-bit seeds (the algorithm above). */
export const RNG_ALGORITHM_128 = 'sfc32-128-v1';
/** Every generator name ever published, oldest first. */
export const RNG_ALGORITHMS = [RNG_ALGORITHM, RNG_ALGORITHM_128] as const;
/** A published generator name. */
export type RngAlgorithm = (typeof RNG_ALGORITHMS)[number];

/** The generator a seed selects: `sfc32-v1` for a 32-bit seed, `sfc32-128-v1` for a 128-bit one. */
export const rngAlgorithm = (seed: Seed): RngAlgorithm =>
  typeof seed === 'number' ? RNG_ALGORITHM : RNG_ALGORITHM_128;

/**
 * A fresh generator for a seed (a 128-bit seed must be canonical: a RangeError otherwise).
 * Generators are local values: no module keeps RNG state.
 */
export function createRng(seed: Seed): Rng {
  return new Sfc32(typeof seed === 'number' ? seed : seedBytes(seed));
}

/** The first `count` outputs for a seed (the golden vectors pin these). */
export function rngOutputs(seed: Seed, count: number): number[] {
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
