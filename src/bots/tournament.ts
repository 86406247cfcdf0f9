/**
 * Duplicate tournaments between two bots: the same deals replayed with the bots' seats rotated, so
 * that the cards cancel out. Plain data in and out; the file handling (JSON Lines, resuming) is
 * the script's (scripts/tournament.ts).
 *
 * Seating (`seatings`):
 * - Tarot and Goulash are each for themselves until the bidding forms the sides (and Goulash for
 *   the whole deal): bot A sits at one seat and bot B at all the others, and the deal is replayed
 *   once per seat, A at seat 0, 1, …, n-1. A plays every hand once, B the same hands n-1 times
 *   each; no seat, hand or position in the bidding favours either bot.
 * - Tarabish is team against team: A holds seats 0 and 2 and B seats 1 and 3, then the teams swap.
 * A bot's score for a deal is its mean, over the replays, of the mean score of the seats it holds
 * (in team games each seat carries its team's score). The comparison is the per-deal difference
 * A − B; its mean and a 95% confidence interval (Student's t) are over deals, the unit that is
 * independent.
 */
import { getOrThrow } from '../kernel/errors.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { deriveSeed, type Seed } from '../kernel/seed.js';
import { createBot, type BotOptionsInput } from './bot.js';

/** Which bot holds each seat: `'A'` or `'B'`, one letter per seat. */
export type Seating = readonly ('A' | 'B')[];

/**
 * The replays of one deal (see the module comment): n seatings with A alone for a game of each for
 * himself, two with the teams swapped for a team game (`teams`).
 */
export function seatings(players: number, teams: boolean): readonly Seating[] {
  if (teams)
    return [
      Array.from({ length: players }, (_, s) => (s % 2 === 0 ? 'A' : 'B')),
      Array.from({ length: players }, (_, s) => (s % 2 === 0 ? 'B' : 'A')),
    ];
  return Array.from({ length: players }, (_, k) => Array.from({ length: players }, (_, s) => (s === k ? 'A' : 'B')));
}

/** What one tournament plays. */
export interface TournamentSpec {
  /** A deal ruleset (`tarot`, `goulash`, `tarabish`, …). */
  readonly ruleset: AnyRuleset;
  /** The ruleset's options (`{ players: 5 }`, `{ preset: 'traditional' }`, …). */
  readonly options: object;
  /** Team game: two seatings (A's team, then B's); else one seating per seat with A alone. */
  readonly teams: boolean;
  /** The bots (their `seed` is replaced by one derived per deal). */
  readonly a: Omit<BotOptionsInput, 'seed'>;
  readonly b: Omit<BotOptionsInput, 'seed'>;
  /** The tournament's seed: deal d is dealt from `deriveSeed(seed, 3d)`, its bots seeded from 3d + 1 and 3d + 2. */
  readonly seed: Seed;
}

/** One deal's outcome (one line of the JSON Lines file). */
export interface DealOutcome {
  readonly deal: number;
  /** Each replay: its seating and the deal's scores by seat. */
  readonly replays: readonly { readonly seating: string; readonly scores: readonly number[] }[];
  /** A's and B's scores for the deal (the module comment), and the difference. */
  readonly a: number;
  readonly b: number;
  readonly diff: number;
  /** Actions the bots chose in all replays (a measure of the work). */
  readonly actions: number;
}

const mean = (xs: readonly number[]): number => xs.reduce((x, y) => x + y, 0) / xs.length;

/** Plays deal `d` of a tournament in every seating. */
export function playDeal(spec: TournamentSpec, d: number): DealOutcome {
  const { ruleset } = spec;
  const start = getOrThrow(ruleset.setup(spec.options, { seed: deriveSeed(spec.seed, 3 * d) })) as object;
  const players = ruleset.players(start);
  const a = createBot(ruleset, { ...spec.a, seed: deriveSeed(spec.seed, 3 * d + 1) } as BotOptionsInput);
  const b = createBot(ruleset, { ...spec.b, seed: deriveSeed(spec.seed, 3 * d + 2) } as BotOptionsInput);
  const replays: { seating: string; scores: readonly number[] }[] = [];
  const aScores: number[] = [];
  const bScores: number[] = [];
  let actions = 0;
  for (const seating of seatings(players, spec.teams)) {
    let s = start;
    while (ruleset.actor(s) !== 'done') {
      const seat = ruleset.actor(s) as number;
      const action = getOrThrow((seating[seat] === 'A' ? a : b).act(s, seat));
      s = getOrThrow(ruleset.apply(s, action)).state as object;
      actions++;
    }
    const scores = ruleset.result(s)!.scores;
    replays.push({ seating: seating.join(''), scores });
    aScores.push(mean(scores.filter((_, i) => seating[i] === 'A')));
    bScores.push(mean(scores.filter((_, i) => seating[i] === 'B')));
  }
  const am = mean(aScores);
  const bm = mean(bScores);
  return { deal: d, replays, a: am, b: bm, diff: am - bm, actions };
}

/** Student's t quantile at 0.975 for `df` degrees of freedom (a table to 30, then the Cornish–Fisher expansion). */
export function t975(df: number): number {
  const TABLE = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
    2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
  ];
  if (df >= 1 && df <= 30) return TABLE[Math.floor(df) - 1]!;
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/** A mean with its 95% confidence interval. */
export interface Estimate {
  readonly n: number;
  readonly mean: number;
  /** Half the interval's width: the interval is mean ± half. */
  readonly half: number;
  readonly low: number;
  readonly high: number;
}

/** The mean of `xs` and its 95% confidence interval (Student's t; an infinite interval below 2 values). */
export function estimate(xs: readonly number[]): Estimate {
  const n = xs.length;
  const m = n === 0 ? 0 : mean(xs);
  if (n < 2) return { n, mean: m, half: Infinity, low: -Infinity, high: Infinity };
  const variance = xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (n - 1);
  const half = t975(n - 1) * Math.sqrt(variance / n);
  return { n, mean: m, half, low: m - half, high: m + half };
}

/** A tournament's summary: A's and B's mean scores per deal, and the difference A − B. */
export interface TournamentSummary {
  readonly deals: number;
  readonly a: Estimate;
  readonly b: Estimate;
  readonly diff: Estimate;
}

/** The summary of the deals played. */
export const summarize = (outcomes: readonly DealOutcome[]): TournamentSummary => ({
  deals: outcomes.length,
  a: estimate(outcomes.map((o) => o.a)),
  b: estimate(outcomes.map((o) => o.b)),
  diff: estimate(outcomes.map((o) => o.diff)),
});

/**
 * Plays deals 0 … `deals` − 1, skipping those in `done` (a resumed run), handing each new outcome
 * to `onDeal` as soon as it is played (the script appends it to its file), and returns the
 * summary of all of them, old and new, in deal order.
 */
export function tournament(
  spec: TournamentSpec,
  deals: number,
  done: readonly DealOutcome[] = [],
  onDeal: (outcome: DealOutcome) => void = () => {},
): { readonly outcomes: readonly DealOutcome[]; readonly summary: TournamentSummary } {
  const byDeal = new Map(done.filter((o) => o.deal < deals).map((o) => [o.deal, o]));
  for (let d = 0; d < deals; d++) {
    if (byDeal.has(d)) continue;
    const outcome = playDeal(spec, d);
    byDeal.set(d, outcome);
    onDeal(outcome);
  }
  const outcomes = [...byDeal.values()].sort((x, y) => x.deal - y.deal);
  return { outcomes, summary: summarize(outcomes) };
}
