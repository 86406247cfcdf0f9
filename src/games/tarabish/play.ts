/**
 * Card play: the one implementation of each card-play rule, as small pure functions, and the
 * checked API built on them (`legalPlays`, `checkPlay`, `applyPlay`). The card-play core
 * (table.ts, which the playout and the solver's board drive), the rule queries, the position
 * notation, the positions from facts and the views call the same functions.
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
import { emptySet, remove, type CardSet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import {
  allowedCards,
  allowedOf,
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
  type PlayRule,
} from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { mustDeclareNow } from './declarations.js';
import { TrickSoFar, winningIndex } from '../../kernel/trick.js';
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
import {
  playState,
  refuse,
  replaceFlag,
  replaceHand,
  replaceNumber,
  withTrick,
  type TarabishStep,
  type Verdict,
} from './step.js';
import { PLAY_ACTIONS } from './codec.js';
import {
  TRICKS,
  tricksDone,
  type TarabishAction,
  type TarabishMove,
  type TarabishEvent,
  type TarabishState,
} from './state.js';

type PlayAction = Extract<TarabishMove, { type: 'play' }>;

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
 * The index in `cards` of the card winning the trick (so far; -1 when empty): the kernel's
 * `winningIndex` under the hand's rules (the highest trump, else the highest card of the suit led).
 * Tarabish has no exception to it (no wild card, nothing special on the last trick).
 */
export const trickWinner = (cards: readonly Card[], trump: number | null): number =>
  winningIndex(cards, followRulesOf(trump, 'off'));

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
export function playDecisionOf(
  hand: CardSet,
  trick: readonly Card[],
  trump: number | null,
  partnerException: PartnerException,
): Decision {
  const rules = followRulesOf(trump, partnerException);
  return decisionOn(hand, new TrickSoFar().load(rules, trick), rules);
}

/** The obligation of `seat`, the seat to act in `s`, as the kernel's decision (recomputed: it is a few word operations). */
export const playDecision = (s: TarabishState, seat: Seat): Decision =>
  decisionOn(s.hands[seat]!, trickSoFarOf(s), followRules(s));

/** The error for a card of the hand a decision refuses (null when allowed): the kernel's check on the kernel's form. */
export function decisionRefusal(d: Decision, hand: CardSet, rules: FollowRules, card: Card) {
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

type Allowed = Extract<Verdict, { ok: true }>;
/** One frozen verdict per rule (verdicts are read, never kept or changed). */
const VERDICTS: Readonly<Record<PlayRule | 'bella', Allowed>> = Object.freeze({
  lead: Object.freeze({ ok: true, rule: 'lead' }),
  'follow-suit': Object.freeze({ ok: true, rule: 'follow-suit' }),
  'beat-trump-lead': Object.freeze({ ok: true, rule: 'beat-trump-lead' }),
  'partner-exception': Object.freeze({ ok: true, rule: 'partner-exception' }),
  'trump-when-void': Object.freeze({ ok: true, rule: 'trump-when-void' }),
  overtrump: Object.freeze({ ok: true, rule: 'overtrump' }),
  undertrump: Object.freeze({ ok: true, rule: 'undertrump' }),
  'free-discard': Object.freeze({ ok: true, rule: 'free-discard' }),
  bella: Object.freeze({ ok: true, rule: 'bella' }),
});

/**
 * `apply`'s shortcut for the common action, state-free: when the move `a` is a plain play (no bella, no
 * seat named) of a card the seat to act holds and may play now, the trick so far it was checked on
 * (`applyPlay` reads it again); null for anything else, which the full check (`verdict`) decides
 * (it accepts these plays too).
 */
export function plainPlayTrick(s: TarabishState, a: unknown): TrickSoFar | null {
  if (s.phase !== 'play' || typeof a !== 'object' || a === null) return null;
  const x = a as {
    readonly type?: unknown;
    readonly card?: unknown;
    readonly bella?: unknown;
    readonly seat?: unknown;
  };
  if (x.type !== 'play' || x.bella !== false || x.seat !== undefined) return null;
  const c = x.card;
  if (typeof c !== 'number' || c >>> 0 !== c || c >= 128) return null;
  const seat = (s.leader + s.trick.length) % 4;
  const hand = s.hands[seat]!;
  if ((((hand[c >>> 5] ?? 0) >>> (c & 31)) & 1) === 0 || mustDeclareNow(s, seat)) return null;
  const rules = followRules(s);
  const t = trickSoFarOf(s);
  const d = decisionOn(hand, t, rules);
  return ((allowedOf(d, rules, hand[c >>> 5] ?? 0, c >>> 5) >>> (c & 31)) & 1) === 1 ? t : null;
}

/** One frozen play action per card and bella flag (index card * 2 + bella), shared by every `legal` list. */
const PLAYS = PLAY_ACTIONS;

/** Card names by id. */
const NAMES: string[] = [];
for (const [id, name] of tarabishDeck.names) NAMES[id] = name;

/** The plays in card order, which is also their id order (`actionId`): each allowed card, then the same card with bella. */
export function legalPlays(s: TarabishState, seat: Seat): TarabishAction[] {
  const out: TarabishAction[] = [];
  const hand = s.hands[seat]!;
  const rules = followRules(s);
  const d = decisionOn(hand, trickSoFarOf(s), rules);
  const trump = s.trump;
  // One word decided (the Tarabish deck has no wild card): only its cards; otherwise every word.
  const one = d.word >= 0 && !d.others;
  const to = one ? d.word + 1 : hand.length;
  for (let w = one ? d.word : 0; w < to; w++) {
    let bits = allowedOf(d, rules, hand[w]!, w);
    while (bits !== 0) {
      const low = bits & -bits;
      const card = (w << 5) | (31 - Math.clz32(low));
      out.push(PLAYS[card * 2]!);
      // Only a trump may carry bella (`bellaMate`).
      if (w === trump && bellaAllowed(s, seat, card)) out.push(PLAYS[card * 2 + 1]!);
      bits ^= low;
    }
  }
  return out;
}

export function checkPlay(s: TarabishState, seat: Seat, a: PlayAction): Verdict {
  const c = a.card;
  const card = NAMES[c]!;
  if (((s.hands[seat]![c >>> 5] ?? 0) >>> (c & 31)) & 1) {
    const d = playDecision(s, seat);
    // Refused: the kernel's check on the kernel's form of the obligation builds the error.
    const refusal = decisionRefusal(d, s.hands[seat]!, followRules(s), c);
    if (refusal !== null) return refuse(refusal);
    if (!a.bella) return VERDICTS[d.rule];
    if (bellaAllowed(s, seat, c)) return VERDICTS.bella;
    return refuse(
      ruleError(
        'play/bella-not-allowed',
        'Bella is called only when playing the second of the king and queen of trump.',
        { card },
      ),
    );
  }
  return refuse(ruleError('play/not-in-hand', `You do not hold ${card}.`, { card }));
}

/**
 * One frozen `played` event list per (seat, card, bella), index `((seat << 7) | card) * 2 + bella`:
 * events are immutable values, so every step that plays the same card from the same seat shares it.
 */
const PLAYED: (readonly TarabishEvent[] | null)[] = Array.from({ length: 4 * 128 * 2 }, (_, i) => {
  const name = NAMES[(i >> 1) & 127];
  return name === undefined
    ? null
    : Object.freeze([
        Object.freeze({
          type: 'played' as const,
          audience: 'all' as const,
          seat: i >> 8,
          card: name,
          bella: (i & 1) === 1,
        }),
      ]);
});
function playedEvents(seat: Seat, card: Card, bella: boolean): readonly TarabishEvent[] {
  const shared = (card & 127) === card ? PLAYED[((seat << 7) | card) * 2 + (bella ? 1 : 0)] : null;
  // A card outside the deck (only through `applyUnchecked`, which trusts its input).
  return shared ?? [{ type: 'played', audience: 'all', seat, card: NAMES[card]!, bella }];
}

/** The hand without `card`. */
function without(h: TarabishState['hands'][number], card: Card): TarabishState['hands'][number] {
  if (h.length !== 4) return remove(h, card);
  const w = card >>> 5;
  const m = ~(1 << (card & 31));
  return [
    w === 0 ? (h[0]! & m) >>> 0 : h[0]!,
    w === 1 ? (h[1]! & m) >>> 0 : h[1]!,
    w === 2 ? (h[2]! & m) >>> 0 : h[2]!,
    w === 3 ? (h[3]! & m) >>> 0 : h[3]!,
  ] as unknown as TarabishState['hands'][number];
}

/** `trick` with `card` added. */
function addCard(prior: readonly Card[], card: Card): Card[] {
  const n = prior.length;
  return n === 0
    ? [card]
    : n === 1
      ? [prior[0]!, card]
      : n === 2
        ? [prior[0]!, prior[1]!, card]
        : [prior[0]!, prior[1]!, prior[2]!, card];
}

/** The step of a play (`t`: the trick so far of `s`, when already followed through). */
export function applyPlay(s: TarabishState, a: PlayAction, seat: Seat, t: TrickSoFar = trickSoFarOf(s)): TarabishStep {
  const card = a.card;
  const prior = s.trick;
  const trump = s.trump;
  const rules = followRules(s);
  const hands =
    s.hands.length === 4
      ? replaceHand(s.hands, seat, without(s.hands[seat]!, card))
      : s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const bella = a.bella && !s.bella[seat] ? replaceFlag(s.bella, seat, true) : s.bella;
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  if (prior.length > 0) {
    // What everybody learns from the play.
    const partner = partnerWins(t);
    const v = voidsAfterPlay(voids[seat]!, rules, t.led, card, partner);
    if (v !== voids[seat]) voids = replaceNumber(voids, seat, v);
    const ceiling = ceilingAfterPlay(trumpCeiling[seat]!, rules, t.led, card, partner, t.highest);
    if (ceiling !== trumpCeiling[seat]) trumpCeiling = replaceNumber(trumpCeiling, seat, ceiling);
  }
  const trick = addCard(prior, card);
  if (trick.length < 4)
    return {
      state: playState(s, 'play', hands, s.leader, trick, s.tricks, s.won, bella, voids, trumpCeiling),
      events: playedEvents(seat, card, a.bella),
    };
  // The trick winner: the card winning the whole trick (Tarabish has no exception to it).
  t.add(rules, card);
  const winner = (s.leader + t.win) % 4;
  const prev = s.tricks;
  const tricks = new Array<TarabishState['tricks'][number]>(prev.length + 1);
  for (let i = 0; i < prev.length; i++) tricks[i] = prev[i]!;
  tricks[prev.length] = { leader: s.leader, cards: trick, winner };
  // A position's earlier tricks are in its cards won only.
  const done = tricksDone(s) + 1;
  const points = trickPoints(trick, 0, trump, done, s.options.lastTrickBonus);
  const events: TarabishEvent[] = [
    playedEvents(seat, card, a.bella)[0]!,
    { type: 'trick', audience: 'all', winner, points },
  ];
  const won = winner % 2 === 0 ? [withTrick(s.won[0]!, trick), s.won[1]!] : [s.won[0]!, withTrick(s.won[1]!, trick)];
  return {
    state: playState(s, done === TRICKS ? 'done' : 'play', hands, winner, [], tricks, won, bella, voids, trumpCeiling),
    events,
  };
}
