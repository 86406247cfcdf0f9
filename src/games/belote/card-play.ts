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
import { has } from '../../kernel/cardset.js';
import type { FollowChain } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { inferencesView, type SeatInference } from '../../kernel/view.js';
import { bellaMate, ceilingCard, familyRules } from '../../family/card-play.js';
import { SUIT_LETTERS } from '../../family/cards.js';
import { beloteDeck } from './cards.js';
import type { BeloteOptions } from './options.js';
import type { BeloteCalls, BeloteState } from './state.js';

/** The play rules under a trump (null: none) and Belote's options: the family's chain. */
export const rulesOf = (trump: number | null, o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>): FollowChain =>
  familyRules(trump, o.partnerException, o.undertrump === 'required');

/** The play rules of a deal: the family's chain under its trump and Belote's options. */
export const followRules = (s: BeloteState): FollowChain => rulesOf(s.trump, s.options);

/** The trick in progress of `s` followed through: the kernel's `TrickSoFar` under the deal's rules. */
export const trickSoFarOf = (s: BeloteState): TrickSoFar => new TrickSoFar().load(followRules(s), s.trick);

/**
 * The belote calls `seat` may make with `card` (a card of its hand): `belote` with either of the
 * king and queen of trump while holding both; `rebelote` with the second once it said `belote`
 * with the first. None: `[0]` only; otherwise the call is its own action beside the plain play.
 */
export function callsAllowed(s: BeloteState, seat: Seat, card: Card): readonly BeloteCalls[] {
  const mate = bellaMate(s.trump, card);
  if (mate < 0) return NO_CALL;
  const said = s.calls[seat]!;
  if (said === 0 && has(s.hands[seat]!, mate)) return WITH_BELOTE;
  // The seat said belote with the mate, so `card` is the second of the pair.
  if (said === 1) return WITH_REBELOTE;
  return NO_CALL;
}
const NO_CALL: readonly BeloteCalls[] = [0];
const WITH_BELOTE: readonly BeloteCalls[] = [0, 1];
const WITH_REBELOTE: readonly BeloteCalls[] = [0, 2];

/** What the play proves about each seat's hand, in the public form every view carries. */
export const inferencesOf = (s: BeloteState): SeatInference[] =>
  inferencesView(
    s.voids,
    s.trumpCeiling.map((c) => ceilingCard(s.trump, c)),
    SUIT_LETTERS,
    (c) => beloteDeck.names.get(c)!,
  );
