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
 * Bella: playing the second of the king and queen of trump from the same hand may carry the bella
 * call (its own action beside the same play without it); there is no bella in no-trump.
 */
import { cardId, type Card } from '../../kernel/card.js';
import { emptySet, type CardSet } from '../../kernel/cardset.js';
import {
  allowedCards,
  allows,
  checkPlay as obligationError,
  Decided,
  decideWords,
  PARTNER_EXCEPTIONS,
  type Decision,
  type PartnerException,
  followChain,
  type FollowChain,
  type FollowRules,
} from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { inferencesView, type SeatInference } from '../../kernel/view.js';
import {
  CARD_POINTS,
  plainPower,
  pointsBase,
  RANK_BIT,
  SUIT_LETTERS,
  tarabishDeck,
  TRUMP_POWER,
  trumpPower,
} from './cards.js';
import { TRICKS, type TarabishState } from './state.js';

const NO_WILD = emptySet(4);

/** The kernel's chain with every Tarabish obligation on, under a trump suit (null: none) and the partner exception option. */
const makeRules = (trump: number | null, partnerException: PartnerException): FollowChain =>
  followChain({
    trump,
    wild: NO_WILD,
    trumpPower,
    plainPower,
    beatTrumpLead: true,
    mustTrump: true,
    overtrump: true,
    undertrump: true,
    partnerException,
  });

/** The rules by trump (4: none) and partner exception, index trump * 3 + its index in `PARTNER_EXCEPTIONS`, each built once. */
const RULES_BY_KEY: readonly FollowChain[] = Array.from({ length: 15 }, (_, k) =>
  makeRules(Math.floor(k / 3) === 4 ? null : Math.floor(k / 3), PARTNER_EXCEPTIONS[k % 3]!),
);
/** The index of a partner exception in `PARTNER_EXCEPTIONS`. */
const exceptionIndex = (p: PartnerException): number => (p === 'off' ? 0 : p === 'free' ? 1 : 2);

/** The play rules under a trump suit (null: none) and a partner exception. */
export const followRulesOf = (trump: number | null, partnerException: PartnerException): FollowChain =>
  RULES_BY_KEY[(trump ?? 4) * 3 + exceptionIndex(partnerException)]!;

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
 * Whether the partner of the player to act is winning the trick so far (read by the partner
 * exception and the inferences): partners sit opposite, so the partner played the card before last.
 */
export const partnerWins = (t: TrickSoFar): boolean => t.length >= 2 && t.win === t.length - 2;

/**
 * The Tarabish obligation, written to `out`: that of the player to act on the trick `t`, given the
 * two words of its hand the chain reads, `suitWord` (its cards of the suit led; any value on a
 * lead) and `trumpWord` (its trumps; any value in no-trump): the kernel's chain (`decideWords`)
 * under `rules`, the partner exception reading `partnerWins`. Each caller reads the words from its
 * own hand (one element kind per call site); the card-play core calls it at every card.
 */
export function decidePlay(out: Decided, rules: FollowChain, suitWord: number, trumpWord: number, t: TrickSoFar): void {
  decideWords(out, rules, suitWord, trumpWord, t.led, t.highest, partnerWins(t));
}

/** The obligation of the player to act holding `hand` on the trick `t` (`decidePlay`), as a new decision. */
export function decisionOn(hand: CardSet, t: TrickSoFar, rules: FollowChain): Decided {
  const d = new Decided();
  const led = t.led;
  const trump = rules.trumpWord;
  decidePlay(d, rules, led >= 0 ? (hand[led] ?? 0) : 0, trump >= 0 ? (hand[trump] ?? 0) : 0, t);
  return d;
}

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
  const rules = followRulesOf(trump, partnerException);
  return decisionOn(hand, new TrickSoFar().load(rules, trick), rules);
}

/** The obligation of `seat`, the seat to act in `s`, as the kernel's decision (recomputed: it is a few word operations). */
export const playObligation = (s: TarabishState, seat: Seat): Decision =>
  decisionOn(s.hands[seat]!, trickSoFarOf(s), followRules(s));

/** The error for a card of the hand a decision refuses (null when allowed): the kernel's check on the kernel's form. */
export function obligationRefusal(d: Decision, hand: CardSet, rules: FollowRules, card: Card) {
  if (allows(d, rules, card)) return null;
  return obligationError(tarabishDeck, { allowed: allowedCards(d, hand, rules), rule: d.rule }, card);
}

/**
 * The other bella card of `card`: the queen of trump for the king of trump and the king for the
 * queen; -1 for any other card, and for every card in no-trump (there is no bella in no-trump).
 */
export const bellaMate = (trump: number | null, card: Card): Card =>
  card >>> 7 === 0 ? BELLA_MATES[((trump ?? 4) << 7) | card]! : -1;

/** The rule of `bellaMate`, under trump word `trump` (4: no trump). */
function mateOf(trump: number, card: Card): Card {
  if (trump === 4 || card >>> 5 !== trump) return -1;
  const b = card & 31;
  return b === RANK_BIT.king ? cardId(trump, RANK_BIT.queen) : b === RANK_BIT.queen ? cardId(trump, RANK_BIT.king) : -1;
}

/** `bellaMate` by table (the card-play core reads it at every card): index (trump, 4 for none) * 128 + card. */
const BELLA_MATES = Int32Array.from({ length: 5 * 128 }, (_, i) => mateOf(i >> 7, i & 127));

/**
 * Tarabish rules: bella is called on the second of the king and queen of trump played from one
 * hand. A seat's bella card is the card whose play may carry the call (-1: none); after the seat
 * plays `card`, it is the mate of `card` when `card` is a bella card, else unchanged. Folded over a
 * seat's plays (`bellaCardOf`, the card-play core, the position notation), this is the one place
 * the rule lives.
 */
export function bellaCardAfter(bellaCard: Card, trump: number | null, card: Card): Card {
  const mate = bellaMate(trump, card);
  return mate >= 0 ? mate : bellaCard;
}

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

/** Whether `seat` may call bella with `card`, a card of its hand: it is the seat's bella card. */
export const bellaAllowed = (s: TarabishState, seat: Seat, card: Card): boolean =>
  bellaMate(s.trump, card) >= 0 && bellaCardOf(s, seat) === card;

/** The card points of the cards of a trick (or any cards) under `trump`. */
export function cardsPoints(cards: ArrayLike<Card>, trump: number | null): number {
  const base = pointsBase(trump);
  let points = 0;
  for (let i = 0; i < cards.length; i++) points += CARD_POINTS[base + cards[i]!]!;
  return points;
}

/**
 * Tarabish rules: the winner of the last trick scores the last-trick bonus (option
 * `lastTrickBonus`) besides its cards. `tricks`: the tricks finished, that one included.
 */
export const lastTrickBonus = (tricks: number, bonus: number): number => (tricks === TRICKS ? bonus : 0);

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
  const base = pointsBase(trump);
  return (
    CARD_POINTS[base + cards[at]!]! +
    CARD_POINTS[base + cards[at + 1]!]! +
    CARD_POINTS[base + cards[at + 2]!]! +
    CARD_POINTS[base + cards[at + 3]!]! +
    lastTrickBonus(tricks, bonus)
  );
}

/**
 * What everybody learns of a seat's hand from its play of `card` to a trick whose suit led is `led`
 * (-1: it led), as the seat's void bits (a bit per suit) after it. Not following shows a void in
 * the suit led; not following and not trumping shows no trump, unless the partner exception (either
 * behaviour: `partnerWinning`, the player's partner winning the trick) let the player discard.
 */
export function voidsAfterPlay(
  voids: number,
  rules: FollowChain,
  led: number,
  card: Card,
  partnerWinning: boolean,
): number {
  const suit = card >>> 5;
  if (led < 0 || suit === led) return voids;
  const trump = rules.trumpWord;
  const free = rules.exception !== 0 && partnerWinning;
  return trump >= 0 && suit !== trump && !free ? voids | (1 << led) | (1 << trump) : voids | (1 << led);
}

/**
 * The seat's trump ceiling after its play of `card` (it holds no trump of this power or more; 9:
 * nothing known), `highest` being the power of the highest trump in the trick before it (-1: none):
 * a trump played under it, when the player had to beat it if able (a trump lead; a ruff, and under
 * `'overtrump-if-trumping'` a trump played while the partner wins), shows no higher trump. Under
 * `'free'`, a void player whose partner wins may trump low: that play shows nothing.
 */
export function ceilingAfterPlay(
  ceiling: number,
  rules: FollowChain,
  led: number,
  card: Card,
  partnerWinning: boolean,
  highest: number,
): number {
  if (led < 0 || card >>> 5 !== rules.trumpWord) return ceiling;
  if (led !== rules.trumpWord && rules.exception === 1 && partnerWinning) return ceiling;
  return highest >= 0 && rules.trumpRank[card]! < highest && highest < ceiling ? highest : ceiling;
}

/** The trump a trump ceiling names (every trump the seat may hold is weaker than it), -1 when nothing is known. */
export const ceilingCard = (trump: number | null, ceiling: number): Card =>
  trump === null || ceiling >= TRUMP_POWER.length ? -1 : cardId(trump, TRUMP_POWER.indexOf(ceiling));

/** What the play proves about each seat's hand, in the public form every view carries. */
export const inferencesOf = (s: TarabishState): SeatInference[] =>
  inferencesView(
    s.voids,
    s.trumpCeiling.map((c) => ceilingCard(s.trump, c)),
    SUIT_LETTERS,
    (c) => tarabishDeck.names.get(c)!,
  );
