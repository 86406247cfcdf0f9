/**
 * The part of a seat's view that every game of the Belote family shows of the card play, built from
 * an allow-list whatever the game's calls and melds: the seat's own cards and the others' hand
 * sizes; the public tricks, each team's card points and what the play proves about each seat's hand
 * (`inferences`). Each game's `view.ts` places these fields among its own.
 */
import * as z from 'zod/mini';
import type { Card } from '../kernel/card.js';
import { size, toArray, type CardSet } from '../kernel/cardset.js';
import type { Seat } from '../kernel/seat.js';
import {
  inferencesSchema,
  playView,
  trickViewSchemas,
  type FinishedTrickView,
  type SeatInference,
  type TrickView,
} from '../kernel/view.js';
import { SUIT_LETTERS } from './cards.js';

/** The seat's cards and the hand sizes. */
export interface HeldView {
  /** The cards the seat holds, in card order (empty for a spectator). */
  readonly hand: readonly string[];
  /** Cards in each seat's hand now. */
  readonly handSizes: readonly number[];
}

/** The tricks, the card points won and what the play proves. */
export interface PlayedView {
  /** The trick in progress: its leader and the cards played so far, each with its seat. */
  readonly trick: TrickView;
  /** The finished tricks, in order (from a position: those played since). */
  readonly tricks: readonly FinishedTrickView[];
  /** Card points won by each team so far (index = seat % 2; the last-trick bonus once earned). */
  readonly cardPoints: readonly [number, number];
  /**
   * By seat, what the play proves about its hand, the same for every viewer: the suits it is void
   * in, and a trump every trump it may still hold is below.
   */
  readonly inferences: readonly SeatInference[];
}

/** A seat of the table, and points, in a view's schema. */
export const seatSchema = z.int().check(z.minimum(0), z.maximum(3));
export const pointsSchema = z.int();

/** The schema fields of `HeldView` and `PlayedView` for cards matching `card`, `tricks` tricks a deal. */
export function familyViewShapes(card: z.ZodMiniType<string>, tricks: number) {
  const trickSchemas = trickViewSchemas(seatSchema, card, { min: 4, max: 4 });
  return {
    held: {
      hand: z.array(card).check(z.maxLength(tricks)),
      handSizes: z.array(z.int().check(z.minimum(0), z.maximum(tricks))).check(z.length(4)),
    },
    played: {
      trick: trickSchemas.trick,
      tricks: z.array(trickSchemas.finished).check(z.maxLength(tricks)),
      cardPoints: z.tuple([pointsSchema, pointsSchema]),
      inferences: inferencesSchema(z.enum(SUIT_LETTERS), card).check(z.length(4)),
    },
  };
}

/** The held part of the view of `who` (a seat, or the spectator). */
export function heldView(hands: readonly CardSet[], who: Seat | 'spectator', name: (c: Card) => string): HeldView {
  return {
    hand: who === 'spectator' ? [] : toArray(hands[who]!).map(name),
    handSizes: hands.map(size),
  };
}

/** The played part of a view, the same for every viewer. */
export function playedView(
  s: Parameters<typeof playView>[0],
  name: (c: Card) => string,
  cardPoints: readonly [number, number],
  inferences: readonly SeatInference[],
): PlayedView {
  return { ...playView(s, 4, name), cardPoints, inferences };
}

/** What every view of the family starts with: whose view, the phase, the dealer, the seat to act. */
export interface ViewHead<P extends string> {
  readonly seat: Seat | 'spectator';
  readonly phase: P;
  readonly dealer: Seat;
  /** The seat to act, `'done'` once the deal is over. */
  readonly actor: Seat | 'done';
}

/** The schema fields of `ViewHead`, its phases checked by `phase`. */
export const viewHeadShape = <P extends string>(phase: z.ZodMiniType<P>) => ({
  seat: z.union([seatSchema, z.literal('spectator')]),
  phase,
  dealer: seatSchema,
  actor: z.union([seatSchema, z.literal('done')]),
});

/** The first fields of a view of `who` (`ViewHead`). */
export const viewHead = <P extends string>(
  who: Seat | 'spectator',
  phase: P,
  dealer: Seat,
  actor: Seat | 'done',
): ViewHead<P> => ({ seat: who, phase, dealer, actor });

/** What every result view of the family starts with, per team (index = seat % 2). */
export interface ResultViewHead<O extends string> {
  readonly annulled: boolean;
  readonly teamScores: readonly [number, number];
  readonly outcome: O | null;
}

/** The schema fields of `ResultViewHead`, its outcomes checked by `outcome`. */
export const resultViewHeadShape = <O extends string>(outcome: z.ZodMiniType<O>) => ({
  annulled: z.boolean(),
  teamScores: z.tuple([pointsSchema, pointsSchema]),
  outcome: z.nullable(outcome),
});

/** A pair of team numbers, copied for a view. */
export const teamPair = (p: readonly [number, number]): [number, number] => [p[0], p[1]];

/** The first fields of a result's view. */
export const resultViewHead = <O extends string>(r: {
  readonly annulled: boolean;
  readonly teamScores: readonly [number, number];
  readonly outcome: O | null;
}): ResultViewHead<O> => ({ annulled: r.annulled, teamScores: teamPair(r.teamScores), outcome: r.outcome });
