/**
 * The boards' quick bounds hold whatever is played: at random trick boundaries of every variant,
 * what side 0 adds in random playouts to the end is at least `sure(0)` (its strongest trumps and
 * the other side's cheapest cards played to them) and at most what remains less `sure(1)`; and
 * the leader's `quick` points (its cashed winners, or its partner's after a lead to them) bound its
 * side's exact value (plain minimax); and a trick the board calls `decided` (no seat after the one
 * to act can beat its winner) goes to the side winning it so far whatever is played to it, or to the
 * side of the seat to act once it plays the winning card it was asked about.
 */
import { describe, expect, it } from 'vitest';
import { prepare } from '../../../src/bots/solver/prepare.js';
import type { Board } from '../../../src/kernel/board.js';
import { createRng, type Rng } from '../../../src/kernel/rng.js';
import { endgame, minimax, VARIANTS, type Variant } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const POSITIONS = LONG ? 300 : 40;
const PLAYOUTS = 30;
const QUICK = LONG ? 400 : 60;
const TRICK_PLAYS = 10;

/**
 * The solver's boards of `count` random endgames of `variant` (seeds from `first`, 2 to 8 tricks
 * left), each with its index; an endgame with a Tarabish declaration still to make is skipped.
 */
function* randomBoards(variant: Variant, count: number, first: number, rng: Rng): Generator<readonly [number, Board]> {
  for (let i = 0; i < count; i++) {
    const p = prepare(variant.rules, endgame(variant, first + i, 2 + rng.below(7), 0), { maxTricks: 24 });
    if (p._tag !== 'Left') yield [i, p.right.board];
  }
}
const DECIDED = LONG ? 300 : 24;

describe.each(VARIANTS)('sure points hold in every playout: $name', (variant) => {
  it(`at ${POSITIONS} random trick boundaries, ${PLAYOUTS} playouts each`, () => {
    const rng = createRng(41);
    const buf = new Int32Array(32);
    let bounded = 0;
    for (const [i, b] of randomBoards(variant, POSITIONS, 5000, rng)) {
      const sure0 = b.sure(0);
      const sure1 = b.sure(1);
      if (sure0 + sure1 > 0) bounded++;
      const past = b.past();
      const remaining = b.remaining();
      for (let k = 0; k < PLAYOUTS; k++) {
        let played = 0;
        while (!b.over()) {
          const n = b.moves(buf, 0);
          b.play(buf[rng.below(n)]!);
          played++;
        }
        const future = b.final() - b.constant - past;
        for (let j = 0; j < played; j++) b.undo();
        expect({ i, k, atLeast: future >= sure0, atMost: future <= remaining - sure1 }).toEqual({
          i,
          k,
          atLeast: true,
          atMost: true,
        });
      }
    }
    // The property is not empty: some positions have sure points.
    expect(bounded).toBeGreaterThan(POSITIONS / 10);
  });
});

const COUNTED = LONG ? 600 : 120;

describe.each(VARIANTS.filter((v) => v.name.startsWith('tarot')))(
  'sure points by counting trumps, the strongest held by the other side: $name',
  (variant) => {
    it(`hold in every playout, at trick boundaries of ${COUNTED} random endgames, ${PLAYOUTS} playouts each`, () => {
      const rng = createRng(47);
      const buf = new Int32Array(32);
      let counted = 0;
      for (const [i, b] of randomBoards(variant, COUNTED, 8000, rng)) {
        const trumps = b.heldBits!(4) & ~1; // Tarot's trump word, the Excuse (bit 0) aside
        if (trumps === 0) continue;
        // The side without the strongest trump: no run of the strongest, so its sure points, if
        // any, come from counting its trumps against the other side's stronger ones.
        const side = (1 - b.side(b.holder((4 << 5) | (31 - Math.clz32(trumps))))) as 0 | 1;
        const sure = b.sure(side);
        if (sure === 0) continue;
        counted++;
        const past = b.past();
        for (let k = 0; k < PLAYOUTS; k++) {
          let played = 0;
          while (!b.over()) {
            b.play(buf[rng.below(b.moves(buf, 0))]!);
            played++;
          }
          const future0 = b.final() - b.constant - past;
          for (let j = 0; j < played; j++) b.undo();
          const future = side === 0 ? future0 : b.remaining() - future0;
          expect({ i, k, atLeast: future >= sure }).toEqual({ i, k, atLeast: true });
        }
      }
      expect(counted).toBeGreaterThan(COUNTED / 20);
    });
  },
);

describe.each(VARIANTS)("the leader's quick points are its side's under perfect play: $name", (variant) => {
  it(`at ${QUICK} random trick boundaries of 2 and 3 tricks, against minimax`, () => {
    let bounded = 0;
    for (let i = 0; i < QUICK; i++) {
      // Three tricks leave room for the partner's entry (the leader leads to its partner's winner).
      const s = endgame(variant, 6000 + i, 2 + (i % 2), 0);
      const p = prepare(variant.rules, s, { maxTricks: 24 });
      if (p._tag === 'Left') continue; // a Tarabish declaration still to make
      const b = p.right.board;
      const q = b.quick?.() ?? 0;
      if (q > 0) bounded++;
      // side 0's exact points (plain minimax: the solver itself reads the bound)
      const side0 = minimax(variant.rules, s)[0]! * b.unit;
      const leader0 = b.side(b.seat()) === 0;
      const low = b.past() + b.constant + (leader0 ? q : 0);
      const high = b.past() + b.constant + b.remaining() - (leader0 ? 0 : q);
      expect({ i, low: side0 >= low, high: side0 <= high }).toEqual({ i, low: true, high: true });
    }
    expect(bounded).toBeGreaterThan(QUICK / 10);
  });
});

describe.each(VARIANTS)('a decided trick goes to the side winning it so far: $name', (variant) => {
  it(`at ${DECIDED} random positions at a lead or inside tricks, ${TRICK_PLAYS} plays of the trick each`, () => {
    const rng = createRng(43);
    const buf = new Int32Array(32);
    let decided = 0;
    for (const [i, b] of randomBoards(variant, DECIDED, 5500, rng)) {
      // Into the trick: at its lead, or one or two cards into it (never its last).
      const into = rng.below(3);
      for (let j = 0; j < into; j++) b.play(buf[rng.below(b.moves(buf, 0))]!);
      // A card of the seat to act that would win the trick: when it is decided for that card, the
      // trick goes to the seat's side once it is played.
      const n0 = b.moves(buf, 0);
      let w = -1;
      for (let j = 0; j < n0 && w < 0; j++) if (b.wins(buf[j]!)) w = buf[j]!;
      if (w >= 0 && b.decided?.(w) === true) {
        decided++;
        const side = b.side(b.seat());
        for (let k = 0; k < TRICK_PLAYS; k++) {
          b.play(w);
          let played = 1;
          while (b.trickLength() !== 0) {
            b.play(buf[rng.below(b.moves(buf, 0))]!);
            played++;
          }
          const won = b.side(b.seat());
          for (let j = 0; j < played; j++) b.undo();
          expect({ i, k, won }).toEqual({ i, k, won: side });
        }
      }
      if (b.decided?.() === true) {
        decided++;
        const side = b.winning?.();
        for (let k = 0; k < TRICK_PLAYS; k++) {
          let played = 0;
          while (b.trickLength() !== 0) {
            const n = b.moves(buf, 0);
            // The seat to act plays a card that does not win the trick so far (`decided` speaks of the seats after it).
            let c = buf[rng.below(n)]!;
            if (played === 0) for (let j = 0; j < n && b.wins(c); j++) c = buf[j]!;
            if (played === 0 && b.wins(c)) break;
            b.play(c);
            played++;
          }
          const won = played > 0 ? b.side(b.seat()) : side;
          for (let j = 0; j < played; j++) b.undo();
          expect({ i, k, won }).toEqual({ i, k, won: side });
        }
      }
      for (let j = 0; j < into; j++) b.undo();
    }
    expect(decided).toBeGreaterThan(DECIDED / 20);
  });
});
