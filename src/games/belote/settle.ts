/**
 * The end of a deal: a finished state → its facts → its result (`scoring.ts`). The announcements
 * that score are those of the side with the best one (the family's `meldWinner`, the FFB's
 * comparison: value, a carré over a sequence, the higher top card, trump; still equal: option
 * `equalAnnouncements`).
 */
import { strainCardsPoints } from '../../family/card-play.js';
import type { Strain } from '../../family/cards.js';
import { meldValueIn, type Meld } from '../../family/melds.js';
import { announcementSide } from './declarations.js';
import type { BaseResult } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from './cards.js';
import { strainOf } from './card-play.js';
import { scoreDeal, type BeloteDealFacts, type BeloteOutcome } from './scoring.js';
import { tricksDone, type BeloteState } from './state.js';
import { resultHead } from '../../family/ruleset.js';

/** The result of a Belote deal: one score per seat (each seat carries its team's), and its parts per team. */
export interface BeloteResult extends BaseResult {
  /** Each team's deal score (index = seat % 2). */
  readonly teamScores: readonly [number, number];
  /** The contract made, failed (dedans) or tied (litige); null when all passed. */
  readonly outcome: BeloteOutcome | null;
  /** The taker, null when all passed. */
  readonly taker: Seat | null;
  /** Card points with the dix de der or the capot. */
  readonly points: readonly [number, number];
  /** The belote of each team (20 or 0). */
  readonly belote: readonly [number, number];
  /** The announcement points each team scores (one side at most). */
  readonly announcements: readonly [number, number];
  /** The team with a capot, or null. */
  readonly capot: 0 | 1 | null;
  /** Points held after this deal for the team that makes a later contract. */
  readonly held: number;
  /** The dealer of the next deal. */
  readonly nextDealer: Seat;
}

/**
 * The announcement points of each team, from each seat's announcements (null: none) and the side
 * whose announcements score (`winner`): that side scores all of its own, the other none.
 */
export function announcementTotals(
  declared: readonly (readonly Meld[] | null)[],
  winner: 0 | 1 | null,
  strain: Strain,
): [number, number] {
  if (winner === null) return [0, 0];
  const total = declared
    .filter((_, seat) => seat % 2 === winner)
    .flatMap((d) => d ?? [])
    .reduce((t, m) => t + meldValueIn(m, 'belote', strain), 0);
  return winner === 0 ? [total, 0] : [0, total];
}

/** The announcement points of each team that scores them (the side with the best announcement, `announcementSide`). */
export function announcementPoints(s: BeloteState): [number, number] {
  if (!s.options.announcements) return [0, 0];
  return announcementTotals(s.declarations, announcementSide(s), strainOf(s));
}

/** The facts of a finished, played deal. */
export function factsOf(s: BeloteState): BeloteDealFacts {
  const last = s.tricks[s.tricks.length - 1]!;
  return playedFacts(
    s,
    [strainCardsPoints(s.won[0]!, strainOf(s)), strainCardsPoints(s.won[1]!, strainOf(s))],
    (last.winner % 2) as 0 | 1,
    [s.won[0]!.length / 4, s.won[1]!.length / 4],
    s.calls,
  );
}

/**
 * The facts of a played deal from its parts, as the state or the card-play core (table.ts) counts
 * them: each team's card points without the dix de der, the team of the last trick, each team's
 * tricks, each seat's calls (a belote counts with both calls: 2), and `s`'s announcements.
 */
export function playedFacts(
  s: BeloteState,
  cardPoints: readonly [number, number],
  lastTrick: 0 | 1,
  tricks: readonly [number, number],
  calls: readonly number[],
): BeloteDealFacts {
  return {
    takers: (s.taker! % 2) as 0 | 1,
    cardPoints,
    lastTrick,
    tricks,
    belote: [calls[0] === 2 || calls[2] === 2, calls[1] === 2 || calls[3] === 2],
    announcements: announcementPoints(s),
  };
}

/** The result once the deal is over (undefined before). */
export function beloteResult(s: BeloteState): BeloteResult | undefined {
  if (s.phase !== 'done') return undefined;
  if (s.annulled) {
    const nextDealer = s.options.allPass === 'same-dealer' ? s.options.dealer : (s.options.dealer + 1) % 4;
    return {
      ...resultHead('annulled'),
      taker: null,
      points: [0, 0],
      belote: [0, 0],
      announcements: [0, 0],
      capot: null,
      held: s.options.held,
      nextDealer,
    };
  }
  return scoredResult(s, factsOf(s));
}

/** The result of a played deal `s` (its options, taker, dealer) with these facts. */
export function scoredResult(s: BeloteState, facts: BeloteDealFacts): BeloteResult {
  const r = scoreDeal(facts, s.options);
  return {
    ...resultHead(r),
    taker: s.taker,
    points: r.points,
    belote: r.belote,
    announcements: facts.announcements,
    capot: r.capot,
    held: r.held,
    nextDealer: (s.options.dealer + 1) % 4,
  };
}

/**
 * The card points each team has won so far, the dix de der included once earned and raised to the
 * capot's when one team took every trick (what `audit` reports).
 */
export function teamCardPoints(s: BeloteState): [number, number] {
  const strain = strainOf(s);
  const p: [number, number] = [strainCardsPoints(s.won[0]!, strain), strainCardsPoints(s.won[1]!, strain)];
  if (tricksDone(s) === TRICKS && !s.annulled) {
    const team = (s.tricks[s.tricks.length - 1]!.winner % 2) as 0 | 1;
    const capot = s.won[team]!.length === 4 * TRICKS;
    // a capot raises the dix de der so that a suit contract's 152 make `capotPoints`
    p[team] += capot ? s.options.capotPoints - CARD_POINTS_TOTAL : DIX_DE_DER;
  }
  return p;
}
