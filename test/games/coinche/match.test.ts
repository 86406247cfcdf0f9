/**
 * The Coinche match (docs/rules/coinche.md, "The match"): the target, both sides past it, the
 * belote-only win refused, the dealer moving on, a played match, the options read back.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/index.js';
import { createRng } from '../../../src/kernel/rng.js';
import { coincheMatch, coincheMatchOutcome } from '../../../src/games/coinche/index.js';
import { COINCHE_MATCH_POLICY } from '../../../src/games/coinche/match.js';
import type { CoincheResult } from '../../../src/games/coinche/settle.js';

/** A deal's result with the parts the match reads. */
const deal = (r: Partial<CoincheResult>): CoincheResult =>
  ({
    contract: { taker: 0, side: 0, bid: 80, strain: 'H', multiplier: 1, coinche: null, surcoinche: null },
    outcome: 'made',
    belote: [0, 0],
    tricks: [5, 3],
    nextDealer: 1,
    ...r,
  }) as CoincheResult;

describe('the match outcome', () => {
  it('the first side to reach the target wins; both past it: the higher; equal: play on', () => {
    expect(coincheMatchOutcome([2990, 500], deal({}), 3000)).toEqual({ over: false, winner: null });
    expect(coincheMatchOutcome([3002, 500], deal({}), 3000)).toEqual({ over: true, winner: 0 });
    expect(coincheMatchOutcome([3010, 3050], deal({}), 3000)).toEqual({ over: true, winner: 1 });
    expect(coincheMatchOutcome([3050, 3050], deal({}), 3000)).toEqual({ over: false, winner: null });
  });

  it('a side that failed, or won no trick, and reaches the target only through its belote has not won yet', () => {
    const failed = deal({ outcome: 'failed', belote: [20, 0] });
    expect(coincheMatchOutcome([3010, 500], failed, 3000)).toEqual({ over: false, winner: null });
    // past the target without the belote: it wins
    expect(coincheMatchOutcome([3030, 500], failed, 3000)).toEqual({ over: true, winner: 0 });
    const noTrick = deal({ outcome: 'made', belote: [0, 20], tricks: [8, 0] });
    expect(coincheMatchOutcome([500, 3005], noTrick, 3000)).toEqual({ over: false, winner: null });
    // the next deal it does not lose so leaves it past the target: it wins
    expect(coincheMatchOutcome([500, 3005], deal({ tricks: [6, 2] }), 3000)).toEqual({ over: true, winner: 1 });
  });

  it('a deal all four passed wins nothing: a side kept from winning by its belote still needs a trick', () => {
    // FFB §10.3: "L'équipe aura besoin d'un pli supplémentaire pour valider la partie"; a deal
    // passed out scores nothing and wins no trick.
    const passed = deal({ contract: null, outcome: null, tricks: [0, 0] });
    expect(coincheMatchOutcome([3010, 500], passed, 3000)).toEqual({ over: false, winner: null });
    expect(coincheMatchOutcome([3010, 500], deal({ tricks: [1, 7] }), 3000)).toEqual({ over: true, winner: 0 });
  });

  it('a side that won no trick in the deal does not win on it, even past the target before it (the "pli supplémentaire")', () => {
    // kept at 3010 by its belote on a capot against it; the next deal, the other side takes all eight again
    const capotAgainst = deal({ contract: { side: 1 } as CoincheResult['contract'], tricks: [0, 8] });
    expect(coincheMatchOutcome([3010, 900], capotAgainst, 3000)).toEqual({ over: false, winner: null });
    // a trick won, even in a contract it fails without a belote: it wins
    const failedWithATrick = deal({ outcome: 'failed', tricks: [2, 6] });
    expect(coincheMatchOutcome([3010, 1300], failedWithATrick, 3000)).toEqual({ over: true, winner: 0 });
  });

  it('the dealer moves on as the last result says, the deal options carry it', () => {
    const options = coincheMatch.options.parse({ target: 1000 });
    expect(COINCHE_MATCH_POLICY.dealOptions(options, 2)).toMatchObject({ dealer: 2, target: 1000 });
    expect(COINCHE_MATCH_POLICY.nextDealer!(1, deal({ nextDealer: 2 }), 4)).toBe(2);
  });
});

describe('a played match', () => {
  it('ends with a side past the target, every deal scored', () => {
    let s = getOrThrow(coincheMatch.setup({ target: 1000 }, { seed: 11 }));
    const rng = createRng(5);
    while (coincheMatch.actor(s) !== 'done') {
      const legal = coincheMatch.legal(s);
      s = getOrThrow(coincheMatch.apply(s, legal[rng.below(legal.length)]!)).state;
    }
    const r = coincheMatch.result(s)!;
    expect(r.complete).toBe(true);
    const [a, b] = [r.scores[0]!, r.scores[1]!];
    expect(Math.max(a, b)).toBeGreaterThanOrEqual(1000);
    expect(r.winners).toEqual(a > b ? [0, 2] : [1, 3]);
    expect(r.results.reduce((t, d) => t + d.teamScores[0], 0)).toBe(a);
  });
});

describe('the match options', () => {
  it('the resolved set reads back as itself (records carry it), 3000 the default target', () => {
    const o = coincheMatch.options.parse({ target: 2000, announcements: true });
    expect(coincheMatch.options.parse(o)).toEqual(o);
    expect(coincheMatch.options.parse({}).target).toBe(3000);
  });

  it('a combination that means nothing is refused by the first deal, with its own code', () => {
    const r = coincheMatch.setup({ sharedCards: true }, { seed: 1 });
    expect(r._tag === 'Left' && r.left.code).toBe('options/needs-announcements');
  });
});
