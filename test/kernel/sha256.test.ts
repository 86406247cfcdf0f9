import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/kernel/sha256.js';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const ascii = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('sha256', () => {
  it('gives the published FIPS 180-4 / NIST example digests', () => {
    expect(hex(sha256(ascii('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(ascii('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(
      hex(
        sha256(
          ascii(
            'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
          ),
        ),
      ),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
    expect(hex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto on random messages, across every padding boundary', () => {
    const node = (m: Uint8Array): string => createHash('sha256').update(m).digest('hex');
    for (let n = 0; n <= 200; n++) {
      const m = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(hex(sha256(m)), `length ${n}`).toBe(node(m));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (m) => {
        expect(hex(sha256(m))).toBe(node(m));
      }),
      { numRuns: 300 },
    );
  });

  it('does not touch its input', () => {
    const m = Uint8Array.from([1, 2, 3]);
    sha256(m);
    expect(Array.from(m)).toEqual([1, 2, 3]);
  });
});
