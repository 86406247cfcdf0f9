/**
 * The score of a Belote deal from its facts (FFB "Règles officielles de la Belote" §9–§10;
 * docs/rules/belote.md, "The contract and the deal's score"). Each team's total is its card points
 * (the dix de der, or the capot's, included) + its belote + its scoring announcements.
 * - Made: the takers' total is strictly higher than the defence's; each team scores its total (and
 *   takers who make a capot also score the defence's announcements).
 * - Dedans: strictly lower; the defence scores 162 (the capot's points if it took every trick), every
 *   scoring announcement and its belote; the takers only their belote (it is imprenable).
 * - Litige: equal totals; option `litige`: `'held'` (the defence scores its total, the takers'
 *   total is held for the team that makes the next contract), `'failed'` (as dedans) or `'made'`.
 * - Points held from earlier litiges (`held`) go to the takers when they make their contract; after
 *   a contract failed or another litige they stay held, and a new litige adds to them.
 * - Rounding (option `rounding`): each team's deal score to the nearest ten (85 → 90), the contract
 *   decided on the exact totals.
 */
import { BELLA_POINTS } from '../../family/cards.js';
import { CARD_POINTS_TOTAL, DIX_DE_DER } from './cards.js';
import type { BeloteOptions } from './options.js';

/** The facts of a played deal that its score depends on. */
export interface BeloteDealFacts {
  /** The takers' team (the taker's seat % 2). */
  readonly takers: 0 | 1;
  /** Card points of each team's tricks, without the dix de der (they add up to 152). */
  readonly cardPoints: readonly [number, number];
  /** The team that won the last trick. */
  readonly lastTrick: 0 | 1;
  /** Tricks won by each team (a team with all eight has made a capot). */
  readonly tricks: readonly [number, number];
  /** Whether each team's belote counts (both calls made): 20 each. */
  readonly belote: readonly [boolean, boolean];
  /** The announcement points of each team that scores them (the other side's are 0). */
  readonly announcements: readonly [number, number];
}

/** The outcome of the contract. */
export type BeloteOutcome = 'made' | 'dedans' | 'litige';

/** A deal's score, per team (index = seat % 2). */
export interface BeloteDealScore {
  readonly outcome: BeloteOutcome;
  /** Card points with the dix de der or the capot (162, or the capot's points, in all). */
  readonly points: readonly [number, number];
  /** Each team's belote (the pair's points, or 0). */
  readonly belote: readonly [number, number];
  /** Each team's total: points + belote + announcements. */
  readonly totals: readonly [number, number];
  /** The team with a capot, or null. */
  readonly capot: 0 | 1 | null;
  /** The deal's score of each team, rounded by the option. */
  readonly scores: readonly [number, number];
  /** Points held after this deal for the team that makes a later contract. */
  readonly held: number;
}

const roundScore = (x: number, rounding: BeloteOptions['rounding']): number =>
  rounding === 'nearest-ten' ? Math.floor((x + 5) / 10) * 10 : x;

/** Scores a deal from its facts under `options` (`options.held`: the points held from earlier litiges). */
export function scoreDeal(facts: BeloteDealFacts, options: BeloteOptions): BeloteDealScore {
  const A = facts.takers;
  const D = A === 0 ? 1 : 0;
  const capot = facts.tricks[0] === 8 ? 0 : facts.tricks[1] === 8 ? 1 : null;
  const lastBonus = capot !== null ? options.capotPoints - CARD_POINTS_TOTAL : DIX_DE_DER;
  const points = pair((t) => facts.cardPoints[t]! + (facts.lastTrick === t ? lastBonus : 0));
  const belote = pair((t) => (facts.belote[t] ? BELLA_POINTS : 0));
  const ann = facts.announcements;
  const totals = pair((t) => points[t]! + belote[t]! + ann[t]!);
  const outcome: BeloteOutcome = totals[A] > totals[D] ? 'made' : totals[A] < totals[D] ? 'dedans' : 'litige';
  const scoredAs =
    outcome === 'litige' && options.litige !== 'held' ? (options.litige === 'made' ? 'made' : 'dedans') : outcome;
  const raw: [number, number] = [0, 0];
  let held = options.held;
  if (scoredAs === 'made') {
    raw[A] = totals[A]! + (capot === A ? ann[D]! : 0) + held;
    raw[D] = totals[D]! - (capot === A ? ann[D]! : 0);
    held = 0;
  } else if (scoredAs === 'dedans') {
    raw[D] = (capot === D ? options.capotPoints : CARD_POINTS_TOTAL + DIX_DE_DER) + ann[A]! + ann[D]! + belote[D]!;
    raw[A] = belote[A]!;
  } else {
    raw[D] = totals[D]!;
    held += totals[A]!;
  }
  return {
    outcome,
    points,
    belote,
    totals,
    capot,
    scores: [roundScore(raw[0], options.rounding), roundScore(raw[1], options.rounding)],
    held,
  };
}

const pair = (f: (team: 0 | 1) => number): [number, number] => [f(0), f(1)];
