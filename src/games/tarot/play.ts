/**
 * Card play through the checked API: the legal plays, the check of a play and its step, on the
 * state. The rules are card-play.ts's pure functions (FFT p.6–8, p.12), the ones the card-play core
 * (`table.ts`) is built on: the obligation (`decidePlay` on the hand's words and the trick so far,
 * the kernel's `TrickSoFar`), the trick winner (`trickWinner`), the inferences (`voidsAfterPlay`,
 * `ceilingAfterPlay`). Nothing is kept between calls: each recomputes the obligation on the words.
 */
import { indexOfAction } from '../../kernel/action-object.js';
import type { Card } from '../../kernel/card.js';
import type { CardSet } from '../../kernel/cardset.js';
import { ruleError } from '../../kernel/errors.js';
import { checkPlay as obligationError, Decided, type Obligation } from '../../kernel/follow.js';
import type { Seat } from '../../kernel/seat.js';
import { TrickSoFar, type PlayedTrick } from '../../kernel/trick.js';
import {
  TAROT_FOLLOW,
  ceilingAfterPlay,
  decidePlay,
  leadBan,
  playableBits,
  trickWinner,
  voidsAfterPlay,
} from './card-play.js';
import { CARD_ACTIONS, EXCUSE, TRUMP_WORD, name, names, tarotDeck } from './cards.js';
import { HAND_SIZE } from './deal.js';
import { showing } from './declarations.js';
import { sideOf, type TarotAction, type TarotEvent, type TarotState } from './state.js';
import { allow, refuse, type TarotStep, type Verdict } from './step.js';

const MESSAGES: Readonly<Record<string, string>> = {
  'called-suit-lead': 'On the first trick nobody may lead the called suit except with the called card.',
};

export function playActor(s: TarotState): Seat {
  const i = s.leader + s.trick.length;
  const n = s.options.players;
  return i >= n ? i - n : i; // no modulo: this runs several times per card
}

/** The called card whose suit may not be led now (classic 5-player deal, first trick), else -1. */
const firstTrickCall = (s: TarotState): Card =>
  s.mode === 'classic' && s.tricks.length === 0 && s.called !== null ? s.called : -1;

/**
 * The obligation of a hand (the checked API's card sets: words from index 0) on a trick: the trick
 * followed into `t`, the decision written to `d`; returns the called suit's cards banned from the
 * lead (card-play.ts `leadBan`, -1 none). `legal`, `apply` and `explain` all decide through it.
 */
function decideHand(d: Decided, t: TrickSoFar, hand: CardSet, trick: readonly Card[], called: Card): number {
  t.load(TAROT_FOLLOW, trick);
  decidePlay(d, t.led >= 0 ? hand[t.led]! : 0, hand[TRUMP_WORD]!, t);
  return leadBan(hand, 0, t, called);
}

/** A Tarot obligation: the kernel's chain, narrowed by the called-suit lead ban (5 players). */
export type TarotObligation = Obligation<'called-suit-lead'>;

/**
 * The cards a hand may play to a trick so far, and the rule that decided: card-play.ts
 * `decidePlay` and `playableBits`, with `called` the card called at 5 players while its suit may
 * not be led (the first trick; null otherwise).
 */
export function playObligationOf(hand: CardSet, trick: readonly Card[], called: Card | null): TarotObligation {
  const d = new Decided();
  const c = called ?? -1;
  const ban = decideHand(d, new TrickSoFar(), hand, trick, c);
  const allowed = new Array<number>(hand.length);
  for (let w = 0; w < hand.length; w++) allowed[w] = playableBits(d, hand[w]!, w, ban, c) >>> 0;
  return { allowed: allowed as unknown as CardSet, rule: ban >= 0 ? 'called-suit-lead' : d.rule };
}

/** The cards the seat may play now, and the rule that decided. */
export const playObligation = (s: TarotState, seat: Seat): TarotObligation => {
  const called = firstTrickCall(s);
  return playObligationOf(s.hands[seat]!, s.trick, called < 0 ? null : called);
};

/** The error for a card of the hand an obligation refuses (null when allowed): the kernel's check with Tarot's messages. */
export const obligationRefusal = (ob: TarotObligation, card: Card) => obligationError(tarotDeck, ob, card, MESSAGES);

/** One frozen play action per card, shared by every `legal` list (actions are immutable values). */
const PLAY_ACTIONS: readonly (TarotAction | undefined)[] = CARD_ACTIONS.play;

/** The plays the obligation allows, in card order. */
export function legalPlays(s: TarotState, seat: Seat): TarotAction[] {
  const hand = s.hands[seat]!;
  const called = firstTrickCall(s);
  const d = new Decided();
  const ban = decideHand(d, new TrickSoFar(), hand, s.trick, called);
  const plays: TarotAction[] = [];
  for (let w = 0; w < hand.length; w++) {
    let bits = playableBits(d, hand[w]!, w, ban, called);
    while (bits !== 0) {
      const low = bits & -bits;
      plays.push(PLAY_ACTIONS[(w << 5) | (31 - Math.clz32(low))]!);
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
 * `apply`'s first branch: the step of `a` when it is a card play (no `seat` named, the card by
 * name, looked up in the deck's map) the seat to act
 * may make now, else undefined (anything else, an illegal play included, goes through the full
 * check, which accepts these same plays). The obligation is decided on the hand's words, and the
 * trick so far it followed is the step's too.
 */
export function allowedPlayStep(s: TarotState, a: unknown): TarotStep | undefined {
  if (s.phase !== 'play' || typeof a !== 'object' || a === null) return undefined;
  const x = a as { readonly type?: unknown; readonly card?: unknown; readonly seat?: unknown };
  if (x.type !== 'play' || x.seat !== undefined || typeof x.card !== 'string') return undefined;
  // A card's name; the hand and the obligation say the rest.
  const i = indexOfAction(PLAY_ACTIONS, a);
  const card = i >= 0 ? i : tarotDeck.byName.get(x.card);
  if (card === undefined) return undefined;
  if (s.tricks.length === 0 && showing(s) !== undefined) return undefined;
  const seat = playActor(s);
  const hand = s.hands[seat]!;
  const called = firstTrickCall(s);
  const d = new Decided();
  const trick = new TrickSoFar();
  const ban = decideHand(d, trick, hand, s.trick, called);
  const allowed = playableBits(d, hand[card >>> 5]!, card >>> 5, ban, called);
  return ((allowed >>> (card & 31)) & 1) === 1 ? applyPlay(s, seat, card, trick) : undefined;
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

/**
 * The step of the seat playing `card`; `trick`, when given, is `s.trick` followed by the kernel's
 * `TrickSoFar` (the step adds the card to it).
 */
export function applyPlay(
  s: TarotState,
  seat: Seat,
  card: Card,
  trick: TrickSoFar = new TrickSoFar().load(TAROT_FOLLOW, s.trick),
): TarotStep {
  const n = s.options.players;
  const hands = handsWithout(s.hands, seat, card);
  const cards = withCard(s.trick, card);
  // What the play teaches everybody (nothing on a lead); the same arrays when nothing is new.
  let voids = s.voids;
  let trumpCeiling = s.trumpCeiling;
  const v = voids[seat]! | voidsAfterPlay(trick.led, card);
  if (v !== voids[seat]) voids = numberAt(voids, seat, v);
  const c = ceilingAfterPlay(trick.highest, card);
  if (c < trumpCeiling[seat]!) trumpCeiling = numberAt(trumpCeiling, seat, c);
  trick.add(TAROT_FOLLOW, card);
  const revealed = card === s.called && seat !== s.taker;
  if (cards.length < n) {
    const state = playState(s, 'play', hands, s.leader, cards, s.tricks, voids, trumpCeiling);
    if (!revealed) return { state, events: playedEvents(seat, card) };
    return {
      state,
      events: [...playedEvents(seat, card), { type: 'partner-revealed', audience: 'all', partner: seat }],
    };
  }
  const events: TarotEvent[] = [...playedEvents(seat, card)];
  if (revealed) events.push({ type: 'partner-revealed', audience: 'all', partner: seat });
  const isLast = s.tricks.length + 1 === HAND_SIZE[n];
  const excuseAt = cards.indexOf(EXCUSE);
  const side = sideOf(s, s.leader);
  // read only for an Excuse in the last trick
  const wonEvery = isLast && excuseAt >= 0 && s.tricks.every((t) => sideOf(s, t.winner) === side);
  const at = trickWinner(trick, excuseAt, isLast, s.mode, s.options.excuseOnLastTrick, wonEvery);
  const winner = (s.leader + at) % n;
  const record: PlayedTrick = { leader: s.leader, cards, winner };
  events.push({ type: 'trick', audience: 'all', winner, cards: names(cards) });
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
