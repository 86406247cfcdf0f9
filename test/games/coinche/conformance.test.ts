/**
 * The conformance harness on Coinche: the defaults (fast-check seeds and choice lists, so failures
 * shrink), `runConformance`'s seeded sweep, and seeded games for each option of the ruleset, with
 * the naive legal-move checker, the leak test and the check that `sampleHidden` re-deals something.
 * A Coinche game costs the harness about four Belote games (the auction's many calls are each
 * explained and checked), so the suite plays fewer: 12 fast-check runs, 5 sweep games, one game
 * per option set; under ATOUT_LONG 400 runs and 50 games per option set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import { naiveCoincheLegal } from './naive.js';

// the leak test and the sampleHidden check are the harness's defaults, named here so that they stay on
const config = { naiveLegal: naiveCoincheLegal, leakTest: true, hiddenInformation: true };
const seed = fc.integer({ min: 0, max: 0xffffffff });
// small choices favour the first legal actions (pass, coinche, low bids), so auctions end
const choices = fc.array(fc.nat({ max: 12 }), { maxLength: 60 });
const LONG = process.env['ATOUT_LONG'] !== undefined;

const OPTION_SETS: readonly CoincheRulesOptionsInput[] = [
  {},
  { dealer: 2 },
  { minBid: 82, bidStep: 5 },
  { maxBid: 160 },
  { surcoincheMultiplier: 3 },
  { undertrump: 'required' },
  { partnerException: 'off' },
  { partnerException: 'overtrump-if-trumping' },
  { announcements: true },
  { announcements: true, announcementTiming: 'before-first-trick' },
  { announcements: true, sharedCards: true, equalAnnouncements: 'eldest' },
  { litige: 'held', rounding: 'none' },
  { contractScoring: 'bid-only', capotBid: 500, capotPoints: 250, beloteCountsForContract: false },
  { allTrumpNoTrump: true },
  { allTrumpNoTrump: true, allTrumpValues: 'trump', noTrumpValues: 'plain', announcements: true },
  { allTrumpNoTrump: true, allTrumpValues: 'scaled', partnerException: 'off', undertrump: 'required' },
];

describe('coinche passes the conformance harness', () => {
  it('defaults: fast-check seeds and choice lists (naive checker, leak test, views, replay)', () => {
    fc.assert(
      fc.property(seed, choices, (s, c) => {
        const r = playAndCheck(coinche, {}, s, c, config);
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        expect(coinche.result(r.right.state)).toBeDefined();
      }),
      { numRuns: LONG ? 400 : 12 },
    );
  });

  it('runConformance: a seeded sweep of the defaults', () => {
    const r = runConformance(coinche, {}, { games: 5, seed: 3 }, config);
    if (isLeft(r)) throw new Error(formatViolation(r.left));
    expect(r.right.games).toBe(5);
  });

  it.each(OPTION_SETS)('options %j: seeded games', (options) => {
    for (let g = 0; g < (LONG ? 50 : 1); g++) {
      const r = playAndCheck(coinche, options, 1000 + g * 7919, [0, 3, 1, 2, 0, 5, 0, 0, 0, 4], config);
      if (isLeft(r)) throw new Error(formatViolation(r.left));
    }
  });
});
