import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardId,
  createRng,
  dealAlgorithm,
  procedureOf,
  dealFromSeed,
  DEAL_ALGORITHM,
  DEAL_ALGORITHM_128,
  RETIRED_DEAL_ALGORITHMS,
  DEAL_ALGORITHMS,
  defineDeck,
  deriveSeed,
  isLeft,
  isSeed,
  parseSeed,
  parseSeedText,
  rngAlgorithm,
  RNG_ALGORITHMS,
  rngOutputs,
  secureSeed,
  seedBytes,
  seedText,
  type Seed,
} from '../../src/kernel/index.js';
import { whistDeck } from '../support/whist.js';

const HEX = '0123456789abcdef';
const wideSeed = fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }).map((d) => d.join(''));
/** A seed with its digit i replaced by another hex digit. */
const withDigit = (seed: string, i: number, other: number): string =>
  seed.slice(0, i) + HEX[(HEX.indexOf(seed[i]!) + other) % 16]! + seed.slice(i + 1);

/** A 78-card deck (3 suits of 26), the size of the Tarot deck. */
const deck78 = defineDeck(
  'test78',
  3,
  ['A', 'B', 'C'],
  [0, 1, 2].flatMap((w) => Array.from({ length: 26 }, (_, b) => ({ id: cardId(w, b), name: `${b}${'ABC'[w]!}` }))),
);
const layout78 = { hands: 4, handSize: 18, extra: 6 };

/** The documented 128-bit expansion and sfc32 step again, in BigInt, straight from the doc comment. */
function naiveOutputs128(seed: string, count: number): number[] {
  const M = (1n << 32n) - 1n;
  const word = (i: number): bigint => BigInt(`0x${seed.slice(8 * i, 8 * i + 8)}`);
  let [a, b, c, d] = [word(0), word(1), word(2), word(3)];
  const next = (): bigint => {
    const t = (a + b + d) & M;
    d = (d + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = (((c << 21n) | (c >> 11n)) + t) & M;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return Array.from({ length: count }, () => Number(next()));
}

/** The documented match derivation, with node:crypto: SHA-256(seed bytes ‖ n as 4 bytes big-endian), first 16 bytes. */
const nodeDerive = (seed: string, n: number): string =>
  createHash('sha256')
    .update(
      Buffer.concat([Buffer.from(seed, 'hex'), Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])]),
    )
    .digest('hex')
    .slice(0, 32);

describe('128-bit seeds: the simulation generator (sfc32-128-v1) and the deals', () => {
  it('is pinned by golden vectors (seed → first outputs)', () => {
    expect(rngOutputs('00000000000000000000000000000000', 6)).toEqual([
      4035892905, 1363572419, 145230303, 808754475, 4216505632, 947923937,
    ]);
    expect(rngOutputs('000102030405060708090a0b0c0d0e0f', 6)).toEqual([
      858807458, 1403912697, 1845977855, 1504073547, 2702540561, 521360506,
    ]);
    expect(rngOutputs('ffffffffffffffffffffffffffffffff', 6)).toEqual([
      3350330816, 2217720039, 519599315, 2089927686, 2053306979, 3058727884,
    ]);
    expect(rngOutputs('9e3779b97f4a7c15f39cc0605cedc834', 6)).toEqual([
      3875724528, 3869497479, 2625875520, 2353596444, 5565935, 2118623890,
    ]);
  });

  it('agrees with a BigInt re-implementation of the documented layout and step', () => {
    fc.assert(
      fc.property(wideSeed, (seed) => {
        expect(rngOutputs(seed, 20)).toEqual(naiveOutputs128(seed, 20));
      }),
      { numRuns: 200 },
    );
  });

  it('changing any one of the 32 hex digits changes the first 4 outputs and the deal of a 78-card deck', () => {
    fc.assert(
      fc.property(wideSeed, fc.nat(31), fc.integer({ min: 1, max: 15 }), (seed, i, other) => {
        const changed = withDigit(seed, i, other);
        expect(rngOutputs(changed, 4)).not.toEqual(rngOutputs(seed, 4));
        expect(dealFromSeed(deck78, layout78, changed)).not.toEqual(dealFromSeed(deck78, layout78, seed));
      }),
      { numRuns: 300 },
    );
    // every digit of one seed, exhaustively
    const seed = '9e3779b97f4a7c15f39cc0605cedc834';
    const first = rngOutputs(seed, 4);
    for (let i = 0; i < 32; i++)
      for (let other = 1; other < 16; other++) expect(rngOutputs(withDigit(seed, i, other), 4)).not.toEqual(first);
  });

  it('deals a 78-card deck as a permutation; the deal is pinned by a golden vector', () => {
    fc.assert(
      fc.property(wideSeed, (seed) => {
        const d = dealFromSeed(deck78, layout78, seed);
        expect([...d.hands.flat(), ...d.extra].sort((x, y) => x - y)).toEqual([...deck78.cards].sort((x, y) => x - y));
      }),
      { numRuns: 100 },
    );
    // dealt from chacha20-v1 (test/kernel/chacha20.test.ts checks it against node:crypto)
    const d = dealFromSeed(whistDeck, { hands: 4, handSize: 7, extra: 4 }, '000102030405060708090a0b0c0d0e0f');
    const names = (cs: readonly number[]) => cs.map((c) => whistDeck.names.get(c));
    expect(d.hands.map(names)).toEqual([
      ['7D', 'JD', 'AC', '9C', 'KS', 'QD', 'AH'],
      ['KH', '8C', 'QS', '10H', 'KC', '8D', 'AS'],
      ['QH', '8S', 'KD', '9H', '10S', 'JC', '10D'],
      ['JH', '9D', '10C', 'JS', '7H', 'AD', '7C'],
    ]);
    expect(names(d.extra)).toEqual(['QC', '7S', '8H', '9S']);
  });

  it('names the algorithm by the kind of seed and the deal procedure', () => {
    expect(RNG_ALGORITHMS).toEqual(['sfc32-v1', 'sfc32-128-v1', 'chacha20-v1']);
    expect(DEAL_ALGORITHMS).toEqual([
      'sfc32-v1+fisher-yates+cut-v1',
      'chacha20-v1+fisher-yates+cut-v1',
      'sfc32-v1+fisher-yates+table-v1',
      'chacha20-v1+fisher-yates+table-v1',
    ]);
    expect(RETIRED_DEAL_ALGORITHMS).toEqual(['sfc32-128-v1+fisher-yates+cut-v1', 'sfc32-128-v1+fisher-yates+table-v1']);
    expect([rngAlgorithm(7), rngAlgorithm('0'.repeat(32))]).toEqual(['sfc32-v1', 'sfc32-128-v1']);
    expect([dealAlgorithm(7), dealAlgorithm('0'.repeat(32))]).toEqual([DEAL_ALGORITHM, DEAL_ALGORITHM_128]);
    expect([dealAlgorithm(7, 'table'), dealAlgorithm('0'.repeat(32), 'table')]).toEqual([
      'sfc32-v1+fisher-yates+table-v1',
      'chacha20-v1+fisher-yates+table-v1',
    ]);
    for (const a of DEAL_ALGORITHMS)
      expect(dealAlgorithm(a.startsWith('sfc32-v1') ? 7 : '0'.repeat(32), procedureOf(a))).toBe(a);
  });

  it('refuses a non-canonical wide seed (a programming error)', () => {
    expect(() => createRng('0'.repeat(31))).toThrow(RangeError);
    expect(() => createRng('A'.repeat(32))).toThrow(RangeError);
    expect(() => seedBytes('g'.repeat(32))).toThrow(RangeError);
    expect(Array.from(seedBytes('000102030405060708090a0b0c0d0eff'))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255,
    ]);
  });
});

describe('deriveSeed', () => {
  it('32-bit seeds: exactly the function of format-1 records', () => {
    // the original definition: one output of a generator seeded by seed ^ mix(n)
    fc.assert(
      fc.property(fc.nat(0xffffffff), fc.nat(0xffff), (seed, n) => {
        expect(deriveSeed(seed, n)).toBe(createRng((seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0).next());
      }),
      { numRuns: 200 },
    );
    // golden values computed with the format-1 release's own deriveSeed
    const golden: [number, number, number][] = [
      [0, 0, 3006818784],
      [5, 1, 1677222485],
      [42, 0x5eed, 3021592876],
      [0xffffffff, 0xa11, 4056144420],
      [123456789, 7, 3598357530],
    ];
    for (const [seed, n, out] of golden) expect(deriveSeed(seed, n)).toBe(out);
  });

  it('128-bit seeds: SHA-256(seed bytes ‖ n big-endian) truncated to 16 bytes, pinned by golden vectors', () => {
    const vectors: [string, number, string][] = [
      ['00000000000000000000000000000000', 0, 'de47c9b27eb8d300dbb5f2c353e632c3'],
      ['00000000000000000000000000000000', 1, 'e9ff0e6e6de95da56ff09f4e3e0f481d'],
      ['00000000000000000000000000000000', 0xffffffff, '17a46ab1a6e4ed76a21a0e9c8bf91d42'],
      ['000102030405060708090a0b0c0d0e0f', 0, '855d3b82555ea5b90c7f50936e97413a'],
      ['000102030405060708090a0b0c0d0e0f', 1, 'b08645421176609dbfe79f2311020208'],
      ['ffffffffffffffffffffffffffffffff', 0, '0f7f869d12d439f62afee027603c11cb'],
      ['9e3779b97f4a7c15f39cc0605cedc834', 1, '62873e882a6ec126421d1d395e86eab7'],
    ];
    for (const [seed, n, out] of vectors) {
      expect(deriveSeed(seed, n)).toBe(out);
      expect(nodeDerive(seed, n)).toBe(out);
    }
  });

  it('128-bit seeds: agrees with node:crypto and stays canonical', () => {
    fc.assert(
      fc.property(wideSeed, fc.nat(0xffffffff), (seed, n) => {
        const d = deriveSeed(seed, n);
        expect(d).toBe(nodeDerive(seed, n));
        expect(isSeed(d) && typeof d === 'string').toBe(true);
      }),
      { numRuns: 200 },
    );
    expect(() => deriveSeed('0'.repeat(32), -1)).toThrow(RangeError);
    expect(() => deriveSeed('0'.repeat(32), 1.5)).toThrow(RangeError);
    expect(() => deriveSeed('0'.repeat(32), 2 ** 32)).toThrow(RangeError);
  });
});

describe('parseSeed', () => {
  const codeOf = (x: unknown): string | undefined => {
    const r = parseSeed(x);
    return isLeft(r) ? r.left.code : undefined;
  };

  it('accepts 32-bit integers and 32 hex digits (upper case lowered)', () => {
    expect(parseSeed(0)).toEqual({ _tag: 'Right', right: 0 });
    expect(parseSeed(-0)).toEqual({ _tag: 'Right', right: 0 });
    expect(parseSeed(0xffffffff)).toEqual({ _tag: 'Right', right: 0xffffffff });
    expect(parseSeed('9E3779B97F4A7C15F39CC0605CEDC834')).toEqual({
      _tag: 'Right',
      right: '9e3779b97f4a7c15f39cc0605cedc834',
    });
    fc.assert(
      fc.property(fc.oneof(fc.nat(0xffffffff), wideSeed), (seed) => {
        expect(parseSeed(seed)).toEqual({ _tag: 'Right', right: seed });
        expect(isSeed(seed)).toBe(true);
      }),
    );
  });

  it('refuses floats, negatives, 2^32, 31 or 33 digits, non-hex and other types with setup/bad-seed', () => {
    for (const x of [
      1.5,
      -1,
      2 ** 32,
      NaN,
      Infinity,
      '0'.repeat(31),
      '0'.repeat(33),
      'g'.repeat(32),
      ` ${'0'.repeat(31)}`,
      `0x${'0'.repeat(30)}`,
      '42',
      42n,
      null,
      undefined,
      [1],
      { seed: 1 },
    ]) {
      expect(codeOf(x), String(x)).toBe('setup/bad-seed');
      expect(isSeed(x)).toBe(false);
    }
    expect(isSeed('A'.repeat(32))).toBe(false); // not canonical: parseSeed lowers it
  });

  it('never throws, and what it accepts is a canonical seed', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true }), (x) => {
        const r = parseSeed(x);
        if (isLeft(r)) expect(r.left.code).toBe('setup/bad-seed');
        else expect(isSeed(r.right)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the canonical text back (parseSeedText ∘ seedText = id) and refuses other text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(0xffffffff), wideSeed), (seed: Seed) => {
        expect(parseSeedText(seedText(seed))).toEqual({ _tag: 'Right', right: seed });
      }),
    );
    expect(parseSeedText('4294967295')).toEqual({ _tag: 'Right', right: 4294967295 });
    expect(parseSeedText('ABCDEF0123456789ABCDEF0123456789')).toEqual({
      _tag: 'Right',
      right: 'abcdef0123456789abcdef0123456789',
    });
    for (const t of ['', '4294967296', '-1', '1.5', '1e3', ' 1', '0'.repeat(11), 'f'.repeat(31)])
      expect(isLeft(parseSeedText(t)), t).toBe(true);
  });
});

describe('secureSeed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the 16 bytes of crypto.getRandomValues as 32 lower-case hex digits', () => {
    const calls: number[] = [];
    vi.stubGlobal('crypto', {
      getRandomValues(a: Uint8Array): Uint8Array {
        calls.push(a.length);
        a.forEach((_, i) => (a[i] = i * 17));
        return a;
      },
    });
    expect(secureSeed()).toBe('00112233445566778899aabbccddeeff');
    expect(calls).toEqual([16]);
  });

  it('says so when the platform has no Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => secureSeed()).toThrow(/Web Crypto/);
  });

  it('gives fresh canonical seeds', () => {
    const a = secureSeed();
    const b = secureSeed();
    expect(isSeed(a) && isSeed(b)).toBe(true);
    expect(a).not.toBe(b);
  });
});
