import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/cli/parse.js';
import { isLeft, isRight } from '../../src/kernel/either.js';
import { DEFAULT_LIMITS, guardInput } from '../../src/record/guard.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseRecord', () => {
  it('never refuses by its value count a value the guard accepts, and agrees with the guard', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 30 }), fc.nat(3), (v, maxNodes, indent) => {
        const limits = { ...DEFAULT_LIMITS, maxNodes };
        // indented, the text is longer than the count bound: the count runs before the parse
        const r = parseRecord(encode(JSON.stringify(v, null, indent)), limits);
        const g = guardInput(JSON.parse(JSON.stringify(v)), limits);
        expect(isRight(r)).toBe(isRight(g));
        if (isRight(r)) expect(r.right).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses many values before decoding or parsing them', () => {
    // not UTF-8 at the end: the count refuses first
    const bytes = new Uint8Array([...encode(`[${'[],'.repeat(DEFAULT_LIMITS.maxNodes)}[]`), 0xff, 0x5d]);
    const r = parseRecord(bytes);
    expect(isLeft(r) && r.left.code).toBe('input/too-large');
    const deep = 2 * DEFAULT_LIMITS.maxNodes + 2; // opening brackets only: one more than the count allows
    const nested = parseRecord(encode(`${'['.repeat(deep)}${']'.repeat(deep)}`));
    expect(isLeft(nested) && nested.left.code).toBe('input/too-large');
    // brackets and commas inside strings are not values
    const inString = parseRecord(encode(JSON.stringify({ s: '[,{'.repeat(200_000) })), {
      ...DEFAULT_LIMITS,
      maxString: 1 << 20,
    });
    expect(isRight(inString)).toBe(true);
  });

  it('refuses bytes that are not UTF-8 as bad JSON', () => {
    const r = parseRecord(Uint8Array.of(0x22, 0xc3, 0x22));
    expect(isLeft(r) && r.left.code).toBe('input/bad-json');
  });
});
