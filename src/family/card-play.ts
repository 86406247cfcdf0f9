/**
 * The Belote family's card-play rules (Belote, Tarabish) as small pure functions on card words:
 * the one implementation of each rule that every game of the family calls.
 * The family's rules (FFB "Règles officielles de la Belote" §5 and §7; the published Tarabish rules):
 * - follow suit; when trump is led, beat the highest trump so far if able, even over the partner;
 * - void in the suit led: trump; if a trump is already in the trick, overtrump if able, otherwise
 *   play a lower trump (option `undertrump`: required, or free: any card); with no trump, any card;
 * - the partner exception (the kernel's three behaviours: `'off'`, `'free'`,
 *   `'overtrump-if-trumping'`) for a player void in the suit led while the partner wins the trick;
 * - the trick goes to the highest trump, else the highest card of the suit led (the kernel's
 *   `TrickSoFar`, with the family's rank tables);
 * - the king and queen of trump from one hand: playing the second may carry the call (bella,
 *   rebelote); there is none in no-trump.
 * Under a strain (`Strain`, src/family/cards.ts: the contrée book's §11):
 * - a trump suit: the rules above;
 * - sans atout (no trump): follow suit, no need to beat; void, any card; no belote (§11.2);
 * - tout atout: every suit ranks in trump order: follow suit and beat the card that holds the
 *   trick when able, even over the partner ("toujours obligé de monter sur la carte qui tient si
 *   l'on peut"); void, any card (no other suit wins: no ruff); a belote in every suit, up to four
 *   (§11.3). Each trick is played as a trump lead: its rules are the suit contract whose trump is
 *   the suit led (`strainRules`).
 */
import { cardId, type Card, type DeckSpec } from '../kernel/card.js';
import { emptySet, type CardSet } from '../kernel/cardset.js';
import {
  allowedCards,
  allows,
  checkPlay as obligationError,
  Decided,
  decideWords,
  followChain,
  PARTNER_EXCEPTIONS,
  type Decision,
  type FollowChain,
  type FollowRules,
  type PartnerException,
} from '../kernel/follow.js';
import { TrickSoFar } from '../kernel/trick.js';
import { inferencesView, type SeatInference } from '../kernel/view.js';
import {
  CARD_POINTS,
  isAllTrump,
  plainPower,
  pointsBase,
  RANK_BIT,
  SUIT_LETTERS,
  STRAIN_POINTS,
  strainPointsBase,
  trumpOfStrain,
  TRUMP_POWER,
  trumpPower,
  type Strain,
} from './cards.js';

const NO_WILD = emptySet(4);

/** The kernel's chain with every obligation of the family on, under a trump suit (null: none), a partner exception and the undertrump rule. */
const makeRules = (trump: number | null, partnerException: PartnerException, undertrump: boolean): FollowChain =>
  followChain({
    trump,
    wild: NO_WILD,
    trumpPower,
    plainPower,
    beatTrumpLead: true,
    mustTrump: true,
    overtrump: true,
    undertrump,
    partnerException,
  });

/** The rules by key ((trump, 4: none) * 3 + the exception's index in `PARTNER_EXCEPTIONS`) * 2 + (undertrump required ? 0 : 1), each built once. */
const RULES_BY_KEY: readonly FollowChain[] = /* @__PURE__ */ Array.from({ length: 30 }, (_, k) => {
  const t = Math.floor(k / 6);
  return makeRules(t === 4 ? null : t, PARTNER_EXCEPTIONS[Math.floor(k / 2) % 3]!, k % 2 === 0);
});
/** The index of a partner exception in `PARTNER_EXCEPTIONS`. */
const exceptionIndex = (p: PartnerException): number => (p === 'off' ? 0 : p === 'free' ? 1 : 2);

/**
 * The play rules under a trump suit (null: none), a partner exception and the undertrump rule
 * (`true`: unable to overtrump, a lower trump must still be played; `false`: any card then).
 */
export const familyRules = (trump: number | null, partnerException: PartnerException, undertrump = true): FollowChain =>
  RULES_BY_KEY[((trump ?? 4) * 3 + exceptionIndex(partnerException)) * 2 + (undertrump ? 0 : 1)]!;

/**
 * The play rules of a trick under a strain, the suit led being `led` (-1: nothing led yet; a lead
 * allows any card under every rule set): a suit strain's `familyRules`; no trump's; in tout atout
 * the rules of the suit contract whose trump is the suit led (a table lookup in every case).
 */
export function strainRules(
  strain: Strain,
  led: number,
  partnerException: PartnerException,
  undertrump = true,
): FollowChain {
  const trump = isAllTrump(strain) ? (led < 0 ? null : led) : trumpOfStrain(strain);
  return RULES_BY_KEY[((trump ?? 4) * 3 + exceptionIndex(partnerException)) * 2 + (undertrump ? 0 : 1)]!;
}

/**
 * Whether the partner of the player to act is winning the trick so far (read by the partner
 * exception and the inferences): partners sit opposite, so the partner played the card before last.
 */
export const partnerWins = (t: TrickSoFar): boolean => t.length >= 2 && t.win === t.length - 2;

/**
 * The obligation of the player to act on the trick `t`, written to `out`, given the two words of
 * its hand the chain reads, `suitWord` (its cards of the suit led; any value on a lead) and
 * `trumpWord` (its trumps; any value in no-trump): the kernel's chain (`decideWords`) under
 * `rules`, the partner exception reading `partnerWins`. The card-play cores call it at every card.
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

/** The obligation of the player to act next on a trick so far, under `rules`, as the kernel's decision. */
export const obligationOn = (hand: CardSet, trick: readonly Card[], rules: FollowChain): Decision =>
  decisionOn(hand, new TrickSoFar().load(rules, trick), rules);

/** The error for a card of the hand a decision refuses (null when allowed): the kernel's check on the kernel's form. */
export function refusalOf(deck: DeckSpec, d: Decision, hand: CardSet, rules: FollowRules, card: Card) {
  if (allows(d, rules, card)) return null;
  return obligationError(deck, { allowed: allowedCards(d, hand, rules), rule: d.rule }, card);
}

/**
 * The other card of the pair of `card`: the queen of trump for the king of trump and the king for
 * the queen; -1 for any other card, and for every card in no-trump.
 */
export const bellaMate = (trump: number | null, card: Card): Card =>
  card >>> 7 === 0 ? BELLA_MATES[((trump ?? 4) << 7) | card]! : -1;

/** The rule of `bellaMate`, under trump word `trump` (4: no trump). */
function mateOf(trump: number, card: Card): Card {
  if (trump === 4 || card >>> 5 !== trump) return -1;
  const b = card & 31;
  return b === RANK_BIT.king ? cardId(trump, RANK_BIT.queen) : b === RANK_BIT.queen ? cardId(trump, RANK_BIT.king) : -1;
}

/** `bellaMate` by table (the card-play cores read it at every card): index (trump, 4 for none) * 128 + card. */
const BELLA_MATES = /* @__PURE__ */ Int32Array.from({ length: 5 * 128 }, (_, i) => mateOf(i >> 7, i & 127));

/**
 * The family's rule of the pair: the call goes with the second of the king and queen of trump
 * played from one hand. A seat's bella card is the card whose play may carry it (-1: none); after
 * the seat plays `card`, it is the mate of `card` when `card` is one of the pair, else unchanged.
 * Folded over a seat's plays, this is the one place the rule lives.
 */
export function bellaCardAfter(bellaCard: Card, trump: number | null, card: Card): Card {
  const mate = bellaMate(trump, card);
  return mate >= 0 ? mate : bellaCard;
}

/**
 * The other card of the pair of `card` under a strain (the pair whose calls are belote and
 * rebelote): in a suit contract `bellaMate`; in tout atout the king or queen of the card's own
 * suit (a belote in every suit, §11.3); none in no trump (§11.2). A table lookup.
 */
export const pairMate = (strain: Strain, card: Card): Card =>
  card >>> 7 === 0 ? PAIR_MATES[(strain << 7) | card]! : -1;

/** `pairMate` by table: index strain * 128 + card. */
const PAIR_MATES = /* @__PURE__ */ Int32Array.from({ length: 8 * 128 }, (_, i) => {
  const strain = (i >> 7) as Strain;
  const card = i & 127;
  return isAllTrump(strain) ? mateOf(card >>> 5, card) : mateOf(trumpOfStrain(strain) ?? 4, card);
});

/**
 * The belote calls a seat has made, kept per seat as one number: in a suit contract the state of
 * the trump pair (0 none, 1 belote said, 2 rebelote said); in tout atout, where a seat may hold a
 * pair in every suit, two bits a suit (bits 2s and 2s + 1 for the suit of word s) hold each pair's.
 */
const callShift = (strain: Strain, card: Card): number => (isAllTrump(strain) ? 2 * (card >>> 5) : 0);
/** The calls made on the pair of `card` (0, 1 or 2), read from a seat's `calls`. */
export const pairCallOf = (calls: number, strain: Strain, card: Card): number =>
  (calls >>> callShift(strain, card)) & 3;
/** A seat's `calls` after it makes `call` (1 belote, 2 rebelote) with `card`, a card of a pair. */
export const withPairCall = (calls: number, strain: Strain, card: Card, call: number): number => {
  const shift = callShift(strain, card);
  return (calls & ~(3 << shift)) | (call << shift);
};
/** The pairs a seat's `calls` show called in full (belote and rebelote): 0 or 1, up to 4 in tout atout. */
export const belotesCalled = (calls: number, strain: Strain): number => {
  let n = 0;
  for (let shift = 0; shift < (isAllTrump(strain) ? 8 : 2); shift += 2) if (((calls >>> shift) & 3) === 2) n++;
  return n;
};

/** The card points of the cards of a trick (or any cards) under a strain. */
export function strainCardsPoints(cards: ArrayLike<Card>, strain: Strain): number {
  const base = strainPointsBase(strain);
  let points = 0;
  for (let i = 0; i < cards.length; i++) points += STRAIN_POINTS[base + cards[i]!]!;
  return points;
}

/** The king and queen of a suit, as rank bits of its word. */
export const PAIR_BITS = (1 << RANK_BIT.king) | (1 << RANK_BIT.queen);

/**
 * Belote's rule of the pair (FFB §7): a seat holding the king and queen of trump says "belote" with
 * the first it plays and "rebelote" with the second, once it said belote. The cards of the trump
 * word (rank bits) whose play by the seat may carry its next call, from the calls it has said
 * (`said`: 0, 1 belote, 2 rebelote) and the trumps it holds (`trumps`, rank bits); none in no-trump.
 */
export function pairCallBits(trump: number | null, said: number, trumps: number): number {
  if (trump === null) return 0;
  const pair = trumps & PAIR_BITS;
  return said === 0 ? (pair === PAIR_BITS ? PAIR_BITS : 0) : said === 1 ? pair : 0;
}

/** The card points of the cards of a trick (or any cards) under `trump`. */
export function cardsPoints(cards: ArrayLike<Card>, trump: number | null): number {
  const base = pointsBase(trump);
  let points = 0;
  for (let i = 0; i < cards.length; i++) points += CARD_POINTS[base + cards[i]!]!;
  return points;
}

/**
 * The card points of the four cards of a trick, from `at` in `cards`, under `trump`: on the deal's
 * points table (`CARD_POINTS` from `pointsBase(trump)`).
 */
export function trickCardPoints(cards: ArrayLike<Card>, at: number, trump: number | null): number {
  const base = pointsBase(trump);
  return (
    CARD_POINTS[base + cards[at]!]! +
    CARD_POINTS[base + cards[at + 1]!]! +
    CARD_POINTS[base + cards[at + 2]!]! +
    CARD_POINTS[base + cards[at + 3]!]!
  );
}

/**
 * The last-trick bonus (Tarabish's, Belote's dix de der): `bonus` to the winner of the last trick
 * of a deal of `tricks` tricks, none to any other (`done`: the tricks finished, this one included).
 */
export const lastTrickPoints = (done: number, tricks: number, bonus: number): number => (done === tricks ? bonus : 0);

/**
 * Whether the play of `card` to a trick whose suit led is `led` (-1: it leads) may show anything of
 * the seat's hand (`voidsAfterPlay`, `ceilingAfterPlay`): a lead and a card of the suit led that is
 * no trump show nothing (the step skips both there).
 */
export const playMayShow = (rules: FollowChain, led: number, card: Card): boolean =>
  led >= 0 && (card >>> 5 !== led || led === rules.trumpWord);

/**
 * What everybody learns of a seat's hand from its play of `card` to a trick whose suit led is `led`
 * (-1: it led), as the seat's void bits (a bit per suit) after it. Not following shows a void in
 * the suit led; not following and not trumping shows no trump, unless the partner exception
 * (either behaviour: `partnerWinning`, the player's partner winning the trick) let the player
 * discard, or the undertrump is free and a trump is already in the trick (`highest` ≥ 0: the
 * discard then shows only that no higher trump is held, `ceilingAfterPlay`).
 */
export function voidsAfterPlay(
  voids: number,
  rules: FollowChain,
  led: number,
  card: Card,
  partnerWinning: boolean,
  highest = -1,
): number {
  const suit = card >>> 5;
  if (led < 0 || suit === led) return voids;
  const trump = rules.trumpWord;
  const free = (rules.exception !== 0 && partnerWinning) || (!rules.undertrump && highest >= 0);
  return trump >= 0 && suit !== trump && !free ? voids | (1 << led) | (1 << trump) : voids | (1 << led);
}

/**
 * The seat's trump ceiling after its play of `card` (it holds no trump of this power or more; 9:
 * nothing known), `highest` being the power of the highest trump in the trick before it (-1: none):
 * a trump played under it, when the player had to beat it if able (a trump lead; a ruff, and under
 * `'overtrump-if-trumping'` a trump played while the partner wins), shows no higher trump. Under
 * `'free'`, a void player whose partner wins may trump low: that play shows nothing. With the
 * undertrump free, a void player's discard over a trump it had to beat if able shows the same.
 */
export function ceilingAfterPlay(
  ceiling: number,
  rules: FollowChain,
  led: number,
  card: Card,
  partnerWinning: boolean,
  highest: number,
): number {
  if (led < 0) return ceiling;
  const trump = rules.trumpWord;
  if (card >>> 5 !== trump) {
    const discardOverTrump =
      !rules.undertrump &&
      highest >= 0 &&
      card >>> 5 !== led &&
      led !== trump &&
      !(rules.exception !== 0 && partnerWinning);
    return discardOverTrump && highest < ceiling ? highest : ceiling;
  }
  if (led !== trump && rules.exception === 1 && partnerWinning) return ceiling;
  return highest >= 0 && rules.trumpRank[card]! < highest && highest < ceiling ? highest : ceiling;
}

/** The trump a trump ceiling names (every trump the seat may hold is weaker than it), -1 when nothing is known. */
export const ceilingCard = (trump: number | null, ceiling: number): Card =>
  trump === null || ceiling >= TRUMP_POWER.length ? -1 : cardId(trump, TRUMP_POWER.indexOf(ceiling));

/**
 * What the play proves about each seat's hand (its voids, the trump every trump it may hold is
 * below), in the public form every view carries, cards named by `deck`.
 */
export const familyInferences = (
  s: { readonly voids: readonly number[]; readonly trumpCeiling: readonly number[]; readonly trump: number | null },
  deck: DeckSpec,
): SeatInference[] =>
  inferencesView(
    s.voids,
    s.trumpCeiling.map((c) => ceilingCard(s.trump, c)),
    SUIT_LETTERS,
    (c) => deck.names.get(c)!,
  );
