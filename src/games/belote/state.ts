/**
 * The Belote state, actions and events: plain JSON data. Card sets are the kernel's word arrays.
 */
import type { Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import type { Strain } from '../../family/cards.js';
import type { Meld } from '../../family/melds.js';
import type * as family from '../../family/state.js';
import type { BeloteOptions } from './options.js';

/**
 * The phases of a deal, in order:
 * - `first-round`: from the eldest, each seat takes the turned card's suit or passes;
 * - `second-round`: all passed; from the eldest, each seat names a trump suit or passes;
 * - `announce`: with announcements made before the first card, a round of them from the eldest;
 * - `play`: eight tricks (with announcements at the first trick, each seat announces before its first card);
 * - `done`: played out, or passed out twice (no score).
 */
export const PHASES = ['first-round', 'second-round', 'announce', 'play', 'done'] as const;
export type Phase = (typeof PHASES)[number];

/** What a seat said while taking: a pass, or a take (the suit it made trump). */
export type Speech =
  | { readonly seat: Seat; readonly kind: 'pass' }
  | { readonly seat: Seat; readonly kind: 'take'; readonly suit: number };

/** The belote calls a seat has made: none, `belote` (with the first of K–Q of trump), `rebelote` (then the second). */
export type BeloteCalls = 0 | 1 | 2;

/** A Belote deal in progress: plain JSON data, never mutated (its card play's fields: the family's `CardPlayState`). */
export interface BeloteState extends family.CardPlayState {
  readonly options: BeloteOptions;
  readonly phase: Phase;
  /** The rest of the pack after the first part of the deal, from the top: the turned card first, then the 11 cards still to deal (empty once dealt). */
  readonly pack: readonly Card[];
  /**
   * The deal as dealt: each seat's five cards of the first part and the rest of the pack from the
   * top, the turned card first (what `history` rebuilds the deal from; no view shows it).
   */
  readonly dealt: { readonly hands: readonly (readonly Card[])[]; readonly pack: readonly Card[] };
  /** The turned card (la retourne), public from the start. */
  readonly turned: Card;
  /** What was said while taking, both rounds in order (the second round's after the first round's four passes). */
  readonly speech: readonly Speech[];
  /** The seat that took, null before. */
  readonly taker: Seat | null;
  /**
   * What the cards are played in, the family's `Strain`, null before trump is set: in Belote the
   * trump suit (its word, as `trump`, which is null before a seat takes and in Coinche's tout atout
   * and sans atout); in Coinche also tout atout or sans atout, with the card values of the contract.
   */
  readonly strain: Strain | null;
  /**
   * The belote calls of each seat: in a suit contract a `BeloteCalls` (the trump pair's); in tout
   * atout two bits a suit, one pair a suit (the family's `pairCallOf`).
   */
  readonly calls: readonly number[];
}

/** A suit by letter: spades, hearts, diamonds, clubs. */
export type SuitLetter = 'S' | 'H' | 'D' | 'C';

/**
 * Every action, cards by name, suits by letter, announcements in the family's notation: what
 * `legal` returns and `apply`, `explain` and records take, plain JSON. `seat` (optional) names the
 * acting seat, refused when it is not the actor.
 * - `{ type: 'pass' }` (*je passe*, *deux*);
 * - `{ type: 'take' }`: first round, the turned card's suit (*je prends*); `{ type: 'take', suit: 'H' }`: second round;
 * - `{ type: 'announce', melds: ['run3-KS'] }` (none: an empty list);
 * - `{ type: 'play', card: 'KH' }`, with `call: 'belote'` or `call: 'rebelote'` when the card carries the call.
 */
export type BeloteAction =
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'take'; readonly suit?: SuitLetter; readonly seat?: Seat }
  | { readonly type: 'announce'; readonly melds: readonly string[]; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: string; readonly call?: 'belote' | 'rebelote'; readonly seat?: Seat };

/** An action as the game's modules read it: cards and suits by number, melds as values. */
export type BeloteMove =
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'take'; readonly suit: number | null; readonly seat?: Seat }
  | { readonly type: 'announce'; readonly melds: readonly Meld[]; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: Card; readonly call: BeloteCalls; readonly seat?: Seat };

/** A seat passed or took (`pass`, `take:H`). */
export type BeloteSpokeEvent = family.SpokeEvent;
/** All passed twice: the deal is over, nobody scores; `nextDealer` deals the next one. */
export type BeloteAnnulledEvent = family.AnnulledEvent;
/** A seat received the rest of its cards (the taker: the turned card and two more): that seat alone sees them. */
export type BeloteReceivedEvent = family.ReceivedEvent;
/** A seat announced: its announcements (`run3-KS`, `four-J`) or, under `'first-trick'`, their kinds (`tierce`, `carre`); none: an empty list. */
export type BeloteAnnouncedEvent = family.MeldsEvent<'announced'>;
/** The first trick is over: a seat of the side whose announcements score shows them (`'first-trick'`). */
export type BeloteShownEvent = family.MeldsEvent<'shown'>;
/** A seat played a card, with its belote call if any. */
export interface BelotePlayedEvent extends family.PlayedEvent {
  readonly call: 'belote' | 'rebelote' | null;
}
/** A trick is complete: its winner and its card points (the dix de der included on the last). */
export type BeloteTrickEvent = family.TrickEvent;
/** The eighth trick is played: each team's deal score (index = seat % 2). */
export type BeloteDealOverEvent = family.DealOverEvent;

/** Every Belote event; `audience` says who may see it (`eventsFor(events, seat)`). */
export type BeloteEvent = family.FamilyEvent<'announced' | 'shown', BelotePlayedEvent>;

/** Whether a state was set up from a position's facts (`setup` with `{ position }`): it has no deal as dealt. */
export const fromPosition = (s: BeloteState): boolean => s.dealt.hands.every((h) => h.length === 0);

export { eldestAfter, eldestOf, sideOf, tricksDone } from '../../family/state.js';
