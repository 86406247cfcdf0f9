/** The first issue of a failed action object, and the messages of an object's shape. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { numericCardError, objectIssue, objectShapeError, perCard } from '../../src/kernel/action-object.js';
import { tarotDeck } from '../../src/games/tarot/cards.js';

const schema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.string() }),
  z.strictObject({ type: z.literal('pass') }),
]);

function shapeOf(input: unknown) {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error('expected a failed parse');
  const at = objectIssue(input, parsed.error);
  return { at, error: objectShapeError('Whist', ['play', 'pass'], input, at) };
}

describe('objectShapeError', () => {
  it('names an unknown key and the action type', () => {
    const { error } = shapeOf({ type: 'pass', extra: 1 });
    expect(error?.code).toBe('action/malformed');
    expect(error?.message).toBe("Unknown key 'extra' in a Whist 'pass' action.");
    expect(error?.detail).toEqual({ keys: ['extra'] });
  });

  it('lists the types when the type is missing or unknown, or the input is no object', () => {
    expect(shapeOf({ type: 'bid' }).error?.message).toBe("A Whist action object has a type: play, pass; got 'bid'.");
    expect(shapeOf(7).error?.message).toBe('A Whist action object has a type: play, pass; got 7.');
  });

  it("leaves a field's issue to the game, with the field and the value at fault", () => {
    const { at, error } = shapeOf({ type: 'play', card: 3 });
    expect(error).toBeUndefined();
    expect(at.field).toBe('card');
    expect(at.value).toBe(3);
    expect(at.fields).toEqual({ type: 'play', card: 3 });
    expect(at.messages.length).toBeGreaterThan(0);
  });
});

describe('perCard', () => {
  it('one frozen value per card of the deck, at its id, none between', () => {
    const plays = perCard(tarotDeck, (card) => ({ type: 'play' as const, card }));
    for (const c of tarotDeck.cards) {
      expect(plays[c]).toEqual({ type: 'play', card: tarotDeck.names.get(c) });
      expect(Object.isFrozen(plays[c])).toBe(true);
    }
    expect(plays.filter((x) => x !== undefined)).toHaveLength(tarotDeck.cards.length);
    expect(plays[14]).toBeUndefined(); // word 0 has 14 cards: bits 14 to 31 are no card
  });
});

describe('numericCardError', () => {
  it('a card by number: the name it meant, or that it is no card; anything else is not this error', () => {
    expect(numericCardError('Tarot', tarotDeck, 3)).toEqual({
      code: 'action/malformed',
      message: "Tarot actions name their cards: card 3 is '4S'; did you mean '4S'?",
      detail: { field: 'card', value: 3, suggestion: '4S' },
    });
    const none = numericCardError('Tarot', tarotDeck, 999);
    expect(none?.detail).toEqual({ field: 'card', value: 999 });
    expect(none?.message).toBe("Tarot actions name their cards (such as '1S'); 999 is no card.");
    expect(numericCardError('Tarot', tarotDeck, '4S')).toBeUndefined();
    expect(numericCardError('Tarot', tarotDeck, undefined)).toBeUndefined();
  });
});
