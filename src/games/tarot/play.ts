/**
 * Card play (FFT p.7–8) through the kernel's obligation chain: follow suit; on a trump lead beat
 * the highest trump if able, even over a partner; void: trump, overtrumping if able, else a lower
 * trump; no trump: any card. The Excuse is always playable and a led Excuse lets the next card set
 * the suit. 5 players: on the first trick nobody leads the called suit except with the called card
 * (FFT p.12; after a led Excuse, the ban applies to the next card).
 * Tricks: highest trump, else highest card of the suit led (the kernel's `winningIndex`, as `cardWinning`); the
 * Excuse never wins, except when led to the last trick by a side that has won every earlier trick
 * (FFT p.6) and, in a Goulash under `excuseOnLastTrick: 'wins'`, whenever it is in the last trick.
 * What a play teaches everybody (`voidsAfterPlay`, `ceilingAfterPlay`): voids, the highest trump a seat can hold.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import type { CardSet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import {
  checkPlay as obligationError,
  obligation,
  restrict,
  followChain,
  type FollowChain,
  type Obligation,
} from '../../kernel/follow.js';
import { LastMemo } from '../../kernel/memo.js';
import type { Seat } from '../../kernel/seat.js';
import { ledSuit } from '../../kernel/trick.js';
import { EXCUSE, TRUMP_WORD, name, names, tarotDeck } from './cards.js';
import { HAND_SIZE } from './deal.js';
import type { GameMode, TarotOptions } from './options.js';
import { sideOf, type TarotAction, type TarotEvent, type TarotState, type TrickRecord } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';

/**
 * How Tarot cards rank and must be played: trumps (word 4, the rank is the bit) beat every suit,
 * the Excuse is wild; a trump lead must be beaten, a void player must trump and overtrump, and
 * undertrump when unable (FFT p.7–8); no partner exception.
 */
export const TAROT_FOLLOW: FollowChain = followChain({
  trump: TRUMP_WORD,
  wild: cs.setOf(tarotDeck.words, [EXCUSE]),
  trumpPower: bitOf,
  plainPower: bitOf,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: 'off',
});

const MESSAGES: Readonly<Record<string, string>> = {
  'called-suit-lead': 'On the first trick nobody may lead the called suit except with the called card.',
};

export function playActor(s: TarotState): Seat {
  const i = s.leader + s.trick.length;
  const n = s.options.players;
  return i >= n ? i - n : i; // no modulo: this runs several times per card
}

/** The called card whose suit may not be led now (classic 5-player deal, first trick), else null. */
const firstTrickCall = (s: TarotState): Card | null =>
  s.mode === 'classic' && s.tricks.length === 0 ? s.called : null;

/**
 * The last obligation computed, by state identity and seat: `legal` then `apply` (and `explain`)
 * on the same state compute it once.
 */
/** A Tarot obligation: the kernel's chain, narrowed by the called-suit lead ban (5 players). */
type TarotObligation = Obligation<'called-suit-lead'>;

const OBLIGATIONS = new LastMemo<TarotState, TarotObligation>((s, seat) => computeObligation(s, seat));

/** The cards the seat may play now, and the rule that decided. */
export const playObligation = (s: TarotState, seat: Seat): TarotObligation => OBLIGATIONS.get(s, seat);

/**
 * The obligation last computed for this very state when `a` is a card play it allows (the usual
 * `legal` then `apply`), else undefined. Anything else goes through the full check, which gives
 * the same verdict on these.
 */
export function justAllowedPlay(s: TarotState, a: unknown): TarotObligation | undefined {
  const seat = OBLIGATIONS.lastSub(s);
  if (seat < 0 || s.phase !== 'play' || typeof a !== 'object' || a === null) return undefined;
  const x = a as { readonly type?: unknown; readonly card?: unknown; readonly seat?: unknown };
  if (x.type !== 'play' || x.seat !== undefined) return undefined;
  const card = x.card;
  // An integer id of the deck's range; the allowed set (inside the hand) says the rest.
  if (typeof card !== 'number' || card >>> 0 !== card || card >= 160) return undefined;
  const ob = OBLIGATIONS.peek(s, seat)!;
  return ((ob.allowed[card >>> 5]! >>> (card & 31)) & 1) === 1 ? ob : undefined;
}

const computeObligation = (s: TarotState, seat: Seat): TarotObligation =>
  tarotObligation(s.hands[seat]!, s.trick, firstTrickCall(s));

/**
 * The cards a hand may play to a trick so far, and the rule that decided: the kernel's chain under
 * `TAROT_FOLLOW`, then, when `called` is the card called at 5 players and this is the first trick
 * (null otherwise), the ban on leading its suit with another card while no suit is set (FFT p.12).
 */
export function tarotObligation(hand: CardSet, trick: readonly Card[], called: Card | null): TarotObligation {
  const ob = obligation({ hand, trick }, TAROT_FOLLOW);
  if (called === null || ledSuit(trick, TAROT_FOLLOW) !== null) return ob;
  const keep = cs.filter(hand, (c) => wordOf(c) !== wordOf(called) || c === called);
  return restrict(ob, keep, 'called-suit-lead');
}

/** The error for a card of the hand an obligation refuses (null when allowed): the kernel's check with Tarot's messages. */
export const obligationRefusal = (ob: TarotObligation, card: Card) => obligationError(tarotDeck, ob, card, MESSAGES);

/** One frozen play action per card, shared by every `legal` list (actions are immutable values). */
const PLAY_ACTIONS: readonly TarotAction[] = Array.from({ length: 160 }, (_, card) =>
  Object.freeze({ type: 'play' as const, card }),
);

/** The plays the obligation allows, in card order. */
export function legalPlays(s: TarotState, seat: Seat): TarotAction[] {
  const allowed = playObligation(s, seat).allowed;
  const plays = new Array<TarotAction>(cs.size(allowed));
  let k = 0;
  for (let w = 0; w < allowed.length; w++) {
    let bits = allowed[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      plays[k++] = PLAY_ACTIONS[(w << 5) | (31 - Math.clz32(low))]!;
      bits ^= low;
    }
  }
  return plays;
}

export function checkPlay(s: TarotState, seat: Seat, card: Card): Verdict {
  if (((s.hands[seat]![card >>> 5]! >>> (card & 31)) & 1) === 0)
    return refuse(ruleError('play/not-in-hand', 'You do not hold that card.', { card: name(card) }));
  const ob = playObligation(s, seat);
  const error = obligationRefusal(ob, card);
  return error ? refuse(error) : allow(ob.rule);
}

/**
 * One frozen `played` event per (seat, card), and the one-event list holding it: events are
 * immutable values, so every step that plays the same card from the same seat shares them.
 */
const PLAYED: readonly (readonly TarotEvent[])[] = Array.from({ length: 5 * 160 }, (_, key) =>
  Object.freeze([
    Object.freeze({
      type: 'played' as const,
      audience: 'all' as const,
      seat: Math.floor(key / 160),
      card: name(key % 160),
    }),
  ]),
);
const playedEvents = (seat: Seat, card: Card): readonly TarotEvent[] => PLAYED[seat * 160 + card]!;

/** The trick with one more card. */
function withCard(t: readonly Card[], card: Card): Card[] {
  switch (t.length) {
    case 0:
      return [card];
    case 1:
      return [t[0]!, card];
    case 2:
      return [t[0]!, t[1]!, card];
    case 3:
      return [t[0]!, t[1]!, t[2]!, card];
    default:
      return [...t, card];
  }
}

/**
 * The index of the card that wins a complete trick: the kernel's `winningIndex` with the Tarot
 * ranking, and the Excuse's exceptions on the last trick: FFT p.6, a side that has won every
 * earlier trick and leads the Excuse to the last trick wins it; in a Goulash under
 * `excuseOnLastTrick: 'wins'` the Excuse wins the last trick wherever it is played.
 */
export function trickWinner(s: TarotState, cards: readonly Card[], leader: Seat, isLast: boolean): number {
  const side = sideOf(s, leader);
  // read only for a led Excuse on the last trick
  const wonEvery = isLast && cards[0] === EXCUSE && s.tricks.every((t) => sideOf(s, t.winner) === side);
  return completeTrickWinner(cards, isLast, s.mode, s.options.excuseOnLastTrick, wonEvery);
}

/**
 * `trickWinner` from plain facts: the index of the card that wins a complete trick, `isLast` when
 * it is the deal's last trick, `leaderSideWonEvery` when the leader's side has won every earlier
 * trick (read only for an Excuse led to the last trick).
 */
export function completeTrickWinner(
  cards: readonly Card[],
  isLast: boolean,
  mode: GameMode,
  excuseOnLastTrick: TarotOptions['excuseOnLastTrick'],
  leaderSideWonEvery: boolean,
): number {
  if (isLast) {
    const ex = cards.indexOf(EXCUSE);
    if (ex >= 0 && excuseWinsLastTrick(mode, excuseOnLastTrick, ex, leaderSideWonEvery)) return ex;
  }
  return cardWinning(cards);
}

/**
 * The index of the card winning a trick so far (-1: none can win yet): the kernel's `winningIndex`
 * under `TAROT_FOLLOW`, for its one wild card (the Excuse) and its ranks (the bit, in every word):
 * the highest trump, else the highest card of the suit led. A fast variant checked against the
 * kernel on every trick of random deals (test/games/tarot/play-step.test.ts).
 */
export function cardWinning(cards: readonly Card[]): number {
  const led = ledOf(cards);
  let best = -1;
  let bestPower = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c === EXCUSE) continue;
    const w = c >>> 5;
    const power = w === TRUMP_WORD ? 32 + (c & 31) : w === led ? c & 31 : -1;
    if (power > bestPower) {
      best = i;
      bestPower = power;
    }
  }
  return best;
}

/**
 * Whether the Excuse, played at index `at` of the last trick, wins it: in a Goulash under
 * `excuseOnLastTrick: 'wins'` always; in a classic deal when it was led (`at` 0) by a side that
 * has won every earlier trick (FFT p.6), which `leaderSideWonEvery` tells (read only for a led Excuse).
 */
export const excuseTakesLastTrick = (s: TarotState, at: number, leaderSideWonEvery: boolean): boolean =>
  excuseWinsLastTrick(s.mode, s.options.excuseOnLastTrick, at, leaderSideWonEvery);

/** `excuseTakesLastTrick` from plain facts: the deal's mode and the option instead of the state. */
export function excuseWinsLastTrick(
  mode: GameMode,
  excuseOnLastTrick: TarotOptions['excuseOnLastTrick'],
  at: number,
  leaderSideWonEvery: boolean,
): boolean {
  if (mode === 'goulash') return excuseOnLastTrick === 'wins';
  return at === 0 && leaderSideWonEvery;
}

/**
 * What a play tells everybody about the player's hand: the words (suits) it now known to lack, as
 * bits (bit w: no card of word w; word 4: no trump), after playing `card` to a trick whose suit
 * led was `led` (-1: none yet). FFT p.7–8: a player who does not follow the suit led has none of
 * it, and one who neither follows nor trumps has no trump either. The Excuse, always playable,
 * tells nothing.
 */
export function voidsAfterPlay(led: number, card: Card): number {
  if (card === EXCUSE || led < 0) return 0;
  const w = card >>> 5;
  if (w === led) return 0;
  return w === TRUMP_WORD ? 1 << led : (1 << led) | (1 << TRUMP_WORD);
}

/**
 * The highest trump the player can still hold after playing `card` to a trick whose highest trump
 * was `highest` (-1: none), or 21 when the play tells nothing. FFT p.7–8: a trump lead must be
 * beaten and a ruff overtrumped when able, so a player who plays a trump under the highest trump
 * in the trick holds none above it.
 */
export function ceilingAfterPlay(highest: number, card: Card): number {
  return card !== EXCUSE && card >>> 5 === TRUMP_WORD && highest > (card & 31) ? highest : 21;
}

/**
 * The suit led of a trick so far, -1 when none: the kernel's `ledSuit` under `TAROT_FOLLOW`, whose
 * one wild card is the Excuse (a fast variant checked against the kernel, like `cardWinning`).
 */
export function ledOf(trick: readonly Card[]): number {
  for (let i = 0; i < trick.length; i++) if (trick[i] !== EXCUSE) return trick[i]! >>> 5;
  return -1;
}

/**
 * The rank of the highest trump of a trick so far, -1 when none: the kernel's `highestTrump` under
 * `TAROT_FOLLOW` (a fast variant checked against the kernel, like `cardWinning`).
 */
export function highestOf(trick: readonly Card[]): number {
  let highest = -1;
  for (let i = 0; i < trick.length; i++) {
    const c = trick[i]!;
    if (c !== EXCUSE && c >>> 5 === TRUMP_WORD && (c & 31) > highest) highest = c & 31;
  }
  return highest;
}

/** The hands with `card` taken from the seat's hand. */
function handsWithout(hands: readonly CardSet[], seat: Seat, card: Card): CardSet[] {
  const out = hands.slice();
  const hand = hands[seat]!.slice();
  hand[card >>> 5] = (hand[card >>> 5]! & ~(1 << (card & 31))) >>> 0;
  out[seat] = hand as CardSet;
  return out;
}

/** A copy of a per-seat number array with one entry replaced (voids, trump ceilings). */
function numberAt(xs: readonly number[], i: number, x: number): number[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

export function applyPlay(s: TarotState, seat: Seat, card: Card): TarotStep {
  const n = s.options.players;
  const hands = handsWithout(s.hands, seat, card);
  const prior = s.trick;
  const trick = withCard(prior, card);
  // What the play teaches everybody (nothing on a lead); the same arrays when nothing is new.
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  if (prior.length > 0) {
    const v = voids[seat]! | voidsAfterPlay(ledOf(prior), card);
    if (v !== voids[seat]) voids = numberAt(voids, seat, v);
    if (card >>> 5 === TRUMP_WORD) {
      const c = ceilingAfterPlay(highestOf(prior), card);
      if (c < trumpCeiling[seat]!) trumpCeiling = numberAt(trumpCeiling, seat, c);
    }
  }
  const revealed = card === s.called && seat !== s.taker;
  if (trick.length < n) {
    const state = playState(s, 'play', hands, s.leader, trick, s.tricks, voids, trumpCeiling);
    if (!revealed) return { state, events: playedEvents(seat, card) };
    return {
      state,
      events: [...playedEvents(seat, card), { type: 'partner-revealed', audience: 'all', partner: seat }],
    };
  }
  const events: TarotEvent[] = [...playedEvents(seat, card)];
  if (revealed) events.push({ type: 'partner-revealed', audience: 'all', partner: seat });
  const isLast = s.tricks.length + 1 === HAND_SIZE[n];
  const winner = (s.leader + trickWinner(s, trick, s.leader, isLast)) % n;
  const record: TrickRecord = { leader: s.leader, cards: trick, winner };
  events.push({ type: 'trick', audience: 'all', winner, cards: names(trick) });
  if (isLast) events.push({ type: 'deal-over', audience: 'all' });
  const tricks = [...s.tricks, record];
  return { state: playState(s, isLast ? 'done' : 'play', hands, winner, [], tricks, voids, trumpCeiling), events };
}

/** `s` with its card-play fields replaced (every field listed, in the order of the interface). */
function playState(
  s: TarotState,
  phase: TarotState['phase'],
  hands: TarotState['hands'],
  leader: Seat,
  trick: TarotState['trick'],
  tricks: TarotState['tricks'],
  voids: TarotState['voids'],
  trumpCeiling: TarotState['trumpCeiling'],
): TarotState {
  const out: TarotState = {
    options: s.options,
    mode: s.mode,
    phase,
    hands,
    chien: s.chien,
    chienTaken: s.chienTaken,
    bids: s.bids,
    taker: s.taker,
    contract: s.contract,
    called: s.called,
    partner: s.partner,
    ecart: s.ecart,
    chelemAnnounced: s.chelemAnnounced,
    poignees: s.poignees,
    leader,
    trick,
    tricks,
    voids,
    trumpCeiling,
    annulled: s.annulled,
  };
  return s.pileTricks === undefined ? out : { ...out, pileTricks: s.pileTricks };
}
