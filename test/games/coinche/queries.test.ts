/**
 * Coinche's rule queries from plain facts: Belote's card play under the contract's strain and the
 * `coinche` ruleset's card-play options, agreeing with the engine at every card of random deals
 * (legal plays with `legal` and `explain`, the trick winner with the trick event, the score with
 * the deal's result); strains the options do not play refused.
 */
import { describe, expect, it } from 'vitest';
import { ruleQueries } from '../../../src/games/registry.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import type { CoincheRulesOptionsInput } from '../../../src/games/coinche/options.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { coincheResult } from '../../../src/games/coinche/settle.js';
import {
  coincheCardPoints,
  coincheLegalPlays,
  coincheMelds,
  coincheTrickWinner,
} from '../../../src/games/coinche/queries.js';
import { coincheScoreSheet } from '../../../src/games/coinche/scoresheet.js';
import { beloteDeck } from '../../../src/games/belote/cards.js';
import { belotesCalled, strainCardsPoints } from '../../../src/family/card-play.js';
import { playStrain } from '../../../src/games/coinche/contract.js';
import { formatMeld } from '../../../src/family/melds.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';

const name = (c: number) => beloteDeck.names.get(c)!;
const trickFacts = (s: CoincheState) => s.play.trick.map((c, i) => ({ seat: (s.play.leader + i) % 4, card: name(c) }));

/** The score-sheet entry of a finished, played deal: card points under its strain's values, each side's belotes. */
function entryOf(s: CoincheState) {
  const p = s.play;
  const c = s.contract!;
  const strain = playStrain(s.options, c.strain);
  const last = p.tricks[7]!.winner % 2;
  const won = p.won.map((w, side) => strainCardsPoints(w, strain) + (side === last ? 10 : 0));
  const belotes = [0, 1].map(
    (side) => belotesCalled(p.calls[side]!, strain) + belotesCalled(p.calls[side + 2]!, strain),
  );
  return {
    options: s.options,
    contract: {
      side: c.side,
      bid: c.bid,
      strain: c.strain,
      doubled: c.surcoinche !== null ? ('surcoinche' as const) : c.coinche !== null ? ('coinche' as const) : null,
    },
    cardPoints: won as [number, number],
    capot: p.won[0]!.length === 32 ? 0 : p.won[1]!.length === 32 ? 1 : null,
    belotes: belotes as [number, number],
    announcements: [0, 1].map((side) =>
      [side, side + 2].flatMap((seat) => (p.declarations[seat] ?? []).map(formatMeld)),
    ) as [string[], string[]],
    eldestTeam: ((s.options.dealer + 1) % 2) as 0 | 1,
  };
}

describe('coinche queries agree with the engine', () => {
  const VARIANTS: readonly CoincheRulesOptionsInput[] = [
    {},
    { undertrump: 'required', partnerException: 'off', rounding: 'none' },
    { announcements: true, surcoincheMultiplier: 3, litige: 'held', capotPoints: 250 },
    { announcements: true, announcementTiming: 'before-first-trick', equalAnnouncements: 'eldest', capotBid: 500 },
    // tout atout and sans atout bid too (their card values by option)
    { allTrumpNoTrump: true, announcements: true },
    { allTrumpNoTrump: true, allTrumpValues: 'trump', noTrumpValues: 'plain', undertrump: 'required' },
  ];
  it('at every card of random deals: legal-plays, trick-winner; at the end, score is the result', () => {
    let checked = 0;
    let scored = 0;
    const strainsChecked = new Set<string>();
    for (const options of VARIANTS)
      for (let g = 0; g < 5; g++) {
        const rng = createRng(deriveSeed(17, g));
        let s = getOrThrow(coinche.setup(options, { seed: deriveSeed(19, g) }));
        let opened = false;
        while (coinche.actor(s) !== 'done') {
          const legal = coinche.legal(s);
          const strain = s.contract?.strain;
          if (strain !== undefined && s.play.phase === 'play' && legal.every((a) => a.type === 'play')) {
            const seat = coinche.actor(s) as number;
            const hand = toArray(s.play.hands[seat]!);
            const a = getOrThrow(coincheLegalPlays({ hand: hand.map(name), trick: trickFacts(s), strain }, s.options));
            expect(a.legal.map((l) => l.card)).toEqual([...new Set(legal.map((x) => (x as { card: string }).card))]);
            for (const c of hand) {
              const e = coinche.explain(s, { type: 'play', card: name(c) });
              if (e.legal) expect(a.legal).toContainEqual({ card: name(c), rule: e.rule });
              else expect(a.refused).toContainEqual(expect.objectContaining({ card: name(c), code: e.error.code }));
            }
            checked++;
            strainsChecked.add(strain);
          }
          // the auction's random calls are biased to passes, so that deals are played
          const passes = legal.filter((a) => a.type === 'pass');
          // with tout atout and sans atout, the first bid names one of them (each in turn), then all pass
          const opening = options.allTrumpNoTrump
            ? legal.find((a) => a.type === 'bid' && a.strain === (g % 2 === 0 ? 'TA' : 'SA'))
            : undefined;
          const action =
            (opened ? passes[0] : opening) ??
            (passes.length > 0 && rng.below(3) > 0 ? passes[0]! : legal[rng.below(legal.length)]!);
          if (opening !== undefined) opened = true;
          const step = coinche.applyUnchecked(s, action);
          const trick = step.events.find((e) => e.type === 'trick');
          if (trick?.type === 'trick') {
            const facts = {
              trick: [...trickFacts(s), { seat: coinche.actor(s) as number, card: (action as { card: string }).card }],
              strain: strain!,
              lastTrick: step.state.play.phase === 'done',
            };
            expect(getOrThrow(coincheTrickWinner(facts, s.options))).toMatchObject({
              winner: trick.winner,
              points: trick.points,
            });
          }
          s = step.state;
        }
        const result = coincheResult(s)!;
        if (result.annulled) continue;
        const sheet = getOrThrow(coincheScoreSheet(entryOf(s)));
        expect(sheet.scores).toEqual(result.scores);
        expect(sheet.totals).toEqual(result.totals);
        expect(sheet.held).toBe(result.held);
        scored++;
      }
    expect(checked).toBeGreaterThan(400);
    expect(strainsChecked).toContain('TA');
    expect(strainsChecked).toContain('SA');
    expect(scored).toBeGreaterThan(14);
  });
});

describe('coinche queries', () => {
  const trick = [
    { seat: 1, card: 'KS' },
    { seat: 2, card: '7S' },
    { seat: 3, card: '9H' },
  ];
  it('plays the contrée by default: unable to overtrump an opponent, any card (undertrump optional)', () => {
    const facts = { hand: ['8H', '7H', 'AC'], trick, strain: 'H' as const };
    expect(getOrThrow(coincheLegalPlays(facts)).legal.map((l) => l.card)).toEqual(['7H', '8H', 'AC']);
    expect(getOrThrow(coincheLegalPlays(facts, { undertrump: 'required' })).legal.map((l) => l.card)).toEqual([
      '7H',
      '8H',
    ]);
  });

  it('reads the trump of the strain: card points, trick winner, belote', () => {
    expect(getOrThrow(coincheCardPoints({ cards: ['JS', '9S', 'JH'], strain: 'S' }))).toEqual({
      points: 36,
      total: 162,
      lastTrickBonus: 10,
    });
    expect(getOrThrow(coincheTrickWinner({ trick: [...trick, { seat: 0, card: '7D' }], strain: 'D' }))).toEqual({
      winner: 0,
      card: '7D',
      points: 4,
    });
    expect(getOrThrow(coincheMelds({ hand: ['KC', 'QC'], strain: 'C' })).belote).toEqual({ held: true, points: 20 });
  });

  it('refuses a strain the options do not play, and bad options', () => {
    const q = ruleQueries[coinche.id]!['card-points']!;
    expect(q.run({}, { cards: ['JH'], strain: 'TA' })).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'strain' } },
    });
    expect(q.run({}, { cards: ['JH'], trump: 'H' })).toMatchObject({ left: { code: 'query/bad-facts' } });
    // tout atout and sans atout: with `allTrumpNoTrump` only
    expect(q.run({}, { cards: ['JH'], strain: 'SA' })).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'strain', allowed: ['S', 'H', 'D', 'C'] } },
    });
    expect(q.run({ coincheTiming: 'any-time' }, { cards: ['JH'], strain: 'H' })).toMatchObject({
      left: { code: 'options/not-played-yet' },
    });
  });

  it("answers the score sheet as the score query, the request's options filling in; the match's too", () => {
    const facts = { contract: { side: 0, bid: 100, strain: 'H' }, cardPoints: [106, 56], belote: 0 };
    expect(ruleQueries[coinche.id]!.score!.run({ rounding: 'none' }, facts)).toMatchObject({
      right: { teamScores: [226, 56] },
    });
    expect(ruleQueries['coinche-match']!.score!.run({ target: 1000 }, facts)).toMatchObject({
      right: { teamScores: [230, 60] },
    });
  });
});

describe('tout atout and sans atout (docs/rules/coinche.md, worked examples 9 to 12)', () => {
  const TA_SA = { allTrumpNoTrump: true } as const;
  const legalOf = (hand: string[], trick: { seat: number; card: string }[], strain: 'TA' | 'SA') =>
    getOrThrow(coincheLegalPlays({ hand, trick, strain }, TA_SA));
  // the deal of examples 10 and 11: seat 1 leads the 10 of hearts
  const seat0 = ['JH', '9H', 'KH', '7D', '8D', '9D', '10D', 'JD'];
  const seat2 = ['8H', '7H', 'JS', '9S', '10S', '8S', '7S', 'JC'];
  const seat3 = ['AH', 'QH', 'AC', 'KC', 'QC', 'AD', 'KD', 'QD'];
  const lead = [{ seat: 1, card: '10H' }];

  it('10. tout atout: follow and beat the card that holds, even the partner’s; void, any card', () => {
    expect(legalOf(seat2, lead, 'TA').legal.map((l) => l.card)).toEqual(['7H', '8H']);
    const third = legalOf(seat3, [...lead, { seat: 2, card: '8H' }], 'TA');
    expect(third.legal.map((l) => l.card)).toEqual(['AH']);
    expect(third.refused).toContainEqual(expect.objectContaining({ card: 'QH', code: 'play/must-overtrump' }));
    const fourth = [...lead, { seat: 2, card: '8H' }, { seat: 3, card: 'AH' }];
    expect(legalOf(seat0, fourth, 'TA').legal.map((l) => l.card)).toEqual(['9H', 'JH']);
    // the jack wins: 10 5 + 8 0 + A 6 + J 13
    expect(
      getOrThrow(coincheTrickWinner({ trick: [...fourth, { seat: 0, card: 'JH' }], strain: 'TA' }, TA_SA)),
    ).toEqual({ winner: 0, card: 'JH', points: 24 });
    // seat 0 leads the 7 of diamonds: seats 1 and 2, void, any card; seat 3 must beat it
    const diamonds = [{ seat: 0, card: '7D' }];
    const seat1 = ['AS', 'KS', 'QS', '7C', '8C', '9C', '10C'];
    expect(legalOf(seat1, diamonds, 'TA').legal).toHaveLength(7);
    const beat = [...diamonds, { seat: 1, card: '7C' }, { seat: 2, card: '7S' }];
    expect(legalOf(['AC', 'KC', 'QC', 'AD', 'KD', 'QD'], beat, 'TA').legal.map((l) => l.card)).toEqual([
      'QD',
      'KD',
      'AD',
    ]);
    // seat 3 holds two belotes (clubs, diamonds): in tout atout every suit has its belote
    expect(getOrThrow(coincheMelds({ hand: seat3, strain: 'TA' }, TA_SA)).belote).toEqual({ held: true, points: 40 });
  });

  it('11. sans atout: follow, no need to beat; void, any card; the 10 holds; no belote', () => {
    const two = [...lead, { seat: 2, card: '8H' }];
    expect(legalOf(seat3, two, 'SA').legal.map((l) => l.card)).toEqual(['QH', 'AH']);
    expect(legalOf(seat0, [...two, { seat: 3, card: 'QH' }], 'SA').legal.map((l) => l.card)).toEqual([
      '9H',
      'JH',
      'KH',
    ]);
    // 10 10 + 8 0 + Q 3 + K 4
    const trick = [...two, { seat: 3, card: 'QH' }, { seat: 0, card: 'KH' }];
    expect(getOrThrow(coincheTrickWinner({ trick, strain: 'SA' }, TA_SA))).toEqual({
      winner: 1,
      card: '10H',
      points: 17,
    });
    expect(getOrThrow(coincheMelds({ hand: seat3, strain: 'SA' }, TA_SA)).belote).toEqual({ held: false, points: 0 });
  });

  it("12. a deal's card points by strain and values option; a whole suit's; the dix de der on the last trick", () => {
    const hearts = ['7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH'];
    const points = (strain: 'TA' | 'SA', options: CoincheRulesOptionsInput) =>
      getOrThrow(coincheCardPoints({ cards: hearts, strain }, { ...TA_SA, ...options }));
    expect(points('TA', {})).toEqual({ points: 38, total: 162, lastTrickBonus: 10 });
    expect(points('TA', { allTrumpValues: 'trump' })).toEqual({ points: 62, total: 258, lastTrickBonus: 10 });
    expect(points('TA', { allTrumpValues: 'scaled' })).toEqual({ points: 62, total: 258, lastTrickBonus: 10 });
    expect(points('SA', {})).toEqual({ points: 38, total: 162, lastTrickBonus: 10 });
    expect(points('SA', { noTrumpValues: 'plain' })).toEqual({ points: 30, total: 130, lastTrickBonus: 10 });
    // seat 1 leads a heart, the others void: it wins; the last trick takes the dix de der
    const last = [
      { seat: 1, card: 'AH' },
      { seat: 2, card: 'JD' },
      { seat: 3, card: 'JC' },
      { seat: 0, card: 'JS' },
    ];
    expect(getOrThrow(coincheTrickWinner({ trick: last, strain: 'TA', lastTrick: true }, TA_SA))).toEqual({
      winner: 1,
      card: 'AH',
      points: 6 + 13 * 3 + 10,
    });
    expect(getOrThrow(coincheTrickWinner({ trick: last, strain: 'SA', lastTrick: true }, TA_SA))).toEqual({
      winner: 1,
      card: 'AH',
      points: 19 + 2 * 3 + 10,
    });
  });

  it('announcements: the carrés of sans atout (aces 200, tens 150), and which side scores', () => {
    const hand = ['AS', 'AH', 'AD', 'AC', 'JS', 'JH', 'JD', 'JC'];
    const melds = (strain: 'TA' | 'SA' | 'S') =>
      getOrThrow(coincheMelds({ hand, strain }, { ...TA_SA, announcements: true })).melds.map((m) => m.value);
    expect(melds('SA')).toEqual([100, 200]);
    expect(melds('TA')).toEqual([200, 100]);
    expect(melds('S')).toEqual([200, 100]);
    // four tens (150 in sans atout) against four jacks (100 in sans atout, 200 otherwise)
    const compare = { melds: [['four-10'], ['four-J']] as [string[], string[]], eldestTeam: 0 as const };
    const comparison = (strain: 'TA' | 'SA') =>
      getOrThrow(coincheMelds({ hand: ['7S'], strain, compare }, { ...TA_SA, announcements: true })).comparison;
    expect(comparison('SA')).toEqual({ winner: 0, points: [150, 0] });
    expect(comparison('TA')).toEqual({ winner: 1, points: [0, 200] });
  });

  it('12. the score of a capot in tout atout (four belotes, two a side) and in sans atout, by values option', () => {
    const score = (strain: 'TA' | 'SA', cardPoints: [number, number], options: CoincheRulesOptionsInput) =>
      ruleQueries[coinche.id]!.score!.run(
        { ...TA_SA, ...options },
        {
          contract: { side: 1, bid: 80, strain },
          cardPoints,
          capot: 1,
          ...(strain === 'TA' ? { belotes: [2, 2] } : {}),
        },
      );
    expect(score('TA', [0, 162], {})).toMatchObject({ right: { outcome: 'made', teamScores: [40, 370] } });
    expect(score('TA', [0, 258], { allTrumpValues: 'trump' })).toMatchObject({ right: { teamScores: [40, 470] } });
    expect(score('TA', [0, 258], { allTrumpValues: 'scaled' })).toMatchObject({ right: { teamScores: [40, 370] } });
    expect(score('SA', [0, 162], {})).toMatchObject({ right: { teamScores: [0, 330] } });
    expect(score('SA', [0, 130], { noTrumpValues: 'plain' })).toMatchObject({ right: { teamScores: [0, 300] } });
    // the deal's card points are the strain's; no belote in sans atout, four at most in tout atout
    expect(score('TA', [0, 162], { allTrumpValues: 'trump' })).toMatchObject({
      left: { code: 'scoresheet/card-points-sum' },
    });
    const sa = { contract: { side: 1, bid: 80, strain: 'SA' }, cardPoints: [62, 100], belote: 0 };
    expect(ruleQueries[coinche.id]!.score!.run(TA_SA, sa)).toMatchObject({ left: { code: 'scoresheet/malformed' } });
  });

  it('9. the score of a tout atout contract made, one belote', () => {
    const facts = { contract: { side: 1, bid: 120, strain: 'TA' }, cardPoints: [44, 118], belote: 1 };
    expect(ruleQueries[coinche.id]!.score!.run(TA_SA, facts)).toMatchObject({
      right: { outcome: 'made', teamScores: [40, 260] },
    });
  });
});
