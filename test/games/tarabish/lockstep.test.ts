/**
 * The card-play core (`TarabishTable`, table.ts) driven by the playout (the family's `playSteps` with playout.ts's announcements) and
 * the public API played side by side, one action at a time, on random deals of every variant: at
 * every action they must agree on the random-choice convention (exactly one
 * `rng.below(legal.length)` per action, the action at that index of `legal`), the allowed plays
 * (in `legal` order, bella plays included: `decide`, `allowedCard`, `callBits`), and after it on
 * the hands, the leader, the card winning the trick, the card points won by each team, the void
 * and trump-ceiling inferences, the bella calls and the finished tricks; at the end, on the result.
 * Then every card is taken back (`undo`): at each card the table equals one loaded from the state
 * before it. Some deals start part-way through the card play (the table is loaded from any
 * position); half the deals give one seat every king and queen, so that bella plays come up. A
 * divergence names the options, the deal seed, the step and the field.
 */
import { describe, expect, it } from 'vitest';
import { declarationsIn, playSteps, undeclaredIn } from '../../../src/family/playout.js';
import { deriveSeed, createRng, shuffle, type Rng } from '../../../src/kernel/rng.js';
import {
  tarabish,
  tarabishDeck,
  type TarabishDeal,
  type TarabishOptionsInput,
  type TarabishState,
} from '../../../src/games/tarabish/index.js';
import { CARD_POINTS, pointsBase, RANK_BIT } from '../../../src/games/tarabish/cards.js';
import { ceilingCard, trickSoFarOf, trickWinner } from '../../../src/games/tarabish/card-play.js';
import { TARABISH_DECLARATIONS, runPlayout, resultOf } from '../../../src/games/tarabish/playout.js';
import { TarabishTable } from '../../../src/games/tarabish/table.js';
import { rngState } from '../../../src/kernel/sfc32.js';
import { actionId } from '../../../src/games/tarabish/codec.js';

const VARIANTS: readonly TarabishOptionsInput[] = [
  {},
  { preset: 'traditional' },
  { noTrump: true },
  { preset: 'traditional', noTrump: true },
  { partnerException: true },
  { preset: 'traditional', partnerException: true, noTrump: true },
  { partnerException: 'overtrump-if-trumping', declaration: 'first-trick' },
  { declaration: 'first-trick', lastTrickBonus: 4, dealer: 2 },
  { preset: 'traditional', declaration: 'before-first-trick', biddingCards: 9 },
];
const DEALS = 30;

/** A generator that records every draw (n, k); not an Sfc32, so the table draws through `below`. */
function recording(seed: number): { rng: Rng; draws: [number, number][] } {
  const base = createRng(seed);
  const draws: [number, number][] = [];
  return {
    draws,
    rng: { next: () => base.next(), below: (n) => (draws.push([n, base.below(n)]), draws[draws.length - 1]![1]) },
  };
}

/** A deal where one seat holds every king and queen: it can call bella whatever the trump. */
function bellaDeal(seed: number): TarabishDeal {
  const rng = createRng(seed);
  const honours = tarabishDeck.cards.filter((c) => c % 32 === RANK_BIT.king || c % 32 === RANK_BIT.queen);
  const rest = shuffle(
    tarabishDeck.cards.filter((c) => !honours.includes(c)),
    rng,
  );
  const rich = rng.below(4);
  const hands = [0, 1, 2, 3].map((p) => (p === rich ? [...honours, rest.pop()!] : rest.splice(0, 9)));
  return hands.map((h) => shuffle(h, rng).map((c) => tarabishDeck.names.get(c)!));
}

/** A state of the `play` phase of a seeded deal, `extra` random actions into the card play; undefined when annulled. */
function playPosition(
  options: TarabishOptionsInput,
  seed: number,
  extra: number,
  bella: boolean,
): TarabishState | undefined {
  const setup = tarabish.setup(options, bella ? { deal: bellaDeal(seed) } : { seed });
  if (setup._tag === 'Left') throw new Error(setup.left.code);
  const rng = createRng(seed ^ 0x9e3779b9);
  let s = setup.right;
  while (tarabish.actor(s) !== 'done' && (s.phase !== 'play' || extra-- > 0)) {
    const legal = tarabish.legal(s);
    s = tarabish.applyUnchecked(s, legal[rng.below(legal.length)]!).state;
  }
  return tarabish.actor(s) === 'done' ? undefined : s;
}

/** What the table reads out, to compare with the API's state. */
function tableOut(t: TarabishTable): object {
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
    voids: [0, 1, 2, 3].map((p) => t.voidsOf(p)),
    trumpsBelow: [0, 1, 2, 3].map((p) => t.trumpsBelowOf(p)),
    bella: [0, 1, 2, 3].map((p) => t.calls(p) > 0),
    tricks,
  };
}

/** The same read-outs from the API's state. */
function stateOut(s: TarabishState): object {
  const base = pointsBase(s.trump);
  const won = (team: number): number => s.won[team]!.reduce((p, c) => p + CARD_POINTS[base + c]!, 0);
  const over = s.phase === 'done';
  return {
    over,
    seat: over ? 'done' : tarabish.actor(s),
    tricksLeft: 9 - (s.won[0]!.length + s.won[1]!.length) / 4,
    hands: s.hands.map((h) => [0, 1, 2, 3].map((w) => (h[w] ?? 0) | 0)),
    leader: s.leader,
    trick: s.trick,
    winning: s.trick.length === 0 ? -1 : (s.leader + trickWinner(trickSoFarOf(s))) % 4,
    // The last trick's bonus to its winner, once won.
    points: [0, 1].map((t) => won(t) + (over && s.leader % 2 === t ? s.options.lastTrickBonus : 0)),
    voids: s.voids,
    trumpsBelow: s.trumpCeiling.map((c) => ceilingCard(s.trump, c)),
    bella: s.bella,
    tricks: s.tricks,
  };
}

/** The plays the table allows the seat to act, as play codes (card * 2 + bella) in `legal` order. */
function tableAllowed(t: TarabishTable): number[] {
  const n = t.decide();
  const bella = t.callBits();
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const card = t.allowedCard(k);
    out.push(card * 2);
    if (card >>> 5 === t.trumpWordOf() && ((bella >>> (card & 31)) & 1) === 1) out.push(card * 2 + 1);
  }
  return out;
}

function lockstep(options: TarabishOptionsInput, seed: number, extra: number, bella: boolean): number {
  const start = playPosition(options, seed, extra, bella);
  if (start === undefined) return 0;
  const where = (step: number, field: string): string =>
    `options ${JSON.stringify(options)}, ${bella ? 'bella deal' : 'deal'} seed ${seed}, step ${step}: ${field}`;
  const table = new TarabishTable().load(start);
  expect(tableOut(table), where(0, 'loaded')).toEqual(stateOut(start));
  const declarations = start.declarations.slice();
  let undeclared = undeclaredIn(TARABISH_DECLARATIONS, start);
  const { rng, draws } = recording(seed + 1);
  const api = createRng(seed + 1);
  const states = [start];
  let s = start;
  let step = 0;
  for (; tarabish.actor(s) !== 'done'; step++) {
    const legal = tarabish.legal(s);
    const drawn = draws.length;
    const card = legal[0]!.type === 'play';
    const allowed = card ? tableAllowed(table) : [];
    undeclared = playSteps(table, rng, declarationsIn(TARABISH_DECLARATIONS, start, rng), declarations, undeclared, 1);
    expect(draws.length - drawn, where(step, 'draws per action')).toBe(1);
    const [n, k] = draws[drawn]!;
    expect(n, where(step, 'rng.below bound = legal.length')).toBe(legal.length);
    expect(k, where(step, 'choice index')).toBe(api.below(legal.length));
    if (card)
      expect(allowed, where(step, 'allowed plays')).toEqual(
        legal.map((x) => (x.type === 'play' ? tarabishDeck.byName.get(x.card)! * 2 + (x.bella ? 1 : 0) : -actionId(x))),
      );
    const next = tarabish.apply(s, legal[k]!);
    if (next._tag === 'Left') throw new Error(where(step, `legal action refused: ${next.left.code}`));
    s = next.right.state;
    if (card) states.push(s);
    expect(tableOut(table), where(step, 'after the action')).toEqual(stateOut(s));
  }
  expect(resultOf(start, table, declarations), where(step, 'result')).toEqual(tarabish.result(s));
  // The whole loop on the Sfc32 generator's own draws.
  expect(runPlayout(start, createRng(seed + 1)), where(step, 'runPlayout result')).toEqual(tarabish.result(s));
  // Back to the start, card by card: each position is the one loaded from the state before.
  for (let i = states.length - 2; i >= 0; i--) {
    table.undo();
    expect(tableOut(table), where(i, 'undo')).toEqual(tableOut(new TarabishTable().load(states[i]!)));
  }
  return step;
}

describe('the card-play core, the playout and the API in lockstep', () => {
  for (const options of VARIANTS)
    it(`${JSON.stringify(options)}: every action of ${DEALS} deals`, () => {
      let steps = 0;
      for (let g = 0; g < DEALS; g++) {
        const seed = deriveSeed(1313, g);
        steps += lockstep(options, seed, g % 3 === 0 ? 0 : (g * 7) % 30, g % 2 === 1);
      }
      expect(steps).toBeGreaterThan(DEALS * 10);
    });
});

describe("the table's one-method loop (`playToEnd`) plays as `decide`, `actionCard` and `advance` one card at a time", () => {
  for (const options of VARIANTS)
    it(`${JSON.stringify(options)}: from every card of ${DEALS / 3} deals`, () => {
      let compared = 0;
      for (let g = 0; g < DEALS / 3; g++) {
        const bella = g % 2 === 1;
        let s = playPosition(options, deriveSeed(4242, g), 0, bella);
        const walk = createRng(g);
        while (s !== undefined && s.phase === 'play') {
          if (undeclaredIn(TARABISH_DECLARATIONS, s) === 0) {
            const seed = deriveSeed(g, compared);
            const loop = new TarabishTable().load(s);
            loop.playToEnd(rngState(createRng(seed))!);
            const steps = new TarabishTable().load(s);
            const rng = createRng(seed);
            playSteps(
              steps,
              rng,
              declarationsIn(TARABISH_DECLARATIONS, s, rng),
              s.declarations.slice(),
              0,
              Infinity,
              false,
            );
            expect(tableOut(loop), `${JSON.stringify(options)} deal ${g} card ${compared}`).toEqual(tableOut(steps));
            compared++;
          }
          const legal = tarabish.legal(s);
          s = tarabish.applyUnchecked(s, legal[walk.below(legal.length)]!).state;
        }
      }
      expect(compared).toBeGreaterThan(DEALS * 2);
    });
});
