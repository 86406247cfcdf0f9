/**
 * Dealing the way people deal at the table, as a deal procedure (never a rules option): the pack
 * is cut, then dealt in packets to each seat in turn from the seat after the dealer (round by
 * round, every seat receiving the same packet in a round: Tarot and Tarabish 3 at every round,
 * Belote's first part 3 then 2, Coinche 3-2-3), and the extra pile (Tarot's chien) is built one
 * card at a time between two packets, never from the first or the last card of the pack. Cards
 * left once the packets are dealt stay in the pack, in order (the stock: Belote's turned card and
 * the second part of its deal).
 *
 * From a seed (the `table` procedure, algorithm `sfc32-v1+fisher-yates+table-v1`, or
 * `chacha20-v1+fisher-yates+table-v1` for a 128-bit seed), one generator (`dealRng`) draws, in this order:
 * 1. the pack: the deck's canonical order shuffled by Fisher–Yates (exactly the `shuffle`
 *    procedure's permutation, so both procedures start from the same pack);
 * 2. the cut: `minCut + below(n − 2·minCut + 1)` cards are lifted from the top and put under the
 *    rest (at least `minCut` cards on each side);
 * 3. the extra slots, when the game has an extra pile of k cards: the gaps between packets are
 *    numbered 1 … P − 1 (gap g lies after the g-th packet dealt, so neither the first nor the last
 *    card can go to it); a partial Fisher–Yates over that list (for i = 0 … k − 1, swap i with
 *    i + below(P − 1 − i)) picks its first k entries, sorted; one card goes to the pile at each.
 *
 * An app that dealt a physical pack gives the same three facts explicitly (`TableDeal`: the pack
 * from the top, the cut, the slots) and gets the hands that deal made.
 */
import type { Card, DeckSpec } from './card.js';
import { left, right, type Either } from './either.js';
import type { TABLE_DEAL_ERROR_CODES } from './codes.js';
import { ruleError, type RuleError } from './errors.js';
import { dealRng, shuffle } from './rng.js';
import type { Seed } from './seed.js';

/** How a game deals at the table. */
export interface TableRules {
  /** Seats dealt to. */
  readonly hands: number;
  readonly handSize: number;
  /**
   * Cards in a packet (Tarot: 3, or 4 at three players; Tarabish: 3), or, when the rounds differ,
   * the packet of each round in order (Belote's first part `[3, 2]`, Coinche's `[3, 2, 3]`),
   * summing to `handSize`.
   */
  readonly packet: number | readonly number[];
  /** Cards of the extra pile, each laid aside singly between two packets (Tarot's chien; 0 if none). */
  readonly extra: number;
  /** Cards the cut must leave on each side (Tarot: more than 3; Tarabish: at least 4; Belote: at least 3). */
  readonly minCut: number;
  /** Cards left in the pack once the packets are dealt (Belote: 12, the turned card first; absent: 0). */
  readonly stock?: number;
}

/** A physical deal's facts: the pack from the top before the cut, the cut, the gaps of the extra pile. */
export interface TableDeal<C = Card> {
  readonly order: readonly C[];
  /** Cards lifted from the top and put under the rest. */
  readonly cut: number;
  /** Sorted, distinct gaps (1 … packets − 1) after which one card goes to the extra pile. */
  readonly extraSlots: readonly number[];
}

/**
 * A physical deal as a game's `setup` reads it, cards by name (`deal: { order, cut }`): the pack from
 * the top before the cut, and the number of cards the cut lifts (each game's `minCut` on each side).
 */
export interface NamedTableDeal {
  readonly order: readonly string[];
  readonly cut: number;
}

/** Hands in seat order (each in the order received), the extra pile in the order laid aside, the stock from the top. */
export interface TableHands {
  readonly hands: readonly (readonly Card[])[];
  readonly extra: readonly Card[];
  /** The cards left in the pack once the packets are dealt, from the top (empty unless the rules keep a stock). */
  readonly stock: readonly Card[];
}

/** An error of `dealAtTable`. */
export type TableDealError = RuleError<(typeof TABLE_DEAL_ERROR_CODES)[number]>;

/** The packet of each round, in order (`packet` repeated when every round deals the same). */
export const roundsOf = (rules: TableRules): readonly number[] =>
  typeof rules.packet === 'number'
    ? Array.from({ length: rules.handSize / rules.packet }, () => rules.packet as number)
    : rules.packet;

/** The size of every packet in dealing order: round by round, one packet to each seat. */
export const packetSizes = (rules: TableRules): number[] =>
  roundsOf(rules).flatMap((size) => Array.from({ length: rules.hands }, () => size));

/** The number of packets a deal takes. */
export const packetsOf = (rules: TableRules): number => rules.hands * roundsOf(rules).length;

/** Whether the rules deal a deck of `cards` cards: whole rounds summing to the hand, every card used. */
const dealsDeck = (rules: TableRules, cards: number): boolean => {
  const rounds = roundsOf(rules);
  return (
    rounds.length > 0 &&
    rounds.every((size) => Number.isInteger(size) && size > 0) &&
    rounds.reduce((a, b) => a + b, 0) === rules.handSize &&
    rules.hands * rules.handSize + rules.extra + (rules.stock ?? 0) === cards
  );
};

/**
 * Deals `deal` by `rules`, the first packet to `first` and then each seat after it in turn
 * (seats are numbered in playing order). The pack must hold exactly the deck's cards (the caller
 * checks the cards; this checks the cut and the slots).
 * @returns Left `setup/bad-cut` or `setup/bad-extra-slots`.
 */
export function dealAtTable(rules: TableRules, first: number, deal: TableDeal): Either<TableDealError, TableHands> {
  const n = deal.order.length;
  const { cut, extraSlots } = deal;
  if (!Number.isInteger(cut) || cut < rules.minCut || cut > n - rules.minCut)
    return left(
      ruleError('setup/bad-cut', `The cut must leave at least ${rules.minCut} cards on each side of a pack of ${n}.`, {
        cut,
        min: rules.minCut,
        max: n - rules.minCut,
      }),
    );
  const packets = packetsOf(rules);
  const ordered = extraSlots.every(
    (g, i) => Number.isInteger(g) && g >= 1 && g < packets && (i === 0 || g > extraSlots[i - 1]!),
  );
  if (extraSlots.length !== rules.extra || !ordered)
    return left(
      ruleError(
        'setup/bad-extra-slots',
        `The ${rules.extra} card(s) laid aside go singly between two packets: ${rules.extra} distinct gaps in increasing order, from 1 to ${packets - 1}.`,
        { extraSlots: [...extraSlots], extra: rules.extra, packets },
      ),
    );
  const pack = [...deal.order.slice(cut), ...deal.order.slice(0, cut)];
  const hands: Card[][] = Array.from({ length: rules.hands }, () => []);
  const extra: Card[] = [];
  let next = 0;
  let slot = 0;
  packetSizes(rules).forEach((size, p) => {
    const seat = (first + p) % rules.hands;
    for (let k = 0; k < size; k++) hands[seat]!.push(pack[next++]!);
    if (slot < extraSlots.length && extraSlots[slot] === p + 1) {
      extra.push(pack[next++]!);
      slot++;
    }
  });
  return right({ hands, extra, stock: pack.slice(next) });
}

/** The pack, the cut and the extra slots a seed draws (see the module comment for the order). */
export function tableDealOfSeed(deck: DeckSpec, rules: TableRules, seed: Seed): TableDeal {
  const rng = dealRng(seed);
  const order = shuffle(deck.cards, rng);
  const n = order.length;
  const cut = rules.minCut + rng.below(n - 2 * rules.minCut + 1);
  const gaps = Array.from({ length: packetsOf(rules) - 1 }, (_, i) => i + 1);
  for (let i = 0; i < rules.extra; i++) {
    const j = i + rng.below(gaps.length - i);
    const t = gaps[i]!;
    gaps[i] = gaps[j]!;
    gaps[j] = t;
  }
  return { order, cut, extraSlots: gaps.slice(0, rules.extra).sort((a, b) => a - b) };
}

/**
 * The hands a seeded table deal makes. Throws a RangeError when the rules do not use every card of
 * the deck (a programming error, as `dealFromSeed`).
 */
export function dealFromSeedAtTable(deck: DeckSpec, rules: TableRules, first: number, seed: Seed): TableHands {
  if (!dealsDeck(rules, deck.cards.length))
    throw new RangeError(
      `table rules ${JSON.stringify(rules)} do not deal the ${deck.cards.length} cards of ${deck.name}`,
    );
  const dealt = dealAtTable(rules, first, tableDealOfSeed(deck, rules, seed));
  if (dealt._tag === 'Left') throw new RangeError(dealt.left.message);
  return dealt.right;
}
