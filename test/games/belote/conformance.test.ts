/**
 * The conformance harness on Belote: the defaults (fast-check seeds and choice lists, so failures
 * shrink) and a seeded sweep for each value of each option, with the naive legal-move checker.
 * Longer sweeps run under ATOUT_LONG.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck } from '../../../src/testing/index.js';
import { belote } from '../../../src/games/belote/index.js';
import { OPTION_SETS } from './helpers.js';
import { naiveBeloteLegal } from './naive.js';

const config = { naiveLegal: naiveBeloteLegal };
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
      { numRuns: LONG ? 200 : 15 },
    );
  });

  it.each(OPTION_SETS)('options %j: seeded games', (options) => {
    for (let g = 0; g < (LONG ? 20 : 2); g++) {
      const r = playAndCheck(belote, options, 1000 + g * 7919, [], config);
      if (isLeft(r)) throw new Error(formatViolation(r.left));
    }
  });
});
