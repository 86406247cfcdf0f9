/**
 * Re-dealing what a seat cannot see (`sampleHidden`), from what the seat can see only: its own
 * hand, the hand sizes, the public tricks and the current trick, the bids, the contract and the
 * called card, the chien once shown, the écart's shown trumps (the whole écart for the taker), the
 * poignées, the chelem announcement, and what the play teaches everybody (known voids and trump
 * ceilings). The hidden cards are listed in card order and the places in seat order, so two states
 * with the same view deal the same sample for the same seed. A sample agrees with every rule:
 * - a seat that did not follow or did not trump is void; one that played under the highest trump
 *   holds none above it (FFT p.7–8);
 * - the shown chien went to the taker (FFT p.6): its cards are in the taker's hand, the écart
 *   (plain cards only: never a king or an oudler, so never the Excuse) or the tricks;
 * - trumps in the écart mean the taker had too few other cards to discard (FFT p.6);
 * - the écart holds no king, no oudler and no trump it did not show (FFT p.6);
 * - a poignée shows trumps the seat holds, and one showing the Excuse means no other trump (FFT p.7);
 * - 5 players: calling a queen, knight or jack means the taker held every card of the ranks above
 *   (FFT p.12); under `callHigherRanks: 'lowest-only'` he also did not hold all four of the rank called;
 * - a chelem announced under `chelemRequires21` means the taker holds the 21;
 * - a classic deal not annulled had no petit sec (FFT p.5): no sampled hand was dealt one.
 * A state that began at a position from facts knows what its facts say (the cards won, the voids
 * and trump ceilings, the chien, the écart, the call and the poignées), not the hands as dealt.
 * While the called card is unplayed it may land in any hidden place, and the partner follows it.
 * The distribution is the kernel's `assignHidden`: close to uniform over the deals that agree with
 * all this (a deal breaking the petit-sec, call-rank or écart-count rule is dealt again). No deal
 * within the budget: `sample/no-world`, never the real cards.
 */
import { bitOf, cardId, wordOf, type Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import type { TarotError } from './step.js';
import { createRng, deriveSeed, shuffle, type Rng } from '../../kernel/rng.js';
import { assignHidden, placesOf, swapHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import type { Seed } from '../../kernel/seed.js';
import { EXCUSE, JACK_BIT, KING_BIT, KNIGHT_BIT, MONDE, QUEEN_BIT, TRUMP_WORD, isTrump, tarotDeck } from './cards.js';
import { CHIEN_SIZE, WORDS, isPetitSec } from './deal.js';
import { isPlainDiscard } from './ecart.js';
import { nextShows, poigneeLength } from './declarations.js';
import { NO_CEILING } from './card-play.js';
import { type TarotState, withState } from './state.js';
import type { TarotView } from './view.js';

/** The ranks called in order (FFT p.12): a queen needs the four kings, a knight the queens too, … */
const CALL_RANKS = [KING_BIT, QUEEN_BIT, KNIGHT_BIT, JACK_BIT] as const;

/** Every card of the deck, as a set. */
const FULL_DECK = cs.setOf(WORDS, tarotDeck.cards);

/** Who played each card of the tricks and of the current trick. */
function playedBy(s: TarotState): Map<Card, Seat> {
  const n = s.options.players;
  const out = new Map<Card, Seat>();
  for (const t of s.tricks) t.cards.forEach((c, i) => out.set(c, (t.leader + i) % n));
  s.trick.forEach((c, i) => out.set(c, (s.leader + i) % n));
  return out;
}

/** The ranks the taker held all four of when calling (those above the called card's rank). */
function ranksHeldAtCall(called: Card | null): readonly number[] {
  if (called === null) return [];
  const i = CALL_RANKS.indexOf(bitOf(called) as (typeof CALL_RANKS)[number]);
  return i > 0 ? CALL_RANKS.slice(0, i) : [];
}

/**
 * What a seat knows of where the cards are: the public facts and its own hand, read from a state
 * (`tarotSampleHidden`) or from the seat's view (`countedHands`).
 */
interface HiddenFacts {
  readonly players: 3 | 4 | 5;
  readonly seat: Seat;
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  /** The cards of the tricks and of the current trick. */
  readonly played: cs.CardSet;
  readonly taker: Seat | null;
  /** The chien once shown and taken (in the taker's hand, his écart or the tricks), null while hidden. */
  readonly chienShown: readonly Card[] | null;
  readonly chienSize: number;
  /** The whole écart when the seat knows it (the taker), else null. */
  readonly ecart: readonly Card[] | null;
  readonly ecartSize: number;
  /** The trumps put in the écart (shown to everybody). */
  readonly ecartTrumps: readonly Card[];
  readonly poignees: readonly { readonly seat: Seat; readonly cards: readonly Card[] }[];
  /** Per seat, a bit per word it holds none of. */
  readonly voids: readonly number[];
  /** Per seat, the highest trump rank it may still hold (`NO_CEILING`: any). */
  readonly trumpCeiling: readonly number[];
  /** Cards only the taker may hold (the ranks held at the call, the 21 of an announced chelem). */
  readonly takerOnly: (c: Card) => boolean;
}

/** Where the cards a seat cannot see may be: the cards, the other seats' known cards, and the rules of each place. */
interface HiddenPlaces {
  /** The hidden cards, in card order. */
  readonly pool: readonly Card[];
  /** The other seats, in seat order. */
  readonly others: readonly Seat[];
  /** Per other seat, the cards known in its hand (a poignée's unplayed trumps). */
  readonly fixed: readonly (readonly Card[])[];
  /** The cards each seat's hand may hold. */
  readonly handAccepts: (o: Seat) => (c: Card) => boolean;
  /** The hidden places beside the hands: the chien while hidden, then the écart's hidden cards. */
  readonly rest: readonly HiddenSlot[];
}

/** The places of the hidden cards, by the rules of the module comment. */
function hiddenPlaces(f: HiddenFacts): HiddenPlaces {
  const n = f.players;
  const taker = f.taker;
  // Unplayed poignée cards stay with their owner; the taker's shown écart trumps stay in the écart.
  const shownHeld = (o: Seat): Card[] =>
    f.poignees
      .filter((p) => p.seat === o)
      .flatMap((p) => p.cards)
      .filter((c) => !cs.has(f.played, c) && !f.ecartTrumps.includes(c));
  const others = Array.from({ length: n }, (_, o) => o).filter((o) => o !== f.seat);
  const fixed = others.map(shownHeld);
  const placed = cs.union(f.played, cs.setOf(WORDS, [...f.ecartTrumps, ...(f.ecart ?? []), ...fixed.flat()]));
  const pool = cs.toArray(cs.difference(cs.difference(FULL_DECK, cs.setOf(WORDS, f.hand)), placed));
  const chien = new Set(f.chienShown ?? []);
  const ecartHasTrumps = f.ecartTrumps.length > 0;
  const ecartLeft = CHIEN_SIZE[n] - f.ecartSize;
  const excusePoignee = new Set(f.poignees.filter((p) => p.cards.includes(EXCUSE)).map((p) => p.seat));
  const handAccepts =
    (o: Seat) =>
    (c: Card): boolean => {
      if (c !== EXCUSE && ((f.voids[o]! >>> wordOf(c)) & 1) === 1) return false;
      if (isTrump(c) && bitOf(c) > f.trumpCeiling[o]!) return false;
      if (isTrump(c) && excusePoignee.has(o)) return false;
      if (o === taker) return !(ecartHasTrumps && ecartLeft === 0 && isPlainDiscard(c));
      return !chien.has(c) && !f.takerOnly(c);
    };
  const rest: HiddenSlot[] = [];
  if (f.chienShown === null) rest.push({ count: f.chienSize, accepts: (c) => !f.takerOnly(c) });
  if (f.ecart === null && f.ecartSize > 0)
    rest.push({ count: f.ecartSize - f.ecartTrumps.length, accepts: isPlainDiscard });
  return { pool, others, fixed, handAccepts, rest };
}

/** The hidden places as the kernel's slots: each other seat's hand (less its cards in `fixed`), then `rest`. */
const slotsOf = (p: HiddenPlaces, f: HiddenFacts, fixed: readonly (readonly Card[])[]): HiddenSlot[] => [
  ...p.others.map((o, i) => ({ count: f.handSizes[o]! - fixed[i]!.length, accepts: p.handAccepts(o) })),
  ...p.rest,
];

/** What a seat of the state knows of where the cards are. */
function factsOf(s: TarotState, seat: Seat, played: ReadonlyMap<Card, Seat>): HiddenFacts {
  const heldRanks = ranksHeldAtCall(s.called);
  return {
    players: s.options.players,
    seat,
    hand: cs.toArray(s.hands[seat]!),
    handSizes: s.hands.map(cs.size),
    played: cs.setOf(WORDS, played.keys()),
    taker: s.taker,
    chienShown: s.chienTaken ? s.chien : null,
    chienSize: s.chien.length,
    ecart: seat === s.taker ? s.ecart : null,
    ecartSize: s.ecart.length,
    ecartTrumps: s.ecart.filter(isTrump),
    poignees: s.poignees,
    voids: s.voids,
    trumpCeiling: s.trumpCeiling,
    takerOnly: (c) =>
      (wordOf(c) < TRUMP_WORD && heldRanks.includes(bitOf(c))) ||
      (c === MONDE && s.chelemAnnounced && s.options.chelemRequires21),
  };
}

/**
 * What counting the cards proves to a seat, from its view: per seat, the cards it may still hold,
 * as bits per word (its own hand for the seat itself). A card is ruled out of a hand by the rules
 * of the module comment and the hand sizes together (the kernel's `placesOf`): a seat whose cards
 * are all accounted for elsewhere holds none of them. The view does not carry the options, so the
 * 21 of an announced chelem under `chelemRequires21` is not read (a place less ruled out, never a
 * wrong one), nor are the whole-deal rules (the petit sec, the écart's count). Null for a
 * spectator, or when no deal agrees.
 */
export function countedHands(view: TarotView): number[][] | null {
  if (view.seat === 'spectator') return null;
  const card = (name: string): Card => tarotDeck.byName.get(name)!;
  const played: Card[] = [];
  for (const t of view.tricks) for (const p of t.plays) played.push(card(p.card));
  for (const p of view.trick.plays) played.push(card(p.card));
  const letters = tarotDeck.suitNames;
  const heldRanks = ranksHeldAtCall(view.called === null ? null : card(view.called));
  const f: HiddenFacts = {
    players: view.players,
    seat: view.seat,
    hand: view.hand.map(card),
    handSizes: view.handSizes,
    played: cs.setOf(WORDS, played),
    taker: view.taker,
    chienShown: view.chien === null ? null : view.chien.map(card),
    chienSize: view.chienSize,
    ecart: view.ecart === null ? null : view.ecart.map(card),
    ecartSize: view.ecartSize,
    ecartTrumps: view.ecartTrumps.map(card),
    poignees: view.poignees.map((p) => ({ seat: p.seat, cards: p.cards.map(card) })),
    voids: view.inferences.map((x) => x.voids.reduce((bits, l) => bits | (1 << letters.indexOf(l)), 0)),
    trumpCeiling: view.inferences.map((x) => (x.trumpsBelow === null ? NO_CEILING : bitOf(card(x.trumpsBelow)))),
    takerOnly: (c) => wordOf(c) < TRUMP_WORD && heldRanks.includes(bitOf(c)),
  };
  const p = hiddenPlaces(f);
  const places = placesOf(p.pool, slotsOf(p, f, p.fixed));
  if (places._tag === 'Left') return null;
  const hands = Array.from({ length: view.players }, () => new Array<number>(WORDS).fill(0));
  for (const c of f.hand) hands[f.seat]![wordOf(c)]! |= 1 << bitOf(c);
  p.others.forEach((o, k) => {
    for (const c of p.fixed[k]!) hands[o]![wordOf(c)]! |= 1 << bitOf(c);
  });
  p.pool.forEach((c, j) => {
    for (let m = places.right[j]!, k = 0; m !== 0; m >>>= 1, k++)
      if (m & 1 && k < p.others.length) hands[p.others[k]!]![wordOf(c)]! |= 1 << bitOf(c);
  });
  return hands;
}

/**
 * A seat's hidden cards in a state, as the kernel deals them: the cards, their slots (`slotsOf`), the
 * rules on the whole deal, and the state a deal of them makes.
 */
interface HiddenDeal {
  readonly pool: readonly Card[];
  readonly slots: readonly HiddenSlot[];
  /** The rules on the whole deal (the module comment): false refuses it. */
  readonly check: (d: readonly (readonly Card[])[]) => boolean;
  /** The state with the hidden places dealt `d` (slot by slot). */
  readonly worldOf: (d: readonly (readonly Card[])[]) => TarotState;
  /** The hidden places' cards in the state itself, slot by slot. */
  readonly current: () => Card[][];
}

/**
 * The hidden deal of `s` for `seat`. With `pick`, a poignée announced and partly shown has the
 * trumps its holder has still to show drawn first, among the pool's (dealing them by chance and
 * rejecting would rarely succeed); without it they stay in the pool and the check asks for them.
 */
function hiddenDeal(s: TarotState, seat: Seat, pick: Rng | undefined): HiddenDeal {
  const taker = s.taker;
  const played = playedBy(s);
  const f = factsOf(s, seat, played);
  const n = f.players;
  const playedOf: Card[][] = Array.from({ length: n }, () => []);
  for (const [c, by] of played) playedOf[by]!.push(c);
  const ecartTrumps = f.ecartTrumps;
  const places = hiddenPlaces(f);
  const { others, handAccepts } = places;
  const fixed = places.fixed.map((x) => x.slice());
  let pool = places.pool;
  const chien = new Set(s.chien);
  const ecartHasTrumps = ecartTrumps.length > 0;
  const ecartLeft = CHIEN_SIZE[s.options.players] - s.ecart.length;
  for (const p of pick === undefined ? [] : s.poignees) {
    const i = others.indexOf(p.seat);
    const need = poigneeLength(s, p.size) - p.cards.length;
    if (i < 0 || need <= 0) continue;
    const last = p.cards.length === 0 ? Infinity : p.cards[p.cards.length - 1]!;
    const accepts = handAccepts(p.seat);
    const below = shuffle(
      pool.filter((c) => isTrump(c) && c < last && accepts(c)),
      pick!,
    );
    const excuse = pool.includes(EXCUSE) && accepts(EXCUSE);
    const picked =
      below.length >= need ? below.slice(0, need) : excuse && below.length === need - 1 ? [...below, EXCUSE] : [];
    if (picked.length === 0) continue; // no world: the check refuses every deal
    fixed[i] = [...fixed[i]!, ...picked];
    pool = pool.filter((c) => !picked.includes(c));
  }
  const slots = slotsOf(places, f, fixed);
  const chienHidden = f.chienShown === null;
  const ecartHidden = f.ecart === null && s.ecart.length > 0;

  const takerSlot = taker === null ? -1 : others.indexOf(taker);
  // A state that began at a position from facts knows the hands at the position, not as dealt:
  // the rules on the hands as dealt (petit sec, the ranks held at the call) are not its knowledge.
  const atDeal = s.pileTricks === undefined;
  const check = (d: readonly (readonly Card[])[]): boolean => {
    const hand = (i: number): cs.CardSet => cs.setOf(WORDS, [...fixed[i]!, ...d[i]!]);
    const ecart = ecartHidden ? [...ecartTrumps, ...d[slots.length - 1]!] : s.ecart;
    // The hand as dealt: the cards held, played and discarded, less the shown chien.
    const dealtHand = (i: number): cs.CardSet => {
      const o = others[i]!;
      const cards = [...fixed[i]!, ...d[i]!, ...playedOf[o]!];
      if (o === taker) cards.push(...ecart);
      return cs.setOf(WORDS, o === taker && s.chienTaken ? cards.filter((c) => !chien.has(c)) : cards);
    };
    // FFT p.6: after a trump went to the écart, the taker keeps no more plain cards than discards left.
    if (takerSlot >= 0 && ecartHasTrumps && cs.size(cs.filter(hand(takerSlot), isPlainDiscard)) > ecartLeft)
      return false;
    for (let i = 0; i < others.length; i++) {
      const petitSec = s.options.mode === 'classic' && atDeal && isPetitSec(dealtHand(i));
      if (petitSec) return false;
    }
    // A poignée announced and partly shown: its holder can still show the rest (declarations.ts).
    for (const p of s.poignees) {
      const i = others.indexOf(p.seat);
      if (i < 0 || p.cards.length >= poigneeLength(s, p.size)) continue;
      const hands = s.hands.slice();
      hands[p.seat] = hand(i);
      if (nextShows(withState(s, { hands }), p).length === 0) return false;
    }
    if (atDeal && takerSlot >= 0 && s.called !== null && s.options.callHigherRanks === 'lowest-only') {
      // Calling the lowest rank the hand opens: the taker did not hold all four of the rank called.
      const rank = bitOf(s.called);
      const all = [0, 1, 2, 3].every((w) => cs.has(dealtHand(takerSlot), cardId(w, rank)));
      if (rank !== JACK_BIT && all) return false;
    }
    return true;
  };
  const worldOf = (d: readonly (readonly Card[])[]): TarotState => {
    const hands = s.hands.slice();
    others.forEach((o, i) => (hands[o] = cs.setOf(WORDS, [...fixed[i]!, ...d[i]!])));
    const newChien = chienHidden ? d[others.length]! : s.chien;
    const ecart = ecartHidden ? [...ecartTrumps, ...d[slots.length - 1]!] : s.ecart;
    // The partner is whoever holds the called card while it is unplayed (null: the taker or the chien).
    let partner = s.partner;
    if (s.called !== null && !played.has(s.called)) {
      const holder = hands.findIndex((h) => cs.has(h, s.called!));
      partner = holder >= 0 && holder !== taker ? holder : null;
    }
    return withState(s, { hands, chien: newChien, ecart, partner });
  };
  const current = (): Card[][] => {
    const inPool = cs.setOf(WORDS, pool);
    const hidden = (cards: Iterable<Card>): Card[] => [...cards].filter((c) => cs.has(inPool, c));
    return [
      ...others.map((o) => hidden(cs.toArray(s.hands[o]!))),
      ...(chienHidden ? [hidden(s.chien)] : []),
      ...(ecartHidden ? [hidden(s.ecart)] : []),
    ];
  };
  return { pool, slots, check, worldOf, current };
}

export function tarotSampleHidden(s: TarotState, seat: Seat, seed: Seed): Either<TarotError, TarotState> {
  // Once the deal is over, every card is shown: nothing is hidden.
  if (s.phase === 'done') return right(s);
  const deal = hiddenDeal(s, seat, createRng(deriveSeed(seed, 1)));
  const dealt = assignHidden(deal.pool, deal.slots, createRng(seed), { check: deal.check });
  return dealt._tag === 'Left' ? left(dealt.left) : right(deal.worldOf(dealt.right));
}

/**
 * A world one step from `world` (a deal `tarotSampleHidden` gave `seat`, or one of these steps):
 * two of the cards `seat` cannot see exchanged between two of their places, every rule of the
 * module comment kept (the kernel's `swapHidden`); undefined when the step drawn breaks one. The
 * public facts and the seat's own hand are those of `world`, so every step stays a deal the seat's
 * view allows. PIMC's local search for the worlds that best explain the play (`GameBots.worldNeighbour`).
 */
export function tarotWorldNeighbour(world: TarotState, seat: Seat, rng: Rng): TarotState | undefined {
  if (world.phase === 'done') return undefined;
  const deal = hiddenDeal(world, seat, undefined);
  const next = swapHidden(deal.current(), deal.slots, rng, { check: deal.check });
  return next === undefined ? undefined : deal.worldOf(next);
}
