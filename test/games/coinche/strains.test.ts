/**
 * Tout atout and sans atout in the `coinche` ruleset (docs/rules/coinche.md, "Card play" and
 * "Card values by contract", worked examples 10 to 12): random deals bid in each strain and
 * played to the end under the conformance harness (naive checker, leak test, views, replay), the
 * deal's card points per strain and values option, and the worked examples as whole deals.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow, isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck } from '../../../src/testing/index.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import { coincheFactsOf } from '../../../src/games/coinche/settle.js';
import type { CoincheAction, CoincheState } from '../../../src/games/coinche/state.js';
import { naiveCoincheLegal } from './naive.js';

const TA_SA: CoincheRulesOptionsInput = { allTrumpNoTrump: true };

/** The state after action strings from an explicit deal. */
function after(options: CoincheRulesOptionsInput, hands: string[][], actions: readonly string[]): CoincheState {
  let s = getOrThrow(coinche.setup(options, { deal: { hands } }));
  for (const a of actions) s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)) as CoincheAction)).state;
  return s;
}
const legalText = (s: CoincheState): string[] => coinche.legal(s).map(coinche.codec.encode);

describe('random deals in tout atout and sans atout, to the end, under the conformance harness', () => {
  const sets: readonly [CoincheRulesOptionsInput, number, number][] = [
    // options, the deal's card points in tout atout, in sans atout (dix de der included)
    [TA_SA, 162, 162],
    [{ ...TA_SA, allTrumpValues: 'trump', noTrumpValues: 'plain' }, 258, 130],
    [{ ...TA_SA, allTrumpValues: 'scaled', announcements: true, undertrump: 'required' }, 258, 162],
    [{ ...TA_SA, partnerException: 'overtrump-if-trumping', announcements: true, dealer: 3 }, 162, 162],
  ];
  it.each(sets)('options %j', (options, allTrump, noTrump) => {
    const bids = [
      ['bid:80TA', allTrump],
      ['bid:90SA', noTrump],
      ...(options === TA_SA ? [['capot:TA', allTrump] as const] : []),
    ] as const;
    for (const [bid, points] of bids)
      for (const seed of [(options.dealer ?? 0) + 1]) {
        const s0 = getOrThrow(coinche.setup(options, { seed }));
        // the eldest bids, the others pass; then seeded random play
        const first = legalText(s0).indexOf(bid);
        expect(first).toBeGreaterThanOrEqual(0);
        const r = playAndCheck(coinche, options, seed, [first, 0, 0, 0], { naiveLegal: naiveCoincheLegal });
        if (isLeft(r)) throw new Error(formatViolation(r.left));
        const end = r.right.state;
        expect(coinche.result(end)!.contract!.strain).toBe(bid.slice(-2));
        const f = coincheFactsOf(end);
        expect(f.cardPoints[0] + f.cardPoints[1]).toBe(points);
        expect(f.belotes.every((b) => b >= 0 && b <= (bid.endsWith('TA') ? 4 : 0))).toBe(true);
      }
  });
});

describe('the card play of docs/rules/coinche.md, "Card play" (worked examples 10 and 11)', () => {
  // dealer 0: seat 1, the eldest, bids and leads
  const hands = [
    ['JH', '9H', 'KH', '7D', '8D', '9D', '10D', 'JD'],
    ['10H', 'AS', 'KS', 'QS', '7C', '8C', '9C', '10C'],
    ['8H', '7H', 'JS', '9S', '10S', '8S', '7S', 'JC'],
    ['AH', 'QH', 'AC', 'KC', 'QC', 'AD', 'KD', 'QD'],
  ];

  it('10. tout atout: follow and beat the card that holds, even the partner’s; a belote in every suit', () => {
    const s = after(TA_SA, hands, ['bid:80TA', 'pass', 'pass', 'pass', 'play:10H']);
    expect(legalText(s)).toEqual(['play:7H', 'play:8H']); // cannot beat the 10: any heart
    const s3 = after(TA_SA, hands, ['bid:80TA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H']);
    expect(legalText(s3)).toEqual(['play:AH']); // the partner's 10 holds: the ace must beat it
    expect(coinche.explain(s3, { type: 'play', card: 'QH' })).toMatchObject({
      legal: false,
      error: { code: 'play/must-overtrump' },
    });
    const s0 = after(TA_SA, hands, ['bid:80TA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H', 'play:AH']);
    expect(legalText(s0)).toEqual(['play:9H', 'play:JH']);
    // seat 0's jack wins the trick: seat 0 leads next
    const t2 = after(TA_SA, hands, ['bid:80TA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H', 'play:AH', 'play:JH']);
    expect(coinche.actor(t2)).toBe(0);
    const void3 = after(TA_SA, hands, [
      'bid:80TA',
      'pass',
      'pass',
      'pass',
      'play:10H',
      'play:8H',
      'play:AH',
      'play:JH',
      'play:7D',
      'play:7C',
      'play:7S',
    ]);
    // seat 3 must beat the 7 of diamonds: any diamond beats it; the king and queen carry belote
    expect(legalText(void3)).toEqual(['play:QD', 'play:QD+belote', 'play:KD', 'play:KD+belote', 'play:AD']);
  });

  it('11. sans atout: follow, no need to beat; void, any card; no belote', () => {
    const s3 = after(TA_SA, hands, ['bid:80SA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H']);
    expect(legalText(s3)).toEqual(['play:QH', 'play:AH']);
    const s0 = after(TA_SA, hands, ['bid:80SA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H', 'play:QH']);
    expect(legalText(s0)).toEqual(['play:9H', 'play:JH', 'play:KH']);
    // the 10 of hearts holds in sans atout (plain order) against the queen, the king, the jack and the nine
    const t = after(TA_SA, hands, ['bid:80SA', 'pass', 'pass', 'pass', 'play:10H', 'play:8H', 'play:QH', 'play:KH']);
    expect(coinche.actor(t)).toBe(1);
    // seat 1 leads a club, seat 2 follows with its one club: seat 3 may play any club, and no call goes with the king or queen
    const c = after(TA_SA, hands, [
      'bid:80SA',
      'pass',
      'pass',
      'pass',
      'play:10H',
      'play:8H',
      'play:QH',
      'play:KH',
      'play:7C',
      'play:JC',
    ]);
    expect(legalText(c)).toEqual(['play:QC', 'play:KC', 'play:AC']);
  });
});

describe('worked example 12: one suit each, the eldest takes every trick', () => {
  // dealer 0: seat 1 holds every heart, leads every trick and wins it; the others, void, discard
  const suit = (x: string): string[] => ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => r + x);
  const hands = [suit('S'), suit('H'), suit('D'), suit('C')];
  /** Bids, then plays out, every seat calling belote and rebelote whenever it may. */
  function deal(options: CoincheRulesOptionsInput, bid: string): CoincheState {
    let s = after(options, hands, [bid, 'pass', 'pass', 'pass']);
    while (coinche.actor(s) !== 'done') {
      const legal = legalText(s);
      const a = legal.find((x) => x.includes('+')) ?? legal[0]!;
      s = getOrThrow(coinche.apply(s, getOrThrow(coinche.codec.decode(a)) as CoincheAction)).state;
    }
    return s;
  }

  it('tout atout: a capot (152 → 252) and four belotes, two a side: 252 + 40 + 80 = 372 → 370, 40', () => {
    const r = coinche.result(deal(TA_SA, 'bid:80TA'))!;
    expect([r.outcome, r.totals, r.belote, r.tricks, r.teamScores]).toEqual([
      'made',
      [40, 292],
      [40, 40],
      [0, 8],
      [40, 370],
    ]);
    // the trump values: 248 + 10 = 258, the capot's dix de der 100: 348 + 40 + 80 = 468 → 470
    expect(coinche.result(deal({ ...TA_SA, allTrumpValues: 'trump' }, 'bid:80TA'))!.teamScores).toEqual([40, 470]);
    // scaled: 258 → 162, then the capot: 252, as with the FFB values
    expect(coinche.result(deal({ ...TA_SA, allTrumpValues: 'scaled' }, 'bid:80TA'))!.teamScores).toEqual([40, 370]);
  });

  it('sans atout: a capot, no belote: 252 + 80 = 332 → 330; plain values 130 → 220 + 80 = 300', () => {
    const r = coinche.result(deal(TA_SA, 'bid:80SA'))!;
    expect([r.outcome, r.totals, r.belote, r.teamScores]).toEqual(['made', [0, 252], [0, 0], [0, 330]]);
    expect(coinche.result(deal({ ...TA_SA, noTrumpValues: 'plain' }, 'bid:80SA'))!.teamScores).toEqual([0, 300]);
  });
});
