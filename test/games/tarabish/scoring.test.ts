import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchOutcome,
  scoreDeal,
  type TarabishDealFacts,
  type TarabishScoringOptions,
} from '../../../src/games/tarabish/scoring.js';

import { AUCTION, TRADITIONAL } from '../../../src/vectors/tarabish.js';

const facts = (f: Partial<TarabishDealFacts>): TarabishDealFacts => ({
  bidTeam: 0,
  bid: null,
  noTrump: false,
  cardPoints: [81, 81],
  melds: [0, 0],
  bella: [0, 0],
  ...f,
});
const scores = (f: Partial<TarabishDealFacts>, o: Partial<TarabishScoringOptions> = {}, base = AUCTION) =>
  scoreDeal(facts(f), { ...base, ...o });

describe('auction preset: reach the bid or go bate', () => {
  it('made: each team scores its own total (card points + melds + bella)', () => {
    const s = scores({ bid: 100, cardPoints: [92, 70], melds: [20, 0], bella: [0, 20] });
    expect(s.outcome).toBe('made');
    expect(s.teamScores).toEqual([112, 90]);
    expect(s.breakdown.teams[0]).toMatchObject({
      cardPoints: 92,
      melds: 20,
      bella: 0,
      handTotal: 112,
      transfer: 0,
      score: 112,
    });
  });

  it('exactly the bid is made; one point short is bate', () => {
    expect(scores({ bid: 110, cardPoints: [90, 72], melds: [20, 0] }).outcome).toBe('made');
    const bate = scores({ bid: 120, cardPoints: [90, 72], melds: [20, 0] });
    expect(bate.outcome).toBe('bate');
    expect(bate.teamScores).toEqual([0, 182]);
    expect(bate.breakdown.needed).toBe(120);
  });

  it('bella counts toward the bid; on bate it is transferred by default, kept under bellaOnBate kept', () => {
    const f = {
      bidTeam: 1 as const,
      bid: 130,
      cardPoints: [60, 102] as const,
      melds: [0, 0] as const,
      bella: [0, 20] as const,
    };
    expect(scores({ ...f, bid: 120 }).teamScores).toEqual([60, 122]); // 102 + 20 reaches 120
    expect(scores(f).teamScores).toEqual([182, 0]);
    expect(scores(f, { bellaOnBate: 'kept' }).teamScores).toEqual([162, 20]);
    expect(scores(f, { bellaOnBate: 'kept' }).breakdown.teams[1]).toMatchObject({
      handTotal: 122,
      transfer: -102,
      score: 20,
    });
  });

  it("the opponents' bella stays theirs on bate under both values", () => {
    for (const bellaOnBate of ['transferred', 'kept'] as const) {
      expect(scores({ bid: 150, cardPoints: [100, 62], bella: [0, 20] }, { bellaOnBate }).teamScores).toEqual([0, 182]);
    }
  });

  it('coat: the bonus goes to bidders taking every card point and the last trick, after the contract test', () => {
    expect(scores({ bid: 150, cardPoints: [162, 0] }, { coatBonus: 100 }).teamScores).toEqual([262, 0]);
    expect(scores({ bid: 150, cardPoints: [162, 0] }, { coatBonus: 100 }).breakdown.teams[0].coat).toBe(100);
    expect(scores({ bid: 150, cardPoints: [162, 0] }).teamScores).toEqual([162, 0]); // coatBonus 0 = off
    expect(scores({ bid: 150, cardPoints: [152, 10] }, { coatBonus: 100 }).teamScores).toEqual([152, 10]); // last trick lost
    // the bonus does not help reach the bid: 162 < 200 is bate, and nobody gets the coat
    const bate = scores({ bid: 200, cardPoints: [162, 0] }, { coatBonus: 100 });
    expect(bate.outcome).toBe('bate');
    expect(bate.teamScores).toEqual([0, 162]);
    // the opponents taking everything is no coat for anyone
    expect(scores({ bid: 50, cardPoints: [0, 162] }, { coatBonus: 100 }).teamScores).toEqual([0, 162]);
  });

  it('no-trump: the contract is tested first, then a made hand is doubled for the bidders', () => {
    const made = scores({ noTrump: true, bid: 150, cardPoints: [100, 30], melds: [50, 0] }, { noTrump: true });
    expect(made.outcome).toBe('made');
    expect(made.teamScores).toEqual([300, 30]);
    expect(made.breakdown.teams[0].noTrumpDouble).toBe(150);
    const bate = scores({ noTrump: true, bid: 160, cardPoints: [100, 30], melds: [50, 0] }, { noTrump: true });
    expect(bate.teamScores).toEqual([0, 180]);
    // coat in no-trump: 120 card points + the last trick, doubled, then the bonus
    expect(
      scores({ noTrump: true, bid: 150, cardPoints: [130, 0], melds: [20, 0] }, { noTrump: true, coatBonus: 100 })
        .teamScores,
    ).toEqual([400, 0]);
  });
});

describe('traditional preset: outscore the opponents, bait and half bait', () => {
  it('more than the opponents: both keep their totals', () => {
    expect(scores({ cardPoints: [82, 80] }, {}, TRADITIONAL)).toMatchObject({ outcome: 'made', teamScores: [82, 80] });
  });
  it('fewer: bait, the opponents score both totals (melds and bella included)', () => {
    const s = scores({ bidTeam: 1, cardPoints: [92, 70], melds: [0, 20], bella: [20, 0] }, {}, TRADITIONAL);
    expect(s.outcome).toBe('bate');
    expect(s.teamScores).toEqual([202, 0]);
  });
  it("equal: half bait; 'half' → callers 0, opponents keep theirs; 'whole' → opponents take both", () => {
    const f = { cardPoints: [71, 91] as const, melds: [20, 0] as const };
    expect(scores(f, {}, TRADITIONAL)).toMatchObject({ outcome: 'half-bait', teamScores: [0, 91] });
    expect(scores(f, {}, TRADITIONAL).breakdown.teams[0].forfeited).toBe(-91);
    expect(scores(f, { halfBait: 'whole' }, TRADITIONAL)).toMatchObject({ outcome: 'half-bait', teamScores: [0, 182] });
  });
  it('bellaOnBate kept: the callers keep their bella on bait and on half bait', () => {
    expect(scores({ cardPoints: [60, 102], bella: [20, 0] }, { bellaOnBate: 'kept' }, TRADITIONAL).teamScores).toEqual([
      20, 162,
    ]);
    expect(
      scores({ cardPoints: [61, 101], melds: [20, 0], bella: [20, 0] }, { bellaOnBate: 'kept' }, TRADITIONAL)
        .teamScores,
    ).toEqual([20, 101]);
  });
  it('no-trump under outscore is not doubled', () => {
    expect(scores({ noTrump: true, cardPoints: [80, 50] }, { noTrump: true }, TRADITIONAL).teamScores).toEqual([
      80, 50,
    ]);
  });
});

describe('scoring properties', () => {
  const split = (total: number) => fc.integer({ min: 0, max: total }).map((a) => [a, total - a] as const);
  const factsArb = fc
    .record({
      bidTeam: fc.constantFrom<0 | 1>(0, 1),
      bid: fc.integer({ min: 5, max: 30 }).map((b) => b * 10),
      cardPoints: split(162),
      melds: fc
        .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom(0, 1))
        .map(([m, side]): readonly [number, number] => (side === 0 ? [m * 10, 0] : [0, m * 10])),
      bella: fc.constantFrom<readonly [number, number]>([0, 0], [20, 0], [0, 20]),
    })
    .map((f): TarabishDealFacts => ({ ...f, noTrump: false }));
  const optionsArb = fc
    .record({
      contract: fc.constantFrom<'reach-bid' | 'outscore'>('reach-bid', 'outscore'),
      halfBait: fc.constantFrom<'half' | 'whole'>('half', 'whole'),
      bellaOnBate: fc.constantFrom<'transferred' | 'kept'>('transferred', 'kept'),
    })
    .map((o): TarabishScoringOptions => ({ ...AUCTION, ...o }));
  const totals = (f: TarabishDealFacts) => [0, 1].map((t) => f.cardPoints[t]! + f.melds[t]! + f.bella[t]!);

  it('hand totals are conserved (card points + scoring melds + bella), except what half bait leaves to nobody', () => {
    fc.assert(
      fc.property(factsArb, optionsArb, (f, o) => {
        const s = scoreDeal(f, o);
        const sum = s.teamScores[0] + s.teamScores[1];
        const all = totals(f)[0]! + totals(f)[1]!;
        if (s.outcome === 'half-bait' && o.halfBait === 'half')
          expect(sum).toBe(all - totals(f)[f.bidTeam]! + (o.bellaOnBate === 'kept' ? f.bella[f.bidTeam] : 0));
        else expect(sum).toBe(all);
      }),
    );
  });

  it('on bate the opponents get everything (the bidders keep only their bella under kept)', () => {
    fc.assert(
      fc.property(factsArb, optionsArb, (f, o) => {
        const s = scoreDeal(f, o);
        if (s.outcome !== 'bate') return;
        const kept = o.bellaOnBate === 'kept' ? f.bella[f.bidTeam] : 0;
        expect(s.teamScores[f.bidTeam]).toBe(kept);
        expect(s.teamScores[1 - f.bidTeam]).toBe(totals(f)[0]! + totals(f)[1]! - kept);
      }),
    );
  });

  it('the outcome follows the contract; made keeps every total; the breakdown adds up', () => {
    fc.assert(
      fc.property(factsArb, optionsArb, (f, o) => {
        const s = scoreDeal(f, o);
        const [mine, theirs] = [totals(f)[f.bidTeam]!, totals(f)[1 - f.bidTeam]!];
        const made = o.contract === 'reach-bid' ? mine >= f.bid! : mine > theirs;
        expect(s.outcome === 'made').toBe(made);
        if (o.contract === 'reach-bid') expect(s.outcome).not.toBe('half-bait');
        if (made) expect(s.teamScores).toEqual(totals(f));
        for (const t of s.breakdown.teams)
          expect(t.score).toBe(t.handTotal + t.transfer + t.forfeited + t.noTrumpDouble + t.coat);
        expect(s.breakdown.teams.map((t) => t.score)).toEqual(s.teamScores);
      }),
    );
  });
});

describe('the end of the match', () => {
  it('goes on while nobody has reached the target', () => {
    expect(matchOutcome([499, 300], 0, AUCTION)).toEqual({ over: false, winner: null });
  });
  it('is over after the hand in which a team reaches the target', () => {
    expect(matchOutcome([500, 300], 1, AUCTION)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([420, 612], 0, TRADITIONAL)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([999, 40], 1, { ...AUCTION, target: 1000 })).toEqual({ over: false, winner: null });
  });
  it("both at or above the target: 'bidder' → the bidding team, even with fewer points", () => {
    expect(matchOutcome([510, 560], 0, AUCTION)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([560, 510], 1, AUCTION)).toEqual({ over: true, winner: 1 });
  });
  it("both at or above the target: 'higher' → the higher total; an exact tie → the calling team", () => {
    expect(matchOutcome([510, 560], 0, TRADITIONAL)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([560, 510], 1, TRADITIONAL)).toEqual({ over: true, winner: 0 });
    expect(matchOutcome([530, 530], 1, TRADITIONAL)).toEqual({ over: true, winner: 1 });
    expect(matchOutcome([530, 530], 0, TRADITIONAL)).toEqual({ over: true, winner: 0 });
  });
});
