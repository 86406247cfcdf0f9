/**
 * One seeded Belote deal (with announcements), played by a tiny seeded heuristic: in the first
 * round a seat takes the turned card's suit when that gives it the jack, or the nine and a third
 * card of the suit; in the second round it names its strongest suit when that holds the jack or
 * the nine, and the dealer, last to speak, always names one; everybody announces all it may and
 * says belote and rebelote; otherwise each seat plays a seeded random legal card. `npm start`
 * prints it as a transcript (../transcript.ts). Coinche's demo bids with the same measure of a suit.
 */
import { toArray, type CardSet } from '../../kernel/cardset.js';
import type { RuleError } from '../../kernel/errors.js';
import type { Seed } from '../../kernel/seed.js';
import { beloteDeck } from '../../games/belote/cards.js';
import { belote } from '../../games/belote/rules.js';
import type { BeloteAction, BeloteState } from '../../games/belote/state.js';
import { seededDemo, type Played } from '../transcript.js';

/** The names of the cards of a hand (`JH`, `10S`). */
export const cardNames = (hand: CardSet): string[] => toArray(hand).map((c) => beloteDeck.names.get(c)!);

/** How good a suit is as trump for these cards: one a card of it, two more for its jack, one for its nine. */
export function strength(names: readonly string[], suit: string): number {
  const own = names.filter((n) => n.endsWith(suit));
  return own.length + (own.includes(`J${suit}`) ? 2 : 0) + (own.includes(`9${suit}`) ? 1 : 0);
}

/** The strongest suit of these cards (the first of S H D C on a tie). */
export const bestSuit = (names: readonly string[]): 'S' | 'H' | 'D' | 'C' =>
  (['S', 'H', 'D', 'C'] as const).reduce((a, b) => (strength(names, b) > strength(names, a) ? b : a));

/**
 * The card play's choice, Belote's and Coinche's: the announcement with the most announcements,
 * a card that says belote or rebelote, else a seeded random legal action.
 */
export function cardPlayChoice<A>(legal: readonly A[], random: () => number): A {
  const plays = legal as readonly {
    readonly type?: string;
    readonly melds?: readonly string[];
    readonly call?: string;
  }[];
  const announcements = plays.filter((a) => a.type === 'announce');
  if (announcements.length > 0) return announcements.reduce((a, b) => (b.melds!.length > a.melds!.length ? b : a)) as A;
  return (
    (plays.find((a) => a.type === 'play' && a.call !== undefined) as A | undefined) ??
    legal[Math.floor(random() * legal.length)]!
  );
}

function choose(s: BeloteState, legal: readonly BeloteAction[], random: () => number): BeloteAction {
  const seat = belote.actor(s) as number;
  const held = cardNames(s.hands[seat]!);
  const pass = legal.find((a) => a.type === 'pass')!;
  if (s.phase === 'first-round') {
    const turned = beloteDeck.names.get(s.turned)!;
    const suit = turned.slice(-1);
    const own = [...held, turned].filter((n) => n.endsWith(suit));
    const take = own.includes(`J${suit}`) || (own.includes(`9${suit}`) && own.length >= 3);
    return take ? legal.find((a) => a.type === 'take')! : pass;
  }
  if (s.phase === 'second-round') {
    const named = legal.filter((a): a is Extract<BeloteAction, { type: 'take' }> => a.type === 'take');
    const best = named.reduce((a, b) => (strength(held, b.suit!) > strength(held, a.suit!) ? b : a));
    const strong = held.includes(`J${best.suit!}`) || held.includes(`9${best.suit!}`);
    return strong || seat === s.options.dealer ? best : pass;
  }
  return cardPlayChoice(legal, random);
}

/** One seeded deal (with announcements) played by the heuristic: its start and its actions. */
export function beloteDemo(seed: Seed): Played | RuleError {
  return seededDemo<BeloteState, BeloteAction>(belote, { announcements: true }, seed, 0xb10e, choose);
}
