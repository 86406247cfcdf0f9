/**
 * The Tarabish state, actions and events: plain JSON data. Card sets are the kernel's word arrays.
 */
import type { Card } from '../../kernel/card.js';
import type { CardSet } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import type { PlayedTrick } from '../../kernel/trick.js';
import type { Meld } from './melds.js';
import type { TarabishOptions } from './options.js';

/** The phases of a Tarabish hand, in order. */
export const PHASES = ['auction', 'trump', 'call', 'declare', 'play', 'done'] as const;
/**
 * - `auction`: one round of bids from the eldest (trumpChoice 'auction');
 * - `trump`: the auction winner names trump;
 * - `call`: one call-or-pass round from the eldest (trumpChoice 'call');
 * - `declare`: the declaration round before the first trick (declaration 'before-first-trick');
 * - `play`: nine tricks (under 'first-trick' declarations each player declares before their first card);
 * - `done`: played out, or annulled.
 */
export type Phase = (typeof PHASES)[number];

/** What each seat said while trump was being chosen, in order from the eldest. */
export type Speech =
  | { readonly seat: Seat; readonly kind: 'bid'; readonly value: number; readonly noTrump: boolean }
  | { readonly seat: Seat; readonly kind: 'pass' }
  | { readonly seat: Seat; readonly kind: 'call'; readonly suit: number | null };

/** Who chose trump and what they undertook. */
export interface Contract {
  readonly seat: Seat;
  /** The winning bid (auction), or null (a call). */
  readonly bid: number | null;
  readonly noTrump: boolean;
}

/** A finished trick: who led, the cards in play order, who won it. */
export type CompletedTrick = PlayedTrick;

/** A Tarabish hand in progress: plain JSON data, never mutated (card sets are the kernel's word arrays). */
export interface TarabishState {
  readonly options: TarabishOptions;
  readonly phase: Phase;
  /** Cards each seat holds and has seen. */
  readonly hands: readonly CardSet[];
  /** Cards dealt to each seat that it receives only once trump is chosen (option biddingCards). */
  readonly pending: readonly CardSet[];
  readonly speech: readonly Speech[];
  readonly contract: Contract | null;
  /** The trump suit (word), or null before it is chosen and in a no-trump hand. */
  readonly trump: number | null;
  /** Each seat's declared melds, null until it has declared. */
  readonly declarations: readonly (readonly Meld[] | null)[];
  /** Leader of the current trick. */
  readonly leader: Seat;
  readonly trick: readonly Card[];
  readonly tricks: readonly CompletedTrick[];
  /** Cards won by each team (seat % 2). */
  readonly won: readonly (readonly Card[])[];
  /** Whether each seat has called bella. */
  readonly bella: readonly boolean[];
  /** Per seat, a bit per suit it is known (from its plays) to be void in. */
  readonly voids: readonly number[];
  /** Per seat: it holds no trump of power ≥ this (9 = nothing known), learnt from a forced lower trump. */
  readonly trumpCeiling: readonly number[];
  readonly annulled: boolean;
}

/** Every action may name its seat (`2:bid:70`); a named seat that is not the actor is refused. */
interface NamedSeat {
  readonly seat?: Seat;
}

export type TarabishAction =
  | ({ readonly type: 'bid'; readonly value: number; readonly noTrump: boolean } & NamedSeat)
  | ({ readonly type: 'bid-pass' } & NamedSeat)
  | ({ readonly type: 'trump'; readonly suit: number } & NamedSeat)
  | ({ readonly type: 'call'; readonly suit: number | null } & NamedSeat)
  | ({ readonly type: 'pass' } & NamedSeat)
  | ({ readonly type: 'declare'; readonly melds: readonly Meld[] } & NamedSeat)
  | ({ readonly type: 'play'; readonly card: Card; readonly bella: boolean } & NamedSeat);

export type TarabishEvent =
  | { readonly type: 'spoke'; readonly audience: 'all'; readonly seat: Seat; readonly said: string }
  | { readonly type: 'annulled'; readonly audience: 'all'; readonly nextDealer: Seat }
  | { readonly type: 'trump'; readonly audience: 'all'; readonly seat: Seat; readonly trump: string }
  | {
      readonly type: 'received';
      readonly audience: readonly Seat[];
      readonly seat: Seat;
      readonly cards: readonly string[];
    }
  | { readonly type: 'declared'; readonly audience: 'all'; readonly seat: Seat; readonly melds: readonly string[] }
  | {
      readonly type: 'played';
      readonly audience: 'all';
      readonly seat: Seat;
      readonly card: string;
      readonly bella: boolean;
    }
  | { readonly type: 'trick'; readonly audience: 'all'; readonly winner: Seat; readonly points: number }
  | { readonly type: 'hand-over'; readonly audience: 'all'; readonly scores: readonly [number, number] };

export const eldestOf = (s: TarabishState): Seat => (s.options.dealer + 1) % 4;
export const teamOf = (seat: Seat): 0 | 1 => (seat % 2 === 0 ? 0 : 1);
