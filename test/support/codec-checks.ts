/** Checks shared by the Tarot and Tarabish codec tests: near-miss strings and action objects. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { createRng, getOrThrow, isLeft, type DeckSpec } from '../../src/kernel/index.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

/** Every legal action met along a few random games (each state's whole legal list). */
export function legalActions(rules: AnyRuleset, options: object, games: number): unknown[] {
  const out: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const rng = createRng(0xc0dec + g);
    let s = getOrThrow(rules.setup(options, { seed: 100 + g }));
    while (rules.actor(s) !== 'done') {
      const legal = rules.legal(s);
      out.push(...legal);
      s = rules.applyUnchecked(s, legal[rng.below(legal.length)]).state;
    }
  }
  return out;
}

/** The slips of `text` a person makes: capitals, spaces, the card in lower case. */
export const slips = (text: string): string[] => [
  text.toUpperCase(),
  ` ${text}`,
  `${text} `,
  text.replace(/:/g, ' : '),
  text.replace(/:([^:]*)$/, (_, card: string) => `:${card.toLowerCase()}`),
];

/** Each slip of a legal action's text is refused with the text (or the card) meant; no deck id is named. */
export function checkNearMisses(rules: AnyRuleset, deck: DeckSpec, actions: readonly unknown[]): void {
  const texts = [...new Set(actions.map((a) => rules.codec.encode(a)))];
  fc.assert(
    fc.property(fc.constantFrom(...texts), fc.nat(4), (text, k) => {
      const slip = slips(text)[k]!;
      fc.pre(slip !== text);
      const r = rules.codec.decode(slip);
      expect(isLeft(r), slip).toBe(true);
      if (!isLeft(r)) return;
      expect(r.left.message).not.toContain(deck.name);
      const suggestion = r.left.detail['suggestion'] as string;
      if (r.left.code === 'notation/bad-card')
        expect(text.endsWith(`:${suggestion}`) || text.includes(`:${suggestion}+`)).toBe(true);
      else expect(suggestion, `${slip}: ${r.left.message}`).toBe(text);
      expect(r.left.message).toContain(`"${suggestion}"`);
    }),
    { numRuns: 150 },
  );
}

/**
 * Action objects: every legal action's object is plain JSON that reads back to the action; an
 * object changed anywhere (a key added, a field replaced or removed) is read only as the action it
 * then names exactly, and otherwise refused with a code, no deck id named.
 */
export function checkObjects(rules: AnyRuleset, deck: DeckSpec, actions: readonly unknown[]): void {
  const { toObject, fromObject, encode } = rules.codec;
  for (const a of actions) {
    const o = toObject!(a) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(o))).toEqual(o);
    const back = fromObject!(o);
    expect(isLeft(back) ? back.left : encode(back.right)).toBe(encode(a));
  }
  const objects = actions.map((a) => toObject!(a) as Record<string, unknown>);
  fc.assert(
    fc.property(
      fc.constantFrom(...objects),
      fc.oneof(fc.constant('type'), fc.constant('card'), fc.string({ maxLength: 8 })),
      fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      (o, key, value) => {
        const changed: Record<string, unknown> = { ...o };
        if (value === undefined) delete changed[key];
        else changed[key] = value;
        const r = fromObject!(changed);
        if (isLeft(r)) {
          expect(r.left.code).toMatch(
            /^(action\/malformed|notation\/bad-card|notation\/bad-meld|notation\/no-such-meld)$/,
          );
          expect(r.left.message).not.toContain(deck.name);
          return;
        }
        // accepted: the object names this action exactly (absent optional flags are false)
        const named = toObject!(r.right) as Record<string, unknown>;
        for (const k of new Set([...Object.keys(named), ...Object.keys(changed)]))
          expect(changed[k] ?? false, k).toEqual(named[k] ?? false);
      },
    ),
    { numRuns: 400 },
  );
}
