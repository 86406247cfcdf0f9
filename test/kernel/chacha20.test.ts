import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChaCha20, chachaBlock, chachaState } from '../../src/kernel/chacha20.js';
import { dealFromSeed, dealRng, RNG_ALGORITHM_STREAM, shuffle } from '../../src/kernel/index.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const fromHex = (h: string): Uint8Array => Uint8Array.from(Buffer.from(h.replace(/\s+/g, ''), 'hex'));
const key0to31 = Uint8Array.from({ length: 32 }, (_, i) => i);

/** `count` bytes of the keystream of a generator, its words serialized little-endian (RFC 8439 §2.3). */
function keystream(rng: ChaCha20, count: number): Uint8Array {
  const out = Buffer.alloc(count);
  for (let at = 0; at < count; at += 4) {
    const word = Buffer.alloc(4);
    word.writeUInt32LE(rng.next());
    word.copy(out, at, 0, Math.min(4, count - at));
  }
  return out;
}

/** node:crypto's ChaCha20 keystream (OpenSSL's IV: the 32-bit counter little-endian, then the nonce). */
function nodeKeystream(key: Uint8Array, nonce: Uint8Array, counter: number, count: number): Uint8Array {
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(counter);
  Buffer.from(nonce).copy(iv, 4);
  return createCipheriv('chacha20', key, iv).update(Buffer.alloc(count));
}

describe('ChaCha20 (RFC 8439)', () => {
  it('§2.3.2: the block function test vector', () => {
    const out = new Int32Array(16);
    chachaBlock(chachaState(key0to31, fromHex('000000090000004a00000000'), 1), out);
    expect(hex(new Uint8Array(out.buffer))).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e' +
        'd2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
  });

  it('§2.4.2: the encryption test vector (the keystream from counter 1 XOR the plaintext)', () => {
    const plaintext = new TextEncoder().encode(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const stream = keystream(new ChaCha20(key0to31, fromHex('000000000000004a00000000'), 1), plaintext.length);
    const ciphertext = plaintext.map((b, i) => b ^ stream[i]!);
    expect(hex(ciphertext)).toBe(
      '6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b' +
        'f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8' +
        '07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736' +
        '5af90bbf74a35be6b40b8eedf2785e42874d',
    );
  });

  it('A.1: keystream test vectors #1 and #2 (all-zero key and nonce, counters 0 and 1)', () => {
    const zeros = new Uint8Array(32);
    const first =
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7' +
      'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586';
    const second =
      '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed' +
      '29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f';
    expect(hex(keystream(new ChaCha20(zeros), 128))).toBe(first + second);
    expect(hex(keystream(new ChaCha20(zeros, new Uint8Array(12), 1), 64))).toBe(second);
  });

  it('agrees with node:crypto for any key, nonce and counter, across block boundaries', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 0xfffffff0 }),
        fc.integer({ min: 1, max: 5 }),
        (key, nonce, counter, blocks) => {
          expect(hex(keystream(new ChaCha20(key, nonce, counter), 64 * blocks))).toBe(
            hex(nodeKeystream(key, nonce, counter, 64 * blocks)),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('chacha20-v1, the deal generator of 128-bit seeds', () => {
  it("is ChaCha20 keyed by the seed's 16 bytes then 16 zero bytes, nonce 0, counter 0 (node:crypto)", () => {
    expect(RNG_ALGORITHM_STREAM).toBe('chacha20-v1');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const seed = hex(bytes);
        const key = new Uint8Array(32);
        key.set(bytes);
        const expected = Buffer.from(nodeKeystream(key, new Uint8Array(12), 0, 200));
        const r = dealRng(seed);
        for (let i = 0; i < 50; i++) expect(r.next(), `word ${i}`).toBe(expected.readUInt32LE(4 * i));
      }),
      { numRuns: 100 },
    );
  });

  it('a Tarot deal from a 128-bit seed is Fisher–Yates on that stream; a 32-bit seed still deals with sfc32', () => {
    const seed = '000102030405060708090a0b0c0d0e0f';
    const layout = { hands: 4, handSize: 18, extra: 6 };
    const perm = shuffle(tarotDeck.cards, dealRng(seed));
    expect(dealFromSeed(tarotDeck, layout, seed).hands[0]).toEqual(perm.slice(0, 18));
    expect(dealRng(7).next()).not.toBe(dealRng('0'.repeat(32)).next());
  });

  it('below draws without bias: rejection above floor(2^32 / n) · n, then mod n', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.integer({ min: 1, max: 2 ** 32 }), (bytes, n) => {
        const a = dealRng(hex(bytes));
        const b = dealRng(hex(bytes));
        const limit = Math.floor(2 ** 32 / n) * n;
        let v = b.next();
        while (v >= limit) v = b.next();
        expect(a.below(n)).toBe(v % n);
      }),
    );
    expect(() => dealRng('0'.repeat(32)).below(0)).toThrow(RangeError);
  });
});
