/**
 * The Belote family's heuristic (Tarabish, Belote, Coinche): the parts of a heuristic player that
 * are the same logic in every game of the family, reading only what a seat's view shows. Each
 * game's `heuristic.ts` reads its own view and calls these.
 *
 * - Hand strength for a trump suit (`suitStrength`): in the suit as trump the jack counts 3, the
 *   nine 2, the ace 1.5, the ten 1 and any other card of it 0.5 (length); each ace of another suit
 *   counts 1.
 * - Card play (`playCosts`): follow low when the trick is lost; win it as cheaply as possible when
 *   it can be won, by a sure winner (the master of its suit, no opponent after known to cut it)
 *   rather than a plain card an opponent still to play may beat; give points to a partner who
 *   wins the trick safely (the last card, or his card the master and no opponent still to play
 *   known to cut it: void in the suit, not in trumps); lead a master card (the aces, then a ten
 *   whose ace is gone) unless an opponent is known to cut it; the side that chose trump draws
 *   trumps when it holds the master trump or three trumps, while an opponent may still hold one
 *   (not both known void in trumps); else lead low from the longest suit.
 */
import { bitOf, wordOf, type Card, type DeckSpec } from '../kernel/card.js';
import { argMin, cardsOf, trickOf } from '../kernel/policy.js';
import type { Seat } from '../kernel/seat.js';
import { TrickSoFar } from '../kernel/trick.js';
import type { FinishedTrickView, SeatInference, TrickView } from '../kernel/view.js';
import { familyRules } from './card-play.js';
import { cardPoints, plainPower, RANK_BIT, SUIT_LETTERS, trumpPower } from './cards.js';

const SUITS = [0, 1, 2, 3] as const;
/** What a card of the trump suit adds to that suit's strength, by rank bit (see the module comment). */
const TRUMP_STRENGTH: Readonly<Record<number, number>> = {
  [RANK_BIT.jack]: 3,
  [RANK_BIT.nine]: 2,
  [RANK_BIT.ace]: 1.5,
  [RANK_BIT.ten]: 1,
};

/** The strength of `hand` with `suit` as trump. */
export function suitStrength(hand: readonly Card[], suit: number): number {
  let s = 0;
  for (const c of hand) {
    if (wordOf(c) === suit) s += TRUMP_STRENGTH[bitOf(c)] ?? 0.5;
    else if (bitOf(c) === RANK_BIT.ace) s += 1;
  }
  return s;
}

/** The strongest suit for trump (the first of equal ones) among `suits`, and its strength under `strength`. */
export function bestSuit(
  hand: readonly Card[],
  strength: (hand: readonly Card[], suit: number) => number = suitStrength,
  suits: readonly number[] = SUITS,
): { readonly suit: number; readonly strength: number } {
  const suit = suits[argMin(suits, (w) => -strength(hand, w))]!;
  return { suit, strength: strength(hand, suit) };
}

/** What a seat's view shows of the card play, as the family's heuristic reads it. */
export interface CardPlaySeen {
  readonly deck: DeckSpec;
  /** The trump suit (word), null for none. */
  readonly trump: number | null;
  /** The seat's cards. */
  readonly hand: readonly Card[];
  readonly trick: TrickView;
  readonly tricks: readonly FinishedTrickView[];
  readonly inferences: readonly SeatInference[];
  /** Whether the seat's side chose trump (the taker's side). */
  readonly ours: boolean;
  readonly me: Seat;
}

/** What the play so far shows a seat (`seen`), as the family's heuristics read it. */
export function playReading(seen: CardPlaySeen) {
  const { deck, trump, hand, me } = seen;
  const { cards: trick, seats } = trickOf(deck, seen.trick);
  const played = new Set<Card>(trick);
  for (const t of seen.tricks)
    for (const c of cardsOf(
      deck,
      t.plays.map((p) => p.card),
    ))
      played.add(c);
  const isTrump = (c: Card): boolean => trump !== null && wordOf(c) === trump;
  const power = (c: Card): number => (isTrump(c) ? 10 + trumpPower(c) : plainPower(c));
  const points = (c: Card): number => cardPoints(c, trump);
  /** No card still out (neither played nor in the hand) beats `c` in its suit. */
  const master = (c: Card): boolean =>
    deck.cards.every((o) => wordOf(o) !== wordOf(c) || played.has(o) || hand.includes(o) || power(o) < power(c));
  const low = (c: Card): number => points(c) * 100 + power(c);
  // what the play proved: per seat, a bit per suit it has none of (the rules' inferences)
  const voids = seen.inferences.map((x) =>
    x.voids.reduce((bits, l) => bits | (1 << SUIT_LETTERS.indexOf(l as 'S')), 0),
  );
  /** An opponent known to have none of suit `w` and not known to have no trump: he may cut it. */
  const cutter = (seat: Seat, w: number): boolean =>
    seat % 2 !== me % 2 &&
    trump !== null &&
    w !== trump &&
    (voids[seat]! & (1 << w)) !== 0 &&
    (voids[seat]! & (1 << trump)) === 0;
  /** The seats still to play to the trick after this seat. */
  const after = [1, 2, 3].slice(trick.length).map((k) => (me + k - trick.length + 4) % 4);
  return { trick, seats, played, isTrump, power, points, master, low, voids, cutter, after };
}

/** What the family's heuristics read of the play so far (`playReading`). */
export type PlayReading = ReturnType<typeof playReading>;

/**
 * The trick so far, once led, as the seat `me` reads it: whether its partner wins it, whether
 * safely (the last card, or his card the master and no opponent still to play known to cut it),
 * and which of `cards` would win it.
 */
export function trickReading(r: PlayReading, trump: number | null, me: Seat, cards: readonly Card[]) {
  const { trick, master, isTrump, after, cutter } = r;
  // The trick's winner is the family's rule (no exception): any partner exception ranks the same.
  const rules = familyRules(trump, 'off');
  const winner = new TrickSoFar().load(rules, trick).win;
  const last = trick.length === 3;
  const partnerWins = r.seats[winner]! % 2 === me % 2;
  const held = trick[winner]!;
  const safe = last || (master(held) && (isTrump(held) || !after.some((seat) => cutter(seat, wordOf(trick[0]!)))));
  const winners = (): Card[] => cards.filter((c) => new TrickSoFar().load(rules, [...trick, c]).win === trick.length);
  return { partnerWins, safe, winners };
}

/** The cost of playing each card (lower is better; see the module comment): `cards` the cards the seat may play. */
export function playCosts(cards: readonly Card[], seen: CardPlaySeen): (c: Card) => number {
  const { deck, trump, hand, me } = seen;
  const r = playReading(seen);
  const { trick, played, isTrump, power, points, master, low, voids, cutter, after } = r;
  if (trick.length === 0) {
    const trumps = hand.filter(isTrump);
    const trumpsOut = deck.cards.some((o) => isTrump(o) && !played.has(o) && !hand.includes(o));
    const oppsHaveTrumps = trump === null || [1, 3].some((k) => (voids[(me + k) % 4]! & (1 << trump)) === 0);
    const draw = seen.ours && trumpsOut && oppsHaveTrumps && (trumps.some(master) || trumps.length >= 3);
    const length = (w: number): number => hand.filter((c) => wordOf(c) === w).length;
    const cut = (c: Card): boolean => [0, 1, 2, 3].some((seat) => cutter(seat, wordOf(c)));
    return (c) => {
      if (isTrump(c)) return draw ? (master(c) ? 0 : 10 + power(c)) : (master(c) || seen.ours ? 5000 : 7000) + power(c);
      // a master card, unless an opponent is known to cut its suit
      if (master(c) && !cut(c)) return 100 - points(c);
      // points led into a known cut are the cutter's: the side that chose trump leads a trump
      // before them, the defence its master trump
      if (cut(c) && points(c) > 0 && (seen.ours || trumps.some(master))) return 6000 + low(c);
      return 1000 - length(wordOf(c)) * 50 + low(c);
    };
  }
  const { partnerWins, safe, winners: winnersOf } = trickReading(r, trump, me, cards);
  if (partnerWins && safe) {
    // a trick the partner holds: give it points, keeping the trumps
    return (c) => (isTrump(c) ? 1000 + low(c) : -points(c) * 10 - power(c));
  }
  if (!partnerWins) {
    const winners = winnersOf();
    if (winners.length > 0) {
      // an opponent still to play may beat a winner that is not the master of its suit: a sure winner first
      const threatened = after.some((seat) => seat % 2 !== me % 2);
      const sure = (c: Card): boolean =>
        master(c) && (isTrump(c) || !after.some((seat) => cutter(seat, wordOf(trick[0]!))));
      const risky = (c: Card): boolean => threatened && !isTrump(c) && !sure(c);
      return (c) => (winners.includes(c) ? (risky(c) ? 100 : 0) + power(c) : 10_000 + low(c));
    }
  }
  return low;
}
