/**
 * HMAC-SHA-256 (RFC 2104, FIPS 198-1) on the library's own SHA-256, synchronous and
 * dependency-free like it, so that saves are signed and checked the same way in Node and in
 * browsers. `sameBytes` compares two tags in constant time.
 */
import { sha256 } from './sha256.js';

/** SHA-256's block size in bytes (RFC 2104: B = 64). */
const BLOCK = 64;
const encoder = new TextEncoder();

/** A key or a message: bytes, or text taken as its UTF-8 bytes. */
export type Bytes = Uint8Array | string;

const bytesOf = (x: Bytes): Uint8Array => (typeof x === 'string' ? encoder.encode(x) : x);

/** `pad` XOR each byte of the block-sized key, followed by the message. */
function padded(key: Uint8Array, pad: number, message: Uint8Array): Uint8Array {
  const out = new Uint8Array(BLOCK + message.length);
  for (let i = 0; i < BLOCK; i++) out[i] = (key[i] ?? 0) ^ pad;
  out.set(message, BLOCK);
  return out;
}

/**
 * HMAC-SHA-256 of a message under a key: 32 bytes. RFC 2104: a key longer than the block is
 * hashed first, then zero-padded to 64 bytes; H((K ^ opad) ‖ H((K ^ ipad) ‖ message)).
 */
export function hmacSha256(key: Bytes, message: Bytes): Uint8Array {
  const k0 = bytesOf(key);
  const k = k0.length > BLOCK ? sha256(k0) : k0;
  const inner = sha256(padded(k, 0x36, bytesOf(message)));
  return sha256(padded(k, 0x5c, inner));
}

/**
 * Whether two byte strings are equal, in a time that depends only on their lengths (never on
 * where they differ), so that a forger learns nothing from how long a refusal takes.
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
