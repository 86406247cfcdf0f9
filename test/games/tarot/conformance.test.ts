import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/index.js';
import type { TarotOptionsInput } from '../../../src/games/tarot/options.js';
import { deriveSeed, isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';
import { naiveTarotLegal } from './naive.js';

const config = { naiveLegal: naiveTarotLegal };
const seed = fc.integer({ min: 0, max: 0xffffffff });
// Choice lists: small numbers early make bids, calls and poignées likelier to vary.
const choices = fc.array(fc.nat({ max: 40 }), { maxLength: 30 });

function sweep(options: TarotOptionsInput, games: number, at = 1): void {
  const r = runConformance(tarot, options, { games, seed: at }, config);
  if (isLeft(r)) throw new Error(formatViolation(r.left));
  expect(r.right.games).toBe(games);
}

describe('tarot conformance (harness, naive legal checker)', () => {
  for (const players of [3, 4, 5] as const) {
    it(`${players} players: fast-check seeds and choice lists`, () => {
      fc.assert(
        fc.property(seed, choices, (s, c) => {
          const r = playAndCheck(tarot, { players, dealer: s % players }, s, c, config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
        }),
        { numRuns: 12 },
      );
    });
  }

  // Scripted openings so that every contract (and the all-pass cases) is played under the harness:
  // the first bidder takes the n-th bid (legal bids are sorted pass, prise, garde, garde sans, contre).
  for (const players of [3, 4, 5] as const) {
    it(`${players} players: every contract and all-pass, scripted openings`, () => {
      for (const bid of [0, 1, 2, 3, 4]) {
        for (const allPass of ['redeal', 'goulash'] as const) {
          if (bid > 0 && allPass === 'goulash') continue;
          const opening = [bid, ...new Array<number>(players - 1).fill(0)];
          const r = playAndCheck(tarot, { players, allPass }, 1000 * players + bid, opening, config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
        }
      }
    });
  }

  const variants: TarotOptionsInput[] = [
    { allPass: 'goulash' },
    { allPass: 'goulash', excuseOnLastTrick: 'wins', players: 3 },
    { excuseLastTrick: 'to-opponents' },
    { excuseLastTrick: 'to-opponents', players: 5 },
    { chelemRequires21: true },
    { callHigherRanks: 'lowest-only', players: 5 },
    { mode: 'goulash', players: 5 },
  ];
  for (const v of variants) {
    it(`options ${JSON.stringify(v)}`, () => {
      sweep(v, 6, 7);
      // With allPass: 'goulash', also force the all-pass opening so that the Goulash is played.
      if (v.allPass === 'goulash') {
        for (let g = 0; g < 3; g++) {
          const r = playAndCheck(tarot, v, deriveSeed(17, g), new Array<number>(v.players ?? 4).fill(0), config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
          expect(r.right.result.mode).toBe('goulash');
        }
      }
    });
  }
});

describe.skipIf(!process.env.ATOUT_LONG)('tarot conformance, long', () => {
  for (const players of [3, 4, 5] as const) {
    it(`${players} players, 1000 games`, () => sweep({ players }, 1000, 100 + players));
    it(`${players} players, allPass goulash, 300 games`, () =>
      sweep({ players, allPass: 'goulash' }, 300, 200 + players));
  }
});
