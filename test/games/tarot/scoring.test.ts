import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACTS,
  MULTIPLIER,
  POIGNEE_BONUS,
  POIGNEE_SIZES,
  TARGET_BY_OUDLERS,
  scoreDeal,
  type Contract,
  type TarotDealFacts,
  type PoigneeSize,
} from '../../../src/games/tarot/scoring.js';
import { factsWith, tarotScoringVectors } from '../../../src/vectors/tarot.js';

const facts = factsWith;

describe('constants', () => {
  it('are the FFT tables', () => {
    expect(MULTIPLIER).toEqual({ prise: 1, garde: 2, 'garde-sans': 4, 'garde-contre': 6 });
    expect(POIGNEE_BONUS).toEqual({ simple: 20, double: 30, triple: 40 });
    expect(POIGNEE_SIZES).toEqual({
      3: { simple: 13, double: 15, triple: 18 },
      4: { simple: 10, double: 13, triple: 15 },
      5: { simple: 8, double: 10, triple: 13 },
    });
    expect(TARGET_BY_OUDLERS).toEqual([56, 51, 41, 36]);
  });
});

// The five worked examples of the FFT rulebook (FFT12 p.9, digest §9.2), 4 players, taker seat 0.
// The rulebook states the contract, the gap (or the points and oudlers) and the bonuses; where it
// gives only the gap, the points below are one count with that gap and the stated Petit.
describe('FFT worked examples (FFT12 p.9)', () => {
  it('1. garde, 49 points with 2 oudlers, simple poignée, petit au bout for the taker: 106, taker +318', () => {
    const r = scoreDeal(
      facts({ contract: 'garde', oudlers: 2, points2: 98, petitAuBout: 'taker', poignees: ['simple'] }),
    );
    expect(r.breakdown).toMatchObject({
      target: 41,
      made: true,
      gap: 8,
      multiplier: 2,
      contractScore: 66,
      petitAuBout: 20,
      poignees: 20,
      chelem: 0,
    });
    expect(r.breakdown.marque).toBe(106);
    expect(r.scores).toEqual([318, -106, -106, -106]);
  });

  it('2. garde sans made by 4, the Petit lost at the end: (25 + 4 − 10) × 4 = 76, taker +228', () => {
    // 2 oudlers (the 21 and the Excuse; the Petit went to the defence), 45 points: made by 4.
    const r = scoreDeal(facts({ contract: 'garde-sans', oudlers: 2, points2: 90, petitAuBout: 'defence' }));
    expect(r.breakdown).toMatchObject({ gap: 4, made: true, contractScore: 116, petitAuBout: -40, marque: 76 });
    expect(r.scores).toEqual([228, -76, -76, -76]);
  });

  it("3. prise failed by 7 with the taker's poignée and petit au bout: −(25 + 7 − 10) − 20 = −42, taker −126", () => {
    // 1 oudler (the Petit, won at the end), 44 points against 51: failed by 7.
    const r = scoreDeal(
      facts({ contract: 'prise', oudlers: 1, points2: 88, petitAuBout: 'taker', poignees: ['simple'] }),
    );
    expect(r.breakdown).toMatchObject({
      gap: 7,
      made: false,
      contractScore: -32,
      petitAuBout: 10,
      poignees: -20,
      marque: -42,
    });
    expect(r.scores).toEqual([-126, 42, 42, 42]);
  });

  it("4. garde made by 11 with a defender's simple poignée: (25 + 11) × 2 + 20 = 92, taker +276", () => {
    // 2 oudlers, 52 points against 41. The defender's poignée goes to the winning side: the taker.
    const r = scoreDeal(facts({ contract: 'garde', oudlers: 2, points2: 104, poignees: ['simple'] }));
    expect(r.breakdown).toMatchObject({ gap: 11, made: true, contractScore: 72, poignees: 20, marque: 92 });
    expect(r.scores).toEqual([276, -92, -92, -92]);
  });

  it('5. garde, announced chelem made, poignée, petit au bout, 87 points with 2 oudlers: 582, taker +1746', () => {
    // The defence kept its Excuse (4 points): 87 points, 2 oudlers, made by 46.
    const r = scoreDeal(
      facts({
        contract: 'garde',
        oudlers: 2,
        points2: 174,
        petitAuBout: 'taker',
        poignees: ['simple'],
        chelemAnnounced: true,
        chelem: 'taker',
      }),
    );
    expect(r.breakdown).toMatchObject({
      gap: 46,
      contractScore: 142,
      petitAuBout: 20,
      poignees: 20,
      chelem: 400,
      marque: 582,
    });
    expect(r.scores).toEqual([1746, -582, -582, -582]);
  });
});

describe('target, gap and the half point (FFT12 p.11–12)', () => {
  it('a contract exactly made ("juste fait") scores 25 × k', () => {
    const r = scoreDeal(facts({ contract: 'garde', oudlers: 1, points2: 102 }));
    expect(r.breakdown).toMatchObject({ points: 51, target: 51, made: true, gap: 0, marque: 50 });
  });

  it('3 players: 40.5 with 2 oudlers fails by 1; 41.5 is made by 1', () => {
    const failed = scoreDeal(facts({ players: 3, taker: 1, oudlers: 2, points2: 81 }));
    expect(failed.breakdown).toMatchObject({ points: 40.5, made: false, gap: 1, marque: -26 });
    expect(failed.scores).toEqual([26, -52, 26]);
    const made = scoreDeal(facts({ players: 3, taker: 1, oudlers: 2, points2: 83 }));
    expect(made.breakdown).toMatchObject({ points: 41.5, made: true, gap: 1, marque: 26 });
    expect(made.scores).toEqual([-26, 52, -26]);
  });

  it('5 players: the half point goes to the winning side at every target', () => {
    for (const oudlers of [0, 1, 2, 3] as const) {
      const target2 = TARGET_BY_OUDLERS[oudlers] * 2;
      const below = scoreDeal(facts({ players: 5, partner: 3, oudlers, points2: target2 - 1 })).breakdown;
      const above = scoreDeal(facts({ players: 5, partner: 3, oudlers, points2: target2 + 1 })).breakdown;
      expect([below.made, below.gap, above.made, above.gap]).toEqual([false, 1, true, 1]);
      const below3 = scoreDeal(facts({ players: 5, partner: 3, oudlers, points2: target2 - 3 })).breakdown;
      expect([below3.made, below3.gap]).toEqual([false, 2]);
    }
  });

  it('breakdown points are public units, exactly x.5', () => {
    expect(scoreDeal(facts({ players: 5, points2: 91 })).breakdown.points).toBe(45.5);
  });
});

describe('chelem (FFT rulebook p. 6)', () => {
  const base = { contract: 'prise', oudlers: 3, points2: 182, petitAuBout: 'taker' } as const;
  it('announced and made: +400', () => {
    const b = scoreDeal(facts({ ...base, chelemAnnounced: true, chelem: 'taker' })).breakdown;
    expect(b.chelem).toBe(400);
    expect(b.marque).toBe(25 + 55 + 10 + 400);
  });
  it('made unannounced: +200', () => {
    expect(scoreDeal(facts({ ...base, chelem: 'taker' })).breakdown.chelem).toBe(200);
  });
  it('announced and failed: −200', () => {
    const b = scoreDeal(facts({ contract: 'garde', oudlers: 3, points2: 170, chelemAnnounced: true })).breakdown;
    expect(b.chelem).toBe(-200);
    expect(b.marque).toBe((25 + 49) * 2 - 200);
  });
  it('by the defence: a further −200, i.e. +200 more for each defender', () => {
    const r = scoreDeal(
      facts({ contract: 'prise', oudlers: 0, points2: 8, petitAuBout: 'defence', chelem: 'defence' }),
    );
    expect(r.breakdown).toMatchObject({ gap: 52, contractScore: -77, petitAuBout: -10, chelem: -200, marque: -287 });
    expect(r.scores).toEqual([-861, 287, 287, 287]);
  });
  it('announced, and the defence takes every trick: both apply, −400', () => {
    const b = scoreDeal(
      facts({ contract: 'garde-contre', oudlers: 0, points2: 0, chelemAnnounced: true, chelem: 'defence' }),
    ).breakdown;
    expect(b.chelem).toBe(-400);
    expect(b.marque).toBe(-(25 + 56) * 6 - 400);
  });
});

describe('distribution', () => {
  it('5 players with a partner: taker +2M, partner +M, defenders −M', () => {
    const r = scoreDeal(facts({ players: 5, taker: 2, partner: 4, contract: 'garde', oudlers: 2, points2: 100 }));
    expect(r.breakdown.marque).toBe((25 + 9) * 2);
    expect(r.scores).toEqual([-68, -68, 136, -68, 68]);
  });
  it('5 players alone (called himself, or the called card in the chien): +4M', () => {
    const r = scoreDeal(facts({ players: 5, taker: 4, partner: null, contract: 'garde', oudlers: 2, points2: 100 }));
    expect(r.scores).toEqual([-68, -68, -68, -68, 272]);
  });
  it('3 players: taker +2M', () => {
    expect(scoreDeal(facts({ players: 3, taker: 2, oudlers: 2, points2: 100 })).scores).toEqual([-34, -34, 68]);
  });
  it('never produces −0', () => {
    const r = scoreDeal(facts({ contract: 'prise', oudlers: 1, points2: 101, petitAuBout: 'taker' }));
    expect(r.breakdown).toMatchObject({ made: false, gap: 1, marque: -16 });
    const zeroLines = scoreDeal(facts({ oudlers: 1, points2: 80 })).breakdown;
    expect(
      Object.is(zeroLines.poignees, 0) && Object.is(zeroLines.petitAuBout, 0) && Object.is(zeroLines.chelem, 0),
    ).toBe(true);
  });
});

describe('malformed facts are a programming error: RangeError', () => {
  const bad: [string, Partial<TarotDealFacts>][] = [
    ['players', { players: 6 as 4 }],
    ['contract', { contract: 'pousse' as Contract }],
    ['taker', { taker: 4 }],
    ['partner at 4 players', { partner: 1 }],
    ['partner = taker', { players: 5, partner: 0 }],
    ['oudlers', { oudlers: 4 as 3 }],
    ['points2 not an integer', { points2: 90.5 }],
    ['points2 above 182', { points2: 183 }],
    ['poignée size', { poignees: ['quadruple' as PoigneeSize] }],
    ['chelem side', { chelem: 'both' as 'taker' }],
  ];
  it.each(bad)('%s', (_name, over) => {
    expect(() => scoreDeal(facts(over))).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const sizeArb = fc.constantFrom<PoigneeSize>('simple', 'double', 'triple');
export const dealFactsArb: fc.Arbitrary<TarotDealFacts> = fc
  .constantFrom<3 | 4 | 5>(3, 4, 5)
  .chain((players) =>
    fc.record({
      players: fc.constant(players),
      contract: fc.constantFrom(...CONTRACTS),
      taker: fc.integer({ min: 0, max: players - 1 }),
      partnerOffset: players === 5 ? fc.option(fc.integer({ min: 1, max: 4 })) : fc.constant(null),
      oudlers: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3),
      points2: fc.integer({ min: 0, max: 182 }),
      petitAuBout: fc.constantFrom<'taker' | 'defence' | null>('taker', 'defence', null),
      poignees: fc.array(sizeArb, { maxLength: 3 }),
      chelemAnnounced: fc.boolean(),
      chelem: fc.constantFrom<'taker' | 'defence' | null>('taker', 'defence', null, null),
    }),
  )
  .map(({ partnerOffset, ...f }) => ({
    ...f,
    partner: partnerOffset === null ? null : (f.taker + partnerOffset) % f.players,
  }));

/** Written straight from the marque formula of docs/rules/tarot-scoring.md, in plain floating point, on purpose naive. */
function naiveMarque(f: TarotDealFacts): number {
  const points = f.points2 / 2;
  const target = [56, 51, 41, 36][f.oudlers]!;
  const made = points >= target;
  const s = made ? 1 : -1;
  const gap = Math.ceil(Math.abs(points - target));
  const k = { prise: 1, garde: 2, 'garde-sans': 4, 'garde-contre': 6 }[f.contract];
  const p = f.petitAuBout === 'taker' ? 1 : f.petitAuBout === 'defence' ? -1 : 0;
  let h = 0;
  for (const x of f.poignees) h += x === 'simple' ? 20 : x === 'double' ? 30 : 40;
  let c = 0;
  if (f.chelemAnnounced && f.chelem === 'taker') c = 400;
  if (!f.chelemAnnounced && f.chelem === 'taker') c = 200;
  if (f.chelemAnnounced && f.chelem !== 'taker') c = -200;
  if (f.chelem === 'defence') c -= 200;
  return s * (25 + gap) * k + p * 10 * k + s * h + c;
}

function checkProperties(runs: number): void {
  it('every distribution sums to zero, in integers', () => {
    fc.assert(
      fc.property(dealFactsArb, (f) => {
        const { scores } = scoreDeal(f);
        expect(scores).toHaveLength(f.players);
        expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(scores.every(Number.isInteger)).toBe(true);
        expect(scores.some((x) => Object.is(x, -0))).toBe(false);
      }),
      { numRuns: runs },
    );
  });

  it("the taker's share is 2M (3p), 3M (4p), 2M and M (5p with partner) or 4M (5p alone); defenders −M", () => {
    fc.assert(
      fc.property(dealFactsArb, (f) => {
        const { scores, breakdown } = scoreDeal(f);
        const m = breakdown.marque;
        const factor = f.players === 5 ? (f.partner === null ? 4 : 2) : f.players - 1;
        expect(scores[f.taker]).toBe(factor * m);
        scores.forEach((x, seat) => {
          if (seat === f.partner) expect(x).toBe(m);
          else if (seat !== f.taker) expect(x).toBe(-m + 0);
        });
      }),
      { numRuns: runs },
    );
  });

  it('made iff points ≥ target; the gap is |points − target| rounded up', () => {
    fc.assert(
      fc.property(dealFactsArb, (f) => {
        const b = scoreDeal(f).breakdown;
        expect(b.made).toBe(f.points2 / 2 >= TARGET_BY_OUDLERS[f.oudlers]);
        expect(b.gap).toBe(Math.ceil(Math.abs(f.points2 / 2 - b.target)));
        expect(b.marque).toBe(b.contractScore + b.petitAuBout + b.poignees + b.chelem);
      }),
      { numRuns: runs },
    );
  });

  it('the marque is monotone in points for a fixed contract', () => {
    fc.assert(
      fc.property(dealFactsArb, fc.integer({ min: 0, max: 182 }), (f, other2) => {
        const lo = Math.min(f.points2, other2);
        const hi = Math.max(f.points2, other2);
        expect(scoreDeal({ ...f, points2: hi }).breakdown.marque).toBeGreaterThanOrEqual(
          scoreDeal({ ...f, points2: lo }).breakdown.marque,
        );
      }),
      { numRuns: runs },
    );
  });

  it('agrees with a naive re-implementation of the marque formula', () => {
    fc.assert(
      fc.property(dealFactsArb, (f) => {
        expect(scoreDeal(f).breakdown.marque).toBe(naiveMarque(f));
      }),
      { numRuns: runs },
    );
  });
}

describe('properties', () => checkProperties(1000));
describe.skipIf(!process.env.ATOUT_LONG)('properties, long run (ATOUT_LONG)', () => checkProperties(200_000));

describe('published vectors (atout/vectors) agree with scoreDeal', () => {
  it.each(tarotScoringVectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const r = scoreDeal(v.facts);
    expect({ made: r.breakdown.made, gap: r.breakdown.gap, marque: r.breakdown.marque, scores: r.scores }).toEqual({
      made: v.made,
      gap: v.gap,
      marque: v.marque,
      scores: v.scores,
    });
    // And the vectors are plain JSON.
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});
