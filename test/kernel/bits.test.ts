import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nthBit } from '../../src/kernel/bits.js';

describe('nthBit', () => {
  it('is the index of the k-th set bit from the lowest, for every k below the bits set', () => {
    fc.assert(
      fc.property(fc.integer({ min: -0x80000000, max: 0x7fffffff }), (w) => {
        const set: number[] = [];
        for (let b = 0; b < 32; b++) if ((w >>> b) & 1) set.push(b);
        set.forEach((bit, k) => expect(nthBit(w, k)).toBe(bit));
      }),
    );
  });
});
