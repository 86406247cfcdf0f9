/**
 * Setting up a deal, from a seed or from explicit hands. Whist rules: thirteen cards to each of
 * the four players; the dealer's last card is turned face up and its suit is trump for the deal.
 * The card stays in the dealer's hand (everybody has seen it) until the dealer plays it.
 */
import { isLeft, parseCard, parseSeed, type Card, type Either, type RuleError } from 'atout';
import { cardset as cs, dealFromSeed, left, nextSeat, right, ruleError, type Source } from 'atout/kernel';
import { whistDeck, suitOf, WORDS } from './cards.js';
import { parseOptions, type WhistOptions, type WhistOptionsInput } from './options.js';
import { HAND_SIZE, PLAYERS, type WhistDeal, type WhistState } from './state.js';

/** How the kernel's seeded dealing cuts the shuffled deck: four hands of thirteen, nothing left over. */
export const WHIST_LAYOUT = { hands: PLAYERS, handSize: HAND_SIZE, extra: 0 } as const;

/** The first state of a deal from four hands in seat order (hand order as dealt: the last card is the last dealt). */
export function fromHands(options: WhistOptions, hands: readonly (readonly Card[])[]): WhistState {
  const dealerHand = hands[options.dealer]!;
  const turnedUp = dealerHand[dealerHand.length - 1]!;
  return {
    options,
    hands: Array.from({ length: PLAYERS }, (_, s) => cs.setOf(WORDS, hands[s]!)),
    turnedUp,
    trump: suitOf(turnedUp),
    leader: nextSeat(options.dealer, PLAYERS),
    trick: [],
    tricks: [],
    voids: new Array<number>(PLAYERS).fill(0),
  };
}

/** Reads an explicit deal: four hands of thirteen distinct card names. */
export function parseDeal(deal: unknown): Either<RuleError, Card[][]> {
  if (!Array.isArray(deal) || deal.length !== PLAYERS || !deal.every((h) => Array.isArray(h) && h.length === HAND_SIZE))
    return left(ruleError('setup/bad-deal', `A Whist deal is ${PLAYERS} hands of ${HAND_SIZE} cards.`));
  const seen = new Set<Card>();
  const hands: Card[][] = [];
  for (const hand of deal as readonly (readonly unknown[])[]) {
    const cards: Card[] = [];
    for (const text of hand) {
      const c = parseCard(whistDeck, text);
      if (isLeft(c)) return c;
      if (seen.has(c.right)) return left(ruleError('setup/duplicate-card', `${String(text)} is dealt twice.`));
      seen.add(c.right);
      cards.push(c.right);
    }
    hands.push(cards);
  }
  return right(hands);
}

/** A new deal (the contract's `setup`): options, then the cards from the seed or the explicit deal. */
export function setup(input: WhistOptionsInput | undefined, source: Source<WhistDeal>): Either<RuleError, WhistState> {
  const options = parseOptions(input);
  if (isLeft(options)) return options;
  if (typeof source !== 'object' || source === null || !('seed' in source || 'deal' in source))
    return left(ruleError('setup/bad-source', 'The source is { seed } or { deal }.'));
  if ('seed' in source) {
    // a 32-bit integer or 32 hex digits; anything else is refused with setup/bad-seed
    const seed = parseSeed(source.seed);
    if (isLeft(seed)) return seed;
    return right(fromHands(options.right, dealFromSeed(whistDeck, WHIST_LAYOUT, seed.right).hands));
  }
  const hands = parseDeal(source.deal);
  return isLeft(hands) ? hands : right(fromHands(options.right, hands.right));
}
