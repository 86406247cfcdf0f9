/**
 * Tarabish card-play rules as small pure functions: the one implementation of each rule, which the
 * card-play core (`table.ts`, driven by the playout and the solver's board), the checked API
 * (`play.ts`), the rule queries, the position notation, the positions from facts and the views call.
 * Tarabish rules: follow suit; when trump is led, beat the highest trump so far if able; when void,
 * trump; if a trump is already in the trick, overtrump if able, otherwise still play a lower trump;
 * with no trump, any card. Option `partnerException`, for a player void in the suit led while their
 * partner is winning the trick: `'off'` (the rules above), `'free'` (any card) or
 * `'overtrump-if-trumping'` (any card, but a trump must beat the highest trump in the trick when
 * able). All of it is the kernel's chain (`decideWords`); the trick is the kernel's `TrickSoFar`.
 * The rules Tarabish shares with Belote (the chain's settings, the pair of king and queen of trump,
 * card points, the inferences) are the Belote family's (`src/family/card-play.ts`), re-exported here.
 * Bella: playing the second of the king and queen of trump from the same hand may carry the bella
 * call (its own action beside the same play without it); there is no bella in no-trump.
 */
import { cardId, type Card } from '../../kernel/card.js';
import type { CardSet } from '../../kernel/cardset.js';
import type { Decision, FollowChain, FollowRules, PartnerException } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { TrickSoFar } from '../../kernel/trick.js';
import type { SeatInference } from '../../kernel/view.js';
import {
  bellaCardAfter,
  bellaMate,
  familyInferences,
  decisionOn,
  familyRules,
  lastTrickPoints,
  obligationOn,
  refusalOf,
  trickCardPoints,
} from '../../family/card-play.js';
import { RANK_BIT, tarabishDeck } from './cards.js';
import { TRICKS, type TarabishState } from './state.js';

export {
  bellaCardAfter,
  bellaMate,
  cardsPoints,
  ceilingAfterPlay,
  decidePlay,
  decisionOn,
  ceilingCard,
  obligationOn,
  partnerWins,
  playMayShow,
  voidsAfterPlay,
} from '../../family/card-play.js';

/** The play rules under a trump suit (null: none) and a partner exception: the family's, with the undertrump required. */
export const followRulesOf = (trump: number | null, partnerException: PartnerException): FollowChain =>
  familyRules(trump, partnerException, true);

/** The play rules of a hand. */
export const followRules = (s: TarabishState): FollowChain => followRulesOf(s.trump, s.options.partnerException);

/** The trick in progress of `s` followed through: the kernel's `TrickSoFar` under the hand's rules. */
export const trickSoFarOf = (s: TarabishState): TrickSoFar => new TrickSoFar().load(followRules(s), s.trick);

/**
 * The index of the card that wins the trick `trick` (so far; -1 when empty), followed through as
 * the kernel's `TrickSoFar` under the hand's rules (`trickSoFarOf`, or `followRulesOf` for plain
 * facts): its card winning, the highest trump, else the highest card of the suit led. Tarot's
 * `trickWinner` has the same first parameter and meaning, and adds the Excuse's exceptions on the
 * last trick; Tarabish has none (no wild card, nothing special on the last trick).
 */
export const trickWinner = (trick: TrickSoFar): number => trick.win;

/**
 * The obligation of the player to act next on a trick so far, from plain facts (the hand, the
 * trick, trump, the partner exception) as the kernel's decision.
 */
export function playObligationOf(
  hand: CardSet,
  trick: readonly Card[],
  trump: number | null,
  partnerException: PartnerException,
): Decision {
  return obligationOn(hand, trick, followRulesOf(trump, partnerException));
}

/** The obligation of `seat`, the seat to act in `s`, as the kernel's decision (recomputed: it is a few word operations). */
export const playObligation = (s: TarabishState, seat: Seat): Decision =>
  decisionOn(s.hands[seat]!, trickSoFarOf(s), followRules(s));

/** The error for a card of the hand a decision refuses (null when allowed): the kernel's check on the kernel's form. */
export function obligationRefusal(d: Decision, hand: CardSet, rules: FollowRules, card: Card) {
  return refusalOf(tarabishDeck, d, hand, rules, card);
}

/*
 * Bella (the family's `bellaMate` and `bellaCardAfter`): called on the second of the king and queen
 * of trump played from one hand; there is no bella in no-trump.
 */

/** The bella card of `seat` in `s` (see `bellaCardAfter`): its plays folded, from a position's start. */
export function bellaCardOf(s: TarabishState, seat: Seat): Card {
  const trump = s.trump;
  let card = -1;
  // A hand set up from a position: the seat played one of the king and queen before it and held the other.
  if (trump !== null && s.start !== undefined && s.start.bellaSeat === seat) {
    const king = cardId(trump, RANK_BIT.king);
    card = (((s.hands[seat]![trump] ?? 0) >>> (king & 31)) & 1) === 1 ? king : cardId(trump, RANK_BIT.queen);
  }
  const tricks = s.tricks;
  for (let k = 0; k < tricks.length; k++) {
    const t = tricks[k]!;
    card = bellaCardAfter(card, trump, t.cards[(seat - t.leader + 4) % 4]!);
  }
  const i = (seat - s.leader + 4) % 4;
  return i < s.trick.length ? bellaCardAfter(card, trump, s.trick[i]!) : card;
}

/**
 * Whether `seat` may call bella with `card`, a card of its hand: it is the seat's bella card. Read
 * first without folding the seat's plays: bella goes with the second of the pair played, so the
 * mate must have left every hand (a mate still held, by any seat, was not played).
 */
export function bellaAllowed(s: TarabishState, seat: Seat, card: Card): boolean {
  const mate = bellaMate(s.trump, card);
  if (mate < 0) return false;
  const w = mate >>> 5;
  const bit = 1 << (mate & 31);
  const h = s.hands;
  if (((h[0]![w]! | h[1]![w]! | h[2]![w]! | h[3]![w]!) & bit) !== 0) return false;
  return bellaCardOf(s, seat) === card;
}

/**
 * Tarabish rules: the winner of the last trick scores the last-trick bonus (option
 * `lastTrickBonus`) besides its cards. `tricks`: the tricks finished, that one included.
 */
export const lastTrickBonus = (tricks: number, bonus: number): number => lastTrickPoints(tricks, TRICKS, bonus);

/**
 * The card points a finished trick gives its winner: its four cards (from `at` in `cards`) and,
 * on the last trick, the last-trick bonus (`tricks`: the tricks finished, this one included).
 */
export function trickPoints(
  cards: ArrayLike<Card>,
  at: number,
  trump: number | null,
  tricks: number,
  bonus: number,
): number {
  return trickCardPoints(cards, at, trump) + lastTrickBonus(tricks, bonus);
}

/** What the play proves about each seat's hand, in the public form every view carries. */
export const inferencesOf = (s: TarabishState): SeatInference[] => familyInferences(s, tarabishDeck);
