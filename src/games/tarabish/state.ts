/**
 * The Tarabish state, actions and events: plain JSON data. Card sets are the kernel's word arrays.
 */
import type { Card } from '../../kernel/card.js';
import type { CardSet } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import type * as family from '../../family/state.js';
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

/**
 * A Tarabish hand in progress: plain JSON data, never mutated (its card play's fields: the family's
 * `CardPlayState`; `hands`: the cards each seat holds and has seen).
 */
export interface TarabishState extends family.CardPlayState {
  readonly options: TarabishOptions;
  readonly phase: Phase;
  /** Cards dealt to each seat that it receives only once trump is chosen (option biddingCards). */
  readonly pending: readonly CardSet[];
  readonly speech: readonly Speech[];
  readonly contract: Contract | null;
  /** Whether each seat has called bella. */
  readonly bella: readonly boolean[];
  /** Set when the hand was set up from a position (facts) rather than dealt: what the play before it left. */
  readonly start?: TarabishStart | undefined;
}

/** What a hand set up from a position keeps of the play before it, beyond its cards won. */
export interface TarabishStart {
  /**
   * The seat that played the first of the king and queen of trump before the position and still
   * holds the other (it may call bella when playing it), or null.
   */
  readonly bellaSeat: Seat | null;
}

/**
 * Every action, its cards by name, suits by letter and melds in notation (`{ type: 'play', card:
 * 'JS', bella: false }`, `{ type: 'call', suit: 'H' }`, `{ type: 'declare', melds: ['run3-KH'] }`):
 * what `legal` returns and `apply`, `explain`, `submit` and records take, plain JSON. `seat`
 * (optional, `2:bid:70`) names the acting seat, refused when it is not the actor.
 */
export type TarabishAction =
  | { readonly type: 'bid'; readonly value: number; readonly noTrump: boolean; readonly seat?: Seat }
  | { readonly type: 'bid-pass'; readonly seat?: Seat }
  | { readonly type: 'trump'; readonly suit: 'S' | 'H' | 'D' | 'C'; readonly seat?: Seat }
  | { readonly type: 'call'; readonly suit: 'S' | 'H' | 'D' | 'C' | 'no-trump'; readonly seat?: Seat }
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'declare'; readonly melds: readonly string[]; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: string; readonly bella: boolean; readonly seat?: Seat };

/** A suit by letter: spades, hearts, diamonds, clubs. */
export type SuitLetter = 'S' | 'H' | 'D' | 'C';

/**
 * An action as the game's modules read it: cards and suits by number (`null`: no trump), melds as
 * values. `legal`, `apply` and the codec turn it into the `TarabishAction` of the same meaning.
 */
export type TarabishMove =
  | { readonly type: 'bid'; readonly value: number; readonly noTrump: boolean; readonly seat?: Seat }
  | { readonly type: 'bid-pass'; readonly seat?: Seat }
  | { readonly type: 'trump'; readonly suit: number; readonly seat?: Seat }
  | { readonly type: 'call'; readonly suit: number | null; readonly seat?: Seat }
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'declare'; readonly melds: readonly Meld[]; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: Card; readonly bella: boolean; readonly seat?: Seat };

/** A seat spoke while trump was chosen (`bid:70`, `pass`, `call:H`, `call:no-trump`). */
export type TarabishSpokeEvent = family.SpokeEvent;
/** Everybody passed and the hand is annulled (`allPass: 'redeal'`); `nextDealer` deals the next one. */
export type TarabishAnnulledEvent = family.AnnulledEvent;
/** Trump is chosen: by whom, and the suit (`S` `H` `D` `C`) or `no-trump`. */
export interface TarabishTrumpEvent extends family.PublicEvent {
  readonly type: 'trump';
  readonly seat: Seat;
  readonly trump: string;
}
/** A seat received the rest of its cards once trump was chosen: that seat alone sees them. */
export type TarabishReceivedEvent = family.ReceivedEvent;
/** A seat declared its melds (`run4-AS`, `four-K`; none is an empty list). */
export type TarabishDeclaredEvent = family.MeldsEvent<'declared'>;
/** A seat played a card, calling bella or not. */
export interface TarabishPlayedEvent extends family.PlayedEvent {
  readonly bella: boolean;
}
/** A trick is complete: its winner and the card points it holds (the last trick's bonus included). */
export type TarabishTrickEvent = family.TrickEvent;
/** The ninth trick is played: each team's hand score (index = seat % 2). */
export type TarabishDealOverEvent = family.DealOverEvent;

/** Every Tarabish event; `audience` says who may see it (`eventsFor(events, seat)`). */
export type TarabishEvent = family.FamilyEvent<'declared', TarabishPlayedEvent, TarabishTrumpEvent>;

/** Tricks in a hand: each of the four players plays the nine cards dealt. */
export const TRICKS = 9;

export { eldestAfter, eldestOf, sideOf, tricksDone } from '../../family/state.js';
