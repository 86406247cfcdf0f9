/**
 * What the states and events of every game of the Belote family have alike (Belote's, Coinche's
 * through Belote's state, Tarabish's): the card play's part of a state (`CardPlayState`), the
 * events each game sends alike, the eldest hand, a seat's team, the tricks done.
 */
import type { Card } from '../kernel/card.js';
import type { CardSet } from '../kernel/cardset.js';
import type { Seat } from '../kernel/seat.js';
import type { PlayedTrick } from '../kernel/trick.js';
import type { Meld } from './melds.js';

/**
 * The card play's part of a state of every game of the family (Belote's, and Coinche's through it;
 * Tarabish's): what the family's positions, views, tables and inferences read. Plain JSON data,
 * never mutated.
 */
export interface CardPlayState {
  /** The cards each seat holds. */
  readonly hands: readonly CardSet[];
  /** The trump suit (word), null before it is chosen and in a contract without a trump suit. */
  readonly trump: number | null;
  /** Each seat's declared melds (announcements), null until it has declared. */
  readonly declarations: readonly (readonly Meld[] | null)[];
  /** The leader of the trick in progress. */
  readonly leader: Seat;
  readonly trick: readonly Card[];
  readonly tricks: readonly PlayedTrick[];
  /** Cards won by each team (seat % 2). */
  readonly won: readonly (readonly Card[])[];
  /** Per seat, a bit per suit it is known (from its plays) to be void in. */
  readonly voids: readonly number[];
  /** Per seat: it holds no trump of power ≥ this (9 = nothing known), learnt from a forced lower trump. */
  readonly trumpCeiling: readonly number[];
  /** True when nobody scores the deal (all passed). */
  readonly annulled: boolean;
}

/** An event every seat (and a spectator) may see. */
export interface PublicEvent {
  readonly audience: 'all';
}

/** A seat spoke while trump was chosen: what it said in the game's notation. */
export interface SpokeEvent extends PublicEvent {
  readonly type: 'spoke';
  readonly seat: Seat;
  readonly said: string;
}

/** Everybody passed: the deal is over, nobody scores; `nextDealer` deals the next one. */
export interface AnnulledEvent extends PublicEvent {
  readonly type: 'annulled';
  readonly nextDealer: Seat;
}

/** A seat received the rest of its cards once trump was chosen: that seat alone sees them. */
export interface ReceivedEvent {
  readonly type: 'received';
  /** The receiving seat alone. */
  readonly audience: readonly Seat[];
  readonly seat: Seat;
  readonly cards: readonly string[];
}

/** A seat declared (`type`: the game's word) its melds in the notation (`run4-AS`, `four-K`), none: an empty list. */
export interface MeldsEvent<T extends string> extends PublicEvent {
  readonly type: T;
  readonly seat: Seat;
  readonly melds: readonly string[];
}

/** A seat played a card (with the game's call of the pair). */
export interface PlayedEvent extends PublicEvent {
  readonly type: 'played';
  readonly seat: Seat;
  readonly card: string;
}

/** A trick is complete: its winner and the card points it holds (the last trick's bonus included). */
export interface TrickEvent extends PublicEvent {
  readonly type: 'trick';
  readonly winner: Seat;
  readonly points: number;
}

/** The last trick is played: each team's deal score (index = seat % 2). */
export interface DealOverEvent extends PublicEvent {
  readonly type: 'deal-over';
  readonly scores: readonly [number, number];
}

/**
 * Every event of a game of the family: the events every game sends alike, its melds events (`M`:
 * their types), its `played` event and its own (`E`).
 */
export type FamilyEvent<M extends string, P extends PlayedEvent, E = never> =
  SpokeEvent | AnnulledEvent | ReceivedEvent | MeldsEvent<M> | P | TrickEvent | DealOverEvent | E;

/** The eldest hand of a deal `dealer` deals: its right-hand neighbour, next in playing order, first to speak and to lead. */
export const eldestAfter = (dealer: Seat): Seat => (dealer + 1) % 4;
/**
 * The card play of a fresh deal dealt by `dealer`: no declarations yet, no trick played, the eldest
 * to lead (the fields in the order of the games' states).
 */
export const playStart = (dealer: Seat) => ({
  declarations: [null, null, null, null],
  leader: eldestAfter(dealer),
  trick: [],
  tricks: [],
  won: [[], []],
});
/** The eldest hand of a deal (`eldestAfter` its dealer). */
export const eldestOf = (s: { readonly options: { readonly dealer: Seat } }): Seat => eldestAfter(s.options.dealer);
/** The team of a seat: partners sit opposite. */
export const sideOf = (seat: Seat): 0 | 1 => (seat % 2 === 0 ? 0 : 1);
/**
 * The tricks played so far: every finished trick's four cards are in a team's cards won (`tricks`
 * lists only those played since the deal's start, which for a deal set up from a position's facts
 * is that position).
 */
export const tricksDone = (s: Pick<CardPlayState, 'won'>): number => (s.won[0]!.length + s.won[1]!.length) >> 2;
