/**
 * The solver's Tarabish board (board.ts) and the public API in lockstep: from random positions of
 * the card play of both presets and every partner exception, the API plays random legal cards
 * while the board plays the same ones; at every card the board's seat, legal cards, points won
 * (settle.ts `teamCardPoints`, as the API settles them), points still in play, the cards that
 * would win the trick so far, the live cards and their holders, and its position key equal the
 * API's (the key: that of a board loaded afresh from the API's state); at the end its final points
 * are the API's; taking every card back with `undo` gives, card by card, the board loaded from the
 * state before it.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { TarabishBoard } from '../../../src/games/tarabish/board.js';
import { cardPoints, tarabishDeck } from '../../../src/games/tarabish/cards.js';
import { tarabish, type TarabishOptionsInput } from '../../../src/games/tarabish/index.js';
import { followRulesOf, trickWinner } from '../../../src/games/tarabish/card-play.js';
import { TrickSoFar } from '../../../src/kernel/trick.js';
import { teamCardPoints } from '../../../src/games/tarabish/settle.js';
import type { TarabishState } from '../../../src/games/tarabish/state.js';
import { endgame } from '../../bots/solver/endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const DEALS = LONG ? 400 : 30;

const OPTIONS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { partnerException: 'free', noTrump: true },
  { preset: 'traditional', partnerException: 'overtrump-if-trumping', lastTrickBonus: 4 },
];

/** The cards in hands and in the current trick, with a last-trick bonus still to win. */
function remaining(s: TarabishState): number {
  let r = s.phase === 'done' ? 0 : s.options.lastTrickBonus;
  for (const c of tarabishDeck.cards) {
    const held = s.hands.some((h) => ((h[c >>> 5]! >>> (c & 31)) & 1) === 1);
    if (held || s.trick.includes(c)) r += cardPoints(c, s.trump);
  }
  return r;
}

/** The legal cards of the API (plays, each card once), in card order. */
const apiCards = (s: TarabishState): number[] => [
  ...new Set(tarabish.legal(s).flatMap((a) => (a.type === 'play' ? [tarabishDeck.byName.get(a.card)!] : []))),
];

function boardOut(b: TarabishBoard): object {
  const out = new Int32Array(32);
  const key = new Int32Array(b.keyWords);
  const boundary = b.trickLength() === 0 && !b.over();
  return {
    seat: b.over() ? 'done' : b.seat(),
    moves: b.over() ? [] : Array.from(out.subarray(0, b.moves(out, 0))),
    past: b.over() ? null : b.past(),
    final: b.over() ? b.final() : null,
    remaining: b.remaining(),
    tricksLeft: b.tricksLeft(),
    trickLength: b.trickLength(),
    live: [0, 1, 2, 3].map((w) => b.liveBits(w)),
    holders: tarabishDeck.cards.map((c) => b.holder(c)),
    key: boundary ? [b.key(key, 0), ...key] : null,
  };
}

function lockstep(options: TarabishOptionsInput, start: TarabishState, seed: number): number {
  const rng = createRng(seed);
  const board = new TarabishBoard().load(start);
  const states: TarabishState[] = [start];
  let s = start;
  let cards = 0;
  while (tarabish.actor(s) !== 'done') {
    const plays = apiCards(s);
    if (plays.length === 0) {
      // A declaration first (the solver plays cards): the board is loaded afresh.
      const l = tarabish.legal(s);
      s = tarabish.applyUnchecked(s, l[rng.below(l.length)]!).state;
      board.load(s);
      states.length = 0;
      states.push(s);
      continue;
    }
    const where = `options ${JSON.stringify(options)}, seed ${seed}, card ${cards}`;
    const seat = tarabish.actor(s) as number;
    const live = (w: number): number =>
      s.hands.reduce((bits, h) => bits | h[w]!, 0) |
      s.trick.reduce((bits, c) => (c >>> 5 === w ? bits | (1 << (c & 31)) : bits), 0);
    const holder = (c: number): number => s.hands.findIndex((h) => ((h[c >>> 5]! >>> (c & 31)) & 1) === 1);
    expect(
      {
        seat: board.seat(),
        moves: boardCards(board),
        past: board.past(),
        remaining: board.remaining(),
        live: [0, 1, 2, 3].map((w) => board.liveBits(w)),
        holders: tarabishDeck.cards.map((c) => board.holder(c)),
        wins: plays.map((c) => board.wins(c)),
      },
      where,
    ).toEqual({
      seat,
      moves: plays,
      past: teamCardPoints(s)[0],
      remaining: remaining(s),
      live: [0, 1, 2, 3].map(live),
      holders: tarabishDeck.cards.map(holder),
      wins: plays.map(
        (c) => trickWinner(new TrickSoFar().load(followRulesOf(s.trump, 'off'), [...s.trick, c])) === s.trick.length,
      ),
    });
    expect(boardOut(board), where).toEqual(boardOut(new TarabishBoard().load(s)));
    const card = plays[rng.below(plays.length)]!;
    s = tarabish.applyUnchecked(s, { type: 'play', card: tarabishDeck.names.get(card)!, bella: false }).state;
    board.play(card);
    states.push(s);
    cards++;
  }
  expect(board.over()).toBe(true);
  expect(board.final()).toBe(teamCardPoints(s)[0]);
  expect(board.remaining()).toBe(0);
  // Back to the start, card by card: each position is the one loaded from the state before.
  for (let i = states.length - 2; i >= 0; i--) {
    board.undo();
    expect({ i, ...boardOut(board) }).toEqual({ i, ...boardOut(new TarabishBoard().load(states[i]!)) });
  }
  return cards;
}

const boardCards = (b: TarabishBoard): number[] => {
  const out = new Int32Array(32);
  return Array.from(out.subarray(0, b.moves(out, 0)));
};

describe('the Tarabish board and the API in lockstep', () => {
  for (const options of OPTIONS)
    it(`${JSON.stringify(options)}: at every card of ${DEALS} random positions played out`, () => {
      const variant = { name: 'tarabish', rules: tarabish as unknown as AnyRuleset, options, tricks: 9 };
      const rng = createRng(77);
      let cards = 0;
      for (let i = 0; i < DEALS; i++) {
        const left = 1 + rng.below(variant.tricks);
        cards += lockstep(options, endgame(variant, 500 + i, left, rng.below(4)) as TarabishState, i);
      }
      expect(cards).toBeGreaterThan(DEALS);
    });
});
