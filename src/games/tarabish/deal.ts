/**
 * Setting up a hand. Tarabish rules: 36 cards, 9 to each seat; each hand lists its cards in the
 * order received, the first `biddingCards` are those seen before trump is chosen (auction: 3,
 * traditional: 6), the rest arrive once trump is named. A seeded deal is `dealFromSeed` with
 * 4 hands of 9 and no extra cards (seat 0 takes the first 9 cards of the shuffled deck, and so on).
 */
import { parseCard, type Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import { dealFromSeed } from '../../kernel/deal.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError } from '../../kernel/errors.js';
import type { TarabishError } from './step.js';
import type { Source } from '../../kernel/ruleset.js';
import { parseSeed } from '../../kernel/seed.js';
import { tarabishDeck } from './cards.js';
import { resolveTarabishOptions, type TarabishOptions, type TarabishOptionsInput } from './options.js';
import type { TarabishState } from './state.js';
import { setupFromFacts } from './facts.js';

/** An explicit deal: each seat's 9 cards in the order received, e.g. `[['JS', '9S', …], …]`. */
export type TarabishDeal = readonly (readonly string[])[];

export const LAYOUT = { hands: 4, handSize: 9, extra: 0 } as const;

/** The hands of an explicit deal, validated: 4 seats, 9 cards each, 36 distinct cards of the deck. */
export function parseDeal(deal: unknown): Either<TarabishError, Card[][]> {
  if (!Array.isArray(deal) || deal.length !== 4)
    return left(ruleError('setup/bad-deal', 'A deal lists the 9 cards of each of the 4 seats.'));
  const hands: Card[][] = [];
  const seen = new Set<Card>();
  for (let seat = 0; seat < 4; seat++) {
    const h: unknown = deal[seat];
    if (!Array.isArray(h) || h.length !== 9)
      return left(ruleError('setup/hand-size', `Seat ${seat} must receive exactly 9 cards.`, { seat }));
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

export function setupTarabish(
  input: TarabishOptionsInput | undefined,
  source: Source<TarabishDeal, unknown>,
): Either<TarabishError, TarabishState> {
  const options = resolveTarabishOptions(input);
  if (options._tag === 'Left') return options;
  if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source || 'position' in source))
    return left(ruleError('setup/bad-source', 'The source is { seed }, { deal } or { position }.'));
  if ('position' in source) return setupFromFacts(options.right, source.position);
  if ('seed' in source) {
    const seed = parseSeed(source.seed);
    if (seed._tag === 'Left') return seed;
    return right(initialState(options.right, dealFromSeed(tarabishDeck, LAYOUT, seed.right).hands));
  }
  const hands = parseDeal((source as { deal?: unknown }).deal);
  return hands._tag === 'Left' ? hands : right(initialState(options.right, hands.right));
}
