/**
 * The Belote score sheet: every worked example of docs/rules/belote.md with its scores, and each
 * impossible entry refused with its code. (That a played deal's entry scores as the deal's result
 * is a property of queries.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { beloteScoreSheet, type BeloteScoreSheetInput } from '../../../src/games/belote/scoresheet.js';
import { getOrThrow } from '../../../src/kernel/errors.js';

const teams = (entry: BeloteScoreSheetInput) => getOrThrow(beloteScoreSheet(entry)).teamScores;
const code = (entry: unknown) => {
  const r = beloteScoreSheet(entry);
  return r._tag === 'Left' ? r.left.code : 'ok';
};

describe('the worked examples of docs/rules/belote.md', () => {
  it('1. made, belote to the takers', () => {
    const r = getOrThrow(beloteScoreSheet({ takers: 1, cardPoints: [64, 98], belote: 1 }));
    expect(r.outcome).toBe('made');
    expect(r.teamScores).toEqual([64, 118]);
    expect(r.scores).toEqual([64, 118, 64, 118]);
  });

  it('2. dedans, the takers keep their belote', () => {
    const r = getOrThrow(beloteScoreSheet({ takers: 0, cardPoints: [66, 96], belote: 0 }));
    expect(r.outcome).toBe('dedans');
    expect(r.teamScores).toEqual([20, 162]);
  });

  it('3. litige, then collected; litige failed and made; a litige with a belote', () => {
    const a = getOrThrow(beloteScoreSheet({ takers: 1, cardPoints: [81, 81] }));
    expect([a.outcome, a.teamScores, a.held]).toEqual(['litige', [81, 0], 81]);
    expect(teams({ takers: 0, cardPoints: [102, 60], options: { held: a.held } })).toEqual([183, 60]);
    expect(teams({ takers: 1, cardPoints: [81, 81], options: { litige: 'failed' } })).toEqual([162, 0]);
    expect(teams({ takers: 1, cardPoints: [81, 81], options: { litige: 'made' } })).toEqual([81, 81]);
    const b = getOrThrow(beloteScoreSheet({ takers: 1, cardPoints: [91, 71], belote: 1 }));
    expect([b.outcome, b.totals, b.held]).toEqual(['litige', [91, 91], 91]);
  });

  it('4. capot: 252, 250 with capotPoints 250, 272 with a belote', () => {
    expect(teams({ takers: 1, cardPoints: [0, 162], capot: 1 })).toEqual([0, 252]);
    expect(teams({ takers: 1, cardPoints: [0, 162], capot: 1, options: { capotPoints: 250 } })).toEqual([0, 250]);
    expect(teams({ takers: 1, cardPoints: [0, 162], capot: 1, belote: 1 })).toEqual([0, 272]);
  });

  it('5. announcements, dedans: the cinquante scores, the tierce does not', () => {
    const r = getOrThrow(
      beloteScoreSheet({
        options: { announcements: true },
        takers: 0,
        cardPoints: [90, 72],
        belote: 0,
        announcements: [['run3-KS'], ['run4-10C']],
        trump: 'H',
      }),
    );
    expect([r.outcome, r.announcementWinner, r.announcements, r.teamScores]).toEqual(['dedans', 1, [0, 50], [20, 212]]);
  });

  it('6. equal best announcements: nobody by default, the eldest with equalAnnouncements eldest', () => {
    const entry = {
      takers: 0 as const,
      cardPoints: [110, 52] as [number, number],
      announcements: [['run3-KD', 'run3-9H'], ['run3-KS']] as [string[], string[]],
      trump: 'C' as const,
    };
    expect(teams({ ...entry, options: { announcements: true } })).toEqual([110, 52]);
    expect(teams({ ...entry, eldestTeam: 1, options: { announcements: true, equalAnnouncements: 'eldest' } })).toEqual([
      110, 72,
    ]);
  });

  it('rounding to the nearest ten, the contract decided on the exact totals', () => {
    expect(teams({ takers: 1, cardPoints: [64, 98], belote: 1, options: { rounding: 'nearest-ten' } })).toEqual([
      60, 120,
    ]);
  });
});

describe('impossible entries', () => {
  it.each([
    ['not an object', 7, 'scoresheet/malformed'],
    ['an unknown field', { takers: 0, cardPoints: [81, 81], bid: 80 }, 'scoresheet/malformed'],
    ['bad options', { takers: 0, cardPoints: [81, 81], options: { sharedCards: true } }, 'scoresheet/bad-options'],
    ['card points not summing to 162', { takers: 0, cardPoints: [80, 80] }, 'scoresheet/card-points-sum'],
    ['card points no cards are worth', { takers: 0, cardPoints: [161, 1] }, 'scoresheet/impossible-card-points'],
    [
      'the other way round (1 is no set of cards, nor 161 − 10)',
      { takers: 0, cardPoints: [1, 161] },
      'scoresheet/impossible-card-points',
    ],
    [
      'a capot without all the points',
      { takers: 0, cardPoints: [150, 12], capot: 0 },
      'scoresheet/impossible-card-points',
    ],
    [
      'announcements without the option',
      { takers: 0, cardPoints: [81, 81], announcements: [['run3-KS'], []] },
      'scoresheet/announcements-off',
    ],
    [
      'not an announcement',
      { options: { announcements: true }, takers: 0, cardPoints: [81, 81], announcements: [['four-8'], []] },
      'scoresheet/no-such-meld',
    ],
    [
      'a card in both teams\u2019 announcements',
      { options: { announcements: true }, takers: 0, cardPoints: [81, 81], announcements: [['run3-KS'], ['run3-QS']] },
      'scoresheet/impossible-melds',
    ],
    [
      'a sequence and a carré sharing a card (sharedCards off)',
      { options: { announcements: true }, takers: 0, cardPoints: [81, 81], announcements: [['run3-KS', 'four-K'], []] },
      'scoresheet/impossible-melds',
    ],
    [
      'a tie the trump decides, no trump given',
      { options: { announcements: true }, takers: 0, cardPoints: [81, 81], announcements: [['run3-KS'], ['run3-KH']] },
      'scoresheet/trump-needed',
    ],
    [
      'a tie the eldest decides, no eldest given',
      {
        options: { announcements: true, equalAnnouncements: 'eldest' },
        takers: 0,
        cardPoints: [81, 81],
        announcements: [['run3-KS'], ['run3-KH']],
        trump: 'C',
      },
      'scoresheet/eldest-needed',
    ],
  ])('%s', (_, entry, expected) => {
    expect(code(entry)).toBe(expected);
  });

  it('lets a sequence and a carré share a card with sharedCards', () => {
    const r = beloteScoreSheet({
      options: { announcements: true, sharedCards: true },
      takers: 0,
      cardPoints: [81, 81],
      announcements: [['run3-KS', 'four-K'], []],
    });
    expect(r).toMatchObject({ right: { announcements: [120, 0] } });
  });

  it('never throws on hostile input', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(code(hostile)).toBe('scoresheet/malformed');
  });
});
