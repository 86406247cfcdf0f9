/**
 * The calibration of the Tarabish heuristic's call (docs/bots.md, "Tarabish: the call by
 * evaluation"): deals of the traditional preset from fixed seeds, the heuristic at every seat; at
 * each turn of the call round where a seat may pass (the eldest, the second, the third: the dealer
 * is forced), the deal is played out from a call of its best suit and from a pass, the heuristic
 * playing everything else, and the gain of the call (the seat's team score minus the other team's,
 * call less pass) is fitted by least squares (lightly ridged) on the hand's items for that suit:
 * the jack, the nine, the king and queen (bella), each trump, each other ace, each other ten
 * without its ace, the seat's place. The weights are `CALL_WEIGHTS` in games/tarabish/heuristic.ts;
 * the run prints them and the gain per decision of calling when the fit is positive.
 *
 *   npx tsx scripts/calibrate-tarabish.ts [deals, default 5000] [seed, default 7]
 */
import { bitOf, wordOf, type Card } from '../src/kernel/card.js';
import { getOrThrow } from '../src/kernel/errors.js';
import { cardsOf } from '../src/kernel/policy.js';
import { createRng } from '../src/kernel/rng.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';
import { deriveSeed } from '../src/kernel/seed.js';
import { heuristicPolicy } from '../src/bots/heuristic/index.js';
import { bestSuit } from '../src/family/heuristic.js';
import { tarabish } from '../src/games/registry.js';
import { RANK_BIT, SUIT_LETTERS, tarabishDeck } from '../src/games/tarabish/cards.js';
import type { TarabishAction, TarabishState } from '../src/games/tarabish/state.js';

const DEALS = Number(process.argv[2] ?? 5000);
const SEED = Number(process.argv[3] ?? 7);
const rules = tarabish as unknown as AnyRuleset;
const policy = heuristicPolicy(rules);
const rng = createRng(0);

const choose = (s: TarabishState): TarabishAction => {
  const seat = tarabish.actor(s) as number;
  const legal = tarabish.legal(s);
  return legal[policy({ ruleset: rules, view: tarabish.view(s, seat), legal, seat, rng })]!;
};
function finish(s: TarabishState): TarabishState {
  while (tarabish.actor(s) !== 'done') s = tarabish.applyUnchecked(s, choose(s)).state;
  return s;
}
/** The seat's team score minus the other team's. */
const lead = (s: TarabishState, seat: number): number => {
  const r = tarabish.result(s)!;
  return r.scores[seat]! - r.scores[(seat + 1) % 4]!;
};

const NAMES = ['base', 'jack', 'nine', 'bella', 'trump', 'sideAce', 'sideTen', 'place 1', 'place 2'];
function items(hand: readonly Card[], suit: number, place: number): number[] {
  const has = (w: number, b: number): number => (hand.some((c) => wordOf(c) === w && bitOf(c) === b) ? 1 : 0);
  const side = hand.filter((c) => wordOf(c) !== suit);
  return [
    1,
    has(suit, RANK_BIT.jack),
    has(suit, RANK_BIT.nine),
    has(suit, RANK_BIT.king) * has(suit, RANK_BIT.queen),
    hand.length - side.length,
    side.filter((c) => bitOf(c) === RANK_BIT.ace).length,
    side.filter((c) => bitOf(c) === RANK_BIT.ten && has(wordOf(c), RANK_BIT.ace) === 0).length,
    place === 1 ? 1 : 0,
    place === 2 ? 1 : 0,
  ];
}

const xs: number[][] = [];
const ys: number[] = [];
for (let d = 0; d < DEALS; d++) {
  let s = getOrThrow(tarabish.setup({ preset: 'traditional' }, { seed: deriveSeed(SEED, d) }));
  while (s.phase === 'call') {
    const seat = tarabish.actor(s) as number;
    const legal = tarabish.legal(s);
    const pass = legal.find((a) => a.type === 'pass');
    if (pass !== undefined) {
      const hand = cardsOf(tarabishDeck, tarabish.view(s, seat).hand);
      const { suit } = bestSuit(hand);
      const call = legal.find((a) => a.type === 'call' && a.suit === SUIT_LETTERS[suit])!;
      const fromCall = lead(finish(tarabish.applyUnchecked(s, call).state), seat);
      xs.push(items(hand, suit, s.speech.length));
      ys.push(fromCall - lead(finish(tarabish.applyUnchecked(s, pass).state), seat));
    }
    s = tarabish.applyUnchecked(s, choose(s)).state;
  }
}

// least squares, ridged by 10 on every item but the base: (XᵀX + λI) w = Xᵀy by Gauss–Jordan
const k = NAMES.length;
const m = Array.from({ length: k }, (_, p) => [
  ...Array.from({ length: k }, (_, q) => xs.reduce((t, x) => t + x[p]! * x[q]!, 0) + (p === q && p > 0 ? 10 : 0)),
  xs.reduce((t, x, i) => t + x[p]! * ys[i]!, 0),
]);
for (let c = 0; c < k; c++) {
  let best = c;
  for (let r = c + 1; r < k; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[best]![c]!)) best = r;
  [m[c], m[best]] = [m[best]!, m[c]!];
  for (let r = 0; r < k; r++)
    if (r !== c) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let q = c; q <= k; q++) m[r]![q] = m[r]![q]! - f * m[c]![q]!;
    }
}
const w = m.map((row, i) => row[k]! / row[i]!);
console.log(NAMES.map((n, i) => `${n} ${w[i]!.toFixed(1)}`).join('  '));
const fitted = xs.reduce((t, x, i) => t + (x.reduce((u, v, p) => u + v * w[p]!, 0) > 0 ? ys[i]! : 0), 0);
console.log(
  `${xs.length} decisions: calling when the fit is positive gains ${(fitted / xs.length).toFixed(2)} a decision`,
);
