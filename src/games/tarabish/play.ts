/**
 * Card play. RULINGS (Tarabish): follow suit; when trump is led, beat the highest trump so far if
 * able; when void, trump; if a trump is already in the trick, overtrump if able, otherwise still
 * play a lower trump; with no trump, any card. Option `partnerException`: a player void in the
 * suit led may play any card while their partner is winning the trick. All of it is the kernel's
 * `decide` chain, read as a suit word and bits (no card set built per card).
 * Bella: playing the second of K-Q of trump from the same hand may carry the bella call (its own
 * action beside the same play without it); never in no-trump.
 */
import { bitOf, cardId, wordOf, type Card } from '../../kernel/card.js';
import { emptySet, remove } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import {
  allowedCards,
  allows,
  checkPlay,
  decide as decideFollow,
  type Decision,
  type FollowRules,
  type Obligation,
  type PlayRule,
} from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { tarabishDeck } from './cards.js';
import { mustDeclareNow } from './turn.js';
import { cardPoints, plainPower, RANK_BIT, trumpPower } from './ranks.js';
import { refuse, type TarabishStep, type Verdict } from './step.js';
import { type TarabishAction, type TarabishEvent, type TarabishState } from './state.js';

type PlayAction = Extract<TarabishAction, { type: 'play' }>;

const NO_WILD = emptySet(4);

export const followRules = (s: TarabishState): FollowRules => ({
  trump: s.trump,
  wild: NO_WILD,
  trumpPower,
  plainPower,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: s.options.partnerException,
});

/**
 * The index in `cards` of the card winning so far: the highest trump, else the highest of the suit
 * led (the kernel's `standardPower` without wild cards). A plain loop, no callback: runs at every card.
 */
export function winningSoFar(cards: readonly Card[], trump: number | null): number {
  if (cards.length === 0) return 0;
  const led = cards[0]! >>> 5;
  let best = 0;
  let bestPower = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const w = c >>> 5;
    const power = w === trump ? 1000 + trumpPower(c) : w === led ? plainPower(c) : -1;
    if (power > bestPower) {
      best = i;
      bestPower = power;
    }
  }
  return best;
}

export function partnerWinning(s: TarabishState, seat: Seat): boolean {
  if (s.trick.length === 0) return false;
  return (s.leader + winningSoFar(s.trick, s.trump)) % 4 === (seat + 2) % 4;
}

type Allowed = Extract<Verdict, { ok: true }>;
/** One frozen verdict per rule (verdicts are read, never kept or changed): no allocation per checked play. */
const allowed = (rule: PlayRule | 'bella'): Allowed => Object.freeze({ ok: true, rule });
const LEAD = allowed('lead');
const FOLLOW_SUIT = allowed('follow-suit');
const BEAT_TRUMP_LEAD = allowed('beat-trump-lead');
const PARTNER_EXCEPTION = allowed('partner-exception');
const TRUMP_WHEN_VOID = allowed('trump-when-void');
const OVERTRUMP = allowed('overtrump');
const UNDERTRUMP = allowed('undertrump');
const FREE_DISCARD = allowed('free-discard');
const BELLA = allowed('bella');

/**
 * The obligation of the last (state, seat) asked, as the kernel's decision (it runs at every
 * `legal` and `apply`; states are immutable, so `legal` then `apply` on the same state compute it
 * once): the allowed cards are the whole hand when `word` < 0, else the bits `bits` of word
 * `word`; `obVerdict` is the frozen verdict of its rule.
 */
let obState: TarabishState | null = null;
let obSeat = -1;
let obDecision: Decision = { word: -1, bits: 0, rule: 'lead' };
let obVerdict: Allowed = LEAD;

/** followRules by trump (4 = none) and partner exception, built once each. */
const RULES_BY_KEY: (FollowRules | undefined)[] = [];
const rulesOf = (s: TarabishState): FollowRules =>
  (RULES_BY_KEY[(s.trump ?? 4) * 2 + (s.options.partnerException ? 1 : 0)] ??= followRules(s));

/** The frozen verdict of each rule of the kernel's chain. */
function verdictOf(rule: PlayRule): Allowed {
  switch (rule) {
    case 'lead':
      return LEAD;
    case 'follow-suit':
      return FOLLOW_SUIT;
    case 'beat-trump-lead':
      return BEAT_TRUMP_LEAD;
    case 'partner-exception':
      return PARTNER_EXCEPTION;
    case 'trump-when-void':
      return TRUMP_WHEN_VOID;
    case 'overtrump':
      return OVERTRUMP;
    case 'undertrump':
      return UNDERTRUMP;
    case 'free-discard':
      return FREE_DISCARD;
  }
}

/** The kernel's chain (`decide` with `followRules(s)`), kept for the last (state, seat) asked. */
function decide(s: TarabishState, seat: Seat): void {
  if (s === obState && seat === obSeat) return;
  const rules = rulesOf(s);
  // The partner's lead is read only under the option (no trick walk otherwise).
  const d = decideFollow(
    { hand: s.hands[seat]!, trick: s.trick, partnerWinning: rules.partnerException && partnerWinning(s, seat) },
    rules,
  );
  obState = s;
  obSeat = seat;
  obDecision = d;
  obVerdict = verdictOf(d.rule);
}

/**
 * True when `a` is a plain play (no bella, no seat named) allowed by the obligation last decided
 * for this very state: the usual `legal` then `apply`. `apply` accepts it at once; anything else
 * goes through the full check, which gives the same verdict on these.
 */
export function isPlayJustAllowed(s: TarabishState, a: unknown): a is PlayAction {
  if (s !== obState || s.phase !== 'play' || typeof a !== 'object' || a === null) return false;
  const x = a as {
    readonly type?: unknown;
    readonly card?: unknown;
    readonly bella?: unknown;
    readonly seat?: unknown;
  };
  if (x.type !== 'play' || x.bella !== false || x.seat !== undefined) return false;
  const c = x.card;
  if (typeof c !== 'number' || c >>> 0 !== c || c >= 128) return false;
  const seat = obSeat;
  if ((s.leader + s.trick.length) % 4 !== seat || mustDeclareNow(s, seat)) return false;
  if ((((s.hands[seat]![c >>> 5] ?? 0) >>> (c & 31)) & 1) === 0) return false;
  // The kernel's `allows` written out (this deck has no wild card): this is the hot path.
  const d = obDecision;
  return d.word < 0 || (c >>> 5 === d.word && ((d.bits >>> (c & 31)) & 1) === 1);
}

/** The obligation in the kernel's form (what `obligation(…, followRules(s))` returns): for errors and tests. */
export function playObligation(s: TarabishState, seat: Seat): Obligation {
  decide(s, seat);
  return { allowed: allowedCards(obDecision, s.hands[seat]!, rulesOf(s)), rule: obDecision.rule };
}

/** Whether `seat` has played `card` this hand, without building the list (`bellaAllowed` runs at every legal K or Q of trump). */
function hasPlayed(s: TarabishState, seat: Seat, card: Card): boolean {
  // A card still held by anybody has not been played: no walk through the tricks.
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
  return i < s.trick.length && s.trick[i] === card;
}

/** RULINGS: bella only on the second of K-Q of trump played from the same hand. */
export function bellaAllowed(s: TarabishState, seat: Seat, card: Card): boolean {
  if (s.trump === null || wordOf(card) !== s.trump) return false;
  const b = bitOf(card);
  if (b !== RANK_BIT.king && b !== RANK_BIT.queen) return false;
  return hasPlayed(s, seat, cardId(s.trump, b === RANK_BIT.king ? RANK_BIT.queen : RANK_BIT.king));
}

/** One frozen play action per card and bella flag (index card * 2 + bella), shared by every `legal` list (actions are immutable values). */
const PLAYS: readonly TarabishAction[] = Array.from({ length: 256 }, (_, i) =>
  Object.freeze({ type: 'play' as const, card: i >> 1, bella: (i & 1) === 1 }),
);

/** Card names by id (no Map lookup per card). */
const NAMES: string[] = [];
for (const [id, name] of tarabishDeck.names) NAMES[id] = name;

/** Rank bits of the king and queen: the only cards that can carry bella. */
const KQ = (1 << RANK_BIT.king) | (1 << RANK_BIT.queen);

/** The plays in card order, which is also their id order (`actionId`): no sorting needed. */
export function legalPlays(s: TarabishState, seat: Seat): TarabishAction[] {
  const out: TarabishAction[] = [];
  decide(s, seat);
  const hand = s.hands[seat]!;
  const trump = s.trump;
  const { word, bits: wordBits } = obDecision;
  const from = word < 0 ? 0 : word;
  const to = word < 0 ? hand.length : word + 1;
  for (let w = from; w < to; w++) {
    let bits = word < 0 ? hand[w]! : wordBits;
    // Bella is possible only for the king and queen of trump.
    const bellaBits = w === trump ? bits & KQ : 0;
    while (bits !== 0) {
      const low = bits & -bits;
      const card = (w << 5) | (31 - Math.clz32(low));
      out.push(PLAYS[card * 2]!);
      if ((bellaBits & low) !== 0 && bellaAllowed(s, seat, card)) out.push(PLAYS[card * 2 + 1]!);
      bits ^= low;
    }
  }
  return out;
}

export function checkCardPlay(s: TarabishState, a: PlayAction, seat: Seat): Verdict {
  const c = a.card;
  if (((s.hands[seat]![c >>> 5] ?? 0) >>> (c & 31)) & 1) {
    decide(s, seat);
    // Refused: the kernel's check on the kernel's form of the obligation builds the error.
    if (!allows(obDecision, rulesOf(s), c)) return refuse(checkPlay(tarabishDeck, playObligation(s, seat), c)!);
    if (!a.bella) return obVerdict;
    if (bellaAllowed(s, seat, c)) return BELLA;
    const card = NAMES[c]!;
    return refuse(
      ruleError(
        'play/bella-not-allowed',
        'Bella is called only when playing the second of the king and queen of trump.',
        { card },
      ),
    );
  }
  const card = NAMES[c]!;
  return refuse(ruleError('play/not-in-hand', `You do not hold ${card}.`, { card }));
}

/**
 * One frozen `played` event list per (seat, card, bella), built up front in a dense array (a
 * sparse one filled on demand is slower to read): events are immutable values, so every step
 * that plays the same card from the same seat shares it. Index `((seat << 7) | card) * 2 + bella`.
 */
const PLAYED: (readonly TarabishEvent[] | null)[] = Array.from({ length: 4 * 128 * 2 }, (_, i) => {
  const card = (i >> 1) & 127;
  const name = NAMES[card];
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
  // A card outside the deck (only through `applyUnchecked`, which trusts its input): built as before.
  return shared ?? [{ type: 'played', audience: 'all', seat, card: NAMES[card]!, bella }];
}

/**
 * `a` with `a[i]` replaced, for the 4-seat arrays: one literal (no `map` callback), one function
 * per element type so that each literal keeps its own elements kind (numbers stay small integers).
 */
function replaceNumber4(a: readonly number[], i: number, v: number): readonly number[] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}
function replaceBoolean4(a: readonly boolean[], i: number, v: boolean): readonly boolean[] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}
function replaceHand4(a: TarabishState['hands'], i: number, v: TarabishState['hands'][number]): TarabishState['hands'] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}

/** `cards` followed by the four cards of `trick`, copied by a loop (`concat` is a slow generic builtin here). */
function withTrick(cards: readonly Card[], trick: readonly Card[]): Card[] {
  const n = cards.length;
  const out = new Array<Card>(n + 4);
  for (let i = 0; i < n; i++) out[i] = cards[i]!;
  for (let i = 0; i < 4; i++) out[n + i] = trick[i]!;
  return out;
}

/** CARD_POINTS[(trump + 1) * 128 + card]: ranks.ts `cardPoints` under each trump suit (-1 = none), by table. */
const CARD_POINTS = Int32Array.from({ length: 5 * 128 }, (_, i) =>
  (i & 127) >>> 5 < 4 ? cardPoints(i & 127, (i >> 7) - 1 < 0 ? null : (i >> 7) - 1) : 0,
);

/** The hand without `card` (a 4-word literal; other widths through the kernel). */
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

export function applyPlay(s: TarabishState, a: PlayAction, seat: Seat): TarabishStep {
  const card = a.card;
  const prior = s.trick;
  const trump = s.trump;
  const hands =
    s.hands.length === 4
      ? replaceHand4(s.hands, seat, without(s.hands[seat]!, card))
      : s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const bella = a.bella && !s.bella[seat] ? replaceBoolean4(s.bella, seat, true) : s.bella;
  // What everybody learns from a play (used to re-deal hidden cards consistently): not following
  // shows a void; a void player who neither trumps nor is free to discard (partner exception) has
  // no trump; a player who had to beat the highest trump and played lower has no higher trump.
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  if (prior.length > 0) {
    const led = prior[0]! >>> 5;
    const suit = card >>> 5;
    let v = voids[seat]!;
    const free = suit !== led && s.options.partnerException && partnerWinning(s, seat);
    if (suit !== led) v |= 1 << led;
    if (trump !== null && suit !== led && suit !== trump && !free) v |= 1 << trump;
    if (v !== voids[seat]) voids = replaceNumber4(voids, seat, v);
    if (trump !== null && suit === trump && (led === trump || (suit !== led && !free))) {
      let highest = -1;
      for (let i = 0; i < prior.length; i++) {
        const c = prior[i]!;
        if (c >>> 5 === trump && trumpPower(c) > highest) highest = trumpPower(c);
      }
      const ceiling = trumpCeiling[seat]!;
      if (highest >= 0 && trumpPower(card) < highest && highest < ceiling)
        trumpCeiling = replaceNumber4(trumpCeiling, seat, highest);
    }
  }
  // The trick copied by hand: a literal per length (packed, no spread).
  const n = prior.length;
  const trick =
    n === 0
      ? [card]
      : n === 1
        ? [prior[0]!, card]
        : n === 2
          ? [prior[0]!, prior[1]!, card]
          : [prior[0]!, prior[1]!, prior[2]!, card];
  if (n < 3)
    return {
      state: playState(s, 'play', hands, s.leader, trick, s.tricks, s.won, bella, voids, trumpCeiling),
      events: playedEvents(seat, card, a.bella),
    };
  const winner = (s.leader + winningSoFar(trick, trump)) % 4;
  const team = winner % 2;
  const prev = s.tricks;
  const tricks = new Array<TarabishState['tricks'][number]>(prev.length + 1);
  for (let i = 0; i < prev.length; i++) tricks[i] = prev[i]!;
  tricks[prev.length] = { leader: s.leader, cards: trick, winner };
  const over = tricks.length === 9;
  let points = over ? s.options.lastTrickBonus : 0;
  const base = (trump === null ? 0 : trump + 1) * 128;
  for (let i = 0; i < 4; i++) points += CARD_POINTS[base + trick[i]!]!;
  const events: TarabishEvent[] = [
    playedEvents(seat, card, a.bella)[0]!,
    { type: 'trick', audience: 'all', winner, points },
  ];
  const won = team === 0 ? [withTrick(s.won[0]!, trick), s.won[1]!] : [s.won[0]!, withTrick(s.won[1]!, trick)];
  return {
    state: playState(s, over ? 'done' : 'play', hands, winner, [], tricks, won, bella, voids, trumpCeiling),
    events,
  };
}

/**
 * `s` with its card-play fields replaced. Every field is listed, in the order of the initial
 * state, so that all play states share one shape (an object spread here was the hot spot of `apply`).
 */
function playState(
  s: TarabishState,
  phase: TarabishState['phase'],
  hands: TarabishState['hands'],
  leader: Seat,
  trick: TarabishState['trick'],
  tricks: TarabishState['tricks'],
  won: TarabishState['won'],
  bella: TarabishState['bella'],
  voids: TarabishState['voids'],
  trumpCeiling: TarabishState['trumpCeiling'],
): TarabishState {
  return {
    options: s.options,
    phase,
    hands,
    pending: s.pending,
    speech: s.speech,
    contract: s.contract,
    trump: s.trump,
    declarations: s.declarations,
    leader,
    trick,
    tricks,
    won,
    bella,
    voids,
    trumpCeiling,
    annulled: s.annulled,
  };
}
