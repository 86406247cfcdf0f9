/**
 * The conformance harness on Tarabish: the default options of both presets (fast-check seeds and
 * choice lists, so failures shrink) and a seeded sweep for each value of each option, with the
 * naive legal-move checker. Longer sweeps run under ATOUT_LONG.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';
import { tarabish, type TarabishOptionsInput } from '../../../src/games/tarabish/index.js';
import { naiveTarabishLegal } from './naive.js';

const config = { naiveLegal: naiveTarabishLegal };
const seed = fc.integer({ min: 0, max: 0xffffffff });
const choices = fc.array(fc.nat({ max: 60 }), { maxLength: 50 });

function sweep(options: TarabishOptionsInput, games: number, seedBase: number): number {
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const r = playAndCheck(tarabish, options, (seedBase * 7919 + g * 104729) >>> 0, [], config);
    if (isLeft(r)) throw new Error(formatViolation(r.left));
    actions += r.right.actions.length;
  }
  return actions;
}

/** Each value of each option, on top of each preset (combinations the schema refuses are adjusted to mean something). */
export const OPTION_SETS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { trumpChoice: 'call', contract: 'outscore' },
  { preset: 'traditional', trumpChoice: 'auction', allPass: 'redeal' },
  { preset: 'traditional', trumpChoice: 'auction', allPass: 'redeal', contract: 'reach-bid', halfBait: 'half' },
  { biddingCards: 6 },
  { biddingCards: 9 },
  { preset: 'traditional', biddingCards: 3 },
  { preset: 'traditional', biddingCards: 9 },
  { preset: 'traditional', allPass: 'redeal' },
  { melds: 'runs' },
  { preset: 'traditional', melds: 'belote' },
  { declaration: 'first-trick' },
  { preset: 'traditional', declaration: 'before-first-trick' },
  { equalMelds: 'nobody' },
  { preset: 'traditional', equalMelds: 'eldest' },
  { contract: 'outscore' },
  { contract: 'outscore', halfBait: 'whole' },
  { preset: 'traditional', halfBait: 'whole' },
  { bothReachTarget: 'higher' },
  { preset: 'traditional', bothReachTarget: 'bidder' },
  { lastTrickBonus: 4 },
  { preset: 'traditional', lastTrickBonus: 0 },
  { target: 1000 },
  { preset: 'traditional', target: 1000 },
  { partnerException: true },
  { preset: 'traditional', partnerException: 'overtrump-if-trumping' },
  { bellaOnBate: 'kept' },
  { preset: 'traditional', bellaOnBate: 'kept' },
  { noTrump: true },
  { preset: 'traditional', noTrump: true },
  { minBid: 60 },
  { minBid: 100 },
  { maxBid: 200 },
  { coatBonus: 100 },
  { dealer: 1 },
  { dealer: 2 },
  { preset: 'traditional', dealer: 3 },
];

describe('tarabish passes the conformance harness', () => {
  for (const preset of ['auction', 'traditional'] as const) {
    it(`preset ${preset}: fast-check seeds and choice lists (naive checker, leak test, views, replay)`, () => {
      fc.assert(
        fc.property(seed, choices, (s, c) => {
          const r = playAndCheck(tarabish, { preset }, s, c, config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
          expect(tarabish.result(r.right.state)).toBeDefined();
        }),
        { numRuns: 25 },
      );
    });
  }

  it('runConformance sweeps both presets', () => {
    for (const preset of ['auction', 'traditional'] as const) {
      const r = runConformance(tarabish, { preset }, { games: 10, seed: 3 }, config);
      if (isLeft(r)) throw new Error(formatViolation(r.left));
      expect(r.right.games).toBe(10);
    }
  });

  for (const options of OPTION_SETS) {
    it(`options ${JSON.stringify(options)}`, () => {
      expect(sweep(options, 6, OPTION_SETS.indexOf(options))).toBeGreaterThan(0);
    });
  }

  it('all-pass paths: a redeal is annulled and scores zero; a forced dealer calls', () => {
    const passes = [0, 0, 0, 0];
    const auction = playAndCheck(tarabish, {}, 11, passes, config);
    expect(isRight(auction) && auction.right.result.annulled).toBe(true);
    const redeal = playAndCheck(tarabish, { preset: 'traditional', allPass: 'redeal' }, 11, passes, config);
    expect(isRight(redeal) && redeal.right.result.annulled).toBe(true);
    const forced = playAndCheck(tarabish, { preset: 'traditional' }, 11, passes, config);
    expect(isRight(forced) && forced.right.result.annulled).toBe(false);
    if (isRight(forced)) expect(forced.right.state.contract?.seat).toBe(0);
  });
});

describe.skipIf(!process.env['ATOUT_LONG'])('long randomized runs', () => {
  it('every option set, 150 games each', () => {
    for (const options of OPTION_SETS)
      expect(sweep(options, 150, 1000 + OPTION_SETS.indexOf(options))).toBeGreaterThan(0);
  });
  it('fast-check, 400 runs per preset', () => {
    for (const preset of ['auction', 'traditional'] as const) {
      fc.assert(
        fc.property(seed, choices, (s, c) => {
          const r = playAndCheck(tarabish, { preset }, s, c, config);
          if (isLeft(r)) throw new Error(formatViolation(r.left));
        }),
        { numRuns: 400 },
      );
    }
  });
});

it('a no-trump hand reports its own card-point total, 120 + bonus', () => {
  const s = tarabish.setup({ preset: 'traditional', noTrump: true }, { seed: 5 });
  expect(isRight(s)).toBe(true);
  if (!isRight(s)) return;
  expect(tarabish.traits.cardPointTotal(tarabish.settings(s.right))).toBe(162);
  expect(tarabish.audit(s.right).cardPointTotal).toBeUndefined();
  const r = tarabish.apply(s.right, { type: 'call', suit: 'no-trump' });
  expect(isRight(r) && tarabish.audit(r.right.state).cardPointTotal).toBe(130);
});
