/**
 * The Goulash settlement (Goulash rules, docs/rules/goulash.md): each player pays every other
 * player their own points, so a player's net is 91 − n × own points. Exact: computed in half
 * points (182 − n × points2), returned in public units (x.5 allowed). Zero-sum because the points
 * total 91.
 */
import { TOTAL_POINTS2 } from './scoring.js';

const clean = (x: number): number => (x === 0 ? 0 : x);

/** Why these half-point totals cannot end a Goulash deal, or undefined. */
export function goulashPointsProblem(points2: readonly number[]): string | undefined {
  if (!Array.isArray(points2)) return 'points2 must be an array';
  if (points2.length < 3 || points2.length > 5) return `3 to 5 players, got ${points2.length}`;
  let total = 0;
  for (const [i, p] of points2.entries()) {
    if (!Number.isInteger(p) || p < 0)
      return `points2[${i}] must be a non-negative integer of half points, got ${String(p)}`;
    total += p;
  }
  if (total !== TOTAL_POINTS2) return `the half points must total 182 (91 points), got ${total}`;
  return undefined;
}

/**
 * Goulash settlement: net = 91·2 − n·points2 in half points, returned in public units (x.5
 * allowed), zero-sum. Malformed input is a programming error (the engine counts the cards) and
 * throws a `RangeError`; apps recording totals by hand use `goulashScoreSheet`.
 */
export function goulashNets(points2: readonly number[]): number[] {
  const problem = goulashPointsProblem(points2);
  if (problem !== undefined) throw new RangeError(`goulashNets: ${problem}`);
  const n = points2.length;
  return points2.map((p) => clean((TOTAL_POINTS2 - n * p) / 2));
}
