/**
 * The Coinche score sheet: the worked examples of docs/rules/coinche.md with their scores, and each
 * impossible entry refused with its code. (That a played deal's entry scores as the deal's result
 * is a property of queries.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { coincheScoreSheet, type CoincheScoreSheetInput } from '../../../src/games/coinche/scoresheet.js';
import { getOrThrow } from '../../../src/kernel/errors.js';

const sheet = (entry: CoincheScoreSheetInput) => getOrThrow(coincheScoreSheet(entry));
const teams = (entry: CoincheScoreSheetInput) => sheet(entry).teamScores;
const code = (entry: unknown) => {
  const r = coincheScoreSheet(entry);
  return r._tag === 'Left' ? r.left.code : 'ok';
};

describe('the worked examples of docs/rules/coinche.md', () => {
  it('1. made: 230 and 60; 226 and 56 without rounding', () => {
    const entry = { contract: { side: 0, bid: 100, strain: 'H' }, cardPoints: [106, 56], belote: 0 } as const;
    const r = sheet(entry);
    expect([r.outcome, r.teamScores, r.scores]).toEqual(['made', [230, 60], [230, 60, 230, 60]]);
    expect(teams({ ...entry, options: { rounding: 'none' } })).toEqual([226, 56]);
  });

  it('2. coinched, failed, the defence’s belote: 600; surcoinched 1200', () => {
    const contract = { side: 1, bid: 120, strain: 'S', doubled: 'coinche' } as const;
    const r = sheet({ contract, cardPoints: [54, 108], belote: 0 });
    expect([r.outcome, r.multiplier, r.teamScores]).toEqual(['failed', 2, [600, 0]]);
    expect(teams({ contract: { ...contract, doubled: 'surcoinche' }, cardPoints: [54, 108], belote: 0 })).toEqual([
      1200, 0,
    ]);
  });

  it('3. a capot bid and made: 500; failed: 410; with capotBid 500: 750', () => {
    const contract = { side: 1, bid: 'capot', strain: 'C' } as const;
    expect(teams({ contract, cardPoints: [0, 162], capot: 1 })).toEqual([0, 500]);
    expect(teams({ contract, cardPoints: [10, 152] })).toEqual([410, 0]);
    expect(teams({ contract, cardPoints: [0, 162], capot: 1, options: { capotBid: 500 } })).toEqual([0, 750]);
  });

  it('4. coinched, capot not bid: 720', () => {
    expect(
      teams({ contract: { side: 0, bid: 110, strain: 'D', doubled: 'coinche' }, cardPoints: [162, 0], capot: 0 }),
    ).toEqual([720, 0]);
  });

  it('5. coinched, made, the defence keeps its belote: 500 and 20', () => {
    expect(
      teams({ contract: { side: 0, bid: 90, strain: 'H', doubled: 'coinche' }, cardPoints: [102, 60], belote: 1 }),
    ).toEqual([500, 20]);
  });

  it('6. a tie: failed, 240; with litige held, 80 and 80 held', () => {
    const entry = { contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [81, 81] } as const;
    expect(teams(entry)).toEqual([0, 240]);
    const held = sheet({ ...entry, options: { litige: 'held' } });
    expect([held.outcome, held.teamScores, held.held]).toEqual(['litige', [0, 80], 80]);
  });

  it('7. bid reached, defence higher with its announcements: failed, 290', () => {
    const r = sheet({
      options: { announcements: true },
      contract: { side: 0, bid: 80, strain: 'H' },
      cardPoints: [85, 77],
      announcements: [[], ['run4-AS']],
    });
    expect([r.outcome, r.announcementWinner, r.teamScores]).toEqual(['failed', 1, [0, 290]]);
  });

  it('8. announcements, made: 250 and 70', () => {
    const r = sheet({
      options: { announcements: true },
      contract: { side: 0, bid: 110, strain: 'H' },
      cardPoints: [94, 68],
      announcements: [['run4-10H'], ['run3-10S']],
    });
    expect([r.outcome, r.announcements, r.teamScores]).toEqual(['made', [50, 0], [250, 70]]);
  });

  it('9. tout atout, made: 40 and 260', () => {
    const r = sheet({
      options: { allTrumpNoTrump: true },
      contract: { side: 1, bid: 120, strain: 'TA' },
      cardPoints: [44, 118],
      belote: 1,
    });
    expect([r.outcome, r.teamScores]).toEqual(['made', [40, 260]]);
  });
});

describe('impossible entries', () => {
  it.each([
    ['not an object', null, 'scoresheet/malformed'],
    ['no contract', { cardPoints: [81, 81] }, 'scoresheet/malformed'],
    [
      'bad options',
      { options: { rounding: 'up' }, contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [81, 81] },
      'scoresheet/malformed',
    ],
    [
      'options that mean nothing',
      { options: { sharedCards: true }, contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [81, 81] },
      'scoresheet/bad-options',
    ],
    [
      'a strain not played',
      { contract: { side: 0, bid: 80, strain: 'SA' }, cardPoints: [81, 81] },
      'scoresheet/strain-not-allowed',
    ],
    [
      'a bid below the lowest',
      { contract: { side: 0, bid: 70, strain: 'S' }, cardPoints: [81, 81] },
      'scoresheet/bad-bid',
    ],
    ['a bid off the grid', { contract: { side: 0, bid: 95, strain: 'S' }, cardPoints: [81, 81] }, 'scoresheet/bad-bid'],
    [
      'a bid above the ceiling',
      { options: { maxBid: 160 }, contract: { side: 0, bid: 170, strain: 'S' }, cardPoints: [81, 81] },
      'scoresheet/bad-bid',
    ],
    [
      'card points not summing to 162',
      { contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [81, 80] },
      'scoresheet/card-points-sum',
    ],
    [
      'a capot without all the points',
      { contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [152, 10], capot: 0 },
      'scoresheet/impossible-card-points',
    ],
    [
      'announcements without the option',
      { contract: { side: 0, bid: 80, strain: 'S' }, cardPoints: [81, 81], announcements: [['four-J'], []] },
      'scoresheet/announcements-off',
    ],
  ])('%s', (_, entry, expected) => {
    expect(code(entry)).toBe(expected);
  });

  it('accepts 82 and steps of 5 with those options', () => {
    const entry = { contract: { side: 0, bid: 95, strain: 'S' }, cardPoints: [102, 60] } as const;
    expect(code({ ...entry, options: { bidStep: 5 } })).toBe('ok');
    expect(code({ ...entry, contract: { ...entry.contract, bid: 82 }, options: { minBid: 82 } })).toBe('ok');
  });
});
