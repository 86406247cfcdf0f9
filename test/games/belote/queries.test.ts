/**
 * Belote's rule queries from plain facts: their answers agree with the card tables and with the
 * engine itself at every card of random deals (legal plays with `legal` and `explain`, the trick
 * winner with the trick event, the score with the deal's result); the worked examples of
 * docs/rules/belote.md; bad facts refused with their codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleQueries } from '../../../src/games/registry.js';
import { belote, beloteDeck, type BeloteOptionsInput, type BeloteState } from '../../../src/games/belote/index.js';
import {
  beloteCardPoints,
  beloteLegalPlays,
  beloteMelds,
  beloteTrickWinner,
} from '../../../src/games/belote/queries.js';
import { beloteScoreSheet } from '../../../src/games/belote/scoresheet.js';
import { beloteResult } from '../../../src/games/belote/settle.js';
import { cardPoints, SUIT_LETTERS } from '../../../src/family/cards.js';
import { formatMeld } from '../../../src/family/melds.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng, deriveSeed } from '../../../src/kernel/rng.js';

const NAMES = beloteDeck.cards.map((c) => beloteDeck.names.get(c)!);
const name = (c: number) => beloteDeck.names.get(c)!;
const trumpOf = (s: BeloteState) => SUIT_LETTERS[s.trump!]!;
const trickFacts = (s: BeloteState) => s.trick.map((c, i) => ({ seat: (s.leader + i) % 4, card: name(c) }));

/** The score-sheet entry of a finished, played deal: what a player writes down at the table. */
function entryOf(s: BeloteState) {
  const won = s.won.map((w) => w.reduce((p, c) => p + cardPoints(c, s.trump), 0));
  const lastTeam = s.tricks[7]!.winner % 2;
  const capot = s.won[0]!.length === 32 ? 0 : s.won[1]!.length === 32 ? 1 : null;
  const calls = (team: number) => s.calls[team] === 2 || s.calls[team + 2] === 2;
  const announced = [0, 1].map((team) =>
    [team, team + 2].flatMap((seat) => (s.declarations[seat] ?? []).map(formatMeld)),
  );
  return {
    options: s.options,
    takers: (s.taker! % 2) as 0 | 1,
    cardPoints: [won[0]! + (lastTeam === 0 ? 10 : 0), won[1]! + (lastTeam === 1 ? 10 : 0)] as [number, number],
    capot,
    belote: calls(0) ? 0 : calls(1) ? 1 : null,
    announcements: announced as [string[], string[]],
    trump: trumpOf(s),
    eldestTeam: ((s.options.dealer + 1) % 2) as 0 | 1,
  };
}

describe('belote card-points', () => {
  it('counts the trump and plain tables, and the deal total with the dix de der', () => {
    expect(beloteCardPoints({ cards: ['JH', '9H', 'JS'], trump: 'H' })).toEqual({
      _tag: 'Right',
      right: { points: 36, total: 162, lastTrickBonus: 10 },
    });
    expect(beloteCardPoints({ cards: NAMES, trump: 'C' })).toMatchObject({ right: { points: 152 } });
  });

  it('agrees with the card table on any set of cards', () => {
    fc.assert(
      fc.property(fc.subarray(beloteDeck.cards.slice()), fc.integer({ min: 0, max: 3 }), (cards, trump) => {
        const r = beloteCardPoints({ cards: cards.map(name), trump: SUIT_LETTERS[trump]! });
        expect(r).toMatchObject({ right: { points: cards.reduce((s, c) => s + cardPoints(c, trump), 0) } });
      }),
      { numRuns: 40 },
    );
  });

  it('refuses bad facts with their codes', () => {
    const q = ruleQueries[belote.id]!['card-points']!;
    expect(q.run({}, { cards: ['JH', 'JH'], trump: 'H' })).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(q.run({}, { cards: ['6H'], trump: 'H' })).toMatchObject({ left: { code: 'notation/bad-card' } });
    expect(q.run({}, { cards: [] })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({ rounding: 'x' }, { cards: [], trump: 'H' })).toMatchObject({ left: { code: 'options/invalid' } });
  });
});

describe('belote queries agree with the engine', () => {
  const VARIANTS: readonly BeloteOptionsInput[] = [
    {},
    { partnerException: 'off' },
    { undertrump: 'optional', partnerException: 'overtrump-if-trumping' },
    { announcements: true, equalAnnouncements: 'eldest', litige: 'failed', capotPoints: 250 },
    { announcements: true, announcementTiming: 'before-first-trick', sharedCards: true, rounding: 'nearest-ten' },
  ];
  it('at every card of random deals: legal-plays, trick-winner; at the end, score is the result', () => {
    let checked = 0;
    let scored = 0;
    for (const options of VARIANTS)
      for (let g = 0; g < 4; g++) {
        const rng = createRng(deriveSeed(11, g));
        let s = getOrThrow(belote.setup(options, { seed: deriveSeed(13, g) }));
        while (belote.actor(s) !== 'done') {
          const legal = belote.legal(s);
          if (s.phase === 'play' && legal.every((a) => a.type === 'play')) {
            const seat = belote.actor(s) as number;
            const hand = toArray(s.hands[seat]!);
            const facts = { hand: hand.map(name), trick: trickFacts(s), trump: trumpOf(s) };
            const a = getOrThrow(beloteLegalPlays(facts, s.options));
            expect(a.legal.map((l) => l.card)).toEqual([...new Set(legal.map((x) => (x as { card: string }).card))]);
            for (const c of hand) {
              const e = belote.explain(s, { type: 'play', card: name(c) });
              if (e.legal) expect(a.legal).toContainEqual({ card: name(c), rule: e.rule });
              else expect(a.refused).toContainEqual(expect.objectContaining({ card: name(c), code: e.error.code }));
            }
            checked++;
          }
          const action = legal[rng.below(legal.length)]!;
          const step = belote.applyUnchecked(s, action);
          const trick = step.events.find((e) => e.type === 'trick');
          if (trick?.type === 'trick') {
            const facts = {
              trick: [...trickFacts(s), { seat: belote.actor(s) as number, card: (action as { card: string }).card }],
              trump: trumpOf(s),
              lastTrick: step.state.phase === 'done',
            };
            expect(getOrThrow(beloteTrickWinner(facts, s.options))).toMatchObject({
              winner: trick.winner,
              points: trick.points,
            });
          }
          s = step.state;
        }
        const result = beloteResult(s)!;
        if (result.annulled) continue;
        const sheet = getOrThrow(beloteScoreSheet(entryOf(s)));
        expect(sheet.scores).toEqual(result.scores);
        expect(sheet.announcements).toEqual(result.announcements);
        expect(sheet.held).toBe(result.held);
        scored++;
      }
    expect(checked).toBeGreaterThan(300);
    expect(scored).toBeGreaterThan(10);
  });
});

describe('belote legal-plays: the worked examples of docs/rules/belote.md (hearts trump)', () => {
  // Seat 0 to play; the partner is seat 2. Each row: trick so far from seat 1, the hand, the legal cards by default and with undertrump optional.
  const ROWS: readonly [string, string, string, string][] = [
    ['KS 9H 7S', 'JH 8H AC', 'JH 8H AC', 'JH 8H AC'], // 9H by the partner, master
    ['KS 7S 9H', 'JH 8H AC', 'JH', 'JH'],
    ['KS 7S 9H', '8H 7H AC', '7H 8H', '7H 8H AC'],
    ['7S 8S AS', '8H AC', '8H', '8H'],
    ['KS 7S 9H', 'AC QD', 'QD AC', 'QD AC'],
  ];
  const seatsFrom = (first: number, cards: string[]) => cards.map((card, i) => ({ seat: (first + i) % 4, card }));
  const legalOf = (trick: string, hand: string, options: BeloteOptionsInput = {}) =>
    getOrThrow(
      beloteLegalPlays({ hand: hand.split(' '), trick: seatsFrom(1, trick.split(' ')), trump: 'H' }, options),
    ).legal.map((l) => l.card);
  const sorted = (cards: string) =>
    cards.split(' ').sort((a, b) => beloteDeck.byName.get(a)! - beloteDeck.byName.get(b)!);

  it.each(ROWS)('trick %s, hand %s', (trick, hand, ffb, optional) => {
    expect(legalOf(trick, hand)).toEqual(sorted(ffb));
    expect(legalOf(trick, hand, { undertrump: 'optional' })).toEqual(sorted(optional));
  });

  it('beats a trump lead even over the partner, and refuses with the code apply gives', () => {
    // 9H led by the partner (seat 2), 7H by seat 3; seat 0 holds JH 8H.
    const a = getOrThrow(beloteLegalPlays({ hand: ['JH', '8H'], trick: seatsFrom(2, ['9H', '7H']), trump: 'H' }));
    expect(a.legal).toEqual([{ card: 'JH', rule: a.rule }]);
    expect(a.refused.map((r) => r.card)).toEqual(['8H']);
    expect(a.seat).toBe(0);
  });

  it('refuses a trick out of turn or too long', () => {
    const q = ruleQueries[belote.id]!['legal-plays']!;
    expect(
      q.run({}, { hand: ['JH'], trick: seatsFrom(0, ['7S']).concat({ seat: 3, card: '8S' }), trump: 'H' }),
    ).toMatchObject({
      left: { code: 'query/bad-trick' },
    });
    expect(q.run({}, { hand: [], trick: [], trump: 'H' })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });
});

describe('belote trick-winner', () => {
  it('the highest trump, else the highest card of the suit led; the dix de der on the last trick', () => {
    const trick = [
      { seat: 1, card: 'KS' },
      { seat: 2, card: 'AS' },
      { seat: 3, card: '10S' },
      { seat: 0, card: '7H' },
    ];
    expect(getOrThrow(beloteTrickWinner({ trick, trump: 'H' }))).toEqual({ winner: 0, card: '7H', points: 25 });
    expect(getOrThrow(beloteTrickWinner({ trick, trump: 'C', lastTrick: true }))).toEqual({
      winner: 2,
      card: 'AS',
      points: 35,
    });
  });
});

describe('belote melds (announcements and belote)', () => {
  it('lists each maximal sequence and carré with its value, and the belote', () => {
    const a = getOrThrow(beloteMelds({ hand: ['KS', 'QS', 'JS', '10S', 'JH', 'JD', 'JC', 'QH'], trump: 'D' }));
    expect(a.melds.map((m) => [m.meld, m.value])).toEqual([
      ['run4-KS', 50],
      ['four-J', 200],
    ]);
    expect(a.total).toBe(250);
    expect(a.counted).toBe(false);
    expect(a.belote).toEqual({ held: false, points: 0 });
    expect(getOrThrow(beloteMelds({ hand: ['KH', 'QH'], trump: 'H' }, { announcements: true }))).toMatchObject({
      counted: true,
      belote: { held: true, points: 20 },
    });
  });

  it('compares two teams by the engine: worked examples 5 and 6', () => {
    // Example 5: a tierce against a cinquante, the cinquante's team scores its 50.
    const five = getOrThrow(
      beloteMelds(
        { hand: [], trump: 'H', compare: { melds: [['run3-KS'], ['run4-10C']], eldestTeam: 1 } },
        { announcements: true },
      ),
    );
    expect(five.comparison).toEqual({ winner: 1, points: [0, 50] });
    // Example 6: equal best tierces, clubs trump: nobody by default, the eldest's team with 'eldest'.
    const compare = { melds: [['run3-KD', 'run3-9H'], ['run3-KS']] as [string[], string[]], eldestTeam: 1 as const };
    expect(getOrThrow(beloteMelds({ hand: [], trump: 'C', compare }, { announcements: true })).comparison).toEqual({
      winner: null,
      points: [0, 0],
    });
    expect(
      getOrThrow(beloteMelds({ hand: [], trump: 'C', compare }, { announcements: true, equalAnnouncements: 'eldest' }))
        .comparison,
    ).toEqual({ winner: 1, points: [0, 20] });
  });

  it('refuses bad announcements with their codes', () => {
    const q = ruleQueries[belote.id]!.melds!;
    const run = (melds: [string[], string[]]) => q.run({}, { hand: [], trump: 'H', compare: { melds, eldestTeam: 0 } });
    expect(run([['run3-XS'], []])).toMatchObject({ left: { code: 'notation/bad-meld' } });
    expect(run([['four-7'], []])).toMatchObject({ left: { code: 'notation/no-such-meld' } });
    expect(run([['run3-KS', 'run3-KS'], []])).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(run([['run3-KS'], ['run4-AS']])).toMatchObject({ left: { code: 'query/duplicate-card' } });
  });
});

describe('belote score (the score sheet as a query)', () => {
  it("answers the score sheet, the request's options filling in", () => {
    const q = ruleQueries[belote.id]!.score!;
    expect(q.run({ litige: 'failed' }, { takers: 1, cardPoints: [81, 81] })).toMatchObject({
      right: { teamScores: [162, 0], outcome: 'litige' },
    });
    expect(q.run({ litige: 'failed' }, { takers: 1, cardPoints: [81, 81], options: { litige: 'made' } })).toMatchObject(
      { right: { teamScores: [81, 81] } },
    );
    expect(
      ruleQueries['belote-match']!.score!.run({ target: 501 }, { takers: 1, cardPoints: [64, 98], belote: 1 }),
    ).toMatchObject({
      right: { teamScores: [64, 118] },
    });
  });
});
