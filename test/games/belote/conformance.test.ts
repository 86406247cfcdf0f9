/**
 * The conformance harness on Belote: the defaults (fast-check seeds and choice lists, so failures
 * shrink), `runConformance`'s seeded sweep, and seeded games for each value of each option, with
 * the naive legal-move checker, the leak test (every view and legal list unchanged when the hidden
 * cards are re-dealt by `sampleHidden`) and the check that `sampleHidden` re-deals something.
 * Sizes as Tarabish's where the suite's time allows: 25 fast-check runs, 10 sweep games, 4 games
 * per option set; under ATOUT_LONG, Tarabish's: 400 runs and 150 games per option set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';
import { belote } from '../../../src/games/belote/index.js';
import { OPTION_SETS } from './helpers.js';
import { naiveBeloteLegal } from './naive.js';

// the leak test and the sampleHidden check are the harness's defaults, named here so that they stay on
const config = { naiveLegal: naiveBeloteLegal, leakTest: true, hiddenInformation: true };
const seed = fc.integer({ min: 0, max: 0xffffffff });
const choices = fc.array(fc.nat({ max: 60 }), { maxLength: 50 });
const LONG = process.env['ATOUT_LONG'] !== undefined;

describe('belote passes the conformance harness', () => {
  it('defaults: fast-check seeds and choice lists (naive checker, leak test, views, replay)', () => {
    fc.assert(
      fc.property(seed, choices, (s, c) => {
        const r = playAndCheck(belote, {}, s, c, config);
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        expect(belote.result(r.right.state)).toBeDefined();
      }),
      { numRuns: LONG ? 400 : 25 },
    );
  });

  it('runConformance: a seeded sweep of the defaults', () => {
    const r = runConformance(belote, {}, { games: 10, seed: 3 }, config);
    if (isLeft(r)) throw new Error(formatViolation(r.left));
    expect(r.right.games).toBe(10);
  });

  it.each(OPTION_SETS)('options %j: seeded games', (options) => {
    for (let g = 0; g < (LONG ? 150 : 4); g++) {
      const r = playAndCheck(belote, options, 1000 + g * 7919, [], config);
      if (isLeft(r)) throw new Error(formatViolation(r.left));
    }
  });
});
