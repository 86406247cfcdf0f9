/**
 * The playout fast path (`PlayTable`, playout.ts) and the public API played side by side, one
 * action at a time, on random deals of every variant: at every action they must agree on the
 * random-choice convention (exactly one `rng.below(legal.length)` per action, the action at that
 * index of `legal`), the allowed plays (in `legal` order, bella plays included), and after it on
 * the hands, the leader, the card winning the trick, the card points won by each team, the void
 * and trump-ceiling inferences and the bella calls; at the end, on the result. Some deals start
 * part-way through the card play (the table is loaded from any position); half the deals give one
 * seat every king and queen, so that bella plays come up. A divergence names the options, the deal
 * seed, the step and the field.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed, createRng, shuffle, type Rng } from '../../../src/kernel/rng.js';
import {
  tarabish,
  tarabishDeck,
  type TarabishDeal,
  type TarabishOptionsInput,
  type TarabishState,
} from '../../../src/games/tarabish/index.js';
import { RANK_BIT } from '../../../src/games/tarabish/cards.js';
import { cardsPoints, trickWinner } from '../../../src/games/tarabish/play.js';
import { PlayTable, tarabishPlayout } from '../../../src/games/tarabish/playout.js';
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

const handWords = (s: TarabishState): number[] => s.hands.flatMap((h) => [0, 1, 2, 3].map((w) => (h[w] ?? 0) | 0));

function lockstep(options: TarabishOptionsInput, seed: number, extra: number, bella: boolean): number {
  const start = playPosition(options, seed, extra, bella);
  if (start === undefined) return 0;
  const where = (step: number, field: string): string =>
    `options ${JSON.stringify(options)}, ${bella ? 'bella deal' : 'deal'} seed ${seed}, step ${step}: ${field}`;
  const table = new PlayTable(true);
  table.load(start);
  const { rng, draws } = recording(seed + 1);
  const api = createRng(seed + 1);
  let s = start;
  let step = 0;
  for (; tarabish.actor(s) !== 'done'; step++) {
    const legal = tarabish.legal(s);
    expect(table.seat(), where(step, 'seat to act')).toBe(tarabish.actor(s));
    const before = table.hands.slice();
    const drawn = draws.length;
    table.run(rng, 1);
    expect(draws.length - drawn, where(step, 'draws per action')).toBe(1);
    const [n, k] = draws[drawn]!;
    expect(n, where(step, 'rng.below bound = legal.length')).toBe(legal.length);
    expect(k, where(step, 'choice index')).toBe(api.below(legal.length));
    const a = legal[k]!;
    if (a.type === 'play')
      expect(table.lastAllowed(before), where(step, 'allowed plays')).toEqual(
        legal.map((x) => (x.type === 'play' ? x.card * 2 + (x.bella ? 1 : 0) : -actionId(x))),
      );
    const next = tarabish.apply(s, a);
    if (next._tag === 'Left') throw new Error(where(step, `legal action refused: ${next.left.code}`));
    s = next.right.state;
    expect([...table.hands], where(step, 'hands')).toEqual(handWords(s));
    expect(table.leader, where(step, 'leader')).toBe(s.leader);
    expect(table.winner(), where(step, 'trick winner')).toBe(
      s.trick.length === 0 ? -1 : (s.leader + trickWinner(s.trick, s.trump)) % 4,
    );
    expect([...table.points], where(step, 'card points per team')).toEqual([
      cardsPoints(s.won[0]!, s.trump),
      cardsPoints(s.won[1]!, s.trump),
    ]);
    expect([...table.voids], where(step, 'voids')).toEqual(s.voids);
    expect([...table.ceiling], where(step, 'trump ceilings')).toEqual(s.trumpCeiling);
    expect(table.bella, where(step, 'bella calls')).toEqual(s.bella);
  }
  expect(table.result(), where(step, 'result')).toEqual(tarabish.result(s));
  // The whole loop on the Sfc32 generator's own draws.
  expect(tarabishPlayout(start, createRng(seed + 1)), where(step, 'tarabishPlayout result')).toEqual(
    tarabish.result(s),
  );
  return step;
}

describe('the playout fast path and the API in lockstep', () => {
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
