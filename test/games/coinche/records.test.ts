/**
 * Records of random Coinche deals and matches validate (issue 31: "records of 1000 random deals of
 * each validate"): each played at random, its record written and replayed by `validate`, under
 * several option sets in turn, half of them dealt as at the table. `npm test`: 30 deals and a
 * match; under ATOUT_LONG: 1,000 deals and 10 matches (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { coinche } from '../../../src/games/coinche/rules.js';
import { coincheMatch } from '../../../src/games/coinche/match.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import { recordRandomGames } from '../../support/random-records.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;
const DEALS = LONG ? 1000 : 30;
const MATCHES = LONG ? 10 : 1;

const OPTION_SETS: readonly CoincheRulesOptionsInput[] = [
  {},
  { dealer: 3, packets: '4-4' },
  { minBid: 82, bidStep: 5 },
  { surcoincheMultiplier: 3, packets: '2-3-3' },
  { undertrump: 'required', partnerException: 'off' },
  { announcements: true },
  { announcements: true, announcementTiming: 'before-first-trick', sharedCards: true },
  { litige: 'held', rounding: 'none' },
  { contractScoring: 'bid-only', capotBid: 500, capotPoints: 250, beloteCountsForContract: false },
];

describe('records of random Coinche games validate', () => {
  it(`${DEALS} deals, several option sets in turn, shuffled and dealt as at the table`, () => {
    const run = recordRandomGames(coinche, OPTION_SETS, DEALS);
    expect(run.failures).toEqual([]);
    expect(run.procedures.table).toBeGreaterThan(0);
    expect(run.actions).toBeGreaterThan(DEALS * 4);
  });

  it(`${MATCHES} match(es) (a match record validates its standings)`, () => {
    const run = recordRandomGames(coincheMatch, [{}, { target: 1000, packets: '3-3-2' }], MATCHES);
    expect(run.failures).toEqual([]);
  });
});
