/**
 * The principles of Tarabish card play (principles.ts; docs/bots.md, "Principles of card play"):
 * the heuristic breaks none of them where the solver proves the principle's card better in every
 * world that fits the seat's view. A small run here; 1000 deals per preset under `npm run
 * test:long`. The judge can fail: the 0.1 baseline breaks some of them.
 */
import { describe, expect, it } from 'vitest';
import { baselinePolicy } from '../../../src/bots/baseline/index.js';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { tarabish } from '../../../src/games/tarabish/index.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { judge } from '../../support/principles.js';
import { judgedTarabish } from './principles.js';

const LONG = process.env.ATOUT_LONG !== undefined;
const rules = tarabish as unknown as AnyRuleset;

describe('principles of Tarabish card play', () => {
  for (const preset of ['auction', 'traditional'] as const)
    it(`${preset}: no violation by the heuristic (${LONG ? 1000 : 200} deals)`, () => {
      const { violations } = judge(judgedTarabish({ preset }), heuristicPolicy(rules), {
        deals: LONG ? 1000 : 200,
        tricks: 5,
        worlds: LONG ? 40 : 16,
        seed: 77,
      });
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    });

  it('the judge finds the 0.1 baseline’s blunders', () => {
    const { violations } = judge(judgedTarabish({}), baselinePolicy(rules), {
      deals: 40,
      tricks: 5,
      worlds: 16,
      seed: 77,
    });
    expect(violations.length).toBeGreaterThan(0);
  });
});
