/** Option errors say the field, what it allows and the value received, for every shipped ruleset. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rulesets } from '../../src/games/registry.js';
import { isLeft } from '../../src/kernel/either.js';
import { closest } from '../../src/kernel/near.js';
import { showValue } from '../../src/kernel/options-error.js';
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
});
