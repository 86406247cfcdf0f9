import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sameBytes } from '../../src/kernel/hmac.js';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (h: string): Uint8Array => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));
const filled = (n: number, byte: number): Uint8Array => new Uint8Array(n).fill(byte);

/** RFC 4231 §4.2–4.8: the HMAC-SHA-256 test cases (key, data, HMAC-SHA-256; case 5 truncated to 128 bits). */
const RFC_4231: readonly { key: Uint8Array; data: Uint8Array | string; mac: string }[] = [
  {
    key: filled(20, 0x0b),
    data: 'Hi There',
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    key: new TextEncoder().encode('Jefe'),
    data: 'what do ya want for nothing?',
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    key: filled(20, 0xaa),
    data: filled(50, 0xdd),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    key: fromHex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: filled(50, 0xcd),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  {
    key: filled(20, 0x0c),
    data: 'Test With Truncation',
    mac: 'a3b6167473100ee06e0c796c2955552b',
  },
  {
    key: filled(131, 0xaa),
    data: 'Test Using Larger Than Block-Size Key - Hash Key First',
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    key: filled(131, 0xaa),
    data: 'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('hmacSha256', () => {
  it('gives the RFC 4231 test vectors (cases 1 to 7)', () => {
    for (const [i, c] of RFC_4231.entries()) {
      expect(hex(hmacSha256(c.key, c.data)).slice(0, c.mac.length), `case ${i + 1}`).toBe(c.mac);
    }
  });

  it('agrees with node:crypto for keys around the block size and any message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 140 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
        expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('takes text as its UTF-8 bytes', () => {
    const utf8 = new TextEncoder().encode('clé secrète');
    expect(hex(hmacSha256('clé secrète', 'donne'))).toBe(hex(hmacSha256(utf8, new TextEncoder().encode('donne'))));
  });
});

describe('sameBytes', () => {
  it('is equality of byte strings', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (a, b) => {
        expect(sameBytes(a, b)).toBe(hex(a) === hex(b));
        expect(sameBytes(a, a.slice())).toBe(true);
      }),
    );
    expect(sameBytes(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
  });
});
