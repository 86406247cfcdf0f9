/**
 * Internal to the library (not re-exported by kernel/index.ts): the k-th card of a card-set word,
 * for the games' `fastPlayout` (the k-th legal card is the one the choice convention picks).
 */

/** Set bits of each byte. */
const PC8 = new Uint8Array(256);
/** SEL8[byte * 8 + k]: the index of the k-th set bit of the byte. */
const SEL8 = new Uint8Array(2048);
for (let v = 0; v < 256; v++) {
  let c = 0;
  for (let b = 0; b < 8; b++) if ((v >> b) & 1) SEL8[(v << 3) | c++] = b;
  PC8[v] = c;
}

/** The index of the k-th set bit (0-based, from the lowest) of a 32-bit word; k < popcount(w). */
export function nthBit(w: number, k: number): number {
  let c = PC8[w & 255]!;
  if (k < c) return SEL8[((w & 255) << 3) | k]!;
  k -= c;
  c = PC8[(w >>> 8) & 255]!;
  if (k < c) return 8 + SEL8[(((w >>> 8) & 255) << 3) | k]!;
  k -= c;
  c = PC8[(w >>> 16) & 255]!;
  if (k < c) return 16 + SEL8[(((w >>> 16) & 255) << 3) | k]!;
  return 24 + SEL8[((w >>> 24) << 3) | (k - c)]!;
}
