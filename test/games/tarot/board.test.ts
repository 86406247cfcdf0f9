/**
 * The solver's Tarot board (board.ts `TarotBoard`, on the card-play core) and the public API in
 * lockstep: from random positions of the card play of 3, 4 and 5 players (and endgames where the
 * Excuse can win the last trick by the chelem rule), the API plays random legal cards while the
 * board plays the same ones; at every card the board's seat, legal cards, points won by each side
 * (settle.ts, as the API settles them), points still in play, final points and position key equal
 * the API's (the key: that of a board loaded afresh from the API's state), and taking every card
 * back with `undo` gives, card by card, the board loaded from the state before it.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { TarotBoard } from '../../../src/games/tarot/board.js';
import { tarotDeck, VALUE2 } from '../../../src/games/tarot/cards.js';
import { settle } from '../../../src/games/tarot/settle.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { solve } from '../../../src/bots/solve.js';
import { endgame, VARIANTS } from '../../bots/solver/endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const DEALS = LONG ? 400 : 40;

/** The card points in hands and in the current trick. */
function remaining(s: TarotState): number {
  let r = 0;
  for (const h of s.hands)
    for (let w = 0; w < h.length; w++) for (let b = 0; b < 32; b++) if ((h[w]! >>> b) & 1) r += VALUE2[(w << 5) | b]!;
  for (const c of s.trick) r += VALUE2[c]!;
  return r;
}

/** The legal cards of the API (plays, each card once), in card order. */
const apiCards = (s: TarotState): number[] =>
  [...new Set(tarot.legal(s).flatMap((a) => (a.type === 'play' ? [tarotDeck.byName.get(a.card)!] : [])))].sort(
    (x, y) => x - y,
  );

const boardCards = (b: TarotBoard): number[] => {
  const out = new Int32Array(32);
  return Array.from(out.subarray(0, b.moves(out, 0)));
};

const keyOf = (b: TarotBoard): number[] => {
  const out = new Int32Array(b.keyWords);
  const h = b.key(out, 0);
  return [h, ...out];
};

/** What the board reads out: to compare with the API and with another board. */
function readOut(b: TarotBoard): object {
  return {
    seat: b.over() ? 'done' : b.seat(),
    moves: b.over() ? [] : boardCards(b),
    past: b.over() ? null : [b.past(), b.pastOther()],
    final: b.over() ? b.final() : null,
    remaining: b.remaining(),
    tricksLeft: b.tricksLeft(),
    trickLength: b.trickLength(),
    key: b.trickLength() === 0 && !b.over() ? keyOf(b) : null,
  };
}

/** Plays `s` to the end beside a board; the number of cards compared. */
function lockstep(start: TarotState, seed: number): number {
  const rng = createRng(seed);
  const board = new TarotBoard().load(start);
  const states: TarotState[] = [start];
  let s = start;
  let cards = 0;
  for (;;) {
    const actor = tarot.actor(s);
    if (actor === 'done') break;
    const plays = apiCards(s);
    if (plays.length === 0) {
      // A poignée being shown first (not the board's: the solver plays cards); the board is loaded afresh.
      const l = tarot.legal(s);
      s = tarot.applyUnchecked(s, l[rng.below(l.length)]!).state;
      board.load(s);
      states.length = 0;
      states.push(s);
      continue;
    }
    const won = settle(s).points2;
    expect({ cards, seat: board.seat(), moves: boardCards(board), past: [board.past(), board.pastOther()] }).toEqual({
      cards,
      seat: actor,
      moves: plays,
      past: won,
    });
    expect(board.remaining()).toBe(remaining(s));
    expect(readOut(board)).toEqual(readOut(new TarotBoard().load(s)));
    const card = plays[rng.below(plays.length)]!;
    s = tarot.applyUnchecked(s, { type: 'play', card: tarotDeck.names.get(card)! }).state;
    board.play(card);
    states.push(s);
    cards++;
  }
  expect(board.over()).toBe(true);
  expect(board.final()).toBe(settle(s).points2[0]);
  expect(board.remaining()).toBe(0);
  // Back to the start, card by card: each position is the one loaded from the state before.
  for (let i = states.length - 2; i >= 0; i--) {
    board.undo();
    expect({ i, ...readOut(board) }).toEqual({ i, ...readOut(new TarotBoard().load(states[i]!)) });
  }
  return cards;
}

describe.each(VARIANTS.filter((v) => v.rules.id === 'tarot'))(
  'the Tarot board and the API in lockstep: $name',
  (variant) => {
    it(`at every card of ${DEALS} random positions played out`, () => {
      const rng = createRng(77);
      const players = (variant.options as { players: number }).players;
      let cards = 0;
      for (let i = 0; i < DEALS; i++) {
        const left = 1 + rng.below(variant.tricks);
        cards += lockstep(endgame(variant, 500 + i, left, rng.below(players)) as TarotState, i);
      }
      expect(cards).toBeGreaterThan(DEALS);
    });
  },
);

describe('the Excuse led to the last trick by a side that won every trick (FFT p.6)', () => {
  const ALL = tarotDeck.cards.map((c) => tarotDeck.names.get(c)!);
  /**
   * 4 players, garde sans by seat 0; 2 tricks left; `winners`: the side that won all 16 tricks so
   * far (and leads); the Excuse at seat `excuseAt`.
   */
  function position(winners: 0 | 1, excuseAt: number, excuseLastTrick: 'to-winner' | 'to-opponents'): TarotState {
    const hands = [
      ['21T', '5T'],
      ['2H', '3S'],
      ['7T', 'QH'],
      ['1S', '9H'],
    ];
    hands[excuseAt] = [excuseAt === 0 ? '21T' : hands[excuseAt]![0]!, 'EX'];
    const rest = ALL.filter((c) => !hands.flat().includes(c));
    const chien = rest.slice(0, 6);
    const won = rest.slice(6);
    return getOrThrow(
      tarot.setup(
        { players: 4, dealer: 3, excuseLastTrick },
        {
          position: {
            hands,
            chien,
            contract: 'garde-sans',
            taker: 0,
            won: winners === 0 ? [won, []] : [[], won],
            trick: [],
            toAct: winners === 0 ? 0 : excuseAt === 0 ? 1 : excuseAt,
          },
        },
      ),
    );
  }

  it('the board plays it as the API does, and the solver finds the chelem lead', () => {
    for (const option of ['to-winner', 'to-opponents'] as const)
      for (const winners of [0, 1] as const)
        for (const at of [0, 1, 2, 3])
          for (let seed = 0; seed < 6; seed++) lockstep(position(winners, at, option), seed);
    // The taker (every trick won) keeps the Excuse for the last lead: 21T first, then EX wins the
    // last trick and stays with the taker even where an Excuse on the last trick changes camp.
    const s = position(0, 0, 'to-opponents');
    const got = getOrThrow(solve(tarot as unknown as AnyRuleset, s));
    expect(got.best.map((a) => tarot.codec.encode(a as never))).toEqual(['play:21T']);
    expect(got.value).toBe(91);
  });
});
