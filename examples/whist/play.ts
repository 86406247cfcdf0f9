/**
 * The card play of Whist. Rules: the player after the dealer leads to the first trick, and the
 * winner of each trick leads to the next. A player must follow the suit led when able; a player
 * who cannot may play any card: there is no obligation to trump, nor to overtrump. The highest
 * trump wins the trick; without a trump, the highest card of the suit led (ace high).
 *
 * The obligation is the kernel's follow chain with every switch off, and the trick winner is the
 * kernel's `winningIndex`: Whist adds no rule of its own on top.
 */
import type { Card, RuleError, Seat } from 'atout';
import {
  cardset as cs,
  checkPlay,
  obligation,
  winningIndex,
  type FollowRules,
  type Obligation,
  type PlayedTrick,
} from 'atout/kernel';
import { rankOf, suitOf, whistDeck, WORDS } from './cards.js';
import { PLAYERS, type WhistEvent, type WhistState } from './state.js';

/** How cards rank and what a player must play, for a trump suit: follow suit, nothing more. */
export function followRules(trump: number): FollowRules {
  return {
    trump,
    wild: cs.emptySet(WORDS),
    trumpPower: rankOf,
    plainPower: rankOf,
    beatTrumpLead: false,
    mustTrump: false,
    overtrump: false,
    undertrump: false,
    partnerException: false,
  };
}

/** The follow rules of each trump suit, built once. */
const RULES_BY_TRUMP: readonly FollowRules[] = [0, 1, 2, 3].map(followRules);
/** The follow rules of this deal. */
export const rulesOf = (s: WhistState): FollowRules => RULES_BY_TRUMP[s.trump]!;

/** The seat to play the next card. */
export const seatToPlay = (s: WhistState): Seat => (s.leader + s.trick.length) % PLAYERS;

/** The cards the seat to play may play, and the rule that decided (`lead`, `follow-suit` or `free-discard`). */
export const playObligation = (s: WhistState): Obligation =>
  obligation({ hand: s.hands[seatToPlay(s)]!, trick: s.trick }, rulesOf(s));

/** The playable cards, ascending by id (the order of `legal`). */
export const legalCards = (s: WhistState): Card[] => cs.toArray(playObligation(s).allowed);

/** Why a card in hand may not be played (`play/must-follow-suit`), or null when it may. */
export const checkCard = (s: WhistState, card: Card): RuleError | null => checkPlay(whistDeck, playObligation(s), card);

/** The seat winning a complete trick led by `leader`: the kernel's winner, no exception in Whist. */
export function trickWinner(cards: readonly Card[], leader: Seat, trump: number): Seat {
  return (leader + winningIndex(cards, RULES_BY_TRUMP[trump]!)) % PLAYERS;
}

/** The suits a seat reveals it lacks by playing `card` to `trick` (it did not follow the suit led). */
export function revealedVoids(trick: readonly Card[], card: Card): number {
  const led = trick[0];
  return led !== undefined && suitOf(card) !== suitOf(led) ? 1 << suitOf(led) : 0;
}

/** Plays a card known to be legal: the new state and its events. */
export function applyPlay(s: WhistState, card: Card): { state: WhistState; events: WhistEvent[] } {
  const seat = seatToPlay(s);
  const name = whistDeck.names.get(card)!;
  const hands = s.hands.map((h, i) => (i === seat ? cs.remove(h, card) : h));
  const voids = s.voids.map((v, i) => (i === seat ? v | revealedVoids(s.trick, card) : v));
  const trick = [...s.trick, card];
  const events: WhistEvent[] = [{ type: 'played', audience: 'all', seat, card: name }];
  if (trick.length < PLAYERS) return { state: { ...s, hands, voids, trick }, events };
  const winner = trickWinner(trick, s.leader, s.trump);
  const done: PlayedTrick = { leader: s.leader, cards: trick, winner };
  events.push({ type: 'trick-won', audience: 'all', winner, cards: trick.map((c) => whistDeck.names.get(c)!) });
  return { state: { ...s, hands, voids, trick: [], leader: winner, tricks: [...s.tricks, done] }, events };
}
