/**
 * Setting up a hand. Tarabish rules: 36 cards, 9 to each seat; each hand lists its cards in the
 * order received, the first `biddingCards` are those seen before trump is chosen (auction: 3,
 * traditional: 6), the rest arrive once trump is named. A seeded deal is `dealFromSeed` with
 * 4 hands of 9 and no extra cards (seat 0 takes the first 9 cards of the shuffled deck, and so on),
 * or with the `table` procedure dealt as at the table (`tableRules`).
 */
import type { Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import type { NamedTableDeal, TableRules } from '../../kernel/table-deal.js';
import { mapRight } from '../../kernel/either.js';
import { dealtHands } from '../../kernel/deal.js';
import type { TarabishError } from './step.js';
import { setupWith, type SetupOf } from '../../family/deal.js';
import { tarabishDeck } from './cards.js';
import { parseTarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import { TRICKS, type TarabishState } from './state.js';
import { playStart } from '../../family/state.js';
import { stateFromFacts } from './facts.js';

/** An explicit deal: each seat's 9 cards in the order received, e.g. `[['JS', '9S', …], …]`. */
export type TarabishDeal = readonly (readonly string[])[];

/**
 * A physical deal: the pack from the top (36 card names) before the cut, and the number of cards
 * the cut lifts (at least 4 on each side).
 */
export type TarabishTableDeal = NamedTableDeal;

/** What `setup` accepts as an explicit Tarabish deal: the hands, or a physical deal. */
export type TarabishDealInput = TarabishDeal | TarabishTableDeal;

export const LAYOUT = { hands: 4, handSize: TRICKS, extra: 0 } as const;

/**
 * How Tarabish is dealt at the table (the Tarabish references): the player on the dealer's right
 * cuts, leaving at least 4 cards on each side; all 36 cards in packets of 3, from the eldest (the
 * dealer's left) in the direction of play, until each has 9.
 */
export const TARABISH_TABLE_RULES: TableRules = { hands: 4, handSize: 9, packet: 3, extra: 0, minCut: 4 };

/** A fresh hand from cards in the order received. */
export function initialState(options: TarabishOptions, dealt: readonly (readonly Card[])[]): TarabishState {
  const seen = options.biddingCards;
  return {
    options,
    phase: options.trumpChoice === 'auction' ? 'auction' : 'call',
    hands: dealt.map((h) => setOf(4, h.slice(0, seen))),
    pending: dealt.map((h) => setOf(4, h.slice(seen))),
    speech: [],
    contract: null,
    trump: null,
    ...playStart(options.dealer),
    bella: [false, false, false, false],
    voids: [0, 0, 0, 0],
    trumpCeiling: [9, 9, 9, 9],
    annulled: false,
  };
}

/** `setup`: the options, then the source (a seed, a physical or explicit deal, a position: the family's `fromSource`). */
export const setupDeal: SetupOf<TarabishOptionsInput, TarabishDealInput, TarabishError, TarabishState> =
  /* @__PURE__ */ setupWith(parseTarabishOptions, (o) => ({
    dealing: { deck: tarabishDeck, layout: LAYOUT, table: TARABISH_TABLE_RULES },
    seeded: (dealt) => initialState(o, dealt.hands),
    explicit: (deal) =>
      mapRight(dealtHands(tarabishDeck, deal, 4, TRICKS, new Set()), (hands) => initialState(o, hands)),
    position: (facts) => stateFromFacts(o, facts),
  }));
