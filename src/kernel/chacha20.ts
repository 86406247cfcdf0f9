/**
 * ChaCha20 (RFC 8439 §2.3, the block function; §2.4, the keystream) as a random source: the
 * cryptographic generator `chacha20-v1` that deals from 128-bit seeds (`rng.ts` documents how a
 * seed keys it). Pure TypeScript, synchronous, so deals are the same in Node and in browsers.
 */
import { belowFrom, type Rng } from './sfc32.js';

/** RFC 8439 §2.3: the constants "expand 32-byte k" as four little-endian words. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

/** The little-endian 32-bit word of `bytes` at `offset`. */
const wordAt = (bytes: Uint8Array, offset: number): number =>
  bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24);

/** One line of the quarter round: x[a] += x[b]; x[d] ^= x[a]; x[d] <<<= r. */
function mixStep(x: Int32Array, a: number, b: number, d: number, r: number): void {
  x[a] = x[a]! + x[b]!;
  const t = x[d]! ^ x[a]!;
  x[d] = (t << r) | (t >>> (32 - r));
}

/** RFC 8439 §2.1: the quarter round on words a, b, c, d of `x` (its four lines, in order). */
function quarterRound(x: Int32Array, a: number, b: number, c: number, d: number): void {
  mixStep(x, a, b, d, 16);
  mixStep(x, c, d, b, 12);
  mixStep(x, a, b, d, 8);
  mixStep(x, c, d, b, 7);
}

/**
 * One ChaCha20 block (RFC 8439 §2.3): 20 rounds (10 double rounds: the columns, then the
 * diagonals) on a copy of the 16-word input state, then the input added word by word. `out`
 * receives the 16 words; the keystream is those words serialized little-endian.
 */
export function chachaBlock(input: Int32Array, out: Int32Array): void {
  out.set(input);
  for (let i = 0; i < 10; i++) {
    quarterRound(out, 0, 4, 8, 12);
    quarterRound(out, 1, 5, 9, 13);
    quarterRound(out, 2, 6, 10, 14);
    quarterRound(out, 3, 7, 11, 15);
    quarterRound(out, 0, 5, 10, 15);
    quarterRound(out, 1, 6, 11, 12);
    quarterRound(out, 2, 7, 8, 13);
    quarterRound(out, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) out[i] = out[i]! + input[i]!;
}

/** The ChaCha20 input state (§2.3): constants, the 32-byte key, the block counter, the 12-byte nonce. */
export function chachaState(key: Uint8Array, nonce: Uint8Array, counter: number): Int32Array {
  if (key.length !== 32 || nonce.length !== 12)
    throw new RangeError('ChaCha20 takes a 32-byte key and a 12-byte nonce');
  const st = new Int32Array(16);
  st.set(SIGMA);
  for (let i = 0; i < 8; i++) st[4 + i] = wordAt(key, 4 * i);
  st[12] = counter;
  for (let i = 0; i < 3; i++) st[13 + i] = wordAt(nonce, 4 * i);
  return st;
}

/**
 * The ChaCha20 keystream as a random source: its outputs are the keystream's little-endian 32-bit
 * words in order (block after block, the counter counting up from its start), `below` draws from
 * them as every generator here does. A local value: no module keeps one.
 */
export class ChaCha20 implements Rng {
  private readonly input: Int32Array;
  private readonly block = new Int32Array(16);
  private index = 16;

  constructor(key: Uint8Array, nonce: Uint8Array = new Uint8Array(12), counter = 0) {
    this.input = chachaState(key, nonce, counter);
  }

  next(): number {
    if (this.index === 16) {
      chachaBlock(this.input, this.block);
      this.input[12] = this.input[12]! + 1;
      this.index = 0;
    }
    return this.block[this.index++]! >>> 0;
  }

  below(n: number): number {
    if (!(n >= 1 && n <= 0x100000000)) throw new RangeError(`below(${n})`);
    return belowFrom(this, n);
  }
}
