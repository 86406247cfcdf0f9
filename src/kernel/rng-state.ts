/**
 * Internal to the library (not re-exported by kernel/index.ts, so not part of the package's API):
 * the sfc32 state of the generators made by `createRng` and the step and bounded draw on it (`rng.ts`
 * documents the algorithm), so that fast paths (oracle `playout`) draw exactly as `rng.below` does
 * without a call through the `Rng` interface per card.
 */

/** Bounds below SMALL use the precomputed tables. */
const SMALL = 256;
/** `floor(2^32 / n) * n` for the small bounds of card games, computed once (a division less per draw). */
const SMALL_LIMITS = Float64Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : Math.floor(0x100000000 / n) * n));
/** `1 / n` for the small bounds: `v mod n` as `v - floor(v · 1/n) · n`, corrected by one (the error is below 2^-20). */
const SMALL_INVERSES = Float64Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : 1 / n));

/** One sfc32 step on a state [a, b, c, d]: the next unsigned 32-bit output (rng.ts documents it). */
export function nextOf(st: Int32Array): number {
  const a = st[0]!;
  const b = st[1]!;
  const c = st[2]!;
  const d = st[3]!;
  const t = (((a + b) | 0) + d) | 0;
  st[3] = d + 1;
  st[0] = b ^ (b >>> 9);
  st[1] = c + (c << 3);
  st[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n) from a state, 1 ≤ n ≤ 2^32: rejects outputs ≥ floor(2^32 / n) · n, then x mod n. */
export function belowOf(st: Int32Array, n: number): number {
  const small = n < SMALL;
  const limit = small ? SMALL_LIMITS[n]! : Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextOf(st);
    if (v < limit) {
      // v mod n without a floating-point modulo (slow on doubles): a quotient within one of the
      // true one (v · (1/n) errs by less than 2^-20), then corrected.
      const r = v - Math.floor(small ? v * SMALL_INVERSES[n]! : v / n) * n;
      return r < 0 ? r + n : r >= n ? r - n : r;
    }
  }
}

const STATES = new WeakMap<object, Int32Array>();

/** Records the state array [a, b, c, d] of a generator made by `createRng`. */
export function registerRngState(rng: object, state: Int32Array): void {
  STATES.set(rng, state);
}

/** The live state [a, b, c, d] of a generator made by `createRng` (undefined for any other `Rng`). */
export function rngState(rng: object): Int32Array | undefined {
  return STATES.get(rng);
}
