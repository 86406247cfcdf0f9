/**
 * The solver's Tarabish board and the public API in lockstep (the Tarot board's test is
 * test/games/tarot/board.test.ts): from random positions of the card play of every variant, the
 * API plays random legal cards while the board plays the same ones; at every card the board's
 * seat, legal cards, points won (settle.ts, as the API settles them), points still in play, final
 * points and position key equal the API's (the key: that of a board loaded afresh from the API's
 * state), and taking every card back with `undo` gives, card by card, the board loaded from the
 * state before it.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { cardPoints } from '../../../src/games/tarabish/cards.js';
import { teamCardPoints } from '../../../src/games/tarabish/settle.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';
import type { Board } from '../../../src/kernel/board.js';
import { TarabishBoard } from '../../../src/bots/solver/tarabish.js';
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

const TARABISH: Game = {
  board: () => new TarabishBoard() as never,
  settled: (s) => teamCardPoints(s as TarabishState),
  remaining: (s) => {
    const t = s as TarabishState;
    let r = t.phase === 'done' ? 0 : t.options.lastTrickBonus;
    for (const h of t.hands)
      for (let w = 0; w < h.length; w++)
        for (let b = 0; b < 32; b++) if ((h[w]! >>> b) & 1) r += cardPoints((w << 5) | b, t.trump);
    for (const c of t.trick) r += cardPoints(c, t.trump);
    return r;
  },
};

const gameOf = (_rules: AnyRuleset): Game => TARABISH;

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
    const [won0] = game.settled(s);
    expect({ cards, seat: board.seat(), moves: boardCards(board), past: board.past() }).toEqual({
      cards,
      seat: actor,
      moves: plays,
      past: won0,
    });
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

describe.each(VARIANTS.filter((v) => v.rules.id === 'tarabish'))(
  'the board and the API in lockstep: $name',
  (variant) => {
    it(`at every card of ${DEALS} random positions played out`, () => {
      const rng = createRng(77);
      const players = 4;
      let cards = 0;
      for (let i = 0; i < DEALS; i++) {
        const left = 1 + rng.below(variant.tricks);
        cards += lockstep(variant.rules, endgame(variant, 500 + i, left, rng.below(players)), i);
      }
      expect(cards).toBeGreaterThan(DEALS);
    });
  },
);
