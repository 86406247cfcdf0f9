/**
 * atout's own seeded generators, versioned so that stored games never change silently.
 *
 * Algorithms `sfc32-v1` (32-bit seeds) and `sfc32-128-v1` (128-bit seeds, simulations), documented so any
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
 *
 * Deals from a 128-bit seed come from the cryptographic generator `chacha20-v1` instead
 * (`dealRng`): ChaCha20 (RFC 8439 §2.3) keyed by the seed's 16 bytes followed by 16 zero bytes,
 * with a nonce of 12 zero bytes and the block counter from 0; its outputs are the keystream read
 * as little-endian 32-bit words, block after block. Knowing any number of its outputs tells
 * nothing about the others, as it may for sfc32, whose outputs reveal its 128-bit state.
 * sfc32 remains for 32-bit seeds (whose deals are not secret whatever the generator: 2^32 seeds
 * can all be tried) and for simulations (samples, bots, playouts: `createRng`).
 *
 * A bounded integer in [0, n) rejects outputs ≥ `floor(2^32 / n) * n` and returns `x mod n`.
 */
import { ChaCha20 } from './chacha20.js';
import { seedBytes, type Seed } from './seed.js';
import { Sfc32, type Rng } from './sfc32.js';

export { Sfc32, type Rng };
export { deriveSeed, isSeed } from './seed.js';

/** The generator's versioned name for 32-bit seeds (the algorithm above). */
export const RNG_ALGORITHM = 'sfc32-v1';
/** The generator's versioned name for 128-bit seeds (the algorithm above). */
export const RNG_ALGORITHM_128 = 'sfc32-128-v1';
/** The cryptographic generator of deals from 128-bit seeds (ChaCha20, above). */
export const RNG_ALGORITHM_STREAM = 'chacha20-v1';
/** Every generator name ever published, oldest first. */
export const RNG_ALGORITHMS = [RNG_ALGORITHM, RNG_ALGORITHM_128, RNG_ALGORITHM_STREAM] as const;
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

/**
 * The generator a seeded deal draws from: `sfc32-v1` for a 32-bit seed, the cryptographic
 * `chacha20-v1` for a 128-bit one (a RangeError for a 128-bit seed that is not canonical).
 */
export function dealRng(seed: Seed): Rng {
  if (typeof seed === 'number') return new Sfc32(seed);
  const key = new Uint8Array(32);
  key.set(seedBytes(seed));
  return new ChaCha20(key);
}

/** The generator name of a seed's deals: `sfc32-v1` or `chacha20-v1`. */
export const dealRngAlgorithm = (seed: Seed): typeof RNG_ALGORITHM | typeof RNG_ALGORITHM_STREAM =>
  typeof seed === 'number' ? RNG_ALGORITHM : RNG_ALGORITHM_STREAM;

/** The first `count` outputs for a seed (the golden vectors pin these); `deal`: of `dealRng`. */
export function rngOutputs(seed: Seed, count: number, of: 'simulation' | 'deal' = 'simulation'): number[] {
  const r = of === 'deal' ? dealRng(seed) : createRng(seed);
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
