/** The first issue of a failed action object, and the messages of an object's shape. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  indexedActions,
  indexOfAction,
  numericCardError,
  objectIssue,
  objectShapeError,
  perCard,
} from '../../src/kernel/action-object.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import { rulesets } from '../../src/games/registry.js';
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

describe('indexedActions and indexOfAction', () => {
  const table = indexedActions([{ type: 'pass' as const }, undefined, { type: 'play' as const, card: 'KH' }]);

  it('each object of the table knows its index; any other value, equal or not, is -1', () => {
    expect(indexOfAction(table, table[0]!)).toBe(0);
    expect(indexOfAction(table, table[2]!)).toBe(2);
    for (const other of [{ ...table[2]! }, JSON.parse(JSON.stringify(table[2])) as object, { type: 'pass' }, []])
      expect(indexOfAction(table, other)).toBe(-1);
    // An object of another table (the same index) is not this table's.
    const other = indexedActions([{ type: 'pass' as const }]);
    expect(indexOfAction(table, other[0]!)).toBe(-1);
    expect(indexOfAction(other, table[0]!)).toBe(-1);
  });

  it('the index is invisible: frozen objects that JSON, keys, spreads and strict equality see as plain', () => {
    const a = table[2]!;
    expect(Object.isFrozen(a) && Object.isFrozen(table)).toBe(true);
    expect(JSON.stringify(a)).toBe('{"type":"play","card":"KH"}');
    expect(Object.keys(a)).toEqual(['type', 'card']);
    expect({ ...a }).toStrictEqual({ type: 'play', card: 'KH' });
    expect(a).toStrictEqual({ type: 'play', card: 'KH' });
  });

  it('every ruleset: a legal action applied as the shared object or as a copy gives the same step', () => {
    for (const rules of rulesets) {
      for (let seed = 1; seed <= 3; seed++) {
        const rng = createRng(seed);
        let s = getOrThrow(rules.setup({}, { seed }));
        for (let i = 0; i < 400 && rules.actor(s) !== 'done'; i++) {
          const l = rules.legal(s);
          const a = l[rng.below(l.length)]!;
          const shared = getOrThrow(rules.apply(s, a));
          expect(getOrThrow(rules.apply(s, JSON.parse(JSON.stringify(a)) as typeof a))).toEqual(shared);
          s = shared.state;
        }
      }
    }
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
