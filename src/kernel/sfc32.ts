/**
 * The sfc32 generator (`rng.ts` documents the algorithms): the interface of a random source, `Rng`,
 * its one implementation, `Sfc32`, and the step and bounded draw on its state, so that fast paths (a
 * game's `fastPlayout`) draw exactly as `rng.below` does without a call through `Rng` per card.
 */

/** A seeded random source (`createRng(seed)`). */
export interface Rng {
  /** The next unsigned 32-bit output. */
  next(): number;
  /** A uniform integer in [0, n), n ≥ 1, without modulo bias. */
  below(n: number): number;
}

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
  return belowLarge(st, n);
}

/** `belowOf` for n ≥ `SMALL` (rare: apart, so that `belowOf` stays small enough for V8 to inline in the fast paths' loops). */
const belowLarge = (st: Int32Array, n: number): number => belowFrom({ next: () => nextOf(st) }, n);

/**
 * A uniform integer in [0, n) from any source of unsigned 32-bit outputs, 1 ≤ n ≤ 2^32: rejects
 * outputs ≥ floor(2^32 / n) · n, then x mod n (the draw of every generator; `belowOf` is its fast
 * form on an sfc32 state).
 */
export function belowFrom(source: { next(): number }, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = source.next();
    if (v < limit) return v % n;
  }
}

/**
 * The live state [a, b, c, d] of a generator of this library's own type (`Sfc32`), or undefined for
 * any other `Rng` (whose `below` the fast paths then call).
 */
export function rngState(rng: Rng): Int32Array | undefined {
  return rng instanceof Sfc32 ? rng.state : undefined;
}

/** The `sfc32-v1` state of a 32-bit seed: a, b, c are three SplitMix32 outputs, d = 1. */
function expand32(seed: number): Int32Array {
  let x = seed >>> 0;
  const splitmix = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st = new Int32Array(4);
  st[0] = splitmix();
  st[1] = splitmix();
  st[2] = splitmix();
  st[3] = 1;
  return st;
}

/** The `sfc32-128-v1` state of a 128-bit seed's 16 bytes: [a, b, c, d] are bytes 0..3, 4..7, 8..11, 12..15, big-endian. */
function expand128(bytes: Uint8Array): Int32Array {
  if (bytes.length !== 16) throw new RangeError(`a 128-bit seed has 16 bytes, not ${bytes.length}`);
  const st = new Int32Array(4);
  for (let i = 0; i < 4; i++) {
    st[i] = (bytes[4 * i]! << 24) | (bytes[4 * i + 1]! << 16) | (bytes[4 * i + 2]! << 8) | bytes[4 * i + 3]!;
  }
  return st;
}

/**
 * The sfc32 generator (`sfc32-v1` for 32-bit seeds, `sfc32-128-v1` for 128-bit seeds). Its state
 * [a, b, c, d] is a field of its own type, so that fast paths (a game's `fastPlayout`) draw exactly as
 * `below` does without a call per draw (`belowOf`).
 * A generator is a local value: it is never kept by a module, never put in a state or a view.
 */
export class Sfc32 implements Rng {
  /** The live state [a, b, c, d], as signed 32-bit integers (the algorithm's unsigned words, same bits). */
  readonly state: Int32Array;

  /**
   * A generator seeded by a 32-bit integer (`sfc32-v1`: SplitMix32 expansion, d = 1) or by the 16
   * bytes of a 128-bit seed (`sfc32-128-v1`: a = bytes 0..3, b = bytes 4..7, c = bytes 8..11,
   * d = bytes 12..15, each big-endian); then 12 outputs are discarded. `rng.ts` documents both.
   */
  constructor(seed: number | Uint8Array) {
    const st = typeof seed === 'number' ? expand32(seed) : expand128(seed);
    this.state = st;
    for (let i = 0; i < 12; i++) nextOf(st);
  }

  next(): number {
    return nextOf(this.state);
  }

  below(n: number): number {
    if (!(n >= 1 && n <= 0x100000000)) throw new RangeError(`below(${n})`);
    return belowOf(this.state, n);
  }
}
