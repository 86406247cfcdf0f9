/**
 * Internal to the library (not re-exported by kernel/index.ts): the k-th card of a card-set word,
 * for the games' `fastPlayout` (the k-th legal card is the one the choice convention picks).
 */

/** The index of the k-th set bit (0-based, from the lowest) of a 32-bit word; k < popcount(w). */
export function nthBit(w: number, k: number): number {
  // Clear the k lowest set bits (k is below a hand's cards of one word), then read the lowest left.
  for (; k > 0; k--) w &= w - 1;
  return 31 - Math.clz32(w & -w);
}
