/**
 * Internal to the library (not re-exported by kernel/index.ts, so not part of the package's API):
 * the sfc32 state of the generators made by `createRng`, for fast paths (oracle `playout`) that
 * draw many bounded integers in a loop and inline the step and the draw (`rng.ts` documents the
 * algorithm; the draws must stay bit-identical to `rng.below`).
 */

/** Bounds below SMALL use the precomputed tables. */
export const SMALL = 256;
/** `floor(2^32 / n) * n` for the small bounds of card games, computed once (a division less per draw). */
export const SMALL_LIMITS = Float64Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : Math.floor(0x100000000 / n) * n));
/** `1 / n` for the small bounds: `v mod n` as `v - floor(v · 1/n) · n`, corrected by one (the error is below 2^-20). */
export const SMALL_INVERSES = Float64Array.from({ length: SMALL }, (_, n) => (n === 0 ? 0 : 1 / n));

const STATES = new WeakMap<object, Int32Array>();

/** Records the state array [a, b, c, d] of a generator made by `createRng`. */
export function registerRngState(rng: object, state: Int32Array): void {
  STATES.set(rng, state);
}

/**
 * The live state [a, b, c, d] of a generator made by `createRng` (undefined for any other `Rng`):
 * a caller that copies it into locals must write it back before anything else draws from `rng`.
 */
export function rngState(rng: object): Int32Array | undefined {
  return STATES.get(rng);
}
