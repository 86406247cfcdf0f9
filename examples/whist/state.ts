/** The state, action, event and result types of a Whist deal. */
import type { Card, Seat } from 'atout';
import type { BySeat, CardSet, PlayedTrick } from 'atout/kernel';
import type { WhistOptions } from './options.js';

/** Four players; partners sit opposite: seats 0 and 2 against seats 1 and 3. */
export const PLAYERS = 4;
/** Thirteen cards each, so thirteen tricks. */
export const HAND_SIZE = 13;
export const TRICKS = 13;

/** The side of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3. */
export const sideOf = (seat: Seat): 0 | 1 => (seat % 2 === 0 ? 0 : 1);

/** A deal in progress. Plain data: JSON-serialisable, never mutated. */
export interface WhistState {
  readonly options: WhistOptions;
  /** Each seat's cards. */
  readonly hands: BySeat<CardSet>;
  /** The dealer's last card, turned face up: its suit is trump. */
  readonly turnedUp: Card;
  /** The trump suit (a card-set word). */
  readonly trump: number;
  /** The seat that led the current trick. */
  readonly leader: Seat;
  /** The cards played to the current trick, in order. */
  readonly trick: readonly Card[];
  /** The finished tricks, in order. */
  readonly tricks: readonly PlayedTrick[];
  /** Per seat, a bit per suit the seat is known to lack (it did not follow that suit). */
  readonly voids: BySeat<number>;
}

/** The only action of Whist: play a card (the seat is the one to act). */
export interface WhistAction {
  readonly type: 'play';
  readonly card: Card;
}

/** What happened, for everybody: a card played, a trick won. */
export type WhistEvent =
  | { readonly type: 'played'; readonly audience: 'all'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'trick-won'; readonly audience: 'all'; readonly winner: Seat; readonly cards: readonly string[] };

/** An explicit deal: four hands of thirteen card names, in seat order; the dealer's last card is turned up. */
export type WhistDeal = readonly (readonly string[])[];

/** The result of a deal: each seat carries its side's score. */
export interface WhistResult {
  /** One score per seat: the tricks over six of the side that took seven or more, 0 for the other side. */
  readonly scores: readonly number[];
  readonly annulled: false;
  /** Tricks taken by side 0 (seats 0, 2) and side 1 (seats 1, 3). */
  readonly tricks: readonly [number, number];
}
