/**
 * The Coinche deal's score (docs/rules/coinche.md, "The contract and the deal's score"): every
 * worked example, one test per rule and option, and properties of the scores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Side, Strain } from '../../../src/games/coinche/auction.js';
import {
  roundScore,
  scoreContract,
  type CoincheDealFacts,
  type CoincheDealScore,
} from '../../../src/games/coinche/contract.js';
import type { CoincheOptions } from '../../../src/games/coinche/options.js';
import { opts } from './helpers.js';

const D = opts();

/** Facts with defaults: no capot, no belote, no announcement, not coinched. */
function facts(
  side: Side,
  bid: number | 'capot',
  cardPoints: readonly [number, number],
  more: Partial<Omit<CoincheDealFacts, 'contract'>> & { strain?: Strain; multiplier?: number } = {},
): CoincheDealFacts {
  return {
    contract: { side, bid, strain: more.strain ?? 'H', multiplier: more.multiplier ?? 1 },
    cardPoints,
    capot: more.capot ?? null,
    belotes: more.belotes ?? [0, 0],
    announcements: more.announcements ?? [0, 0],
  };
}

const score = (f: CoincheDealFacts, o: CoincheOptions = D): CoincheDealScore => scoreContract(o, f);

describe('the worked examples (docs/rules/coinche.md)', () => {
  it('1. made: 126 + 100 = 226 → 230, the defence 56 → 60 (rounding none: 226 and 56)', () => {
    const f = facts(0, 100, [106, 56], { belotes: [1, 0] });
    expect(score(f)).toMatchObject({ outcome: 'made', totals: [126, 56], exact: [226, 56], scores: [230, 60] });
    expect(score(f, opts({ rounding: 'none' })).scores).toEqual([226, 56]);
  });

  it('2. coinched, failed, the defence’s belote: (160 + 20 + 120) × 2 = 600, 0; surcoinched × 4 = 1200', () => {
    const f = facts(1, 120, [54, 108], { belotes: [1, 0], multiplier: 2, strain: 'S' });
    expect(score(f)).toMatchObject({ outcome: 'failed', totals: [74, 108], scores: [600, 0] });
    expect(score({ ...f, contract: { ...f.contract, multiplier: 4 } }).scores).toEqual([1200, 0]);
  });

  it('3. capot bid and made: 252 + 250 = 502 → 500; one trick to the defence: failed, 160 + 250 = 410; capotBid 500: 750', () => {
    const made = facts(1, 'capot', [0, 162], { capot: 1, strain: 'C' });
    expect(score(made)).toMatchObject({ outcome: 'made', totals: [0, 252], exact: [0, 502], scores: [0, 500] });
    expect(score(facts(1, 'capot', [12, 150], { strain: 'C' }))).toMatchObject({ outcome: 'failed', scores: [410, 0] });
    expect(score(made, opts({ capotBid: 500 })).scores).toEqual([0, 750]);
  });

  it('4. coinched, capot not bid: (250 + 110) × 2 = 720, 0', () => {
    expect(score(facts(0, 110, [162, 0], { capot: 0, multiplier: 2, strain: 'D' }))).toMatchObject({
      outcome: 'made',
      scores: [720, 0],
    });
  });

  it('5. coinched, made, the defence keeps its belote: (160 + 90) × 2 = 500, 20', () => {
    expect(score(facts(0, 90, [102, 60], { belotes: [0, 1], multiplier: 2 }))).toMatchObject({
      outcome: 'made',
      totals: [102, 80],
      scores: [500, 20],
    });
  });

  it('6. a tie fails: 160 + 80 = 240 to the defence, 0', () => {
    expect(score(facts(0, 80, [81, 81], { strain: 'S' }))).toMatchObject({ outcome: 'failed', scores: [0, 240] });
  });

  it('7. bid reached, defence higher (announcements): failed, 160 + 50 + 80 = 290', () => {
    expect(score(facts(0, 80, [85, 77], { announcements: [0, 50] }))).toMatchObject({
      outcome: 'failed',
      totals: [85, 127],
      scores: [0, 290],
    });
  });

  it('8. announcements, made: 144 + 110 = 254 → 250, 68 → 70', () => {
    expect(score(facts(0, 110, [94, 68], { announcements: [50, 0] }))).toMatchObject({
      outcome: 'made',
      totals: [144, 68],
      scores: [250, 70],
    });
  });

  it('9. tout atout (ffb values): 138 + 120 = 258 → 260, 44 → 40', () => {
    const o = opts({ allTrumpNoTrump: true });
    expect(score(facts(1, 120, [44, 118], { strain: 'TA', belotes: [0, 1] }), o)).toMatchObject({
      outcome: 'made',
      totals: [44, 138],
      scores: [40, 260],
    });
  });

  it('the FFB belote book’s scaling: 198 in tout atout → 124, + 20 = 144 (allTrumpValues scaled)', () => {
    const o = opts({ allTrumpNoTrump: true, allTrumpValues: 'scaled' });
    const s = score(facts(1, 80, [60, 198], { strain: 'TA', belotes: [0, 1] }), o);
    expect(s.totals).toEqual([38, 144]);
    // 'trump' keeps the 258 points unscaled; the scaling is for tout atout only
    expect(
      score(
        facts(1, 80, [60, 198], { strain: 'TA', belotes: [0, 1] }),
        opts({ allTrumpNoTrump: true, allTrumpValues: 'trump' }),
      ).totals,
    ).toEqual([60, 218]);
    expect(score(facts(1, 80, [60, 102], { strain: 'H' }), o).totals).toEqual([60, 102]);
  });
});

describe('the contract: made when the takers reach the bid AND beat the defence, on exact totals', () => {
  it('the bid not reached: failed, even when the takers have more', () => {
    expect(score(facts(0, 120, [110, 52])).outcome).toBe('failed');
  });

  it('rounding never makes a contract: 86 does not reach 90', () => {
    expect(score(facts(0, 90, [86, 76])).outcome).toBe('failed');
    expect(score(facts(0, 90, [90, 72])).outcome).toBe('made');
  });

  it('the belote counts toward the contract; with beloteCountsForContract false it is left out but still scored', () => {
    const f = facts(0, 100, [90, 72], { belotes: [1, 0] });
    expect(score(f)).toMatchObject({ outcome: 'made', scores: [210, 70] });
    const o = opts({ beloteCountsForContract: false });
    expect(score(f, o)).toMatchObject({ outcome: 'failed', scores: [20, 260] });
    // the defence's belote is left out of the comparison too: 82 vs 80 + 20
    expect(score(facts(0, 80, [82, 80], { belotes: [0, 1] }), o)).toMatchObject({
      outcome: 'made',
      scores: [160, 100],
    });
    expect(score(facts(0, 80, [82, 80], { belotes: [0, 1] }))).toMatchObject({ outcome: 'failed' });
  });

  it('a capot bid is made only with all eight tricks, whatever the points', () => {
    expect(score(facts(0, 'capot', [152, 10])).outcome).toBe('failed');
    expect(score(facts(0, 'capot', [162, 0], { capot: 0 })).outcome).toBe('made');
  });

  it("litige 'held': a tie scores the defence its total; the takers' total is held", () => {
    const s = score(facts(0, 80, [81, 81]), opts({ litige: 'held' }));
    expect(s).toMatchObject({ outcome: 'litige', scores: [0, 80], held: 80 });
    expect(score(facts(0, 80, [81, 81]), opts({ litige: 'held', rounding: 'none' }))).toMatchObject({
      scores: [0, 81],
      held: 81,
    });
    // a tie below the bid is a failure, not a litige
    expect(score(facts(0, 90, [81, 81]), opts({ litige: 'held' })).outcome).toBe('failed');
    expect(score(facts(0, 80, [81, 81])).held).toBe(0);
  });
});

describe('the scores', () => {
  it('capot not bid: the takers’ card points are 252 (capotPoints 250: 250), and the defence’s announcements move to them', () => {
    expect(score(facts(0, 100, [162, 0], { capot: 0 }))).toMatchObject({ totals: [252, 0], scores: [350, 0] });
    expect(score(facts(0, 100, [162, 0], { capot: 0 }), opts({ capotPoints: 250 })).totals).toEqual([250, 0]);
    expect(score(facts(0, 100, [162, 0], { capot: 0, announcements: [0, 50] }))).toMatchObject({
      totals: [302, 0],
      scores: [400, 0],
    });
  });

  it('the defence’s capot on a failed contract: still 160 + the bid', () => {
    expect(score(facts(0, 80, [0, 162], { capot: 1 }))).toMatchObject({ outcome: 'failed', scores: [0, 240] });
  });

  it('failed: every scoring announcement goes to the defence; the takers keep their belote', () => {
    expect(score(facts(0, 130, [80, 82], { announcements: [20, 0], belotes: [1, 0] }))).toMatchObject({
      outcome: 'failed',
      totals: [120, 82],
      scores: [20, 310],
    });
  });

  it('made, coinched: the takers’ announcements and belote are multiplied, the defence keeps its belote only', () => {
    expect(score(facts(0, 100, [120, 42], { announcements: [20, 0], belotes: [1, 1], multiplier: 2 }))).toMatchObject({
      outcome: 'made',
      scores: [600, 20],
    });
  });

  it('surcoinche × 3 (surcoincheMultiplier 3): (160 + 20 + 120) × 3 = 900', () => {
    expect(score(facts(1, 120, [54, 108], { belotes: [1, 0], multiplier: 3 })).scores).toEqual([900, 0]);
  });

  it("contractScoring 'bid-only': the card points leave the scores (made: the bid; failed: the bid to the defence)", () => {
    const o = opts({ contractScoring: 'bid-only' });
    expect(score(facts(0, 100, [106, 56], { belotes: [1, 0] }), o)).toMatchObject({
      outcome: 'made',
      scores: [120, 0],
    });
    expect(score(facts(1, 120, [54, 108], { belotes: [1, 0], multiplier: 2 }), o).scores).toEqual([280, 0]);
    expect(score(facts(0, 90, [102, 60], { belotes: [0, 1], multiplier: 2 }), o).scores).toEqual([180, 20]);
  });

  it('the whole score is rounded, a bid off the tens included: (160 + 85) × 2 = 490; 106 + 82 = 188 → 190', () => {
    expect(score(facts(0, 85, [100, 62], { multiplier: 2 }), opts({ bidStep: 5 })).scores).toEqual([490, 0]);
    expect(score(facts(0, 82, [106, 56]), opts({ minBid: 82 }))).toMatchObject({ exact: [188, 56], scores: [190, 60] });
  });

  it('a capot raises the dix de der to 100 in every contract: tout atout trump 348, sans atout plain 220', () => {
    const o = opts({ allTrumpNoTrump: true, allTrumpValues: 'trump', noTrumpValues: 'plain' });
    expect(score(facts(0, 100, [258, 0], { capot: 0, strain: 'TA' }), o).totals).toEqual([348, 0]);
    expect(score(facts(0, 100, [130, 0], { capot: 0, strain: 'SA' }), o).totals).toEqual([220, 0]);
    expect(
      score(
        facts(0, 100, [258, 0], { capot: 0, strain: 'TA' }),
        opts({ allTrumpNoTrump: true, allTrumpValues: 'scaled' }),
      ).totals,
    ).toEqual([252, 0]);
  });

  it('rounding to the nearest ten, a 5 upward: 84 → 80, 85 → 90; none: to the point', () => {
    expect([84, 85, 75, 0, 5, 4, 1195].map((p) => roundScore(p, 'nearest-ten'))).toEqual([80, 90, 80, 0, 10, 0, 1200]);
    expect(roundScore(84, 'none')).toBe(84);
  });
});

// ---- properties ----

const optionsArb = fc
  .record({
    beloteCountsForContract: fc.boolean(),
    contractScoring: fc.constantFrom('total-plus-bid', 'bid-only'),
    capotBid: fc.constantFrom(250, 500),
    capotPoints: fc.constantFrom(252, 250),
    litige: fc.constantFrom('failed', 'held'),
    rounding: fc.constantFrom('nearest-ten', 'none'),
    surcoincheMultiplier: fc.constantFrom(4, 3),
  })
  .map((input) => opts(input));

const factsArb: fc.Arbitrary<CoincheDealFacts> = fc
  .record({
    side: fc.constantFrom<Side>(0, 1),
    bid: fc.oneof(
      fc.integer({ min: 16, max: 48 }).map((k) => k * 5),
      fc.constant<'capot'>('capot'),
    ),
    strain: fc.constantFrom<Strain>('S', 'H', 'D', 'C'),
    multiplier: fc.constantFrom(1, 2, 4, 3),
    split: fc.integer({ min: 0, max: 162 }),
    capot: fc.constantFrom<Side | null>(null, null, 0, 1),
    belotes: fc.constantFrom<readonly [number, number]>([0, 0], [1, 0], [0, 1]),
    announcements: fc
      .tuple(fc.constantFrom<Side>(0, 1), fc.integer({ min: 0, max: 40 }))
      .map(([s, k]): readonly [number, number] => (s === 0 ? [k * 10, 0] : [0, k * 10])),
  })
  .map((r) => {
    const cardPoints: readonly [number, number] =
      r.capot === 0 ? [162, 0] : r.capot === 1 ? [0, 162] : [r.split, 162 - r.split];
    return facts(r.side, r.bid, cardPoints, r);
  });

describe('properties', () => {
  it('scores are rounded per the option; the outcome follows the two tests', () => {
    fc.assert(
      fc.property(optionsArb, factsArb, (o, f) => {
        const s = scoreContract(o, f);
        for (const side of [0, 1] as const) {
          if (o.rounding === 'none') expect(s.scores[side]).toBe(s.exact[side]);
          else {
            expect(s.scores[side] % 10).toBe(0);
            expect(Math.abs(s.scores[side] - s.exact[side])).toBeLessThanOrEqual(5);
          }
          expect(s.scores[side]).toBeGreaterThanOrEqual(0);
        }
        const t = f.contract.side;
        const belote = (side: Side): number => (o.beloteCountsForContract ? 0 : 20 * f.belotes[side]);
        const mine = s.totals[t] - belote(t);
        const theirs = s.totals[1 - t]! - belote((1 - t) as Side);
        const reached = f.contract.bid === 'capot' ? f.capot === t : mine >= f.contract.bid;
        expect(s.outcome === 'made').toBe(reached && mine > theirs);
        expect(s.outcome === 'litige').toBe(reached && mine === theirs && o.litige === 'held');
      }),
      { numRuns: 500 },
    );
  });

  it('a made contract never scores less than its value for the takers; a failed one scores them their belote only', () => {
    fc.assert(
      fc.property(optionsArb, factsArb, (o, f) => {
        const s = scoreContract(o, f);
        const t = f.contract.side;
        if (s.outcome === 'made') expect(s.scores[t]).toBeGreaterThanOrEqual(roundScore(s.bidValue, o.rounding));
        if (s.outcome === 'failed') {
          expect(s.exact[t]).toBe(20 * f.belotes[t]);
          const base = o.contractScoring === 'total-plus-bid' ? 160 : 0;
          expect(s.exact[1 - t]).toBeGreaterThanOrEqual((base + s.bidValue) * f.contract.multiplier);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('made, not coinched, card points scored: the scores add up to both totals and the bid', () => {
    fc.assert(
      fc.property(optionsArb, factsArb, (o, f) => {
        const s = scoreContract(o, f);
        if (s.outcome !== 'made' || f.contract.multiplier !== 1 || o.contractScoring !== 'total-plus-bid') return;
        expect(s.exact[0] + s.exact[1]).toBe(s.totals[0] + s.totals[1] + s.bidValue);
      }),
      { numRuns: 300 },
    );
  });

  it('the sides are symmetric: swapping them swaps the scores', () => {
    const swap = <T>(p: readonly [T, T]): readonly [T, T] => [p[1], p[0]];
    fc.assert(
      fc.property(optionsArb, factsArb, (o, f) => {
        const g: CoincheDealFacts = {
          contract: { ...f.contract, side: f.contract.side === 0 ? 1 : 0 },
          cardPoints: swap(f.cardPoints),
          capot: f.capot === null ? null : f.capot === 0 ? 1 : 0,
          belotes: swap(f.belotes),
          announcements: swap(f.announcements),
        };
        const a = scoreContract(o, f);
        const b = scoreContract(o, g);
        expect(b.scores).toEqual(swap(a.scores));
        expect(b.outcome).toBe(a.outcome);
      }),
      { numRuns: 300 },
    );
  });
});
