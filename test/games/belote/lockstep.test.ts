/**
 * The card-play core (`BeloteTable`, table.ts, the family's `FamilyTable`) driven by the playout
 * (the family's `playSteps` with playout.ts's announcements) and the public API played side by side, one action at a time, on random
 * deals of Belote's variants and of Coinche's card play (Belote's state): at every action they agree
 * on the random-choice convention (one `rng.below(legal.length)` per action, the action at that
 * index of `legal`), the allowed plays in `legal` order (belote and rebelote included), and after it
 * on the hands, the leader, the card winning the trick, each team's card points and tricks, the
 * inferences, the calls and the finished tricks; at the end, on the result (Coinche's too, through
 * its own playout). Then every card is taken back (`undo`): at each card the table equals one
 * loaded from the state before it. Deals start at every point of the card play. A divergence names
 * the variant, the seed, the step and the field.
 */
import { describe, expect, it } from 'vitest';
import { declarationsIn, playSteps, undeclaredIn } from '../../../src/family/playout.js';
import { deriveSeed, createRng, type Rng } from '../../../src/kernel/rng.js';
import { rngState } from '../../../src/kernel/sfc32.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { belote, beloteDeck, type BeloteState } from '../../../src/games/belote/index.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { LOCKSTEP_VARIANTS, playPosition, type Variant } from './lockstep-variants.js';
import { cardsPoints, ceilingCard } from '../../../src/family/card-play.js';
import { trickSoFarOf } from '../../../src/games/belote/card-play.js';
import { BELOTE_DECLARATIONS, resultOf, runPlayout } from '../../../src/games/belote/playout.js';
import { runCoinchePlayout } from '../../../src/games/coinche/playout.js';
import { BeloteTable } from '../../../src/games/belote/table.js';
import { beloteCodec } from '../../../src/games/belote/codec.js';
import { playoutByApi } from '../../../src/oracle/playout.js';
import { fastPlayoutOf } from '../../../src/games/playouts.js';

const LONG = process.env.ATOUT_LONG === '1';
const DEALS = LONG ? 200 : 16;

/** A generator that records every draw (n, k); not an Sfc32, so the table draws through `below`. */
function recording(seed: number): { rng: Rng; draws: [number, number][] } {
  const base = createRng(seed);
  const draws: [number, number][] = [];
  return {
    draws,
    rng: { next: () => base.next(), below: (n) => (draws.push([n, base.below(n)]), draws[draws.length - 1]![1]) },
  };
}

/** What the table reads out, to compare with the API's state. */
function tableOut(t: BeloteTable): object {
  const k = t.tricksDone();
  const tricks = [];
  for (let j = t.firstKnownTrick(); j < k; j++)
    tricks.push({ leader: t.leaderOf(j), cards: [0, 1, 2, 3].map((i) => t.cardOf(j, i)), winner: t.winnerOf(j) });
  return {
    over: t.over(),
    seat: t.over() ? 'done' : t.seat(),
    tricksLeft: t.tricksLeft(),
    hands: [0, 1, 2, 3].map((p) => [0, 1, 2, 3].map((w) => t.held(p, w))),
    leader: t.leader(),
    trick: Array.from({ length: t.trickLength() }, (_, i) => t.cardOf(k, i)),
    winning: t.trickLength() === 0 ? -1 : (t.leader() + t.trick.win) % 4,
    points: [t.points(0), t.points(1)],
    tricksWon: [t.tricksWon(0), t.tricksWon(1)],
    voids: [0, 1, 2, 3].map((p) => t.voidsOf(p)),
    trumpsBelow: [0, 1, 2, 3].map((p) => t.trumpsBelowOf(p)),
    calls: [0, 1, 2, 3].map((p) => t.calls(p)),
    tricks,
  };
}

/** The same read-outs from the API's state. */
function stateOut(s: BeloteState): object {
  const over = s.phase === 'done';
  return {
    over,
    seat: over ? 'done' : (s.leader + s.trick.length) % 4,
    tricksLeft: 8 - (s.won[0]!.length + s.won[1]!.length) / 4,
    hands: s.hands.map((h) => [0, 1, 2, 3].map((w) => (h[w] ?? 0) | 0)),
    leader: s.leader,
    trick: s.trick,
    winning: s.trick.length === 0 ? -1 : (s.leader + trickSoFarOf(s).win) % 4,
    // The dix de der to the last trick's winner, once won.
    points: [0, 1].map((t) => cardsPoints(s.won[t]!, s.trump) + (over && s.leader % 2 === t ? 10 : 0)),
    tricksWon: [s.won[0]!.length / 4, s.won[1]!.length / 4],
    voids: s.voids,
    trumpsBelow: s.trumpCeiling.map((c) => ceilingCard(s.trump, c)),
    calls: s.calls,
    tricks: s.tricks,
  };
}

/** The plays the table allows the seat to act, as play ids (card * 3 + call) in `legal` order. */
function tableAllowed(t: BeloteTable): number[] {
  const n = t.decide();
  const calls = t.callBits();
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const card = t.allowedCard(k);
    out.push(card * 3);
    if (card >>> 5 === t.trumpWordOf() && ((calls >>> (card & 31)) & 1) === 1) out.push(card * 3 + 1);
  }
  return out;
}

/** Plays listed with a call (belote, rebelote), over the deals compared: the calls come up. */
let callPlays = 0;

function lockstep(v: Variant, seed: number, extra: number): number {
  const startState = playPosition(v, seed, extra);
  if (startState === undefined) return 0;
  const rules = v.rules;
  const where = (step: number, field: string): string => `${v.name}, seed ${seed}, step ${step}: ${field}`;
  const start = v.play(startState);
  const table = new BeloteTable().load(start);
  expect(tableOut(table), where(0, 'loaded')).toEqual(stateOut(start));
  const declarations = start.declarations.slice();
  let undeclared = undeclaredIn(BELOTE_DECLARATIONS, start);
  const { rng, draws } = recording(seed + 1);
  const api = createRng(seed + 1);
  const states = [start];
  let s = startState;
  let step = 0;
  for (; rules.actor(s) !== 'done'; step++) {
    const legal = rules.legal(s) as readonly { type: string; card?: string; call?: string }[];
    const drawn = draws.length;
    const card = legal[0]!.type === 'play';
    const allowed = card ? tableAllowed(table) : [];
    callPlays += legal.filter((x) => x.call !== undefined).length;
    undeclared = playSteps(table, rng, declarationsIn(BELOTE_DECLARATIONS, start, rng), declarations, undeclared, 1);
    expect(draws.length - drawn, where(step, 'draws per action')).toBe(1);
    const [n, k] = draws[drawn]!;
    expect(n, where(step, 'rng.below bound = legal.length')).toBe(legal.length);
    expect(k, where(step, 'choice index')).toBe(api.below(legal.length));
    if (card)
      expect(allowed, where(step, 'allowed plays')).toEqual(
        legal.map((x) =>
          x.type === 'play'
            ? beloteDeck.byName.get(x.card!)! * 3 + (x.call === undefined ? 0 : 1)
            : -beloteCodec.id(x as never),
        ),
      );
    const next = rules.apply(s, legal[k]);
    if (next._tag === 'Left') throw new Error(where(step, `legal action refused: ${next.left.code}`));
    s = next.right.state as object;
    if (card) states.push(v.play(s));
    expect(tableOut(table), where(step, 'after the action')).toEqual(stateOut(v.play(s)));
  }
  const result = rules.result(s);
  if (rules === (belote as unknown as AnyRuleset)) {
    expect(resultOf(start, table, declarations), where(step, 'result')).toEqual(result);
    expect(runPlayout(start, createRng(seed + 1)), where(step, 'runPlayout result')).toEqual(result);
  } else {
    const c = startState as CoincheState;
    expect(runCoinchePlayout(c, createRng(seed + 1), new BeloteTable()), where(step, 'coinche result')).toEqual(result);
  }
  // Back to the start, card by card: each position is the one loaded from the state before.
  for (let i = states.length - 2; i >= 0; i--) {
    table.undo();
    expect(tableOut(table), where(i, 'undo')).toEqual(tableOut(new BeloteTable().load(states[i]!)));
  }
  return step;
}

describe('the card-play core, the playout and the API in lockstep', () => {
  for (const v of LOCKSTEP_VARIANTS)
    it(`${v.name}: every action of ${DEALS} deals`, () => {
      let steps = 0;
      callPlays = 0;
      for (let g = 0; g < DEALS; g++) steps += lockstep(v, deriveSeed(1717, g), g % 3 === 0 ? 0 : (g * 7) % 28);
      expect(steps).toBeGreaterThan(DEALS * 5);
      expect(callPlays).toBeGreaterThan(0);
    });
});

describe("the table's one-method loop (`playToEnd`) plays as `decide`, `actionCard` and `advance` one card at a time", () => {
  for (const v of LOCKSTEP_VARIANTS)
    it(`${v.name}: from every card of ${DEALS / 4} deals`, () => {
      let compared = 0;
      for (let g = 0; g < DEALS / 4; g++) {
        let s = playPosition(v, deriveSeed(4343, g), 0);
        const walk = createRng(g);
        while (s !== undefined && v.play(s).phase === 'play') {
          const p = v.play(s);
          if (undeclaredIn(BELOTE_DECLARATIONS, p) === 0) {
            const seed = deriveSeed(g, compared);
            const loop = new BeloteTable().load(p);
            loop.playToEnd(rngState(createRng(seed))!);
            const steps = new BeloteTable().load(p);
            const rng = createRng(seed);
            playSteps(
              steps,
              rng,
              declarationsIn(BELOTE_DECLARATIONS, p, rng),
              p.declarations.slice(),
              0,
              Infinity,
              false,
            );
            expect(tableOut(loop), `${v.name} deal ${g} card ${compared}`).toEqual(tableOut(steps));
            compared++;
          }
          const legal = v.rules.legal(s);
          s = v.rules.applyUnchecked(s, legal[walk.below(legal.length)]).state as object;
        }
      }
      expect(compared).toBeGreaterThan(DEALS);
    });
});

describe('the fast playout gives the result of the same choices through the API', () => {
  for (const v of LOCKSTEP_VARIANTS)
    it(`${v.name}: from the start of ${DEALS} deals`, () => {
      for (let g = 0; g < DEALS; g++) {
        const s = v.rules.setup(v.options, { seed: deriveSeed(99, g) });
        if (s._tag === 'Left') throw new Error(s.left.code);
        const fast = fastPlayoutOf(v.rules)!();
        // `playoutsOf`'s loop: the API up to the card play, then the fast path.
        let x = s.right as object;
        const rng = createRng(g);
        let got: unknown;
        for (;;) {
          got = fast.play(x, rng);
          if (got !== undefined) break;
          if (v.rules.actor(x) === 'done') {
            got = v.rules.result(x);
            break;
          }
          const legal = v.rules.legal(x);
          x = v.rules.applyUnchecked(x, legal[rng.below(legal.length)]).state as object;
        }
        expect(got, `${v.name} deal ${g}`).toEqual(playoutByApi(v.rules, s.right, createRng(g)));
      }
    });
});
