/**
 * Belote's card-play rules, on the Belote family's (`src/family/card-play.ts`): the obligation is
 * the family's chain with Belote's options (FFB "Règles officielles de la Belote" §5: follow suit;
 * on a trump lead beat the highest trump if able, even over the partner; void: trump, overtrump an
 * opponent's trump if able, else a lower trump (`undertrump: 'required'`) or any card
 * (`'optional'`, the FFB contrée book); void while the partner is master: any card
 * (`partnerException: 'free'`)); the trick goes to the highest trump, else the highest card of the
 * suit led (the kernel's `TrickSoFar`).
 * Belote and rebelote (§7): a seat holding the king and queen of trump says "belote" with the first
 * of the two it plays and "rebelote" with the second; the pair counts 20 only with both calls.
 */
import type { Card } from '../../kernel/card.js';
import type { FollowChain } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { TrickSoFar } from '../../kernel/trick.js';
import type { SeatInference } from '../../kernel/view.js';
import { familyInferences, pairCallBits, pairCallOf, pairMate, strainRules } from '../../family/card-play.js';
import { strainOfTrump, type Strain } from '../../family/cards.js';
import { beloteDeck } from './cards.js';
import type { BeloteOptions } from './options.js';
import type { BeloteCalls, BeloteState } from './state.js';

/** The strain a deal is played in (Belote: its trump suit; Coinche: its contract's). */
export const strainOf = (s: BeloteState): Strain => s.strain ?? strainOfTrump(s.trump);

/**
 * The play rules of a trick: the family's chain under a strain (in tout atout, the suit `led`; -1
 * before the first card) and Belote's options.
 */
export const rulesOf = (
  strain: Strain,
  led: number,
  o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>,
): FollowChain => strainRules(strain, led, o.partnerException, o.undertrump === 'required');

/** The play rules of the trick in progress of a deal. */
export const followRules = (s: BeloteState): FollowChain =>
  rulesOf(strainOf(s), s.trick.length > 0 ? s.trick[0]! >>> 5 : -1, s.options);

/** The trick in progress of `s` followed through: the kernel's `TrickSoFar` under the deal's rules. */
export const trickSoFarOf = (s: BeloteState): TrickSoFar => new TrickSoFar().load(followRules(s), s.trick);

/**
 * The belote calls `seat` may make with `card` (a card of its hand): `belote` with either of the
 * king and queen of trump (in tout atout, of any suit) while holding both; `rebelote` with the
 * second once it said `belote` with the first. None: `[0]` only; otherwise the call is its own
 * action beside the plain play.
 */
export function callsAllowed(s: BeloteState, seat: Seat, card: Card): readonly BeloteCalls[] {
  const strain = strainOf(s);
  // the pairs that may be called under the strain: the trump pair, every suit's in tout atout
  if (pairMate(strain, card) < 0) return NO_CALL;
  const said = pairCallOf(s.calls[seat]!, strain, card);
  // The family's rule of the pair, on the card's suit: the cards whose play may carry the next call.
  const bits = pairCallBits(card >>> 5, said, s.hands[seat]![card >>> 5] ?? 0);
  if (((bits >>> (card & 31)) & 1) === 0) return NO_CALL;
  return said === 0 ? WITH_BELOTE : WITH_REBELOTE;
}
const NO_CALL: readonly BeloteCalls[] = [0];
const WITH_BELOTE: readonly BeloteCalls[] = [0, 1];
const WITH_REBELOTE: readonly BeloteCalls[] = [0, 2];

/** What the play proves about each seat's hand, in the public form every view carries. */
export const inferencesOf = (s: BeloteState): SeatInference[] => familyInferences(s, beloteDeck);
