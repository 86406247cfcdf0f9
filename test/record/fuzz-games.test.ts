/** Fuzz: random strings, JSON values and near-miss actions never make a shipped ruleset throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/games/registry.js';
import { createRng, deepFreeze, getOrThrow, isLeft, isRight } from '../../src/kernel/index.js';
import { submit, type AnyRuleset } from '../../src/record/index.js';

const CODE = /^[a-z-]+\/[a-z0-9-]+$/;

/** A few states of a seeded random game, frozen. */
function someStates(rules: AnyRuleset, seed: number): object[] {
  const rng = createRng(seed);
  let s = getOrThrow(rules.setup({}, { seed }));
  const out = [deepFreeze(s)];
  for (let i = 0; i < 60 && rules.actor(s) !== 'done'; i++) {
    const l = rules.legal(s);
    s = rules.applyUnchecked(s, l[rng.below(l.length)]).state;
    if (i % 6 === 0) out.push(deepFreeze(s));
  }
  return out;
}

/** Near misses: legal action strings with one character changed, cut or doubled. */
const mutate = (text: string, k: number, ch: string): string[] => [
  text.slice(0, k % (text.length + 1)),
  text.slice(0, k % text.length) + ch + text.slice((k % text.length) + 1),
  text + text,
  text.toUpperCase(),
];

describe('fuzz: the codecs, apply, explain and submit never throw', () => {
  for (const rules of rulesets) {
    it(`${rules.id}`, () => {
      const states = someStates(rules, 3);
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue(), fc.anything()),
          fc.nat(),
          fc.nat(),
          fc.string({ minLength: 1, maxLength: 1 }),
          (input, pick, k, ch) => {
            const s = states[pick % states.length]!;
            const before = JSON.stringify(s);
            const d = rules.codec.decode(input);
            if (isLeft(d)) expect(d.left.code).toMatch(CODE);
            else expect(getOrThrow(rules.codec.decode(rules.codec.encode(d.right)))).toEqual(d.right);
            const legal = rules.legal(s).map((a) => rules.codec.encode(a));
            const texts: string[] = [
              typeof input === 'string' ? input : String(JSON.stringify(input)),
              ...(legal.length ? mutate(legal[pick % legal.length]!, k, ch) : []),
            ];
            for (const t of texts) {
              const a = rules.codec.decode(t);
              if (isRight(a)) {
                const r = rules.apply(s, a.right);
                const why = rules.explain(s, a.right);
                expect(isRight(r)).toBe(why.legal);
                if (isLeft(r)) expect(r.left.code).toMatch(CODE);
              }
              const actor = rules.actor(s);
              const seat = actor === 'done' ? 0 : actor;
              const sub = submit(rules, s, seat, t);
              if (isLeft(sub)) expect(sub.left.code).toMatch(CODE);
            }
            // garbage objects straight into apply (JavaScript callers)
            const r = rules.apply(s, input as never);
            if (isLeft(r)) expect(r.left.code).toMatch(CODE);
            expect(JSON.stringify(s)).toBe(before);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
