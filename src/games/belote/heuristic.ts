/**
 * The heuristic Belote player, reading only its seat's view and its legal actions. The hand
 * strength and the card play are the Belote family's heuristic (`src/family/heuristic.ts`:
 * `suitStrength`, `playCosts`, the logic Tarabish's heuristic uses too); announcement values are
 * the family's (`meldValue`); nothing is restated.
 *
 * - The evaluation of a hand for a trump suit (`beloteStrength`): the family's `suitStrength` (in
 *   the suit as trump the jack 3, the nine 2, the ace 1.5, the ten 1, any other trump 0.5 for
 *   length; each other ace 1), plus 1 for the belote (the king and queen of trump) and 0.5 for each
 *   other ten guarded by its ace. The hand read is the seat's five cards and the turned card (the
 *   taker receives it in either round).
 * - Taking: in the first round, take the turned card's suit when its evaluation reaches
 *   `TAKE_FIRST`; in the second round, name the strongest suit allowed when its evaluation reaches
 *   `TAKE_SECOND`; else pass. Both thresholds are calibrated by simulation (docs/bots.md, "Belote
 *   and Coinche: bidding by evaluation"): the lowest evaluation at which taking, the heuristic
 *   playing all four hands, has a positive mean deal score for the takers' side (their score minus
 *   the defence's).
 * - Announcements: the selection that scores most; belote and rebelote always said.
 * - Card play: the family's `playCosts`, the taker's side drawing trumps.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import { argMin, cardsOf, type PolicyInput } from '../../kernel/policy.js';
import type { Seat } from '../../kernel/seat.js';
import { PAIR_BITS } from '../../family/card-play.js';
import { RANK_BIT, SUIT_LETTERS } from '../../family/cards.js';
import { bestSuit, playCosts, suitStrength } from '../../family/heuristic.js';
import { meldValue, parseMeldOf } from '../../family/melds.js';
import type { FinishedTrickView, SeatInference, TrickView } from '../../kernel/view.js';
import { beloteDeck } from './cards.js';
import type { BeloteAction } from './state.js';
import type { BeloteView } from './view.js';

/** The first round: take the turned card's suit from this evaluation (calibrated, docs/bots.md). */
export const TAKE_FIRST = 4.5;
/** The second round: name the strongest suit from this evaluation (calibrated, docs/bots.md). */
export const TAKE_SECOND = 4.5;

/** The evaluation of `hand` with `suit` as trump (see the module comment). */
export function beloteStrength(hand: readonly Card[], suit: number): number {
  let s = suitStrength(hand, suit);
  let trumps = 0;
  const aces = new Set<number>();
  for (const c of hand) {
    if (wordOf(c) === suit) trumps |= 1 << bitOf(c);
    else if (bitOf(c) === RANK_BIT.ace) aces.add(wordOf(c));
  }
  if ((trumps & PAIR_BITS) === PAIR_BITS) s += 1;
  for (const c of hand) if (wordOf(c) !== suit && bitOf(c) === RANK_BIT.ten && aces.has(wordOf(c))) s += 0.5;
  return s;
}

/** A suit letter's word. */
const suitOf = (letter: string | null | undefined): number | null =>
  letter === null || letter === undefined ? null : SUIT_LETTERS.indexOf(letter as 'S');

/** The total value of an announcement selection, as the legal action names it. */
const announcementValue = (melds: readonly string[]): number =>
  melds.reduce((t, m) => {
    const meld = parseMeldOf(beloteDeck, m);
    return t + (meld._tag === 'Right' ? meldValue(meld.right, 'belote') : 0);
  }, 0);

/** What the card play's part of a view gives the family's heuristic. */
export interface CardPlayParts {
  readonly hand: readonly string[];
  readonly trump: string | null;
  readonly trick: TrickView;
  readonly tricks: readonly FinishedTrickView[];
  readonly inferences: readonly SeatInference[];
}

/**
 * The choice among the card play's actions (announcements, plays), Belote's and Coinche's alike:
 * the best announcement, else the family's `playCosts` with every call said. `ours`: the seat's
 * side took.
 */
export function cardPlayChoice(legal: readonly BeloteAction[], view: CardPlayParts, me: Seat, ours: boolean): number {
  if (legal[0]!.type === 'announce')
    return argMin(legal, (a) => (a.type === 'announce' ? -announcementValue(a.melds) : Infinity));
  const cardOf = (name: string): Card => beloteDeck.byName.get(name)!;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : []));
  const cost = playCosts(cards, {
    deck: beloteDeck,
    trump: suitOf(view.trump),
    hand: cardsOf(beloteDeck, view.hand),
    trick: view.trick,
    tricks: view.tricks,
    inferences: view.inferences,
    ours,
    me,
  });
  // belote and rebelote are said whenever allowed: the same card with the call is preferred
  return argMin(legal, (a) => (a.type === 'play' ? cost(cardOf(a.card)) - (a.call === undefined ? 0 : 0.5) : Infinity));
}

export function beloteChoice(input: PolicyInput, view: BeloteView): number {
  const legal = input.legal as readonly BeloteAction[];
  const first = legal[0]!;
  if (first.type === 'pass' || first.type === 'take') {
    const hand = [...cardsOf(beloteDeck, view.hand), beloteDeck.byName.get(view.turned)!];
    const pass = legal.findIndex((a) => a.type === 'pass');
    if (view.phase === 'first-round') {
      const take = legal.findIndex((a) => a.type === 'take');
      return beloteStrength(hand, wordOf(beloteDeck.byName.get(view.turned)!)) >= TAKE_FIRST ? take : pass;
    }
    const suits = legal.flatMap((a) => (a.type === 'take' && a.suit !== undefined ? [suitOf(a.suit)!] : []));
    if (suits.length === 0) return pass;
    const { suit, strength } = bestSuit(hand, beloteStrength, suits);
    if (strength < TAKE_SECOND) return pass;
    return legal.findIndex((a) => a.type === 'take' && a.suit === SUIT_LETTERS[suit]);
  }
  const ours = view.taker !== null && view.taker % 2 === input.seat % 2;
  return cardPlayChoice(legal, view, input.seat, ours);
}
