/**
 * What one seat (or a spectator) may know, built from an allow-list: its own hand, the others'
 * hand sizes, the bids, contract, taker and called card, the partner once revealed (the partner
 * knows it himself), the public tricks and what they prove about each seat's hand (voids, trump
 * ceilings: card-play.ts), the chien when shown, the écart to the taker only, the trumps shown in
 * poignées and in the écart. Once the deal is over everything is revealed: every hand as it was
 * dealt, the chien and the écart.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import * as cs from '../../kernel/cardset.js';
import type { Seat } from '../../kernel/seat.js';
import {
  inferencesSchema,
  inferencesView,
  playView,
  trickViewSchemas,
  viewerOf,
  type FinishedTrickView,
  type SeatInference,
  type TrickView,
} from '../../kernel/view.js';
import { trumpsBelow } from './card-play.js';
import { WORD_LETTERS, isTrump, name, names, tarotDeck } from './cards.js';
import { dealtHands } from './history.js';
import type { GameMode } from './options.js';
import { actor } from './reducer.js';
import { CONTRACTS, type Contract, type PoigneeSize } from './scoring.js';
import { BIDS, PHASES, type Annulment, type Bid, type Phase, type TarotState } from './state.js';

englishMessages();

/** A bid as a view shows it: the seat that spoke and what it said. */
export interface TarotBidView {
  readonly seat: Seat;
  readonly bid: Bid;
}

/** A poignée as a view shows it: its seat, its size and the trumps shown so far, by name. */
export interface TarotPoigneeView {
  readonly seat: Seat;
  readonly size: PoigneeSize;
  readonly cards: readonly string[];
}

/** What one seat (or a spectator) may know of a Tarot deal; cards by name (`21T`, `EX`, `KS`). */
export interface TarotView {
  /** Whose view this is. */
  readonly seat: Seat | 'spectator';
  readonly players: 3 | 4 | 5;
  readonly dealer: Seat;
  readonly mode: GameMode;
  readonly phase: Phase;
  /** The seat to act, `'done'` once the deal is over: what `actor(state)` says. */
  readonly actor: Seat | 'done';
  /** The seat's own hand, in card order (empty for a spectator). */
  readonly hand: readonly string[];
  /** Cards in each seat's hand now. */
  readonly handSizes: readonly number[];
  /** The bids in speaking order. */
  readonly bids: readonly TarotBidView[];
  readonly contract: Contract | null;
  readonly taker: Seat | null;
  /** 5 players: the called card. */
  readonly called: string | null;
  /** The partner's seat once known to this seat (null: not known, or the taker plays alone). */
  readonly partner: Seat | null;
  readonly chienSize: number;
  /** The chien when shown (prise, garde) or at the end. */
  readonly chien: readonly string[] | null;
  /** The écart: to the taker, or to everybody at the end. */
  readonly ecart: readonly string[] | null;
  /** Trumps put in the écart, shown to everybody. */
  readonly ecartTrumps: readonly string[];
  readonly ecartSize: number;
  readonly chelemAnnounced: boolean;
  readonly poignees: readonly TarotPoigneeView[];
  /** The trick in progress: its leader and the cards played so far, each with its seat. */
  readonly trick: TrickView;
  /** The finished tricks, in order. */
  readonly tricks: readonly FinishedTrickView[];
  /**
   * By seat, what the play proves about its hand, the same for every viewer: the suits it holds
   * none of (`T`: trumps; FFT p.7–8, a player who does not follow has none of the suit led, one who
   * neither follows nor trumps has no trump), and the trump it could not beat (`trumpsBelow`:
   * every trump it still holds is weaker), or null.
   */
  readonly inferences: readonly SeatInference[];
  /** Once the deal is over: every hand as it was dealt (before the chien); null before. */
  readonly hands: readonly (readonly string[])[] | null;
  readonly annulled: Annulment | null;
}

const seat = z.int().check(z.minimum(0), z.maximum(4));
const cards = z.array(z.string());
const tricks = trickViewSchemas(seat, z.string(), { min: 3, max: 5 });

/** The strict zod schema every Tarot view satisfies (checked against `TarotView` at compile time). */
export const tarotViewSchema: z.ZodMiniType<TarotView> = z.strictObject({
  seat: z.union([seat, z.literal('spectator')]),
  players: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  dealer: seat,
  mode: z.enum(['classic', 'goulash']),
  phase: z.enum(PHASES),
  actor: z.union([seat, z.literal('done')]),
  hand: cards,
  handSizes: z.array(z.int().check(z.minimum(0))),
  bids: z.array(z.strictObject({ seat, bid: z.enum(BIDS) })),
  contract: z.nullable(z.enum(CONTRACTS)),
  taker: z.nullable(seat),
  called: z.nullable(z.string()),
  partner: z.nullable(seat),
  chienSize: z.int(),
  chien: z.nullable(cards),
  ecart: z.nullable(cards),
  ecartTrumps: cards,
  ecartSize: z.int().check(z.minimum(0)),
  chelemAnnounced: z.boolean(),
  poignees: z.array(z.strictObject({ seat, size: z.enum(['simple', 'double', 'triple']), cards })),
  trick: tricks.trick,
  tricks: z.array(tricks.finished),
  inferences: inferencesSchema(z.enum(WORD_LETTERS), z.string()),
  hands: z.nullable(z.array(cards)),
  annulled: z.nullable(z.enum(['petit-sec', 'all-pass'])),
});

export function tarotView(s: TarotState, asked: Seat | 'spectator'): TarotView {
  // A seat of this deal, or the spectator; any other value is refused (viewerOf).
  const n = s.options.players;
  const who = viewerOf(asked, n);
  const over = s.phase === 'done';
  const me = who === 'spectator' ? null : who;
  const calledPlayed =
    s.called !== null && (s.trick.includes(s.called) || s.tricks.some((t) => t.cards.includes(s.called!)));
  const partnerKnown = over || calledPlayed || (me !== null && me === s.partner);
  return {
    seat: who,
    players: n,
    dealer: s.options.dealer,
    mode: s.mode,
    phase: s.phase,
    actor: actor(s),
    hand: me === null ? [] : names(cs.toArray(s.hands[me]!)),
    handSizes: s.hands.map(cs.size),
    bids: s.bids.map((bid, i) => ({ seat: (s.options.dealer + 1 + i) % n, bid })),
    contract: s.contract,
    taker: s.taker,
    called: s.called === null ? null : name(s.called),
    partner: partnerKnown ? s.partner : null,
    chienSize: s.chien.length,
    chien: over || s.chienTaken ? names(s.chien) : null,
    ecart: over || (me !== null && me === s.taker) ? names(s.ecart) : null,
    ecartTrumps: names(s.ecart.filter(isTrump)),
    ecartSize: s.ecart.length,
    chelemAnnounced: s.chelemAnnounced,
    poignees: s.poignees.map((p) => ({ seat: p.seat, size: p.size, cards: names(p.cards) })),
    ...playView(s, n, name),
    inferences: inferencesView(s.voids, s.trumpCeiling.map(trumpsBelow), tarotDeck.suitNames, name),
    hands: over ? dealtHands(s).map((h) => names(h.sort((a, b) => a - b))) : null,
    annulled: s.annulled,
  };
}
