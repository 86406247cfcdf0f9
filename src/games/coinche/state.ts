/**
 * The Coinche state, actions and events: plain JSON data. A Coinche deal is its auction
 * (`auction.ts`) and, once a contract stands, Belote's card play on Belote's state (`play`): the
 * hands, the tricks, the belote calls, the announcements, what the play proves of each hand.
 */
import type { Seat } from '../../kernel/seat.js';
import type { BeloteAction, BeloteEvent, BeloteState } from '../belote/state.js';
import type { AuctionState, Contract, Strain } from './auction.js';
import type { CoincheRulesOptions } from './options.js';

/** The phases of a deal: the auction, the announcement round (announcements before the first card), the play, over. */
export const COINCHE_PHASES = ['auction', 'announce', 'play', 'done'] as const;
export type CoinchePhase = (typeof COINCHE_PHASES)[number];

/** A Coinche deal in progress: plain JSON data, never mutated. */
export interface CoincheState {
  readonly options: CoincheRulesOptions;
  /** The calls so far. */
  readonly auction: AuctionState;
  /** The contract once the auction ends on one; null before, and when all four passed. */
  readonly contract: Contract | null;
  /** True when all four passed without a bid: nobody scores, the next dealer deals. */
  readonly passedOut: boolean;
  /**
   * The card play on Belote's state: all 32 cards dealt, no turned card (`turned` -1, the pack
   * empty), no taker of Belote's (the contract says who took); phase `first-round` during the
   * auction, then `announce` / `play` / `done` under the contract's trump.
   */
  readonly play: BeloteState;
}

/**
 * Every action, plain JSON (`seat`, optional, names the acting seat):
 * - the auction: `{ type: 'pass' }`, `{ type: 'bid', value: 90, strain: 'H' }`,
 *   `{ type: 'capot', strain: 'H' }`, `{ type: 'coinche' }`, `{ type: 'surcoinche' }`;
 * - the card play, as in Belote: `{ type: 'announce', melds }`, `{ type: 'play', card, call? }`.
 */
export type CoincheAction =
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'bid'; readonly value: number; readonly strain: Strain; readonly seat?: Seat }
  | { readonly type: 'capot'; readonly strain: Strain; readonly seat?: Seat }
  | { readonly type: 'coinche'; readonly seat?: Seat }
  | { readonly type: 'surcoinche'; readonly seat?: Seat }
  | Extract<BeloteAction, { type: 'announce' | 'play' }>;

/** A seat's call in the auction (`pass`, `bid:90H`, `capot:S`, `coinche`, `surcoinche`). */
export interface CoincheCalledEvent {
  readonly type: 'called';
  readonly audience: 'all';
  readonly seat: Seat;
  readonly said: string;
}
/** The auction is over on a contract. */
export interface CoincheContractEvent {
  readonly type: 'contract';
  readonly audience: 'all';
  readonly contract: Contract;
}

/** Belote's card-play events, the auction's, and Belote's `annulled` (all passed) and `deal-over` (the deal's score). */
export type CoincheEvent =
  Exclude<BeloteEvent, { type: 'spoke' | 'received' }> | CoincheCalledEvent | CoincheContractEvent;
