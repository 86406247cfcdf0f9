/**
 * Records of random Belote deals and matches validate (issue 31: "records of 1000 random deals of
 * each validate"): each played at random, its record written and replayed by `validate`, under
 * every option set in turn, half of them dealt as at the table. `npm test`: 30 deals and a match;
 * under ATOUT_LONG: 1,000 deals and 10 matches (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { belote, beloteMatch } from '../../../src/games/belote/index.js';
import { recordRandomGames } from '../../support/random-records.js';
import { OPTION_SETS } from './helpers.js';

const LONG = process.env['ATOUT_LONG'] !== undefined;
const DEALS = LONG ? 1000 : 30;
const MATCHES = LONG ? 10 : 1;

describe('records of random Belote games validate', () => {
  it(`${DEALS} deals, every option set in turn, shuffled and dealt as at the table`, () => {
    const run = recordRandomGames(belote, OPTION_SETS, DEALS);
    expect(run.failures).toEqual([]);
    expect(run.procedures.table).toBeGreaterThan(0);
    expect(run.actions).toBeGreaterThan(DEALS * 4);
  });

  it(`${MATCHES} match(es) to 1000 (a match record validates its standings)`, () => {
    const options = [{}, { target: 501, packets: '2-3' as const }, { deals: 4, announcements: true }];
    const run = recordRandomGames(beloteMatch, options, MATCHES);
    expect(run.failures).toEqual([]);
  });
});
