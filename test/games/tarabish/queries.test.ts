/**
 * Tarabish's rule queries from plain facts: their answers agree with the card tables the engine
 * uses and with the engine itself on random dealt states; bad facts are refused with their codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleQueries } from '../../../src/games/registry.js';
import { tarabish } from '../../../src/games/tarabish/rules.js';
import { tarabishMatch } from '../../../src/games/tarabish/match.js';
import {
  tarabishCardPoints,
  tarabishLegalPlays,
  tarabishMelds,
  tarabishTrickWinner,
} from '../../../src/games/tarabish/queries.js';
import { SUIT_LETTERS, cardPoints, tarabishDeck } from '../../../src/games/tarabish/cards.js';
import type { TarabishOptionsInput, TarabishState } from '../../../src/games/tarabish/index.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';

const NAMES = tarabishDeck.cards.map((c) => tarabishDeck.names.get(c)!);

describe('tarabish card-points', () => {
  it('counts the trump and plain tables, and the hand total with the last-trick bonus', () => {
    expect(tarabishCardPoints({ cards: ['JH', '9H', 'JS'], trump: 'H' })).toEqual({
      _tag: 'Right',
      right: { points: 36, total: 162, lastTrickBonus: 10 },
    });
    expect(tarabishCardPoints({ cards: NAMES, trump: 'S' })).toMatchObject({ right: { points: 152 } });
    expect(tarabishCardPoints({ cards: NAMES, trump: 'no-trump' }, { lastTrickBonus: 4 })).toMatchObject({
      right: { points: 120, total: 124 },
    });
  });

  it('agrees with the card table on any set of cards', () => {
    fc.assert(
      fc.property(fc.subarray(tarabishDeck.cards.slice()), fc.integer({ min: 0, max: 3 }), (cards, trump) => {
        const r = tarabishCardPoints({
          cards: cards.map((c) => tarabishDeck.names.get(c)!),
          trump: (['S', 'H', 'D', 'C'] as const)[trump]!,
        });
        const points = cards.reduce((s, c) => s + cardPoints(c, trump), 0);
        expect(r).toMatchObject({ _tag: 'Right', right: { points } });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad facts with their codes', () => {
    const q = ruleQueries[tarabish.id]!['card-points']!;
    expect(q.run({}, { cards: ['JH', 'JH'], trump: 'H' })).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(q.run({}, { cards: ['1H'], trump: 'H' })).toMatchObject({ left: { code: 'notation/bad-card' } });
    expect(q.run({}, { cards: [] })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({ preset: 'x' }, { cards: [], trump: 'H' })).toMatchObject({ left: { code: 'options/invalid' } });
  });
});

const name = (c: number) => tarabishDeck.names.get(c)!;
const trumpOf = (s: TarabishState) => (s.trump === null ? ('no-trump' as const) : SUIT_LETTERS[s.trump]!);
const trickFacts = (s: TarabishState) => s.trick.map((c, i) => ({ seat: (s.leader + i) % 4, card: name(c) }));

describe('tarabish queries agree with the engine', () => {
  const VARIANTS: readonly TarabishOptionsInput[] = [
    {},
    { partnerException: 'free' },
    { partnerException: 'overtrump-if-trumping' },
    { preset: 'traditional', noTrump: true, partnerException: 'overtrump-if-trumping', lastTrickBonus: 4 },
  ];
  it('at every card of random hands: legal-plays is legal(state) and explain; trick-winner the trick event', () => {
    let checked = 0;
    for (const options of VARIANTS)
      for (let g = 0; g < 3; g++) {
        const rng = createRng(deriveSeed(5, g));
        let s = getOrThrow(tarabish.setup(options, { seed: deriveSeed(7, g) }));
        while (tarabish.actor(s) !== 'done') {
          const legal = tarabish.legal(s);
          if (s.phase === 'play' && legal.every((a) => a.type === 'play')) {
            const seat = tarabish.actor(s) as number;
            const hand = toArray(s.hands[seat]!);
            const facts = { hand: hand.map(name), trick: trickFacts(s), trump: trumpOf(s) };
            const r = ruleQueries[tarabish.id]!['legal-plays']!.run(s.options, facts);
            const a = (r as { right: { legal: { card: string; rule: string }[]; refused: { card: string }[] } }).right;
            const cards = [...new Set(legal.map((x) => (x as { card: string }).card))];
            expect(a.legal.map((l) => l.card)).toEqual(cards);
            for (const c of hand) {
              const e = tarabish.explain(s, { type: 'play', card: name(c), bella: false });
              if (e.legal) expect(a.legal).toContainEqual({ card: name(c), rule: e.rule });
              else expect(a.refused).toContainEqual(expect.objectContaining({ card: name(c), code: e.error.code }));
            }
            checked++;
          }
          const action = legal[rng.below(legal.length)]!;
          const step = tarabish.applyUnchecked(s, action);
          const trick = step.events.find((e) => e.type === 'trick');
          if (trick !== undefined && trick.type === 'trick') {
            const seat = tarabish.actor(s) as number;
            const facts = {
              trick: [...trickFacts(s), { seat, card: (action as { card: string }).card }],
              trump: trumpOf(s),
              lastTrick: step.state.phase === 'done',
            };
            const w = ruleQueries[tarabish.id]!['trick-winner']!.run(s.options, facts);
            expect(w).toEqual({
              _tag: 'Right',
              right: expect.objectContaining({ winner: trick.winner, points: trick.points }),
            });
          }
          s = step.state;
        }
      }
    expect(checked).toBeGreaterThan(250);
  });
});

describe('tarabish legal-plays', () => {
  // Hand JH 8H AC, trick KS 9H 7S (9H by the partner, winning), hearts trump.
  const facts = {
    hand: ['JH', '8H', 'AC'],
    trick: [
      { seat: 1, card: 'KS' },
      { seat: 2, card: '9H' },
      { seat: 3, card: '7S' },
    ],
    trump: 'H' as const,
  };
  const legal = (options: TarabishOptionsInput) => {
    const r = tarabishLegalPlays(facts, options);
    return r._tag === 'Right' ? r.right.legal.map((l) => l.card).sort() : r.left.code;
  };
  it("the partner exception's three behaviours (and the older true/false)", () => {
    expect(legal({})).toEqual(['JH']);
    expect(legal({ partnerException: 'off' })).toEqual(['JH']);
    expect(legal({ partnerException: false })).toEqual(['JH']);
    expect(legal({ partnerException: 'overtrump-if-trumping' })).toEqual(['AC', 'JH']);
    expect(legal({ partnerException: 'free' })).toEqual(['8H', 'AC', 'JH']);
    expect(legal({ partnerException: true })).toEqual(['8H', 'AC', 'JH']);
    expect(tarabishLegalPlays(facts, { partnerException: 'overtrump-if-trumping' })).toMatchObject({
      right: { seat: 0, rule: 'partner-exception', refused: [{ card: '8H', code: 'play/must-overtrump' }] },
    });
    expect(tarabishLegalPlays(facts)).toMatchObject({
      right: { rule: 'overtrump', refused: [{ card: '8H', code: 'play/must-overtrump' }, { card: 'AC' }] },
    });
  });

  it('under overtrump-if-trumping, with no higher trump held, any card (libcoinche: can_play)', () => {
    const low = { ...facts, hand: ['8H', '7H', 'AC'] };
    const r = tarabishLegalPlays(low, { partnerException: 'overtrump-if-trumping' });
    expect(r).toMatchObject({ right: { refused: [] } });
    // the partner not winning: trump, and under the 9 any trump (undertrump)
    const losing = {
      ...low,
      trick: [
        { seat: 1, card: 'KS' },
        { seat: 2, card: '7S' },
        { seat: 3, card: '9H' },
      ],
    };
    expect(tarabishLegalPlays(losing, { partnerException: 'overtrump-if-trumping' })).toMatchObject({
      right: {
        rule: 'undertrump',
        legal: [{ card: '7H' }, { card: '8H' }],
        refused: [{ card: 'AC', code: 'play/must-undertrump' }],
      },
    });
  });

  it('refuses bad facts', () => {
    expect(
      tarabishLegalPlays({
        ...facts,
        trick: [
          { seat: 1, card: 'KS' },
          { seat: 3, card: '9H' },
        ],
      }),
    ).toMatchObject({
      left: { code: 'query/bad-trick' },
    });
    expect(tarabishLegalPlays({ ...facts, hand: ['JH', 'KS'] })).toMatchObject({
      left: { code: 'query/duplicate-card' },
    });
    expect(tarabishLegalPlays({ ...facts, trump: 'X' as 'H' })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });
});

describe('tarabish trick-winner', () => {
  it('the highest trump, else the highest of the suit led; points with the last-trick bonus on the last', () => {
    const trick = [
      { seat: 1, card: 'KS' },
      { seat: 2, card: '9H' },
      { seat: 3, card: '7S' },
      { seat: 0, card: 'JH' },
    ];
    expect(tarabishTrickWinner({ trick, trump: 'H' })).toEqual({
      _tag: 'Right',
      right: { winner: 0, card: 'JH', points: 38 },
    });
    expect(tarabishTrickWinner({ trick, trump: 'H', lastTrick: true })).toMatchObject({ right: { points: 48 } });
    expect(tarabishTrickWinner({ trick, trump: 'no-trump' })).toMatchObject({
      right: { winner: 1, card: 'KS', points: 6 },
    });
    expect(tarabishTrickWinner({ trick: trick.slice(0, 3), trump: 'H' })).toMatchObject({
      left: { code: 'query/bad-trick' },
    });
  });
});

describe('tarabish melds', () => {
  const hand = ['JH', 'QH', 'KH', 'AH', 'JS', 'JD', 'JC', '6C', '7C'];
  it('the melds held with their cards and values, bella, and which team scores', () => {
    expect(
      tarabishMelds({ hand, trump: 'H', compare: { melds: [['run4-10S'], ['four-J', 'run3-8C']], eldestTeam: 0 } }),
    ).toEqual({
      _tag: 'Right',
      right: {
        melds: [
          { meld: 'run4-AH', cards: ['AH', 'KH', 'QH', 'JH'], value: 50 },
          { meld: 'four-J', cards: ['JS', 'JH', 'JD', 'JC'], value: 200 },
        ],
        total: 250,
        bella: { held: true, points: 20 },
        comparison: { winner: 1, points: [0, 220] },
      },
    });
    expect(tarabishMelds({ hand, trump: 'no-trump' }, { preset: 'traditional' })).toMatchObject({
      right: { melds: [{ meld: 'run4-AH', value: 50 }], total: 50, bella: { held: false, points: 0 } },
    });
  });

  it('equal best melds: the eldest team under eldest, nobody under nobody', () => {
    const compare = { melds: [['run3-KS'], ['run3-KD']] as [string[], string[]], eldestTeam: 1 as const };
    expect(tarabishMelds({ hand: [], trump: 'H', compare })).toMatchObject({
      right: { comparison: { winner: 1, points: [0, 20] } },
    });
    expect(tarabishMelds({ hand: [], trump: 'H', compare }, { equalMelds: 'nobody' })).toMatchObject({
      right: { comparison: { winner: null, points: [0, 0] } },
    });
  });

  it('refuses a meld it cannot read, or one the option melds does not have', () => {
    const bad = (m: string, options: TarabishOptionsInput = {}) =>
      tarabishMelds({ hand: [], trump: 'H', compare: { melds: [[m], []], eldestTeam: 0 } }, options);
    expect(bad('run-KS')).toMatchObject({ left: { code: 'notation/bad-meld' } });
    expect(bad('four-J', { preset: 'traditional' })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });
});

describe('tarabish queries: the sizes the rules allow', () => {
  const all = tarabishDeck.cards.map((c) => tarabishDeck.names.get(c)!);

  it('the melds query with a 36-card hand: query/bad-facts (it answered a total of 1150), as legal-plays', () => {
    expect(tarabishMelds({ hand: all, trump: 'H' })).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'hand' } },
    });
    expect(tarabishLegalPlays({ hand: all, trick: [], trump: 'H' })).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'hand' } },
    });
    // a hand is at most nine cards: nine are read, ten are not, in both queries
    expect(tarabishMelds({ hand: all.slice(0, 9), trump: 'H' })._tag).toBe('Right');
    expect(tarabishMelds({ hand: all.slice(0, 10), trump: 'H' })._tag).toBe('Left');
    expect(tarabishLegalPlays({ hand: all.slice(0, 9), trick: [], trump: 'H' })._tag).toBe('Right');
    expect(tarabishLegalPlays({ hand: all.slice(0, 10), trick: [], trump: 'H' })._tag).toBe('Left');
  });

  it('card points: any cards of the deck, each once, never more than the deck', () => {
    expect(tarabishCardPoints({ cards: all, trump: 'H' })._tag).toBe('Right');
    expect(tarabishCardPoints({ cards: [...all, 'JH'], trump: 'H' })).toMatchObject({
      left: { code: 'query/bad-facts' },
    });
    expect(tarabishCardPoints({ cards: ['JH', 'JH'], trump: 'H' })).toMatchObject({
      left: { code: 'query/duplicate-card' },
    });
  });

  it('a trick of more cards than players is refused before its cards are read', () => {
    const trick = [0, 1, 2, 3, 0].map((seat, i) => ({ seat, card: all[i]! }));
    expect(tarabishTrickWinner({ trick, trump: 'H' })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(tarabishLegalPlays({ hand: ['AS'], trick, trump: 'H' })).toMatchObject({
      left: { code: 'query/bad-facts' },
    });
  });

  it("compared melds: a card in both teams' melds, a meld twice, more cards than two hands, an endless list", () => {
    const compare = (melds: [string[], string[]]) =>
      tarabishMelds({ hand: [], trump: 'H', compare: { melds, eldestTeam: 0 } });
    expect(compare([['run4-AH'], ['four-J']])).toMatchObject({
      left: { code: 'query/duplicate-card', detail: { card: 'JH' } },
    });
    expect(compare([['run3-8C', 'run3-8C'], []])).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'compare.melds[0][1]' } },
    });
    // five runs of four in disjoint cards: 20 cards, more than two hands of nine
    const runs = ['run4-9S', 'run4-AS', 'run4-9H', 'run4-AH', 'run4-9D'];
    expect(compare([runs.slice(0, 4), []])._tag).toBe('Right');
    expect(compare([runs, []])).toMatchObject({
      left: { code: 'query/bad-facts', detail: { field: 'compare.melds[0]' } },
    });
    expect(compare([Array.from({ length: 1000 }, () => 'run3-8C'), []])).toMatchObject({
      left: { code: 'query/bad-facts' },
    });
  });
});

describe('tarabish queries of the match', () => {
  it('take the match options and pass the deal options on', () => {
    const facts = {
      hand: ['JH', '8H', 'AC'],
      trick: [
        { seat: 1, card: 'KS' },
        { seat: 2, card: '9H' },
        { seat: 3, card: '7S' },
      ],
      trump: 'H',
    };
    const q = ruleQueries[tarabishMatch.id]!['legal-plays']!;
    expect(q.run({ target: 1000, partnerException: 'overtrump-if-trumping' }, facts)).toMatchObject({
      right: { legal: [{ card: 'JH' }, { card: 'AC' }] },
    });
    expect(q.run({ target: -1 }, facts)).toMatchObject({ left: { code: 'options/invalid' } });
  });
});

describe('tarabish score', () => {
  it('is the score sheet, the request options standing when the entry gives none', () => {
    const q = ruleQueries[tarabish.id]!.score!;
    expect(q.run({}, { bidTeam: 0, bid: 100, cardPoints: [100, 62] })).toMatchObject({
      right: { teamScores: [100, 62], outcome: 'made' },
    });
    expect(q.run({ lastTrickBonus: 4 }, { bidTeam: 0, bid: 100, cardPoints: [100, 62] })).toMatchObject({
      left: { code: expect.stringMatching(/^scoresheet\//) },
    });
  });
});
