/**
 * Seeds. A seed is a 32-bit integer (the original kind, kept so that old records replay) or a
 * 128-bit seed written as 32 lower-case hex digits (all 128 bits reach the generator's state).
 *
 * Byte layout of a 128-bit seed: the text is read two digits at a time, byte i is digits 2i and
 * 2i + 1 (most significant digit first), so "000102…0f" is the bytes 0x00, 0x01, …, 0x0f.
 *
 * Sub-seeds (`deriveSeed`): the deals of a match, samples and bots take seed n of their seed.
 * - 32-bit seed s (as since the first release): the first output of the `sfc32-v1` generator
 *   seeded by `(s ^ ((n + 1) · 0x9E3779B1 mod 2^32))`, all unsigned 32-bit.
 * - 128-bit seed: SHA-256 of 20 bytes, the seed's 16 bytes followed by n as 4 bytes big-endian
 *   (0 ≤ n < 2^32), truncated to its first 16 bytes, written as 32 lower-case hex digits. A
 *   one-way function: a deal's seed tells nothing about the match seed or the other deals.
 */
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { Sfc32 } from './sfc32.js';
import { sha256 } from './sha256.js';

/**
 * A seed: an integer in [0, 2^32), or 128 bits written as exactly 32 lower-case hex digits.
 * Which to use: a game with stakes (a server) deals from a 128-bit seed from `secureSeed()`, whose
 * deals come from the cryptographic generator `chacha20-v1`. A 32-bit seed is never secret,
 * whatever the generator: anyone can try all 2^32 against the cards they see. It is for tests,
 * examples, simulations and old records.
 */
export type Seed = number | string;

/** The error of a value that is not a seed. */
export type BadSeed = RuleError<'setup/bad-seed'>;

const WIDE = /^[0-9a-f]{32}$/;
const WIDE_ANY_CASE = /^[0-9a-fA-F]{32}$/;
const DECIMAL = /^[0-9]{1,10}$/;

/** True for a 32-bit seed: an integer in [0, 2^32). */
export const isSeed32 = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;

/** True for a 128-bit seed in its canonical form: exactly 32 lower-case hex digits. */
export const isWideSeed = (x: unknown): x is string => typeof x === 'string' && WIDE.test(x);

/**
 * True for a seed in canonical form: a 32-bit integer or 32 lower-case hex digits. Upper-case hex
 * is not canonical (one seed, one text, so records compare as text): `parseSeed` lower-cases it.
 */
export const isSeed = (x: unknown): x is Seed => isSeed32(x) || isWideSeed(x);

const badSeed = (x: unknown): Either<BadSeed, Seed> =>
  left(
    ruleError('setup/bad-seed', 'A seed is an integer in [0, 2^32) or 32 hex digits.', {
      type: typeof x,
      ...(typeof x === 'string' ? { seed: x.slice(0, 40) } : typeof x === 'number' ? { seed: x } : {}),
    }),
  );

/**
 * A seed from untrusted input (JSON, options): an integer in [0, 2^32), or 32 hex digits in either
 * case, returned in lower case. Anything else is refused with `setup/bad-seed`; never throws.
 * @returns Left `setup/bad-seed`.
 */
export function parseSeed(x: unknown): Either<BadSeed, Seed> {
  if (isSeed32(x)) return right(x === 0 ? 0 : x); // -0 becomes 0
  if (typeof x === 'string' && WIDE_ANY_CASE.test(x)) return right(x.toLowerCase());
  return badSeed(x);
}

/**
 * A seed from its text (a command-line argument): up to 10 decimal digits for a 32-bit seed, or
 * 32 hex digits in either case for a 128-bit seed. The inverse of `seedText`.
 * @returns Left `setup/bad-seed`.
 */
export function parseSeedText(text: string): Either<BadSeed, Seed> {
  if (typeof text === 'string' && DECIMAL.test(text)) {
    const n = Number(text);
    if (n <= 0xffffffff) return right(n);
  }
  return typeof text === 'string' && WIDE_ANY_CASE.test(text) ? right(text.toLowerCase()) : badSeed(text);
}

/** The canonical text of a seed: decimal for a 32-bit seed, the 32 lower-case hex digits for a 128-bit one. */
export const seedText = (seed: Seed): string => (typeof seed === 'number' ? String(seed >>> 0) : seed);

const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The 16 bytes of a 128-bit seed (byte i is hex digits 2i, 2i + 1). Throws a RangeError for a
 * string that is not 32 lower-case hex digits (a programming error: check input with `parseSeed`).
 */
export function seedBytes(seed: string): Uint8Array {
  if (!isWideSeed(seed))
    throw new RangeError(`not a 128-bit seed (32 lower-case hex digits): ${String(seed).slice(0, 40)}`);
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(seed.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The one method of Web Crypto used here. */
interface RandomSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/**
 * A fresh 128-bit seed (32 lower-case hex digits) from the platform's cryptographic generator,
 * `crypto.getRandomValues` (Web Crypto: browsers, Node ≥ 20, Deno, Bun): the seed a server deals
 * from (its deals come from the cryptographic `chacha20-v1`). Throws an Error where the platform
 * has no Web Crypto.
 */
export function secureSeed(): string {
  const c = (globalThis as { readonly crypto?: Partial<RandomSource> }).crypto;
  if (c === undefined || typeof c.getRandomValues !== 'function') {
    throw new Error('secureSeed needs Web Crypto (crypto.getRandomValues), as in browsers and Node 20 or later.');
  }
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return hexOf(bytes);
}

/**
 * The n-th sub-seed of a seed, of the same kind (the module comment gives both functions byte for
 * byte). n is an integer in [0, 2^32); a 128-bit seed must be canonical (a RangeError otherwise).
 */
export function deriveSeed(seed: number, n: number): number;
export function deriveSeed(seed: string, n: number): string;
export function deriveSeed(seed: Seed, n: number): Seed;
export function deriveSeed(seed: Seed, n: number): Seed {
  if (typeof seed === 'number') return new Sfc32((seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0).next();
  if (!(Number.isInteger(n) && n >= 0 && n <= 0xffffffff)) throw new RangeError(`deriveSeed: bad index ${n}`);
  const message = new Uint8Array(20);
  message.set(seedBytes(seed));
  message[16] = n >>> 24;
  message[17] = n >>> 16;
  message[18] = n >>> 8;
  message[19] = n;
  return hexOf(sha256(message).subarray(0, 16));
}
