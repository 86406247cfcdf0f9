/**
 * Card play (FFT p.7–8) through the kernel's obligation chain: follow suit; on a trump lead beat
 * the highest trump if able, even over a partner; void: trump, overtrumping if able, else a lower
 * trump; no trump: any card. The Excuse is always playable and a led Excuse lets the next card set
 * the suit. 5 players: on the first trick nobody leads the called suit except with the called card
 * (FFT p.12; after a led Excuse, the ban applies to the next card).
 * Tricks: highest trump, else highest card of the suit led; the Excuse never wins, except when led
 * to the last trick by a side that has won every earlier trick (FFT p.6) and, in a Goulash under
 * `excuseOnLastTrick: 'wins'`, whenever it is in the last trick.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import type { CardSet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { checkPlay, obligation, restrict, type FollowRules, type Obligation } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { ledSuit } from '../../kernel/trick.js';
import { EXCUSE, TRUMP_WORD, tarotDeck } from './cards.js';
import type { TarotEvent, TarotState, TrickRecord } from './state.js';
import { allow, name, names, refuse, sideOf, type TarotStep, type Verdict } from './step.js';
import { HAND_SIZE, isWild } from './table.js';

export const TAROT_FOLLOW: FollowRules = {
  trump: TRUMP_WORD,
  wild: cs.setOf(tarotDeck.words, [EXCUSE]),
  trumpPower: bitOf,
  plainPower: bitOf,
  beatTrumpLead: true,
  mustTrump: true,
  overtrump: true,
  undertrump: true,
  partnerException: false,
};

const MESSAGES: Readonly<Record<string, string>> = {
  'called-suit-lead': 'On the first trick nobody may lead the called suit except with the called card.',
};

export function playActor(s: TarotState): Seat {
  const i = s.leader + s.trick.length;
  const n = s.options.players;
  return i >= n ? i - n : i; // no modulo: this runs several times per card
}

/** The 5-player first-trick ban applies to this card: first trick, no suit set yet, a card called. */
const calledSuitBanApplies = (s: TarotState): boolean =>
  s.mode === 'classic' && s.called !== null && s.tricks.length === 0 && ledSuit(s.trick, TAROT_FOLLOW.wild) === null;

/**
 * The last obligation computed, by state identity: `legal` then `apply` (and `explain`) on the same
 * state compute it once. States are immutable values, so the identity of the state decides.
 */
let lastState: TarotState | null = null;
let lastSeat = -1;
let lastObligation: Obligation | null = null;

export function playObligation(s: TarotState, seat: Seat): Obligation {
  if (s === lastState && seat === lastSeat) return lastObligation!;
  const ob = computeObligation(s, seat);
  lastState = s;
  lastSeat = seat;
  lastObligation = ob;
  return ob;
}

/**
 * True when `a` is a card play allowed by the obligation last computed for this very state: the
 * usual `legal` then `apply`. `apply` accepts such an action at once; everything else (errors
 * included) goes through the full check, which gives the same verdict on these.
 */
export function isPlayJustAllowed(s: TarotState, a: unknown): a is { readonly type: 'play'; readonly card: Card } {
  if (s !== lastState || s.phase !== 'play' || typeof a !== 'object' || a === null) return false;
  const x = a as { readonly type?: unknown; readonly card?: unknown; readonly by?: unknown };
  if (x.type !== 'play' || x.by !== undefined) return false;
  const card = x.card;
  // An integer id of the deck's range; the allowed set (inside the hand) says the rest.
  if (typeof card !== 'number' || card >>> 0 !== card || card >= 160) return false;
  return ((lastObligation!.allowed[card >>> 5]! >>> (card & 31)) & 1) === 1;
}

function computeObligation(s: TarotState, seat: Seat): Obligation {
  const hand = s.hands[seat]!;
  const ob = obligation({ hand, trick: s.trick }, TAROT_FOLLOW);
  if (!calledSuitBanApplies(s)) return ob;
  const called = s.called!;
  const keep = cs.filter(hand, (c) => wordOf(c) !== wordOf(called) || c === called);
  return restrict(ob, keep, 'called-suit-lead');
}

export function checkCard(s: TarotState, seat: Seat, card: Card): Verdict {
  if (((s.hands[seat]![card >>> 5]! >>> (card & 31)) & 1) === 0)
    return refuse(ruleError('play/not-in-hand', 'You do not hold that card.', { card: name(card) }));
  const ob = playObligation(s, seat);
  const error = checkPlay(tarotDeck, ob, card, MESSAGES);
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
/** Dense (built up front): a table filled on demand at scattered indexes would fall into dictionary mode. */
const playedEvents = (seat: Seat, card: Card): readonly TarotEvent[] => PLAYED[seat * 160 + card]!;

/**
 * The trick with one more card, as an array literal: packed like the empty trick `[]` (one
 * elements kind for every trick) and allocated once (slice + push allocates twice).
 */
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

/** The suit of the trick so far (null before a card that is not the Excuse), without a callback. */
function ledWord(trick: readonly Card[]): number | null {
  for (let i = 0; i < trick.length; i++) if (trick[i] !== EXCUSE) return trick[i]! >>> 5;
  return null;
}

/** The index of the card that wins a complete trick. */
export function winningCard(s: TarotState, cards: readonly Card[], leader: Seat, isLast: boolean): number {
  const ex = cards.indexOf(EXCUSE);
  if (isLast && ex >= 0) {
    if (s.mode === 'goulash' && s.options.excuseOnLastTrick === 'wins') return ex;
    // FFT p.6: a side that has won every earlier trick and leads the Excuse to the last trick wins it.
    if (s.mode === 'classic' && ex === 0 && s.tricks.every((t) => sideOf(s, t.winner) === sideOf(s, leader))) return 0;
  }
  // Highest trump, else highest card of the suit led; the Excuse never wins here (kernel trick.ts, standardPower).
  const led = ledWord(cards);
  let best = 0;
  let bestPower = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c === EXCUSE) continue;
    const w = c >>> 5;
    const power = w === TRUMP_WORD ? 1000 + (c & 31) : w === led ? c & 31 : -1;
    if (power > bestPower) {
      best = i;
      bestPower = power;
    }
  }
  return best;
}

/**
 * The hands with `card` taken from the seat's hand. Its own function rather than the generic
 * replaceAt and cs.remove: a helper shared by arrays of several element types collects
 * polymorphic type feedback, and this runs at every card.
 */
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
  // What the play teaches everybody (voids, no higher trump); the same arrays when nothing is new.
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  const led = card === EXCUSE ? null : ledWord(prior);
  if (led !== null) {
    const w = card >>> 5;
    if (w !== led) {
      let v = voids[seat]! | (1 << led);
      if (w !== TRUMP_WORD) v |= 1 << TRUMP_WORD;
      if (v !== voids[seat]) voids = numberAt(voids, seat, v);
    }
    if (w === TRUMP_WORD) {
      let highest = -1;
      for (let i = 0; i < prior.length; i++) {
        const c = prior[i]!;
        if (c !== EXCUSE && c >>> 5 === TRUMP_WORD && (c & 31) > highest) highest = c & 31;
      }
      // FFT p.7-8: a player who plays under the highest trump holds none above it.
      if (highest > (card & 31) && highest < trumpCeiling[seat]!) trumpCeiling = numberAt(trumpCeiling, seat, highest);
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
  const winner = (s.leader + winningCard(s, trick, s.leader, isLast)) % n;
  const record: TrickRecord = { leader: s.leader, cards: trick, winner };
  events.push({ type: 'trick', audience: 'all', winner, cards: names(trick) });
  if (isLast) events.push({ type: 'deal-over', audience: 'all' });
  const tricks = [...s.tricks, record];
  return { state: playState(s, isLast ? 'done' : 'play', hands, winner, [], tricks, voids, trumpCeiling), events };
}

/**
 * `s` with its card-play fields replaced. Every field is listed, in the order of `initialState`,
 * so that all play states share one shape (an object spread here was the hot spot of `apply`).
 */
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
  return {
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
}
