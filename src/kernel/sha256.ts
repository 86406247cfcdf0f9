/**
 * SHA-256 (FIPS 180-4, section 6.2), synchronous and dependency-free, so that match seeds derive
 * the same way in Node and in browsers (Web Crypto's `digest` is asynchronous, `node:crypto` is
 * not available in browsers). Used on short messages (a seed and a deal index): clarity over speed.
 */

/** FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** FIPS 180-4 §5.3.3: the initial hash value H(0). */
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19] as const;

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
  const h = Int32Array.from(H0);
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
