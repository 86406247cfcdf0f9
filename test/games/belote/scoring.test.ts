/**
 * The deal's score (docs/rules/belote.md, "The contract and the deal's score", "Capot"): each
 * worked example is a test, on the facts `scoreDeal` reads, with the options it names; and the
 * announcement examples through the side that scores them (`announcementPoints` on a state).
 */
import { describe, expect, it } from 'vitest';
import { parseBeloteOptions, type BeloteDealFacts, type BeloteOptionsInput } from '../../../src/games/belote/index.js';
import { scoreDeal } from '../../../src/games/belote/scoring.js';
import { announcementPoints } from '../../../src/games/belote/settle.js';
import { getOrThrow } from '../../../src/kernel/index.js';
import { playPosition } from './helpers.js';

const options = (o: BeloteOptionsInput = {}) => getOrThrow(parseBeloteOptions(o));
const facts = (
  f: Partial<BeloteDealFacts> & Pick<BeloteDealFacts, 'takers' | 'cardPoints' | 'lastTrick'>,
): BeloteDealFacts => ({
  tricks: [4, 4],
  belote: [false, false],
  announcements: [0, 0],
  ...f,
});

describe('the worked examples', () => {
  it('1. made, belote to the takers: 64 and 118', () => {
    const r = scoreDeal(facts({ takers: 1, cardPoints: [64, 88], lastTrick: 1, belote: [false, true] }), options());
    expect(r.outcome).toBe('made');
    expect(r.scores).toEqual([64, 118]);
  });

  it('2. dedans, the takers keep their belote: 20 and 162', () => {
    const r = scoreDeal(facts({ takers: 0, cardPoints: [66, 86], lastTrick: 1, belote: [true, false] }), options());
    expect(r.outcome).toBe('dedans');
    expect(r.scores).toEqual([20, 162]);
  });

  it('3. litige: 81 to the defence, 81 held, then collected by the next contract made', () => {
    const a = scoreDeal(facts({ takers: 1, cardPoints: [81, 71], lastTrick: 1 }), options());
    expect(a.outcome).toBe('litige');
    expect(a.scores).toEqual([81, 0]);
    expect(a.held).toBe(81);
    const b = scoreDeal(facts({ takers: 0, cardPoints: [92, 60], lastTrick: 0 }), options({ held: a.held }));
    expect(b.scores).toEqual([183, 60]);
    expect(b.held).toBe(0);
    const failed = scoreDeal(facts({ takers: 1, cardPoints: [81, 71], lastTrick: 1 }), options({ litige: 'failed' }));
    expect(failed.scores).toEqual([162, 0]);
    const made = scoreDeal(facts({ takers: 1, cardPoints: [81, 71], lastTrick: 1 }), options({ litige: 'made' }));
    expect(made.scores).toEqual([81, 81]);
    const withBelote = scoreDeal(
      facts({ takers: 1, cardPoints: [91, 61], lastTrick: 1, belote: [false, true] }),
      options(),
    );
    expect([withBelote.outcome, withBelote.totals, withBelote.held]).toEqual(['litige', [91, 91], 91]);
  });

  it('4. capot: 252 (250 by option), 272 with a belote', () => {
    const capot = facts({ takers: 1, cardPoints: [0, 152], lastTrick: 1, tricks: [0, 8] });
    expect(scoreDeal(capot, options()).scores).toEqual([0, 252]);
    expect(scoreDeal(capot, options()).capot).toBe(1);
    expect(scoreDeal(capot, options({ capotPoints: 250 })).scores).toEqual([0, 250]);
    expect(scoreDeal({ ...capot, belote: [false, true] }, options()).scores).toEqual([0, 272]);
  });

  it('5. announcements, dedans: 20 and 212', () => {
    const r = scoreDeal(
      facts({ takers: 0, cardPoints: [80, 72], lastTrick: 0, belote: [true, false], announcements: [0, 50] }),
      options({ announcements: true }),
    );
    expect(r.totals).toEqual([110, 122]);
    expect(r.scores).toEqual([20, 212]);
  });

  it('6. equal best announcements: nobody scores (default), or the eldest side', () => {
    const state = (equalAnnouncements: 'nobody' | 'eldest') =>
      ({
        ...playPosition({ trump: 'C', hands: {} }, { announcements: true, equalAnnouncements }),
        declarations: [
          [{ kind: 'run', length: 3, top: 32 + 3 }], // seat 0: 9H 8H 7H
          [{ kind: 'run', length: 3, top: 7 }], // seat 1: K Q J of spades
          [{ kind: 'run', length: 3, top: 64 + 7 }], // seat 2: K Q J of diamonds
          [],
        ],
      }) as ReturnType<typeof playPosition>;
    expect(announcementPoints(state('nobody'))).toEqual([0, 0]);
    expect(announcementPoints(state('eldest'))).toEqual([0, 20]);
    const cards = facts({ takers: 0, cardPoints: [100, 52], lastTrick: 0 });
    expect(scoreDeal(cards, options({ announcements: true })).scores).toEqual([110, 52]);
    expect(scoreDeal({ ...cards, announcements: [0, 20] }, options({ announcements: true })).scores).toEqual([110, 72]);
  });
});

describe('the rest of the score', () => {
  it('5 (the comparison): a cinquante beats a tierce; the winner scores all its announcements', () => {
    const s = {
      ...playPosition({ trump: 'H', hands: {} }, { announcements: true }),
      declarations: [[{ kind: 'run', length: 3, top: 7 }], [{ kind: 'run', length: 4, top: 96 + 4 }], [], []],
    } as ReturnType<typeof playPosition>;
    expect(announcementPoints(s)).toEqual([0, 50]);
  });

  it('a carré of 100 beats a cent; a carré of jacks is 200', () => {
    const s = {
      ...playPosition({ trump: 'H', hands: {} }, { announcements: true }),
      // seat 0: a cent J 10 9 8 7 of spades; seat 1: four queens
      declarations: [[{ kind: 'run', length: 5, top: 5 }], [{ kind: 'four', rank: 6 }], [], []],
    } as ReturnType<typeof playPosition>;
    expect(announcementPoints(s)).toEqual([0, 100]);
    const jacks = {
      ...s,
      declarations: [[{ kind: 'four', rank: 5 }], [{ kind: 'four', rank: 6 }], [], []],
    } as typeof s;
    expect(announcementPoints(jacks)).toEqual([200, 0]);
  });

  it('rounding to the nearest ten: 85 → 90, 84 → 80, the contract decided on the exact totals', () => {
    const r = scoreDeal(facts({ takers: 0, cardPoints: [75, 77], lastTrick: 0 }), options({ rounding: 'nearest-ten' }));
    expect(r.totals).toEqual([85, 77]);
    expect(r.scores).toEqual([90, 80]);
  });

  it('held points stay held after a failed contract, and a new litige adds to them', () => {
    const failed = scoreDeal(facts({ takers: 0, cardPoints: [50, 102], lastTrick: 1 }), options({ held: 81 }));
    expect([failed.scores, failed.held]).toEqual([[0, 162], 81]);
    const again = scoreDeal(facts({ takers: 0, cardPoints: [71, 81], lastTrick: 0 }), options({ held: 81 }));
    expect([again.scores, again.held]).toEqual([[0, 81], 162]);
  });

  it('a capot by the defence: 252 to the defence', () => {
    const r = scoreDeal(facts({ takers: 0, cardPoints: [0, 152], lastTrick: 1, tricks: [0, 8] }), options());
    expect([r.outcome, r.scores]).toEqual(['dedans', [0, 252]]);
  });

  it("takers with a capot also score the defence's announcements", () => {
    const r = scoreDeal(
      facts({ takers: 0, cardPoints: [152, 0], lastTrick: 0, tricks: [8, 0], announcements: [0, 50] }),
      options({ announcements: true }),
    );
    expect(r.scores).toEqual([302, 0]);
  });
});
