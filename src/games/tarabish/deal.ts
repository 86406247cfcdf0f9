/**
 * Setting up a hand. Tarabish rules: 36 cards, 9 to each seat; each hand lists its cards in the
 * order received, the first `biddingCards` are those seen before trump is chosen (auction: 3,
 * traditional: 6), the rest arrive once trump is named. A seeded deal is `dealFromSeed` with
 * 4 hands of 9 and no extra cards (seat 0 takes the first 9 cards of the shuffled deck, and so on),
 * or with the `table` procedure dealt as at the table (`tableRules`).
 */
import { parseCard, type Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import { dealAtTable, type TableRules } from '../../kernel/table-deal.js';
import { left, right, type Either } from '../../kernel/either.js';
import { seededDeal } from '../../kernel/seeded-deal.js';
import { ruleError } from '../../kernel/errors.js';
import { playerName } from '../../kernel/seat.js';
import type { TarabishError } from './step.js';
import type { Source } from '../../kernel/ruleset.js';
import { tarabishDeck } from './cards.js';
import { resolveTarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import { TRICKS, type TarabishState } from './state.js';
import { stateFromFacts } from './facts.js';

/** An explicit deal: each seat's 9 cards in the order received, e.g. `[['JS', '9S', …], …]`. */
export type TarabishDeal = readonly (readonly string[])[];

/**
 * A physical deal: the pack from the top (36 card names) before the cut, and the number of cards
 * the cut lifts (at least 4 on each side).
 */
export interface TarabishTableDeal {
  readonly order: readonly string[];
  readonly cut: number;
}

/** What `setup` accepts as an explicit Tarabish deal: the hands, or a physical deal. */
export type TarabishDealInput = TarabishDeal | TarabishTableDeal;

export const LAYOUT = { hands: 4, handSize: TRICKS, extra: 0 } as const;

/**
 * How Tarabish is dealt at the table (the Tarabish references): the player on the dealer's right
 * cuts, leaving at least 4 cards on each side; all 36 cards in packets of 3, from the eldest (the
 * dealer's left) in the direction of play, until each has 9.
 */
export const TARABISH_TABLE_RULES: TableRules = { hands: 4, handSize: 9, packet: 3, extra: 0, minCut: 4 };

/** The hands of an explicit deal, validated: 4 seats, 9 cards each, 36 distinct cards of the deck. */
export function parseDeal(deal: unknown, dealer = 0): Either<TarabishError, Card[][]> {
  if (typeof deal === 'object' && deal !== null && !Array.isArray(deal) && 'order' in deal)
    return parseTableDeal(deal, dealer);
  if (!Array.isArray(deal) || deal.length !== 4)
    return left(ruleError('setup/bad-deal', 'A deal lists the 9 cards of each of the 4 seats.'));
  const hands: Card[][] = [];
  const seen = new Set<Card>();
  for (let seat = 0; seat < 4; seat++) {
    const h: unknown = deal[seat];
    if (!Array.isArray(h) || h.length !== 9)
      return left(ruleError('setup/hand-size', `${playerName(seat)} must receive exactly 9 cards.`, { seat }));
    const cards: Card[] = [];
    for (const t of h) {
      const c = parseCard(tarabishDeck, t);
      if (c._tag === 'Left') return c;
      if (seen.has(c.right))
        return left(ruleError('setup/duplicate-card', `${String(t)} is dealt twice.`, { card: t }));
      seen.add(c.right);
      cards.push(c.right);
    }
    hands.push(cards);
  }
  return right(hands);
}

/** A physical deal `{ order, cut }`, dealt from the eldest. */
function parseTableDeal(deal: object, dealer: number): Either<TarabishError, Card[][]> {
  const { order, cut } = deal as { order?: unknown; cut?: unknown };
  if (Object.keys(deal).sort().join(',') !== 'cut,order' || typeof cut !== 'number' || !Array.isArray(order))
    return left(ruleError('setup/bad-deal', 'A table deal is { order: string[], cut: number }.'));
  if (order.length !== 36) return left(ruleError('setup/bad-deal', 'A table deal lists the 36 cards of the pack.'));
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const t of order) {
    const c = parseCard(tarabishDeck, t);
    if (c._tag === 'Left') return c;
    if (seen.has(c.right)) return left(ruleError('setup/duplicate-card', `${String(t)} is dealt twice.`, { card: t }));
    seen.add(c.right);
    cards.push(c.right);
  }
  const dealt = dealAtTable(TARABISH_TABLE_RULES, (dealer + 1) % 4, { order: cards, cut, extraSlots: [] });
  return dealt._tag === 'Left' ? dealt : right(dealt.right.hands.map((h) => h.slice()));
}

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
    declarations: [null, null, null, null],
    leader: (options.dealer + 1) % 4,
    trick: [],
    tricks: [],
    won: [[], []],
    bella: [false, false, false, false],
    voids: [0, 0, 0, 0],
    trumpCeiling: [9, 9, 9, 9],
    annulled: false,
  };
}

export function setupDeal(
  input: TarabishOptionsInput | undefined,
  source: Source<TarabishDealInput, unknown>,
): Either<TarabishError, TarabishState> {
  const options = resolveTarabishOptions(input);
  if (options._tag === 'Left') return options;
  if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source || 'position' in source))
    return left(ruleError('setup/bad-source', 'The source is { seed }, { deal } or { position }.'));
  if ('position' in source) return stateFromFacts(options.right, source.position);
  if ('seed' in source) {
    const dealt = seededDeal(source, {
      deck: tarabishDeck,
      layout: LAYOUT,
      table: TARABISH_TABLE_RULES,
      first: (options.right.dealer + 1) % 4,
    });
    if (dealt._tag === 'Left') return dealt;
    return right(initialState(options.right, dealt.right.hands));
  }
  const hands = parseDeal((source as { deal?: unknown }).deal, options.right.dealer);
  return hands._tag === 'Left' ? hands : right(initialState(options.right, hands.right));
}
