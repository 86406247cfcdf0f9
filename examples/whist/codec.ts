/**
 * Actions as strings: `play:<card>` (`play:QH`, `play:10S`). `decode` is the exact inverse of
 * `encode` and never throws; the id of an action is its card id, so `legal` (ascending card ids)
 * is sorted by id.
 */
import { z } from 'zod';
import { isLeft, parseCard } from 'atout';
import { isCardOf, left, right, ruleError, type Codec } from 'atout/kernel';
import { RANKS, SUITS, whistDeck } from './cards.js';
import type { WhistAction } from './state.js';

const PREFIX = 'play:';

/** The schema of one action string: `play:` and a card name (for the JSON Schema of records' actions). */
export const whistActionSchema = z
  .string()
  .regex(new RegExp(`^${PREFIX}(?:${RANKS.join('|')})[${SUITS.join('')}]$`))
  .describe('A Whist action: play:<card>, a card named rank then suit (2S…10S, JS, QS, KS, AS, and H D C).');

/**
 * A Whist action as an object, `{ type: 'play', card }` (the card's id): the keys the kernel's
 * `actionReader` allows (`apply` and `explain` read every action through it).
 */
export const whistActionObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.number().int() }),
]);

/** Whether a value is a well-formed Whist action (the shape check every entry point runs first). */
export const isWhistAction = (a: unknown): a is WhistAction =>
  typeof a === 'object' &&
  a !== null &&
  (a as { type?: unknown }).type === 'play' &&
  isCardOf(whistDeck, (a as { card?: unknown }).card) &&
  Object.keys(a).length === 2;

/** The Whist action codec. */
export const whistCodec: Codec<WhistAction> = {
  encode: (a) => `${PREFIX}${whistDeck.names.get(a.card)!}`,
  decode(text) {
    if (typeof text !== 'string' || !text.startsWith(PREFIX))
      return left(ruleError('action/malformed', 'A Whist action is written play:<card>, like play:QH.'));
    const card = parseCard(whistDeck, text.slice(PREFIX.length));
    return isLeft(card) ? card : right({ type: 'play', card: card.right });
  },
  id: (a) => a.card,
};
