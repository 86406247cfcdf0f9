/**
 * Tarot's rule queries from plain facts: their answers agree with the card tables the engine uses
 * and with the engine itself on random dealt states; bad facts are refused with their codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleQueries } from '../../../src/games/registry.js';
import { goulash, tarot, type TarotTypes } from '../../../src/games/tarot/rules.js';
import { tarotMatch } from '../../../src/games/tarot/match.js';
import { tarotCardPoints, tarotLegalPlays, tarotTrickWinner } from '../../../src/games/tarot/queries.js';
import { name, tarotDeck, value2 } from '../../../src/games/tarot/cards.js';
import { sideOf, type TarotState } from '../../../src/games/tarot/state.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { Ruleset } from '../../../src/kernel/ruleset.js';

const NAMES = tarotDeck.cards.map((c) => tarotDeck.names.get(c)!);

describe('tarot card-points', () => {
  it('counts the FFT values in half points, exactly', () => {
    expect(tarotCardPoints({ cards: ['KH', 'EX', '3T'] })).toEqual({
      _tag: 'Right',
      right: { points: 9.5, halfPoints: 19, oudlers: 1, total: 91 },
    });
    expect(tarotCardPoints({ cards: NAMES })).toMatchObject({ right: { points: 91, halfPoints: 182, oudlers: 3 } });
  });

  it('agrees with the card table on any set of cards', () => {
    fc.assert(
      fc.property(fc.subarray(tarotDeck.cards.slice()), (cards) => {
        const r = tarotCardPoints({ cards: cards.map((c) => tarotDeck.names.get(c)!) });
        const half = cards.reduce((s, c) => s + value2(c), 0);
        expect(r).toMatchObject({ _tag: 'Right', right: { halfPoints: half, points: half / 2 } });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad facts with their codes', () => {
    const q = ruleQueries[tarot.id]!['card-points']!;
    expect(q.run({}, { cards: ['KH', 'kh'] })).toMatchObject({
      left: { code: 'notation/bad-card', detail: { field: 'cards[1]', suggestion: 'KH' } },
    });
    expect(q.run({}, { cards: ['KH', 'KH'] })).toMatchObject({ left: { code: 'query/duplicate-card' } });
    expect(q.run({}, { cards: [], extra: 1 })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({}, null)).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(q.run({ players: 6 }, { cards: [] })).toMatchObject({ left: { code: 'options/invalid' } });
    expect(ruleQueries[goulash.id]!['card-points']!.run({ mode: 'classic' }, { cards: [] })).toMatchObject({
      left: { code: 'options/goulash-mode-only' },
    });
  });
});

/** The trick so far of a state as facts. */
const trickFacts = (s: TarotState) =>
  s.trick.map((c, i) => ({ seat: (s.leader + i) % s.options.players, card: name(c) }));

/**
 * Random deals of `rules` at `players`, and at every card played: the legal-plays query on the
 * state's facts equals `legal(state)` and `explain` of every other card of the hand; at every
 * trick's last card, the trick-winner query names the winner of the trick event.
 */
function agreeWithEngine(rules: Ruleset<TarotTypes>, players: 3 | 4 | 5, seed: number): number {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup({ players }, { seed }));
  const q = ruleQueries[rules.id]!;
  let checked = 0;
  while (rules.actor(s) !== 'done') {
    const legal = rules.legal(s);
    if (s.phase === 'play') {
      const seat = rules.actor(s) as number;
      const hand = toArray(s.hands[seat]!);
      const facts = {
        hand: hand.map(name),
        trick: trickFacts(s),
        firstTrick: s.tricks.length === 0,
        called: s.mode === 'classic' && s.called !== null ? name(s.called) : null,
      };
      const answer = q['legal-plays']!.run({ ...s.options, mode: s.mode }, facts);
      expect(answer._tag).toBe('Right');
      const a = (
        answer as { right: { legal: { card: string; rule: string }[]; refused: { card: string; code: string }[] } }
      ).right;
      expect(a.legal.map((l) => l.card)).toEqual(legal.map((x) => (x as { card: string }).card));
      for (const c of hand) {
        const e = rules.explain(s, { type: 'play', card: name(c) });
        if (e.legal) expect(a.legal).toContainEqual({ card: name(c), rule: e.rule });
        else expect(a.refused).toContainEqual(expect.objectContaining({ card: name(c), code: e.error.code }));
      }
      checked++;
    }
    const action = legal[rng.below(legal.length)]!;
    const step = rules.applyUnchecked(s, action);
    const trick = step.events.find((e) => e.type === 'trick');
    if (trick !== undefined && trick.type === 'trick') {
      const all = [...trickFacts(s), { seat: rules.actor(s) as number, card: (action as { card: string }).card }];
      const side = sideOf(s, s.leader);
      const facts = {
        trick: all,
        lastTrick: step.state.phase === 'done',
        leaderSideWonEveryTrick: s.tricks.every((t) => sideOf(s, t.winner) === side),
      };
      const w = q['trick-winner']!.run({ ...s.options, mode: s.mode }, facts);
      expect(w).toMatchObject({ _tag: 'Right', right: { winner: trick.winner } });
    }
    s = step.state;
  }
  return checked;
}

describe('tarot queries agree with the engine', () => {
  it('on every card of random deals at 3, 4 and 5 players, and in Goulash', () => {
    let checked = 0;
    for (const players of [3, 4, 5] as const) for (const seed of [1]) checked += agreeWithEngine(tarot, players, seed);
    for (const players of [5] as const) checked += agreeWithEngine(goulash, players, 3);
    expect(checked).toBeGreaterThan(200);
  });
});

describe('tarot legal-plays', () => {
  it('must overtrump a ruff when able, else play any trump (FFT p.7–8), the Excuse always', () => {
    const trick = [
      { seat: 1, card: '3H' },
      { seat: 2, card: '8T' },
    ];
    expect(tarotLegalPlays({ hand: ['5T', '12T', 'KS', 'EX'], trick })).toEqual({
      _tag: 'Right',
      right: {
        seat: 3,
        rule: 'overtrump',
        legal: [
          { card: 'EX', rule: 'overtrump' },
          { card: '12T', rule: 'overtrump' },
        ],
        refused: [
          { card: 'KS', code: 'play/must-overtrump', message: expect.any(String) },
          { card: '5T', code: 'play/must-overtrump', message: expect.any(String) },
        ],
      },
    });
    expect(tarotLegalPlays({ hand: ['5T', 'KS'], trick })).toMatchObject({
      right: { rule: 'undertrump', legal: [{ card: '5T' }], refused: [{ card: 'KS', code: 'play/must-undertrump' }] },
    });
  });

  it('after a led Excuse, the next card sets the suit (FFT p.6)', () => {
    const trick = [
      { seat: 0, card: 'EX' },
      { seat: 1, card: '2C' },
    ];
    expect(tarotLegalPlays({ hand: ['KC', 'QH', '4T'], trick })).toMatchObject({
      right: { seat: 2, rule: 'follow-suit', legal: [{ card: 'KC' }] },
    });
  });

  it('bans leading the called suit on the first trick at 5 players, except with the called card (FFT p.12)', () => {
    const hand = ['2S', '7S', 'QH', '3T'];
    expect(tarotLegalPlays({ hand, trick: [], firstTrick: true, called: 'KS' }, { players: 5 })).toMatchObject({
      right: {
        seat: null,
        rule: 'called-suit-lead',
        legal: [{ card: 'QH' }, { card: '3T' }],
        refused: [{ card: '2S', code: 'play/called-suit-lead' }, { card: '7S' }],
      },
    });
    expect(tarotLegalPlays({ hand, trick: [], firstTrick: false, called: 'KS' }, { players: 5 })).toMatchObject({
      right: { rule: 'lead', refused: [] },
    });
    expect(tarotLegalPlays({ hand, trick: [], called: 'KS' })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });

  it('refuses a trick out of turn, too long, or sharing a card with the hand', () => {
    const bad = (trick: { seat: number; card: string }[], hand = ['KS']) => tarotLegalPlays({ hand, trick });
    expect(
      bad([
        { seat: 1, card: '3H' },
        { seat: 3, card: '4H' },
      ]),
    ).toMatchObject({ left: { code: 'query/bad-trick' } });
    expect(
      bad([
        { seat: 0, card: '3H' },
        { seat: 1, card: '4H' },
        { seat: 2, card: '5H' },
        { seat: 3, card: '6H' },
      ]),
    ).toMatchObject({ left: { code: 'query/bad-trick' } });
    expect(bad([{ seat: 4, card: '3H' }])).toMatchObject({ left: { code: 'query/bad-trick' } });
    expect(bad([{ seat: 0, card: 'KS' }])).toMatchObject({
      left: { code: 'query/duplicate-card', detail: { card: 'KS', fields: ['hand[0]', 'trick[0]'] } },
    });
    expect(bad([], [])).toMatchObject({ left: { code: 'query/bad-facts' } });
  });
});

describe('tarot queries of the match', () => {
  it('take the match options (deals) and pass the deal options on', () => {
    const q = ruleQueries[tarotMatch.id]!['legal-plays']!;
    const facts = { hand: ['2S', 'QH'], trick: [], firstTrick: true, called: 'KS' };
    expect(q.run({ deals: 3, players: 5 }, facts)).toMatchObject({ right: { legal: [{ card: 'QH' }] } });
    expect(q.run({ deals: 0 }, facts)).toMatchObject({ left: { code: 'options/invalid' } });
  });
});

describe('tarot trick-winner', () => {
  const trick = (...cards: string[]) => cards.map((card, i) => ({ seat: (i + 2) % 4, card }));
  it('the highest trump, else the highest card of the suit led; points in halves', () => {
    expect(tarotTrickWinner({ trick: trick('KH', '1T', 'QH', '2T') })).toEqual({
      _tag: 'Right',
      right: { winner: 1, card: '2T', points: 13, halfPoints: 26 },
    });
    expect(tarotTrickWinner({ trick: trick('7H', 'KS', '9H', 'QC') })).toMatchObject({
      right: { winner: 0, card: '9H' },
    });
  });

  it('the Excuse never wins, except led to the last trick by a side that won every other (FFT p.6)', () => {
    expect(tarotTrickWinner({ trick: trick('EX', '2H', '3H', '4H'), lastTrick: true })).toMatchObject({
      right: { card: '4H' },
    });
    expect(
      tarotTrickWinner({ trick: trick('EX', '2H', '3H', '4H'), lastTrick: true, leaderSideWonEveryTrick: true }),
    ).toMatchObject({ right: { winner: 2, card: 'EX' } });
    expect(
      tarotTrickWinner({ trick: trick('EX', '2H', '3H', '4H'), lastTrick: false, leaderSideWonEveryTrick: true }),
    ).toMatchObject({ right: { card: '4H' } });
  });

  it('in a Goulash under excuseOnLastTrick wins, the Excuse takes the last trick wherever it is', () => {
    const t = trick('2H', 'EX', '3H', '21T');
    expect(
      ruleQueries[goulash.id]!['trick-winner']!.run({ excuseOnLastTrick: 'wins' }, { trick: t, lastTrick: true }),
    ).toMatchObject({ right: { card: 'EX', winner: 3 } });
    expect(ruleQueries[goulash.id]!['trick-winner']!.run({}, { trick: t, lastTrick: true })).toMatchObject({
      right: { card: '21T' },
    });
  });

  it('refuses an incomplete trick', () => {
    expect(tarotTrickWinner({ trick: trick('2H', '3H', '4H') })).toMatchObject({ left: { code: 'query/bad-trick' } });
  });
});

describe('tarot score', () => {
  it('is the score sheet, with players and the Excuse option taken from the options', async () => {
    const { tarotScoreSheet } = await import('../../../src/games/tarot/scoresheet.js');
    const facts = { contract: 'garde', taker: 0, oudlers: 2, points: 49, petitAuBout: 'taker', poignees: ['simple'] };
    const answer = getOrThrow(ruleQueries[tarot.id]!.score!.run({ players: 4 }, facts) as never);
    expect(answer).toEqual(getOrThrow(tarotScoreSheet({ players: 4, ...facts })));
    expect((answer as { scores: number[] }).scores).toEqual([318, -106, -106, -106]);
    const five = ruleQueries[tarot.id]!.score!.run({ players: 5 }, { ...facts, partner: 2 });
    expect(five._tag).toBe('Right');
    const bad = ruleQueries[tarot.id]!.score!.run({ players: 4 }, { ...facts, contract: 'pousse' });
    expect(bad._tag === 'Left' && bad.left.code).not.toBe('options/invalid');
  });
});

describe('tarot queries: the sizes the rules allow', () => {
  const all = tarotDeck.cards.map((c) => name(c));

  it("legal-plays: a hand holds at most the options' hand (24 at 3 players, 18 at 4, 15 at 5), never more", () => {
    for (const [players, size] of [
      [3, 24],
      [4, 18],
      [5, 15],
    ] as const) {
      expect(tarotLegalPlays({ hand: all.slice(0, size), trick: [] }, { players })._tag).toBe('Right');
      expect(tarotLegalPlays({ hand: all.slice(0, size + 1), trick: [] }, { players })).toMatchObject({
        left: { code: 'query/bad-facts', detail: { field: 'hand' } },
      });
    }
    expect(tarotLegalPlays({ hand: all, trick: [] })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });

  it('card points: any cards of the deck, each once, never more than the deck', () => {
    expect(tarotCardPoints({ cards: all })).toMatchObject({ right: { points: 91 } });
    expect(tarotCardPoints({ cards: [...all, 'EX'] })).toMatchObject({ left: { code: 'query/bad-facts' } });
  });

  it('a trick of more cards than the most players is refused before its cards are read', () => {
    const trick = [0, 1, 2, 3, 4, 0].map((seat, i) => ({ seat, card: all[i]! }));
    expect(tarotTrickWinner({ trick }, { players: 5 })).toMatchObject({ left: { code: 'query/bad-facts' } });
    expect(tarotTrickWinner({ trick: trick.slice(0, 5) }, { players: 5 })._tag).toBe('Right');
    expect(tarotLegalPlays({ hand: ['KS'], trick }, { players: 5 })).toMatchObject({
      left: { code: 'query/bad-facts' },
    });
  });
});
