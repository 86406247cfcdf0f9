import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goulashNets } from '../../../src/games/tarot/goulash-scoring.js';
import { goulashVectors } from '../../../src/vectors/tarot.js';

describe('Goulash settlement: net = 91 − n × points', () => {
  it("the seeds' table: 10, 20, 30, 31 at four players give +51, +11, −29, −33", () => {
    expect(goulashNets([20, 40, 60, 62])).toEqual([51, 11, -29, -33]);
  });

  it('a player with no point wins 91; half points are kept exactly', () => {
    // 3 players: 0, 45.5, 45.5 → 91, 91 − 3 × 45.5 = −45.5, −45.5.
    expect(goulashNets([0, 91, 91])).toEqual([91, -45.5, -45.5]);
  });

  it('keeps half points exactly at 5 players', () => {
    // 5 players: 10.5 → 91 − 52.5 = 38.5.
    expect(goulashNets([21, 40, 41, 40, 40])).toEqual([38.5, -9, -11.5, -9, -9]);
  });

  it('malformed totals are a programming error: RangeError', () => {
    expect(() => goulashNets([20, 40, 60])).toThrow(RangeError); // 2 players short of 91
    expect(() => goulashNets([91, 91])).toThrow(RangeError); // 2 players
    expect(() => goulashNets([90, 92.5, 0, 0])).toThrow(RangeError); // not half points
    expect(() => goulashNets([-2, 92, 92])).toThrow(RangeError); // negative
  });
});

/** n non-negative integers of half points summing to 182 (91 points). */
const totalsArb = (n: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: 182 }), { minLength: n - 1, maxLength: n - 1 }).map((cuts) => {
    const sorted = [0, ...cuts.sort((a, b) => a - b), 182];
    return sorted.slice(1).map((x, i) => x - sorted[i]!);
  });

function checkProperties(runs: number): void {
  it.each([3, 4, 5])('%i players: zero-sum, exact half points, 91·2 − n·points2', (n) => {
    fc.assert(
      fc.property(totalsArb(n), (points2) => {
        const nets = goulashNets(points2);
        expect(nets.reduce((a, b) => a + b, 0)).toBe(0);
        nets.forEach((net, i) => {
          expect(net * 2).toBe(182 - n * points2[i]!);
          expect(Number.isInteger(net * 2)).toBe(true);
        });
        // Fewer points never settle worse.
        points2.forEach((p, i) =>
          points2.forEach((q, j) => p <= q && expect(nets[i]).toBeGreaterThanOrEqual(nets[j]!)),
        );
      }),
      { numRuns: runs },
    );
  });
}

describe('properties', () => checkProperties(1000));
describe.skipIf(!process.env.ATOUT_LONG)('properties, long run (ATOUT_LONG)', () => checkProperties(100_000));

describe('published vectors (atout/vectors) agree with goulashNets', () => {
  it.each(goulashVectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    expect(goulashNets(v.points2)).toEqual(v.nets);
  });
});
