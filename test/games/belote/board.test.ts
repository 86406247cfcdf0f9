/**
 * The solver's Belote board (board.ts, the family's `FamilyBoard` on `BeloteTable`) and the public
 * API in lockstep, for Belote and for Coinche's card play (Belote's state): from random positions of
 * the card play, the API plays random legal cards while the board plays the same ones; at every
 * card the board's seat, legal cards, side 0's card points won (the dix de der once won), points
 * still in play, the cards that would win the trick, the live cards and their holders, and its
 * position key (that of a board loaded afresh from the API's state) equal the API's; at the end its
 * final points are side 0's card points and dix de der; taking every card back with `undo` gives,
 * card by card, the board loaded from the state before it.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kernel/rng.js';
import { TrickSoFar } from '../../../src/kernel/trick.js';
import { BeloteBoard } from '../../../src/games/belote/board.js';
import { beloteDeck, DIX_DE_DER } from '../../../src/games/belote/cards.js';
import { followRules } from '../../../src/games/belote/card-play.js';
import type { BeloteState } from '../../../src/games/belote/state.js';
import { cardsPoints } from '../../../src/family/card-play.js';
import { cardPoints } from '../../../src/family/cards.js';
import { LOCKSTEP_VARIANTS, playPosition } from './lockstep-variants.js';

const LONG = process.env.ATOUT_LONG === '1';
const DEALS = LONG ? 300 : 20;

/** Side 0's card points won, the dix de der once the last trick is won. */
const past = (s: BeloteState): number =>
  cardsPoints(s.won[0]!, s.trump) + (s.won[0]!.length + s.won[1]!.length === 32 && s.leader % 2 === 0 ? DIX_DE_DER : 0);

/** The cards in hands and in the current trick, with the dix de der still to win. */
function remaining(s: BeloteState): number {
  let r = s.won[0]!.length + s.won[1]!.length === 32 ? 0 : DIX_DE_DER;
  for (const c of beloteDeck.cards) {
    const held = s.hands.some((h) => ((h[c >>> 5]! >>> (c & 31)) & 1) === 1);
    if (held || s.trick.includes(c)) r += cardPoints(c, s.trump);
  }
  return r;
}

const boardCards = (b: BeloteBoard): number[] => {
  const out = new Int32Array(32);
  return Array.from(out.subarray(0, b.moves(out, 0)));
};

function boardOut(b: BeloteBoard): object {
  const key = new Int32Array(b.keyWords);
  const boundary = b.trickLength() === 0 && !b.over();
  return {
    seat: b.over() ? 'done' : b.seat(),
    moves: b.over() ? [] : boardCards(b),
    past: b.over() ? null : b.past(),
    final: b.over() ? b.final() : null,
    remaining: b.remaining(),
    tricksLeft: b.tricksLeft(),
    trickLength: b.trickLength(),
    live: [0, 1, 2, 3].map((w) => b.liveBits(w)),
    holders: beloteDeck.cards.map((c) => b.holder(c)),
    key: boundary ? [b.key(key, 0), ...key] : null,
  };
}

describe('the Belote board and the API in lockstep', () => {
  for (const v of LOCKSTEP_VARIANTS)
    it(`${v.name}: at every card of ${DEALS} random positions played out`, () => {
      const rng = createRng(77);
      let cards = 0;
      for (let i = 0; i < DEALS; i++) {
        let x = playPosition(v, 500 + i, rng.below(28));
        if (x === undefined) continue;
        let s = v.play(x);
        const board = new BeloteBoard().load(s);
        const states: BeloteState[] = [s];
        while (v.rules.actor(x) !== 'done') {
          const legal = v.rules.legal(x) as readonly { type: string; card?: string; call?: string }[];
          if (legal[0]!.type !== 'play') {
            // An announcement first (the solver plays cards): the board is loaded afresh.
            x = v.rules.applyUnchecked(x, legal[rng.below(legal.length)]).state as object;
            s = v.play(x);
            board.load(s);
            states.length = 0;
            states.push(s);
            continue;
          }
          const plays = [...new Set(legal.map((a) => beloteDeck.byName.get(a.card!)!))];
          const where = `${v.name}, position ${i}, card ${cards}`;
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
              holders: beloteDeck.cards.map((c) => board.holder(c)),
              wins: plays.map((c) => board.wins(c)),
            },
            where,
          ).toEqual({
            seat: v.rules.actor(x),
            moves: plays,
            past: past(s),
            remaining: remaining(s),
            live: [0, 1, 2, 3].map(live),
            holders: beloteDeck.cards.map(holder),
            wins: plays.map((c) => new TrickSoFar().load(followRules(s), [...s.trick, c]).win === s.trick.length),
          });
          expect(boardOut(board), where).toEqual(boardOut(new BeloteBoard().load(s)));
          const card = plays[rng.below(plays.length)]!;
          x = v.rules.applyUnchecked(x, { type: 'play', card: beloteDeck.names.get(card)! }).state as object;
          s = v.play(x);
          board.play(card);
          states.push(s);
          cards++;
        }
        expect(board.over()).toBe(true);
        expect(board.final()).toBe(past(s));
        expect(board.remaining()).toBe(0);
        for (let k = states.length - 2; k >= 0; k--) {
          board.undo();
          expect({ k, ...boardOut(board) }).toEqual({ k, ...boardOut(new BeloteBoard().load(states[k]!)) });
        }
      }
      expect(cards).toBeGreaterThan(DEALS);
    });
});
