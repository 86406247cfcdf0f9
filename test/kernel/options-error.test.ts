/** Option errors say the field, what it allows and the value received, for every shipped ruleset. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { rulesets } from '../../src/games/registry.js';
import { isLeft } from '../../src/kernel/either.js';
import { closest } from '../../src/kernel/near.js';
import { allowed, showValue } from '../../src/kernel/options-error.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

/** The option names of a ruleset (its schema's fields, behind a pipe for Tarabish). */
function fieldNames(rules: AnyRuleset): string[] {
  let s = rules.options as unknown as z.core.$ZodType;
  for (;;) {
    const def = s._zod.def as unknown as { type: string; in?: z.core.$ZodType; shape?: Record<string, unknown> };
    if (def.type === 'pipe' && def.in) s = def.in;
    else return Object.keys(def.shape ?? {});
  }
}

const setupError = (rules: AnyRuleset, input: unknown) => {
  const r = rules.setup(input as never, { seed: 1 });
  return isLeft(r) ? r.left : undefined;
};

describe('option errors', () => {
  it('the examples: players 6, a mistyped key, a value of the wrong type, not an object', () => {
    const tarot = rulesets.find((r) => r.id === 'tarot')!;
    expect(setupError(tarot, { players: 6 })).toMatchObject({
      code: 'options/invalid',
      message: 'players must be 3, 4 or 5; got 6',
      detail: { field: 'players', received: 6, allowed: '3, 4 or 5', issues: [{ code: 'invalid_union' }] },
    });
    expect(setupError(tarot, { plyers: 4 })?.message).toBe("unknown option 'plyers' — did you mean 'players'?");
    expect(setupError(tarot, { allPass: 'never' })?.message).toBe("allPass must be 'redeal' or 'goulash'; got 'never'");
    expect(setupError(tarot, 7)?.message).toBe('options must be an object; got 7');
    const tarabish = rulesets.find((r) => r.id === 'tarabish')!;
    expect(setupError(tarabish, { minBid: 55 })?.message).toBe(
      'minBid must be a multiple of 10 from 10 to 1000; got 55',
    );
    expect(setupError(tarabish, { players: 3 })?.message).toMatch(
      /^unknown option 'players' \(the options are preset, /,
    );
  });

  it('a refused value of any field: the message names the field and the value; detail keeps the zod issues', () => {
    for (const rules of rulesets) {
      const fields = fieldNames(rules);
      expect(fields.length, rules.id).toBeGreaterThan(3);
      fc.assert(
        fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, value) => {
          const e = setupError(rules, { [field]: value });
          fc.pre(e !== undefined && e.code === 'options/invalid');
          expect(e!.message).toContain(field);
          expect(e!.message).toContain(`got ${showValue(value)}`);
          expect(e!.detail['field']).toBe(field);
          expect((e!.detail['issues'] as { path: string[] }[])[0]!.path).toEqual([field]);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('an unknown option is named, with the closest known one when a typo away', () => {
    for (const rules of rulesets) {
      const fields = fieldNames(rules);
      fc.assert(
        fc.property(fc.constantFrom(...fields), fc.nat(), fc.boolean(), (field, at, upper) => {
          const i = at % field.length;
          const typo = upper ? field.toUpperCase() : field.slice(0, i) + field.slice(i + 1);
          fc.pre(!fields.includes(typo) && typo.length > 0);
          const near = closest(typo, fields);
          const e = setupError(rules, { [typo]: 1 });
          expect(e?.code).toBe('options/invalid');
          if (upper) expect(near).toBe(field);
          expect(near).toBeDefined();
          expect(e!.message).toBe(`unknown option '${typo}' — did you mean '${near!}'?`);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('closest: nothing for a name far from every option', () => {
    expect(closest('colour', ['players', 'dealer', 'mode'])).toBeUndefined();
    expect(closest('dealr', ['players', 'dealer', 'mode'])).toBe('dealer');
  });

  it('what a field allows is read from its schema as a JSON Schema generator would (every option of every ruleset)', () => {
    // The words as they were built from zod's JSON Schema, which the library no longer loads.
    const either = (items: readonly string[]): string =>
      items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;
    function fromJsonSchema(schema: z.core.$ZodType): string | undefined {
      const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      const values = (js['enum'] ?? (js['anyOf'] as { const?: unknown }[] | undefined)?.map((o) => o.const)) as
        unknown[] | undefined;
      if (values && values.length > 0 && values.every((v) => v !== undefined)) return either(values.map(showValue));
      if (js['type'] === 'boolean') return 'true or false';
      if (js['type'] === 'integer' || js['type'] === 'number') {
        const step = js['multipleOf'] as number | undefined;
        const kind =
          step !== undefined ? `a multiple of ${step}` : js['type'] === 'integer' ? 'a whole number' : 'a number';
        const [min, max] = [js['minimum'] as number | undefined, js['maximum'] as number | undefined];
        if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
        if (min !== undefined) return `${kind} of at least ${min}`;
        if (max !== undefined) return `${kind} of at most ${max}`;
        return kind;
      }
      if (js['type'] === 'string') return 'a string';
      return undefined;
    }
    const unwrapped = (s: z.core.$ZodType): z.core.$ZodType => {
      const def = s._zod.def as unknown as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
      if (def.type === 'pipe' && def.in) return unwrapped(def.in);
      if (def.innerType && ['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type))
        return unwrapped(def.innerType);
      return s;
    };
    let said = 0;
    for (const rules of rulesets) {
      const shape = (
        unwrapped(rules.options as unknown as z.core.$ZodType)._zod.def as unknown as {
          shape: Record<string, z.core.$ZodType>;
        }
      ).shape;
      for (const [field, schema] of Object.entries(shape)) {
        const words = allowed(schema);
        expect(words, `${rules.id}.${field}`).toBe(fromJsonSchema(unwrapped(schema)));
        if (words !== undefined) said++;
      }
    }
    expect(said).toBeGreaterThan(20);
    for (const s of [z.int(), z.int32(), z.uint32(), z.float32(), z.number().check(z.multipleOf(5), z.lt(9))])
      expect(allowed(s)).toBe(fromJsonSchema(s));
    const [int, pick, lit] = [z.int().check(z.minimum(2), z.maximum(9)), z.enum(['a', 'b']), z.literal([1, 2, 3])];
    expect([allowed(int), allowed(pick), allowed(lit), allowed(z.number().check(z.gt(0)))]).toEqual([
      'a whole number from 2 to 9',
      "'a' or 'b'",
      '1, 2 or 3',
      'a number',
    ]);
  });
});
