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
import { cardPoints } from '../../../src/family/cards.js';
import { formatMeld } from '../../../src/family/melds.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';

const name = (c: number) => beloteDeck.names.get(c)!;
const trickFacts = (s: CoincheState) => s.play.trick.map((c, i) => ({ seat: (s.play.leader + i) % 4, card: name(c) }));

/** The score-sheet entry of a finished, played deal. */
function entryOf(s: CoincheState) {
  const p = s.play;
  const last = p.tricks[7]!.winner % 2;
  const won = p.won.map((w, side) => w.reduce((x, c) => x + cardPoints(c, p.trump), 0) + (side === last ? 10 : 0));
  const calls = (side: number) => p.calls[side] === 2 || p.calls[side + 2] === 2;
  const c = s.contract!;
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
    belote: calls(0) ? 0 : calls(1) ? 1 : null,
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
  ];
  it('at every card of random deals: legal-plays, trick-winner; at the end, score is the result', () => {
    let checked = 0;
    let scored = 0;
    for (const options of VARIANTS)
      for (let g = 0; g < 5; g++) {
        const rng = createRng(deriveSeed(17, g));
        let s = getOrThrow(coinche.setup(options, { seed: deriveSeed(19, g) }));
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
          }
          // the auction's random calls are biased to passes, so that deals are played
          const passes = legal.filter((a) => a.type === 'pass');
          const action = passes.length > 0 && rng.below(3) > 0 ? passes[0]! : legal[rng.below(legal.length)]!;
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
    expect(checked).toBeGreaterThan(300);
    expect(scored).toBeGreaterThan(10);
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
    // tout atout and sans atout are played, but not answered by the queries yet
    expect(q.run({ allTrumpNoTrump: true }, { cards: ['JH'], strain: 'TA' })).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'strain' } },
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
