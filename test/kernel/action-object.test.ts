/** The first issue of a failed action object, and the messages of an object's shape. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  UnreadableAction,
  actionReader,
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
    expect(Object.isFrozen(a)).toBe(true);
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

describe('actionReader: the one reader of action values', () => {
  const trusted = perCard(tarotDeck, (card) => ({ type: 'play' as const, card }));
  const read = actionReader('Whist', schema, trusted);
  const refusal = (v: unknown) => {
    const r = read(v);
    expect(r).toBeInstanceOf(UnreadableAction);
    return (r as UnreadableAction).error;
  };

  it("passes the game's frozen actions unchanged, and primitives for the game to refuse", () => {
    const a = trusted[tarotDeck.byName.get('KS')!]!;
    expect(read(a)).toBe(a);
    for (const v of ['play:KS', 7, null, undefined, true, 10n]) expect(read(v)).toBe(v);
    const s = Symbol('x');
    expect(read(s)).toBe(s);
  });

  it('copies any other object, so the game never reads the original again', () => {
    let reads = 0;
    const changing = {
      type: 'play',
      get card() {
        reads++;
        return reads === 1 ? 'KS' : 'QS';
      },
    };
    const copy = read(changing) as { card: unknown };
    const readsThen = reads;
    expect(copy.card).toBe('KS');
    expect(copy === changing).toBe(false);
    expect(readsThen).toBe(1);
    expect(copy).toEqual({ type: 'play', card: 'KS' });
    expect(read({ type: 'play', card: 'KS', seat: 2 })).toEqual({ type: 'play', card: 'KS', seat: 2 });
    expect(read(Object.freeze({ type: 'pass' }))).toEqual({ type: 'pass' });
    const bare = Object.assign(Object.create(null) as object, { type: 'pass' });
    expect(read(bare)).toEqual({ type: 'pass' });
  });

  it('refuses a key no action of the type has, as submit does', () => {
    expect(refusal({ type: 'play', card: 'KS', by: 2 })).toEqual({
      code: 'action/malformed',
      message: "Unknown key 'by' in a Whist 'play' action.",
      detail: { keys: ['by'] },
    });
    expect(refusal({ type: 'pass', card: 'KS' }).detail).toEqual({ keys: ['card'] });
    // the type unknown: keys no action of the game has
    expect(refusal({ type: 'bid', bid: 1 }).detail).toEqual({ keys: ['bid'] });
    expect(read({ type: 'bid', card: 'KS' })).toEqual({ type: 'bid', card: 'KS' });
    expect(refusal(JSON.parse('{"type":"pass","__proto__":{"card":"KS"}}')).detail).toEqual({
      received: 'a key __proto__',
    });
  });

  it('refuses what cannot be read or is larger than any action, never throwing', () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
        has: () => {
          throw new Error('has');
        },
        ownKeys: () => {
          throw new Error('ownKeys');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('gopd');
        },
        getPrototypeOf: () => {
          throw new Error('proto');
        },
      },
    );
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const cyclic: Record<string, unknown> = { type: 'play' };
    cyclic['card'] = cyclic;
    const getter = Object.defineProperty({ type: 'play' }, 'card', {
      enumerable: true,
      get: () => {
        throw new Error('getter');
      },
    });
    for (const v of [
      throwing,
      revocable.proxy,
      cyclic,
      getter,
      () => 1,
      [],
      [{ type: 'pass' }],
      Array.from({ length: 1e6 }),
      { type: 'play', card: Array.from({ length: 1e6 }) },
      { type: 'play', card: 'x'.repeat(1e6) },
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])),
      { type: 'play', card: () => 1 },
      { type: 'play', card: [[[['KS']]]] },
      { type: 'play', card: { a: throwing } },
    ])
      expect(refusal(v).code).toBe('action/malformed');
    expect(refusal(throwing).message).toBe('Not a Whist action: an object that cannot be read.');
    // small lists and objects in an action are copied (a Tarabish declaration's melds)
    expect(read({ type: 'play', card: ['run3-KS', { kind: 'four' }] })).toEqual({
      type: 'play',
      card: ['run3-KS', { kind: 'four' }],
    });
  });
});
