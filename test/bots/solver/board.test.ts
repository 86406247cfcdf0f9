/**
 * The solver's boards and the public API in lockstep: from random positions of the card play of
 * every variant (and Tarot endgames where the Excuse can win the last trick by the chelem rule),
 * the API plays random legal cards while the board plays the same ones; at every card the board's
 * seat, legal cards, points won (settle.ts, as the API settles them), points still in play, final
 * points and position key equal the API's (the key: that of a board loaded afresh from the API's
 * state), and taking every card back with `undo` gives, card by card, the board loaded from the
 * state before it.
 */
import { describe, expect, it } from 'vitest';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { tarotDeck, VALUE2 } from '../../../src/games/tarot/cards.js';
import { settle } from '../../../src/games/tarot/settle.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import type { Board } from '../../../src/kernel/board.js';
import { TarotBoard } from '../../../src/bots/solver/tarot.js';
import { solve } from '../../../src/bots/solve.js';
import { endgame, VARIANTS } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const DEALS = LONG ? 400 : 40;

/** A board that loads a state. */
type Loadable = Board & { load(s: never): Loadable };

interface Game {
  readonly board: () => Loadable;
  /** Side 0's and side 1's points of the completed tricks, as the API settles them. */
  readonly settled: (s: object) => readonly [number, number];
  /** The points in hands and in the current trick (and a last-trick bonus still to win). */
  readonly remaining: (s: object) => number;
}

const TAROT: Game = {
  board: () => new TarotBoard() as never,
  settled: (s) => {
    const p = settle(s as TarotState).points2;
    return [p[0]!, p[1]!];
  },
  remaining: (s) => {
    const t = s as TarotState;
    let r = 0;
    for (const h of t.hands)
      for (let w = 0; w < h.length; w++) for (let b = 0; b < 32; b++) if ((h[w]! >>> b) & 1) r += VALUE2[(w << 5) | b]!;
    for (const c of t.trick) r += VALUE2[c]!;
    return r;
  },
};

const gameOf = (_rules: AnyRuleset): Game => TAROT;

/** The legal cards of the API (plays, each card once), in card order. */
const apiCards = (rules: AnyRuleset, s: object): number[] =>
  [
    ...new Set(
      rules
        .legal(s)
        .filter((a) => (a as { type: string }).type === 'play')
        .map((a) => (a as { card: number }).card),
    ),
  ].sort((x, y) => x - y);

const boardCards = (b: Board): number[] => {
  const out = new Int32Array(32);
  return Array.from(out.subarray(0, b.moves(out, 0))).sort((x, y) => x - y);
};

const keyOf = (b: Board): number[] => {
  const out = new Int32Array(b.keyWords);
  const h = b.key(out, 0);
  return [h, ...out];
};

/** What the board reads out: to compare with the API and with another board. */
function readOut(b: Board): object {
  return {
    seat: b.over() ? 'done' : b.seat(),
    moves: b.over() ? [] : boardCards(b),
    past: b.over() ? null : b.past(),
    final: b.over() ? b.final() : null,
    remaining: b.remaining(),
    tricksLeft: b.tricksLeft(),
    trickLength: b.trickLength(),
    key: b.trickLength() === 0 && !b.over() ? keyOf(b) : null,
  };
}

/** Plays `s` to the end beside a board; the number of cards compared. */
function lockstep(rules: AnyRuleset, start: object, seed: number): number {
  const game = gameOf(rules);
  const rng = createRng(seed);
  const board = game.board().load(start as never);
  const states: object[] = [start];
  let s = start;
  let cards = 0;
  for (;;) {
    const actor = rules.actor(s);
    if (actor === 'done') break;
    const plays = apiCards(rules, s);
    if (plays.length === 0) {
      // A declaration or a poignée first (not the board's: the solver plays cards); the board is loaded afresh.
      const l = rules.legal(s);
      s = rules.applyUnchecked(s, l[rng.below(l.length)]).state as object;
      board.load(s as never);
      states.length = 0;
      states.push(s);
      continue;
    }
    const [won0, won1] = game.settled(s);
    expect({ cards, seat: board.seat(), moves: boardCards(board), past: board.past() }).toEqual({
      cards,
      seat: actor,
      moves: plays,
      past: won0,
    });
    if (board instanceof TarotBoard) expect(board.pastOther()).toBe(won1);
    expect(board.remaining()).toBe(game.remaining(s));
    expect(readOut(board)).toEqual(readOut(game.board().load(s as never)));
    const card = plays[rng.below(plays.length)]!;
    const action = rules.legal(s).find((a) => (a as { card?: number }).card === card)!;
    s = rules.applyUnchecked(s, action).state as object;
    board.play(card);
    states.push(s);
    cards++;
  }
  expect(board.over()).toBe(true);
  expect(board.final()).toBe(game.settled(s)[0]);
  expect(board.remaining()).toBe(0);
  // Back to the start, card by card: each position is the one loaded from the state before.
  for (let i = states.length - 2; i >= 0; i--) {
    board.undo();
    expect({ i, ...readOut(board) }).toEqual({ i, ...readOut(game.board().load(states[i] as never)) });
  }
  return cards;
}

// Tarabish: test/games/tarabish/board.test.ts.
describe.each(VARIANTS.filter((v) => v.rules.id !== 'tarabish'))(
  'the board and the API in lockstep: $name',
  (variant) => {
    it(`at every card of ${DEALS} random positions played out`, () => {
      const rng = createRng(77);
      const players = (variant.options as { players: number }).players;
      let cards = 0;
      for (let i = 0; i < DEALS; i++) {
        const left = 1 + rng.below(variant.tricks);
        cards += lockstep(variant.rules, endgame(variant, 500 + i, left, rng.below(players)), i);
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
  function position(winners: 0 | 1, excuseAt: number, excuseLastTrick: 'to-winner' | 'to-opponents'): object {
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
    ) as object;
  }

  it('the board plays it as the API does, and the solver finds the chelem lead', () => {
    for (const option of ['to-winner', 'to-opponents'] as const)
      for (const winners of [0, 1] as const)
        for (const at of [0, 1, 2, 3])
          for (let seed = 0; seed < 6; seed++)
            lockstep(tarot as unknown as AnyRuleset, position(winners, at, option), seed);
    // The taker (every trick won) keeps the Excuse for the last lead: 21T first, then EX wins the
    // last trick and stays with the taker even where an Excuse on the last trick changes camp.
    const s = position(0, 0, 'to-opponents') as TarotState;
    const got = getOrThrow(solve(tarot, s));
    expect(got.best.map((a) => tarot.codec.encode(a))).toEqual(['play:21T']);
    expect(got.value).toBe(91);
  });
});
