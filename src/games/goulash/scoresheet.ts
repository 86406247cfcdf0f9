/**
 * The Goulash score sheet: for apps that only record each player's points. Input is untrusted:
 * zod-parsed, then every impossible value is refused with its own stable `scoresheet/...` code, a
 * clear message and the offending field in `detail`. Never throws.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { playerName } from '../../kernel/seat.js';
import { left, right, type Either } from '../../kernel/either.js';
import { goulashNets } from '../tarot/goulash-scoring.js';
import { TOTAL_POINTS2 } from '../tarot/scoring.js';
import { fail, parseSheet, type TarotScoreSheetError } from '../tarot/scoresheet.js';

englishMessages();

/** Each player's points in seat order, as a bare array or as `{ points: [...] }`. */
export const goulashScoreSheetSchema = z.union([z.array(z.number()), z.strictObject({ points: z.array(z.number()) })]);
/** What `goulashScoreSheet` reads: `[30, 20.5, 25, 15.5]` or `{ points: [...] }`. */
export type GoulashScoreSheetInput = z.input<typeof goulashScoreSheetSchema>;

/**
 * The Goulash settlement for points recorded by hand (3–5 players, non-negative multiples of 0.5
 * totalling exactly 91): each net, or the first thing wrong as a `scoresheet/...` error. Never throws.
 * @returns Left `scoresheet/malformed`, `scoresheet/bad-players`, `scoresheet/negative-points`,
 *   `scoresheet/not-half-point` or `scoresheet/total-not-91`.
 */
export function goulashScoreSheet(input: unknown): Either<TarotScoreSheetError, { scores: number[] }> {
  const parsed = parseSheet(goulashScoreSheetSchema, input);
  if (parsed._tag === 'Left') return parsed;
  const points = Array.isArray(parsed.right) ? parsed.right : parsed.right.points;
  if (points.length < 3 || points.length > 5)
    return left(
      fail('scoresheet/bad-players', `A Goulash is played by 3 to 5 players, got ${points.length} totals.`, {
        players: points.length,
      }),
    );
  for (const [seat, p] of points.entries()) {
    if (p < 0)
      return left(
        fail('scoresheet/negative-points', `${playerName(seat)}: points cannot be negative, got ${p}.`, {
          seat,
          points: p,
        }),
      );
    if (!Number.isInteger(p * 2))
      return left(
        fail('scoresheet/not-half-point', `${playerName(seat)}: points are counted to the half point, got ${p}.`, {
          seat,
          points: p,
        }),
      );
  }
  const total2 = points.reduce((sum, p) => sum + p * 2, 0);
  if (total2 !== TOTAL_POINTS2)
    return left(
      fail('scoresheet/total-not-91', `The points must total exactly 91 (chien included), got ${total2 / 2}.`, {
        total: total2 / 2,
      }),
    );
  return right({ scores: goulashNets(points.map((p) => p * 2)) });
}
