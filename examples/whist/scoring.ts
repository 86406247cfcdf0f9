/**
 * Scoring a Whist deal. Rules: the first six tricks a side takes (its "book") score nothing; the
 * side that takes seven or more scores one point per trick over six. The other side scores 0.
 * (Honours are not scored in this example.)
 */
import type { Card } from 'atout';
import { cardset as cs, type Audit, type PlayedTrick } from 'atout/kernel';
import { PLAYERS, sideOf, type WhistResult, type WhistState } from './state.js';

/** Tricks that score nothing: the book. */
export const BOOK = 6;

/** Tricks taken so far by side 0 (seats 0 and 2) and side 1 (seats 1 and 3). */
export function tricksBySide(tricks: readonly PlayedTrick[]): [number, number] {
  const won: [number, number] = [0, 0];
  for (const t of tricks) won[sideOf(t.winner)]++;
  return won;
}

/** A side's score for the tricks it took: one point per trick over the book. */
export const sideScore = (tricks: number): number => Math.max(0, tricks - BOOK);

/** The result of a finished deal from the tricks each side took: every seat carries its side's score. */
export function resultOf(won: readonly [number, number]): WhistResult {
  return {
    scores: Array.from({ length: PLAYERS }, (_, s) => sideScore(won[sideOf(s)])),
    annulled: false,
    tricks: [won[0], won[1]],
  };
}

/** The result of a finished deal from its tricks. */
export const score = (tricks: readonly PlayedTrick[]): WhistResult => resultOf(tricksBySide(tricks));

/**
 * Where every card is (hands, the trick, the tricks each side took) and the tricks per side, for
 * the harness's invariant checks: Whist counts tricks, not card points, so the "points" are tricks
 * and add up to 13 at the end of a deal.
 */
export function audit(s: WhistState): Audit {
  const places: Record<string, readonly Card[]> = { trick: s.trick };
  s.hands.forEach((h, seat) => (places[`hand${seat}`] = cs.toArray(h)));
  for (const side of [0, 1])
    places[`won${side}`] = s.tricks.filter((t) => sideOf(t.winner) === side).flatMap((t) => t.cards);
  return { places, cardPoints: tricksBySide(s.tricks) };
}
