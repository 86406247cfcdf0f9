/**
 * The calibration of the Belote and Coinche heuristics' bidding (docs/bots.md, "Belote and
 * Coinche: bidding by evaluation"): deals from fixed seeds where the first seat to speak is made
 * to take, the heuristic then playing all four hands, and what the taking gave, by the hand's
 * evaluation (`beloteStrength`):
 * - Belote, first round: the eldest takes the turned card's suit; second round (all passed once):
 *   the eldest names its strongest suit. Per evaluation band, the takers' mean deal score minus
 *   the defence's: the thresholds `TAKE_FIRST`, `TAKE_SECOND` are the lowest bands from which it
 *   stays positive.
 * - Coinche: the eldest bids 80 in its strongest suit, the others pass. The takers' card points
 *   (dix de der included) against the evaluation, fitted by least squares: `POINTS_BASE`,
 *   `POINTS_PER_STRENGTH`.
 *
 *   npx tsx scripts/calibrate-belote.ts [deals, default 1500]
 */
import { wordOf } from '../src/kernel/card.js';
import { getOrThrow } from '../src/kernel/errors.js';
import { createRng } from '../src/kernel/rng.js';
import { deriveSeed } from '../src/kernel/seed.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';
import { cardsOf } from '../src/kernel/policy.js';
import { heuristicPolicy } from '../src/bots/heuristic/index.js';
import { bestSuit } from '../src/family/heuristic.js';
import { SUIT_LETTERS } from '../src/family/cards.js';
import { belote } from '../src/games/belote/rules.js';
import { beloteDeck } from '../src/games/belote/cards.js';
import { beloteStrength } from '../src/games/belote/heuristic.js';
import type { BeloteState } from '../src/games/belote/state.js';
import { coinche } from '../src/games/coinche/rules.js';
import type { CoincheState } from '../src/games/coinche/state.js';
import { SUITS } from '../src/games/coinche/auction.js';
import { toArray } from '../src/kernel/cardset.js';

const DEALS = Number(process.argv[2] ?? 1500);

/** Plays `s` to the end with the heuristic for every seat; the final state. */
function finish(rules: AnyRuleset, s: object): object {
  const policy = heuristicPolicy(rules);
  const rng = createRng(0);
  while (rules.actor(s) !== 'done') {
    const seat = rules.actor(s) as number;
    const legal = rules.legal(s);
    s = rules.applyUnchecked(s, legal[policy({ ruleset: rules, view: rules.view(s, seat), legal, seat, rng })])
      .state as object;
  }
  return s;
}

const band = (e: number): number => Math.floor(e * 2) / 2;
function table(name: string, rows: Map<number, number[]>): void {
  console.log(`\n${name}: evaluation band, deals, mean (takers - defence)`);
  for (const [b, xs] of [...rows].sort((x, y) => x[0] - y[0]))
    console.log(`${b.toFixed(1)}\t${xs.length}\t${(xs.reduce((a, x) => a + x, 0) / xs.length).toFixed(1)}`);
}

const any = (r: unknown): AnyRuleset => r as AnyRuleset;
const first = new Map<number, number[]>();
const second = new Map<number, number[]>();
for (let d = 0; d < DEALS; d++) {
  const s0 = getOrThrow(belote.setup({}, { seed: deriveSeed(2027, d) }));
  const eldest = belote.actor(s0) as number;
  const hand = [...toArray(s0.hands[eldest]!), s0.turned];
  const trump = wordOf(s0.turned);
  // first round: the eldest takes
  const a = finish(any(belote), belote.applyUnchecked(s0, { type: 'take' }).state) as BeloteState;
  const ra = belote.result(a)!;
  const e1 = band(beloteStrength(hand, trump));
  first.set(e1, [...(first.get(e1) ?? []), ra.teamScores[eldest % 2]! - ra.teamScores[1 - (eldest % 2)]!]);
  // second round: four passes, then the eldest names its strongest suit
  let s = s0;
  for (let k = 0; k < 4; k++) s = belote.applyUnchecked(s, { type: 'pass' }).state;
  const { suit, strength } = bestSuit(hand, beloteStrength);
  const b = finish(
    any(belote),
    belote.applyUnchecked(s, { type: 'take', suit: SUIT_LETTERS[suit]! }).state,
  ) as BeloteState;
  const rb = belote.result(b)!;
  const e2 = band(strength);
  second.set(e2, [...(second.get(e2) ?? []), rb.teamScores[eldest % 2]! - rb.teamScores[1 - (eldest % 2)]!]);
}
table('Belote, first round (take the turned suit)', first);
table('Belote, second round (name the strongest suit)', second);

const xs: number[] = [];
const ys: number[] = [];
const byBand = new Map<number, number[]>();
for (let d = 0; d < DEALS; d++) {
  const s0 = getOrThrow(coinche.setup({}, { seed: deriveSeed(2028, d) }));
  const eldest = coinche.actor(s0) as number;
  const hand = cardsOf(beloteDeck, coinche.view(s0, eldest).hand);
  const { suit, strength } = bestSuit(hand, beloteStrength);
  let s: CoincheState = coinche.applyUnchecked(s0, { type: 'bid', value: 80, strain: SUITS[suit]! }).state;
  for (let k = 0; k < 3; k++) s = coinche.applyUnchecked(s, { type: 'pass' }).state;
  const end = finish(any(coinche), s) as CoincheState;
  const r = coinche.result(end)!;
  const points = r.totals[eldest % 2]! - r.belote[eldest % 2]!;
  xs.push(strength);
  ys.push(points);
  const e = band(strength);
  byBand.set(e, [...(byBand.get(e) ?? []), points]);
}
const n = xs.length;
const mx = xs.reduce((a, x) => a + x, 0) / n;
const my = ys.reduce((a, y) => a + y, 0) / n;
const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
table('Coinche, 80 in the strongest suit: takers card points', byBand);
console.log(
  `\nCoinche fit over ${n} deals: points = ${(my - slope * mx).toFixed(1)} + ${slope.toFixed(2)} x evaluation`,
);
