/**
 * SHA-256 (FIPS 180-4, section 6.2), synchronous and dependency-free, so that match seeds derive
 * the same way in Node and in browsers (Web Crypto's `digest` is asynchronous, `node:crypto` is
 * not available in browsers). Used on short messages (a seed and a deal index): clarity over speed.
 */

/**
 * The first 32 bits of the fractional parts of the `root`s of the first `count` primes, computed
 * rather than written out. Exact: each constant's next bits lie far from a 32-bit boundary
 * (test/kernel/sha256.test.ts checks the margin), far beyond the rounding of `Math.sqrt` or `Math.cbrt`.
 */
export function primeRootBits(count: number, root: (x: number) => number): Int32Array {
  const out = new Int32Array(count);
  for (let p = 2, i = 0; i < count; p++) {
    let d = 2;
    while (p % d !== 0) d++;
    if (d === p) {
      const r = root(p);
      out[i++] = (r - Math.floor(r)) * 0x100000000;
    }
  }
  return out;
}

/** FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = primeRootBits(64, Math.cbrt);

/** FIPS 180-4 §5.3.3: the initial hash value H(0), the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const H0 = primeRootBits(8, Math.sqrt);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** Processes one 64-byte block of `m` at `offset` into the hash value `h` (§6.2.2), using the schedule `w`. */
function compress(h: Int32Array, w: Int32Array, m: Uint8Array, offset: number): void {
  for (let t = 0; t < 16; t++) {
    const i = offset + 4 * t;
    w[t] = (m[i]! << 24) | (m[i + 1]! << 16) | (m[i + 2]! << 8) | m[i + 3]!;
  }
  for (let t = 16; t < 64; t++) {
    const w15 = w[t - 15]!;
    const w2 = w[t - 2]!;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let hh = h[7]!;
  for (let t = 0; t < 64; t++) {
    const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = h[0]! + a;
  h[1] = h[1]! + b;
  h[2] = h[2]! + c;
  h[3] = h[3]! + d;
  h[4] = h[4]! + e;
  h[5] = h[5]! + f;
  h[6] = h[6]! + g;
  h[7] = h[7]! + hh;
}

/** The SHA-256 digest of a byte string: 32 bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  const h = H0.slice();
  const w = new Int32Array(64);
  const n = message.length;
  const whole = n - (n % 64);
  for (let off = 0; off < whole; off += 64) compress(h, w, message, off);
  // §5.1.1 padding: the message, a 1 bit, zeros up to 56 mod 64 bytes, then the bit length as 64 bits big-endian.
  const rest = n - whole;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(message.subarray(whole));
  tail[rest] = 0x80;
  const bits = n * 8;
  const hi = Math.floor(bits / 0x100000000);
  const lo = bits >>> 0;
  const end = tail.length;
  tail[end - 8] = hi >>> 24;
  tail[end - 7] = hi >>> 16;
  tail[end - 6] = hi >>> 8;
  tail[end - 5] = hi;
  tail[end - 4] = lo >>> 24;
  tail[end - 3] = lo >>> 16;
  tail[end - 2] = lo >>> 8;
  tail[end - 1] = lo;
  for (let off = 0; off < end; off += 64) compress(h, w, tail, off);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const v = h[i]!;
    out[4 * i] = v >>> 24;
    out[4 * i + 1] = v >>> 16;
    out[4 * i + 2] = v >>> 8;
    out[4 * i + 3] = v;
  }
  return out;
}
