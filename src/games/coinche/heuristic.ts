/**
 * The heuristic Coinche player, reading only its seat's view and its legal actions. The auction
 * reads the hand by Belote's evaluation (`beloteStrength`, the family's `suitStrength` with the
 * belote and guarded tens); the card play is Belote's (`cardPlayChoice`: the family's `playCosts`),
 * Coinche's card play being Belote's.
 *
 * - Expected points (`expectedPoints`): a side whose hand has evaluation e in the trump suit makes
 *   `POINTS_BASE + POINTS_PER_STRENGTH × e` card points (dix de der included) on average, a line
 *   fitted by simulation (docs/bots.md, "Belote and Coinche: bidding by evaluation").
 * - Bid: the strongest suit's expected points less `BID_MARGIN`, down to a multiple of ten; the bid
 *   of that value in that suit when it is legal (above the highest bid), else nothing of its own.
 * - Raise: over the partner's highest bid, when the seat has not bid yet, by ten for each of its
 *   jack and nine of the partner's suit and each ace of another suit (what it brings to the
 *   partner's contract), when that is legal.
 * - Coinche: an opponent's contract whose value is more than the seat's side can leave the takers:
 *   162 less the seat's expected points in the takers' suit, plus `COINCHE_MARGIN`.
 * - Never a capot or a surcoinche; the announcements and the card play as Belote's heuristic.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import { cardsOf, type PolicyInput } from '../../kernel/policy.js';
import type { Seat } from '../../kernel/seat.js';
import { RANK_BIT } from '../../family/cards.js';
import { bestSuit } from '../../family/heuristic.js';
import { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER } from '../belote/cards.js';
import { beloteStrength, cardPlayChoice } from '../belote/heuristic.js';
import type { BeloteAction } from '../belote/state.js';
import { SUITS } from './auction.js';
import type { CoincheAction } from './state.js';
import type { CoincheView } from './view.js';

/** Expected card points of a side at evaluation 0 (fitted by simulation, docs/bots.md). */
export const POINTS_BASE = 43;
/** Expected card points per point of evaluation (fitted by simulation, docs/bots.md). */
export const POINTS_PER_STRENGTH = 11.6;
/** What a bid keeps below the expected points. */
export const BID_MARGIN = 10;
/** What a coinche asks above the points the takers can be left. */
export const COINCHE_MARGIN = 10;

/** The card points of a deal, the dix de der included. */
const DEAL_POINTS = CARD_POINTS_TOTAL + DIX_DE_DER;

/** The expected card points of a side holding `hand` with `suit` as trump (see the module comment). */
export const expectedPoints = (hand: readonly Card[], suit: number): number =>
  POINTS_BASE + POINTS_PER_STRENGTH * beloteStrength(hand, suit);

/** What the seat brings to its partner's contract in `suit`: ten for its jack and nine of trump and each other ace. */
export function supportPoints(hand: readonly Card[], suit: number): number {
  let n = 0;
  for (const c of hand) {
    const b = bitOf(c);
    if (wordOf(c) === suit ? b === RANK_BIT.jack || b === RANK_BIT.nine : b === RANK_BIT.ace) n++;
  }
  return 10 * n;
}

/** A bid as the view's auction writes it (`bid:90H`). */
const BID = /^bid:([0-9]+)(S|H|D|C|TA|SA)$/;

/** The index of the bid of `value` in `suit` among the legal actions, -1 when it is not legal. */
const bidIndex = (legal: readonly CoincheAction[], value: number, suit: number): number =>
  legal.findIndex((a) => a.type === 'bid' && a.value === value && a.strain === SUITS[suit]);

function auctionChoice(legal: readonly CoincheAction[], view: CoincheView, me: Seat): number {
  const hand = cardsOf(beloteDeck, view.hand);
  const pass = legal.findIndex((a) => a.type === 'pass');
  let high: { seat: Seat; value: number; suit: number } | null = null;
  let bid = false;
  for (const { seat, said } of view.auction) {
    const m = BID.exec(said);
    if (m === null) continue;
    const suit = SUITS.indexOf(m[2] as (typeof SUITS)[number]);
    if (seat === me) bid = true;
    high = suit < 0 ? null : { seat, value: Number(m[1]), suit };
  }
  if (high !== null && high.seat % 2 !== me % 2) {
    const coinche = legal.findIndex((a) => a.type === 'coinche');
    if (coinche >= 0 && high.value > DEAL_POINTS - expectedPoints(hand, high.suit) + COINCHE_MARGIN) return coinche;
  }
  if (high !== null && high.seat % 2 === me % 2) {
    if (bid) return pass;
    const raise = high.value + supportPoints(hand, high.suit);
    const i = bidIndex(legal, raise, high.suit);
    return raise > high.value && i >= 0 ? i : pass;
  }
  const suits = SUITS.map((_, w) => w).filter((w) => legal.some((a) => a.type === 'bid' && a.strain === SUITS[w]));
  if (suits.length === 0) return pass;
  const { suit } = bestSuit(hand, expectedPoints, suits);
  const value = Math.floor((expectedPoints(hand, suit) - BID_MARGIN) / 10) * 10;
  const i = bidIndex(legal, value, suit);
  return i >= 0 ? i : pass;
}

export function coincheChoice(input: PolicyInput, view: CoincheView): number {
  const legal = input.legal as readonly CoincheAction[];
  const first = legal[0]!;
  if (first.type !== 'announce' && first.type !== 'play') return auctionChoice(legal, view, input.seat);
  const ours = view.contract !== null && view.contract.side === input.seat % 2;
  return cardPlayChoice(legal as readonly BeloteAction[], view, input.seat, ours);
}
