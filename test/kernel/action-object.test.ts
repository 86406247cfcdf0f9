/** The first issue of a failed action object, and the messages of an object's shape. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { objectIssue, objectShapeError } from '../../src/kernel/action-object.js';

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
