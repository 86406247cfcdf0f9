import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { rulesets } from '../../../src/games/registry.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { dealOf, presetOptions, shortOptions } from '../../support/options.js';
import { makeWhist, whistMatch } from '../../support/whist.js';

/** Every shipped ruleset with a few option sets, and the test-only Whist (the generic fallback). */
const CASES: readonly { readonly rules: AnyRuleset; readonly options: object }[] = [
  ...rulesets.flatMap((rules) =>
    dealOf(rules) === rules
      ? presetOptions(rules).map((options) => ({ rules, options }))
      : [{ rules, options: shortOptions(rules, 2) }],
  ),
  { rules: rulesets.find((r) => r.id === 'tarot')!, options: { allPass: 'goulash' } },
  {
    rules: rulesets.find((r) => r.id === 'coinche')!,
    options: { announcements: true, announcementTiming: 'before-first-trick' },
  },
  { rules: rulesets.find((r) => r.id === 'coinche')!, options: { allTrumpNoTrump: true } },
  { rules: makeWhist() as unknown as AnyRuleset, options: {} },
  { rules: whistMatch as unknown as AnyRuleset, options: {} },
];

/** A state `steps` actions into a game from `seed`, actions chosen by `pick` (null: the game ended first). */
function stateAt(rules: AnyRuleset, options: object, seed: number, steps: number) {
  let s = getOrThrow(rules.setup(options, { seed }));
  const rng = createRng(seed);
  for (let i = 0; i < steps && rules.actor(s) !== 'done'; i++) {
    const legal = rules.legal(s);
    s = rules.applyUnchecked(s, legal[rng.below(legal.length)]).state;
  }
  return rules.actor(s) === 'done' ? null : s;
}

describe('heuristicPolicy', () => {
  for (const { rules, options } of CASES) {
    const policy = heuristicPolicy(rules);
    const choose = (s: object, seed = 0): number => {
      const seat = rules.actor(s) as number;
      return policy({ ruleset: rules, view: rules.view(s, seat), legal: rules.legal(s), seat, rng: createRng(seed) });
    };

    it(`${rules.id} ${JSON.stringify(options)}: an index of legal, the same on a state differing only in hidden cards, whatever the generator`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 120 }), (seed, steps) => {
          const s = stateAt(rules, options, seed, steps);
          if (s === null) return;
          const i = choose(s);
          expect(Number.isInteger(i) && i >= 0 && i < rules.legal(s).length).toBe(true);
          expect(choose(s, seed + 1)).toBe(i);
          const seat = rules.actor(s) as number;
          const twin = rules.sampleHidden(s, seat, seed);
          if (twin._tag === 'Right') {
            expect(rules.view(twin.right, seat)).toEqual(rules.view(s, seat));
            expect(choose(twin.right)).toBe(i);
          }
        }),
        { numRuns: 12 },
      );
    });

    it(`${rules.id} ${JSON.stringify(options)}: plays whole games to the end`, () => {
      let s = getOrThrow(rules.setup(options, { seed: 7 }));
      for (let n = 0; n < 2000 && rules.actor(s) !== 'done'; n++) {
        const legal = rules.legal(s);
        s = rules.applyUnchecked(s, legal[choose(s)]).state;
      }
      expect(rules.actor(s)).toBe('done');
      expect(rules.result(s)).toBeDefined();
    });
  }
});

describe('the generic fallback (a game it does not know: the Whist example)', () => {
  it('plays the lowest card it may (bits order each suit from low to high)', () => {
    const rules = makeWhist() as unknown as AnyRuleset;
    const policy = heuristicPolicy(rules);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 30 }), (seed, steps) => {
        const s = stateAt(rules, {}, seed, steps);
        if (s === null) return;
        const seat = rules.actor(s) as number;
        const legal = rules.legal(s) as readonly { readonly card: number }[];
        const i = policy({ ruleset: rules, view: rules.view(s, seat), legal, seat, rng: createRng(seed) });
        expect(legal[i]!.card & 31).toBe(Math.min(...legal.map((a) => a.card & 31)));
      }),
      { numRuns: 20 },
    );
  });
});
