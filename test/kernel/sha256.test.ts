import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { primeRootBits, sha256 } from '../../src/kernel/sha256.js';

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

  it('computes its constants exactly, with a margin no rounding of Math.sqrt or Math.cbrt can cross', () => {
    // The exact bits, by integers: floor(p^(1/n) * 2^(32+EXTRA)), the 32 bits after the point then EXTRA more.
    const EXTRA = 24n;
    const rootFloor = (x: bigint, n: bigint): bigint => {
      let lo = 0n;
      let hi = 1n << (BigInt(x.toString(2).length) / n + 1n);
      while (lo < hi) {
        const mid = (lo + hi + 1n) >> 1n;
        if (mid ** n <= x) lo = mid;
        else hi = mid - 1n;
      }
      return lo;
    };
    const primes = [2];
    for (let q = 3; primes.length < 64; q++) if (primes.every((d) => q % d !== 0)) primes.push(q);
    for (const [n, count, computed] of [
      [2n, 8, primeRootBits(8, Math.sqrt)],
      [3n, 64, primeRootBits(64, Math.cbrt)],
    ] as const) {
      const exact = primes.slice(0, count).map((p) => {
        const r = rootFloor(BigInt(p) << (n * (32n + EXTRA)), n);
        const next = Number(r & ((1n << EXTRA) - 1n)) / 2 ** Number(EXTRA);
        // the bits after the first 32: far from all zeros and all ones (a margin of 2^-12 of the last bit)
        expect(next, `prime ${p}`).toBeGreaterThan(2 ** -12);
        expect(next, `prime ${p}`).toBeLessThan(1 - 2 ** -12);
        return Number((r >> EXTRA) & 0xffffffffn) | 0;
      });
      expect(Array.from(computed)).toEqual(exact);
    }
    // FIPS 180-4's first and last constants of each table
    expect(primeRootBits(64, Math.cbrt)[0]! >>> 0).toBe(0x428a2f98);
    expect(primeRootBits(64, Math.cbrt)[63]! >>> 0).toBe(0xc67178f2);
    expect(primeRootBits(8, Math.sqrt)[0]! >>> 0).toBe(0x6a09e667);
    expect(primeRootBits(8, Math.sqrt)[7]! >>> 0).toBe(0x5be0cd19);
  });
});
