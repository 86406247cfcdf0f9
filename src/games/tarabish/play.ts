/**
 * Card play: the one implementation of each card-play rule, as small functions that `legal`,
 * `apply`, `explain`, the position notation, `sampleHidden` and the playout fast path call.
 * Tarabish rules: follow suit; when trump is led, beat the highest trump so far if able; when void,
 * trump; if a trump is already in the trick, overtrump if able, otherwise still play a lower trump;
 * with no trump, any card. Option `partnerException`, for a player void in the suit led while their
 * partner is winning the trick: `'off'` (the rules above), `'free'` (any card) or
 * `'overtrump-if-trumping'` (any card, but a trump must beat the highest trump in the trick when
 * able). All of it is the kernel's `decide` chain.
 * Bella: playing the second of the king and queen of trump from the same hand may carry the bella
 * call (its own action beside the same play without it); there is no bella in no-trump.
 */
import { cardId, type Card } from '../../kernel/card.js';
import { emptySet, remove, type CardSet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import {
  allowedCards,
  allows,
  checkPlay as obligationError,
  decide,
  PARTNER_EXCEPTIONS,
  type Decision,
  type PartnerException,
  followChain,
  type FollowChain,
  type FollowRules,
  type Obligation,
  type PlayRule,
} from '../../kernel/follow.js';
import { LastMemo } from '../../kernel/memo.js';
import type { Seat } from '../../kernel/seat.js';
import { CARD_POINTS, plainPower, pointsBase, RANK_BIT, tarabishDeck, trumpPower } from './cards.js';
import { mustDeclareNow } from './declarations.js';
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
import { tricksDone, type TarabishAction, type TarabishEvent, type TarabishState } from './state.js';

type PlayAction = Extract<TarabishAction, { type: 'play' }>;

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

/**
 * The index in `cards` of the card winning the trick so far (-1 when empty): the kernel's
 * `winningIndex` under `followRules`, for a deck without wild cards (the suit led is the first
 * card's): the highest trump, else the highest card of the suit led. A fast variant checked
 * against the kernel on random tricks and at every card of random hands (test/games/tarabish/play-step.test.ts).
 */
export function trickWinner(cards: readonly Card[], trump: number | null): number {
  if (cards.length === 0) return -1;
  const led = cards[0]! >>> 5;
  let best = 0;
  let bestTrump = -1;
  let bestPlain = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const w = c >>> 5;
    if (w === trump) {
      const p = trumpPower(c);
      if (p > bestTrump) {
        bestTrump = p;
        best = i;
      }
    } else if (bestTrump < 0 && w === led) {
      const p = plainPower(c);
      if (p > bestPlain) {
        bestPlain = p;
        best = i;
      }
    }
  }
  return best;
}

/**
 * The trump power of the highest trump of a trick so far, -1 when none: the kernel's
 * `highestTrump` under `followRules` (a fast variant checked against the kernel, like `trickWinner`).
 */
export function highestOf(cards: readonly Card[], trump: number | null): number {
  let highest = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c >>> 5 === trump) {
      const p = trumpPower(c);
      if (p > highest) highest = p;
    }
  }
  return highest;
}

/** Whether the partner of `seat` is winning the current trick. */
export function partnerWinning(s: TarabishState, seat: Seat): boolean {
  if (s.trick.length === 0) return false;
  return (s.leader + trickWinner(s.trick, s.trump)) % 4 === (seat + 2) % 4;
}

/**
 * The obligation of the player to act next on a trick so far, from plain facts (the hand, the
 * trick, trump, the partner exception) as the kernel's decision: the partner of the player to act
 * played the trick's card before last.
 */
export const playDecisionOf = (
  hand: CardSet,
  trick: readonly Card[],
  trump: number | null,
  partnerException: PartnerException,
): Decision =>
  // The partner's place in the trick matters only under the option.
  decide(
    {
      hand,
      trick,
      partnerWinning: partnerException !== 'off' && trick.length >= 2 && trickWinner(trick, trump) === trick.length - 2,
    },
    followRulesOf(trump, partnerException),
  );

/**
 * The obligation of `seat` in `s` as the kernel's decision (the allowed cards are the whole hand
 * when `word` < 0, else the bits `bits` of word `word`, and the rest of the hand when `others`),
 * kept for the last (state, seat) asked: the usual `legal` then `apply` on one state decides once.
 */
const DECISIONS = new LastMemo<TarabishState, Decision>((s, seat) => {
  const rules = followRules(s);
  // The partner's place in the trick matters only under the option.
  const partner = rules.partnerException !== 'off' && partnerWinning(s, seat);
  return decide({ hand: s.hands[seat]!, trick: s.trick, partnerWinning: partner }, rules);
});

export const playDecision = (s: TarabishState, seat: Seat): Decision => DECISIONS.get(s, seat);

/** The obligation in the kernel's form (what `obligation(…, followRules(s))` returns): for errors and tests. */
export function playObligation(s: TarabishState, seat: Seat): Obligation {
  const d = playDecision(s, seat);
  return { allowed: allowedCards(d, s.hands[seat]!, followRules(s)), rule: d.rule };
}

/** The error for a card of the hand a decision refuses (null when allowed): the kernel's check on the kernel's form. */
export function decisionRefusal(d: Decision, hand: CardSet, rules: FollowRules, card: Card) {
  if (allows(d, rules, card)) return null;
  return obligationError(tarabishDeck, { allowed: allowedCards(d, hand, rules), rule: d.rule }, card);
}

/**
 * The other bella card of `card`: the queen of trump for the king of trump and the king for the
 * queen; -1 for any other card, and for every card in no-trump (there is no bella in no-trump).
 */
export function bellaMate(trump: number | null, card: Card): Card {
  if (trump === null || card >>> 5 !== trump) return -1;
  const b = card & 31;
  return b === RANK_BIT.king ? cardId(trump, RANK_BIT.queen) : b === RANK_BIT.queen ? cardId(trump, RANK_BIT.king) : -1;
}

/** Whether `seat` has played `card` this hand. */
function hasPlayed(s: TarabishState, seat: Seat, card: Card): boolean {
  // A card still held by anybody has not been played.
  const w = card >>> 5;
  const bit = 1 << (card & 31);
  const hands = s.hands;
  for (let p = 0; p < hands.length; p++) if (((hands[p]![w] ?? 0) & bit) !== 0) return false;
  const tricks = s.tricks;
  for (let k = 0; k < tricks.length; k++) {
    const t = tricks[k]!;
    if (t.cards[(seat - t.leader + 4) % 4] === card) return true;
  }
  const i = (seat - s.leader + 4) % 4;
  if (i < s.trick.length && s.trick[i] === card) return true;
  // A hand set up from a position: the seat played it before the position.
  return s.start !== undefined && s.start.bellaSeat === seat;
}

/** Tarabish rules: bella is called on the second of the king and queen of trump played from one hand. */
export function bellaAllowed(s: TarabishState, seat: Seat, card: Card): boolean {
  const mate = bellaMate(s.trump, card);
  return mate >= 0 && hasPlayed(s, seat, mate);
}

/** The card points of the cards of a trick (or any cards) under `trump`. */
export function cardsPoints(cards: readonly Card[], trump: number | null): number {
  const base = pointsBase(trump);
  let points = 0;
  for (let i = 0; i < cards.length; i++) points += CARD_POINTS[base + cards[i]!]!;
  return points;
}

/**
 * What everybody learns from a play to a trick whose suit led is `led` (used to re-deal hidden
 * cards consistently). `free`: the player did not follow and the partner exception (either
 * behaviour) let them discard. Not following shows a void in the suit led; not following and not trumping, when not
 * free, shows no trump. The seat's void bits (a bit per suit) after the play.
 */
export function voidsAfterPlay(voids: number, led: number, suit: number, trump: number | null, free: boolean): number {
  if (suit === led) return voids;
  return trump !== null && suit !== trump && !free ? voids | (1 << led) | (1 << trump) : voids | (1 << led);
}

/**
 * The trump ceiling after a play (the seat holds no trump of this power or more; 9 = nothing
 * known): a trump played under the highest trump of the trick (power `highest`, -1 for none), when
 * the player had to beat it if able (a trump lead, or a ruff when not free), shows no higher trump.
 * `free`: the partner exception let the player trump low (`'free'`; under `'overtrump-if-trumping'`
 * a trump must still beat the highest when able, so the play tells as much as a ruff).
 */
export function ceilingAfterPlay(
  ceiling: number,
  led: number,
  card: Card,
  trump: number | null,
  free: boolean,
  highest: number,
): number {
  const suit = card >>> 5;
  if (trump === null || suit !== trump || (led !== trump && free)) return ceiling;
  return highest >= 0 && trumpPower(card) < highest && highest < ceiling ? highest : ceiling;
}

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
 * True when `a` is a plain play (no bella, no seat named) allowed by the obligation last decided
 * for this very state: the usual `legal` then `apply`. `apply` accepts it at once; anything else
 * goes through the full check, which gives the same verdict on these.
 */
export function isPlayJustAllowed(s: TarabishState, a: unknown): a is PlayAction {
  const seat = DECISIONS.lastSub(s);
  if (seat < 0 || s.phase !== 'play' || typeof a !== 'object' || a === null) return false;
  const x = a as {
    readonly type?: unknown;
    readonly card?: unknown;
    readonly bella?: unknown;
    readonly seat?: unknown;
  };
  if (x.type !== 'play' || x.bella !== false || x.seat !== undefined) return false;
  const c = x.card;
  if (typeof c !== 'number' || c >>> 0 !== c || c >= 128) return false;
  if ((s.leader + s.trick.length) % 4 !== seat || mustDeclareNow(s, seat)) return false;
  if ((((s.hands[seat]![c >>> 5] ?? 0) >>> (c & 31)) & 1) === 0) return false;
  // The kernel's `allows` on a deck without wild cards.
  const d = DECISIONS.peek(s, seat)!;
  return d.word < 0 || (c >>> 5 === d.word ? ((d.bits >>> (c & 31)) & 1) === 1 : d.others);
}

/** One frozen play action per card and bella flag (index card * 2 + bella), shared by every `legal` list. */
const PLAYS: readonly TarabishAction[] = Array.from({ length: 256 }, (_, i) =>
  Object.freeze({ type: 'play' as const, card: i >> 1, bella: (i & 1) === 1 }),
);

/** Card names by id. */
const NAMES: string[] = [];
for (const [id, name] of tarabishDeck.names) NAMES[id] = name;

/** The plays in card order, which is also their id order (`actionId`): each allowed card, then the same card with bella. */
export function legalPlays(s: TarabishState, seat: Seat): TarabishAction[] {
  const out: TarabishAction[] = [];
  const hand = s.hands[seat]!;
  const { word, bits: wordBits, others } = playDecision(s, seat);
  const trump = s.trump;
  const whole = word < 0 || others;
  const from = whole ? 0 : word;
  const to = whole ? hand.length : word + 1;
  for (let w = from; w < to; w++) {
    let bits = w === word ? wordBits : hand[w]!;
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

export function checkPlay(s: TarabishState, a: PlayAction, seat: Seat): Verdict {
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

export function applyPlay(s: TarabishState, a: PlayAction, seat: Seat): TarabishStep {
  const card = a.card;
  const prior = s.trick;
  const trump = s.trump;
  const hands =
    s.hands.length === 4
      ? replaceHand(s.hands, seat, without(s.hands[seat]!, card))
      : s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const bella = a.bella && !s.bella[seat] ? replaceFlag(s.bella, seat, true) : s.bella;
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  if (prior.length > 0) {
    const led = prior[0]! >>> 5;
    const exception = s.options.partnerException;
    const free = card >>> 5 !== led && exception !== 'off' && partnerWinning(s, seat);
    const v = voidsAfterPlay(voids[seat]!, led, card >>> 5, trump, free);
    if (v !== voids[seat]) voids = replaceNumber(voids, seat, v);
    // The highest trump of the trick matters only to a trump played.
    const highest = card >>> 5 === trump ? highestOf(prior, trump) : -1;
    const ceiling = ceilingAfterPlay(trumpCeiling[seat]!, led, card, trump, free && exception === 'free', highest);
    if (ceiling !== trumpCeiling[seat]) trumpCeiling = replaceNumber(trumpCeiling, seat, ceiling);
  }
  const trick = addCard(prior, card);
  if (trick.length < 4)
    return {
      state: playState(s, 'play', hands, s.leader, trick, s.tricks, s.won, bella, voids, trumpCeiling),
      events: playedEvents(seat, card, a.bella),
    };
  const winner = (s.leader + trickWinner(trick, trump)) % 4;
  const prev = s.tricks;
  const tricks = new Array<TarabishState['tricks'][number]>(prev.length + 1);
  for (let i = 0; i < prev.length; i++) tricks[i] = prev[i]!;
  tricks[prev.length] = { leader: s.leader, cards: trick, winner };
  // The ninth trick (a position's earlier tricks are in its cards won only).
  const over = tricksDone(s) === 8;
  const points = cardsPoints(trick, trump) + (over ? s.options.lastTrickBonus : 0);
  const events: TarabishEvent[] = [
    playedEvents(seat, card, a.bella)[0]!,
    { type: 'trick', audience: 'all', winner, points },
  ];
  const won = winner % 2 === 0 ? [withTrick(s.won[0]!, trick), s.won[1]!] : [s.won[0]!, withTrick(s.won[1]!, trick)];
  return {
    state: playState(s, over ? 'done' : 'play', hands, winner, [], tricks, won, bella, voids, trumpCeiling),
    events,
  };
}
