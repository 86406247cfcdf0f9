/**
 * The Tarot state, its phases, actions and events: plain JSON data (card sets are the kernel's
 * word arrays), never mutated.
 */
import type { Card } from '../../kernel/card.js';
import type { CardSet } from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import type { PlayedTrick } from '../../kernel/trick.js';
import type { TarotOptions } from './options.js';
import type { Contract, PoigneeSize } from './scoring.js';

/** The phases of a Tarot deal, in order. */
export const PHASES = ['bidding', 'call', 'ecart', 'chelem', 'play', 'done'] as const;
export type Phase = (typeof PHASES)[number];

/** The bids in increasing order (FFT: prise < garde < garde sans < garde contre), `pass` first. */
export const BIDS = ['pass', 'prise', 'garde', 'garde-sans', 'garde-contre'] as const;
export type Bid = (typeof BIDS)[number];

export type Annulment = 'petit-sec' | 'all-pass';

/**
 * A poignée: by whom, its size, and the cards shown so far. It is announced (`poignee:double`),
 * then shown one card per action from the highest trump down (the Excuse last); while it has
 * fewer cards than its size it is being shown, and its seat does nothing else.
 */
export interface PoigneeShown {
  readonly seat: Seat;
  readonly size: PoigneeSize;
  /** The cards shown so far, in notation order (trumps descending, the Excuse last). */
  readonly cards: readonly Card[];
}

/** A Tarot deal in progress: plain JSON data, never mutated (card sets are the kernel's word arrays). */
export interface TarotState {
  readonly options: TarotOptions;
  /** 'goulash' for a Goulash deal (the option, or a classic deal where everybody passed). */
  readonly mode: 'classic' | 'goulash';
  readonly phase: Phase;
  readonly hands: readonly CardSet[];
  /** The chien as dealt. Where its cards are now follows from `chienTaken` and the contract. */
  readonly chien: readonly Card[];
  /** Prise / garde: the chien was shown and added to the taker's hand. */
  readonly chienTaken: boolean;
  /** Bids in speaking order, starting with the seat after the dealer. */
  readonly bids: readonly Bid[];
  readonly taker: Seat | null;
  readonly contract: Contract | null;
  /** 5 players: the called card. */
  readonly called: Card | null;
  /** 5 players: the seat holding the called card, null when the taker plays alone (secret until played). */
  readonly partner: Seat | null;
  /** The taker's discards so far (face down, trumps shown). */
  readonly ecart: readonly Card[];
  readonly chelemAnnounced: boolean;
  /** The poignées announced, in order; the last may still be being shown (see `PoigneeShown`). */
  readonly poignees: readonly PoigneeShown[];
  /** The seat that leads the current trick. */
  readonly leader: Seat;
  readonly trick: readonly Card[];
  readonly tricks: readonly PlayedTrick[];
  /** Known voids from the play, per seat: bit w set = holds no card of word w (word 4: no trump). */
  readonly voids: readonly number[];
  /** Per seat: holds no trump ranked above this (learnt when a player could not beat a trump). */
  readonly trumpCeiling: readonly number[];
  readonly annulled: Annulment | null;
  /**
   * A state that began at a position from facts (`setup` with `{ position }`): its first
   * `pileTricks` tricks stand for the cards each party had won at the position, as whole tricks
   * (facts.ts), not as they were played. Absent for a dealt state.
   */
  readonly pileTricks?: number;
}

/** Every action; `seat` (optional) names the acting seat, refused with `turn/not-your-turn` when wrong. */
export type TarotAction =
  | { readonly type: 'bid'; readonly bid: Bid; readonly seat?: Seat }
  | { readonly type: 'call'; readonly card: Card; readonly seat?: Seat }
  | { readonly type: 'discard'; readonly card: Card; readonly seat?: Seat }
  | { readonly type: 'chelem'; readonly announce: boolean; readonly seat?: Seat }
  | { readonly type: 'poignee'; readonly size: PoigneeSize; readonly seat?: Seat }
  | { readonly type: 'show'; readonly card: Card; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: Card; readonly seat?: Seat };

/** An event every seat (and a spectator) may see. */
interface Public {
  readonly audience: 'all';
}

/** Everybody passed and the deal is annulled (`allPass: 'redeal'`). */
export interface TarotAnnulledEvent extends Public {
  readonly type: 'annulled';
  readonly reason: Annulment;
}
/** A seat bid (or passed). */
export interface TarotBidEvent extends Public {
  readonly type: 'bid';
  readonly seat: Seat;
  readonly bid: Bid;
}
/** The bidding is over: the taker and the contract. */
export interface TarotContractEvent extends Public {
  readonly type: 'contract';
  readonly taker: Seat;
  readonly contract: Contract;
}
/** Everybody passed and the same cards are played as a Goulash (`allPass: 'goulash'`); `leader` leads. */
export interface TarotGoulashEvent extends Public {
  readonly type: 'goulash';
  readonly leader: Seat;
}
/** 5 players: the taker called this card (a king, or a lower rank when he holds the four kings). */
export interface TarotCalledEvent extends Public {
  readonly type: 'called';
  readonly card: string;
}
/** Prise or garde: the chien is shown to everybody before the taker takes it. */
export interface TarotChienShownEvent extends Public {
  readonly type: 'chien-shown';
  readonly cards: readonly string[];
}
/** The taker discarded a card: the taker alone sees which. */
export interface TarotDiscardedEvent {
  readonly type: 'discarded';
  /** The taker alone. */
  readonly audience: readonly Seat[];
  readonly card: string;
}
/** A trump went to the écart: shown to everybody (FFT p.6). */
export interface TarotTrumpDiscardedEvent extends Public {
  readonly type: 'trump-discarded';
  readonly card: string;
}
/** The écart is complete. */
export interface TarotEcartDoneEvent extends Public {
  readonly type: 'ecart-done';
}
/** The taker announced a chelem, or not. */
export interface TarotChelemEvent extends Public {
  readonly type: 'chelem';
  readonly announced: boolean;
}
/** A seat announced a poignée of this size; its trumps are shown next, one `trump-shown` each. */
export interface TarotPoigneeAnnouncedEvent extends Public {
  readonly type: 'poignee-announced';
  readonly seat: Seat;
  readonly size: PoigneeSize;
}
/** One trump (or the Excuse) of a poignée being shown. */
export interface TarotTrumpShownEvent extends Public {
  readonly type: 'trump-shown';
  readonly seat: Seat;
  readonly card: string;
}
/** A poignée fully shown: its seat, size and every card. */
export interface TarotPoigneeEvent extends Public {
  readonly type: 'poignee';
  readonly seat: Seat;
  readonly size: PoigneeSize;
  readonly cards: readonly string[];
}
/** A seat played a card. */
export interface TarotPlayedEvent extends Public {
  readonly type: 'played';
  readonly seat: Seat;
  readonly card: string;
}
/** 5 players: the called card was played, so its holder is known as the taker's partner. */
export interface TarotPartnerRevealedEvent extends Public {
  readonly type: 'partner-revealed';
  readonly partner: Seat;
}
/** A trick is complete: its winner and its cards in play order. */
export interface TarotTrickEvent extends Public {
  readonly type: 'trick';
  readonly winner: Seat;
  readonly cards: readonly string[];
}
/** The last trick is played: the deal is over (`result(state)` gives the score). */
export interface TarotDealOverEvent extends Public {
  readonly type: 'deal-over';
}

/** Every Tarot event; `audience` says who may see it (`eventsFor(events, seat)`). */
export type TarotEvent =
  | TarotAnnulledEvent
  | TarotBidEvent
  | TarotContractEvent
  | TarotGoulashEvent
  | TarotCalledEvent
  | TarotChienShownEvent
  | TarotDiscardedEvent
  | TarotTrumpDiscardedEvent
  | TarotEcartDoneEvent
  | TarotChelemEvent
  | TarotPoigneeAnnouncedEvent
  | TarotTrumpShownEvent
  | TarotPoigneeEvent
  | TarotPlayedEvent
  | TarotPartnerRevealedEvent
  | TarotTrickEvent
  | TarotDealOverEvent;

/** `s` with some fields replaced (every field listed, in the order of the interface). */
export function withState(s: TarotState, c: Partial<TarotState>): TarotState {
  const out: TarotState = {
    options: c.options !== undefined ? c.options : s.options,
    mode: c.mode !== undefined ? c.mode : s.mode,
    phase: c.phase !== undefined ? c.phase : s.phase,
    hands: c.hands !== undefined ? c.hands : s.hands,
    chien: c.chien !== undefined ? c.chien : s.chien,
    chienTaken: c.chienTaken !== undefined ? c.chienTaken : s.chienTaken,
    bids: c.bids !== undefined ? c.bids : s.bids,
    taker: c.taker !== undefined ? c.taker : s.taker,
    contract: c.contract !== undefined ? c.contract : s.contract,
    called: c.called !== undefined ? c.called : s.called,
    partner: c.partner !== undefined ? c.partner : s.partner,
    ecart: c.ecart !== undefined ? c.ecart : s.ecart,
    chelemAnnounced: c.chelemAnnounced !== undefined ? c.chelemAnnounced : s.chelemAnnounced,
    poignees: c.poignees !== undefined ? c.poignees : s.poignees,
    leader: c.leader !== undefined ? c.leader : s.leader,
    trick: c.trick !== undefined ? c.trick : s.trick,
    tricks: c.tricks !== undefined ? c.tricks : s.tricks,
    voids: c.voids !== undefined ? c.voids : s.voids,
    trumpCeiling: c.trumpCeiling !== undefined ? c.trumpCeiling : s.trumpCeiling,
    annulled: c.annulled !== undefined ? c.annulled : s.annulled,
  };
  return s.pileTricks === undefined ? out : { ...out, pileTricks: s.pileTricks };
}

export function replaceAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

/** Classic sides: 0 the taker's side (taker and called partner), 1 the defence. */
export const sideOf = (s: TarotState, seat: Seat): 0 | 1 => (seat === s.taker || seat === s.partner ? 0 : 1);
