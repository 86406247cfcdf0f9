/**
 * Internal to the library (not re-exported by kernel/index.ts, so not part of the package's API):
 * the sfc32 state of the generators made by `createRng` and the step and bounded draw on it (`rng.ts`
 * documents the algorithm), so that fast paths (oracle `playout`) draw exactly as `rng.below` does
 * without a call through the `Rng` interface per card.
 */

/** Bounds below SMALL use the precomputed tables (card games draw among a few dozen actions). */
const SMALL = 256;
/**
 * For n < SMALL, the rejection limit `floor(2^32 / n) * n` in signed form: an output t is kept when
 * `(t ^ 2^31) | 0 <= SMALL_KEEP[n]`, i.e. when t as unsigned is below the limit (an integer compare).
 */
const SMALL_KEEP = Int32Array.from({ length: SMALL }, (_, n) =>
  n === 0 ? 0 : Math.floor(0x100000000 / n) * n - 0x80000000 - 1,
);
/** `1 / n` for the small bounds. */
const SMALL_INVERSES = Float64Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : 1 / n));

/** One sfc32 step on a state [a, b, c, d]: the output as a signed 32-bit integer (rng.ts documents the step). */
export function stepOf(st: Int32Array): number {
  const a = st[0]!;
  const b = st[1]!;
  const c = st[2]!;
  const d = st[3]!;
  const t = (((a + b) | 0) + d) | 0;
  st[3] = d + 1;
  st[0] = b ^ (b >>> 9);
  st[1] = c + (c << 3);
  st[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t;
}

/** The next unsigned 32-bit output of a state. */
export const nextOf = (st: Int32Array): number => stepOf(st) >>> 0;

/** A uniform integer in [0, n) from a state, 1 ≤ n ≤ 2^32: rejects outputs ≥ floor(2^32 / n) · n, then x mod n. */
export function belowOf(st: Int32Array, n: number): number {
  if (n < SMALL) {
    const keep = SMALL_KEEP[n]!;
    for (;;) {
      const t = stepOf(st);
      if ((t ^ 0x80000000) <= keep) {
        // x mod n in integer arithmetic: the quotient q = trunc(x · (1/n)) is within one of the true
        // one (the product errs by less than 2^-20), and x - q·n, exact mod 2^32, is then in (-n, 2n).
        const q = ((t >>> 0) * SMALL_INVERSES[n]!) >>> 0;
        const r = (t - Math.imul(q, n)) | 0;
        return r < 0 ? r + n : r >= n ? r - n : r;
      }
    }
  }
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextOf(st);
    if (v < limit) {
      const r = v - Math.floor(v / n) * n;
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
