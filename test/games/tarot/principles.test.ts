/**
 * The principles of card play (principles.ts; docs/bots.md, "Principles of card play"): the
 * heuristic breaks none of them where the solver proves the principle's card better in every world
 * that fits the seat's view. Small runs here, 1000 deals per variant under `npm run test:long`;
 * none allowed in either.
 * The judge can fail: the 0.1 baseline breaks some of them.
 */
import { describe, expect, it } from 'vitest';
import { baselinePolicy } from '../../../src/bots/baseline/index.js';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { tarot } from '../../../src/games/tarot/index.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { judge } from '../../support/principles.js';
import { judgedTarot } from './principles.js';

const LONG = process.env.ATOUT_LONG !== undefined;
const rules = tarot as unknown as AnyRuleset;

describe('principles of card play', () => {
  for (const players of [3, 4, 5] as const)
    it(`tarot ${players}p: no violation by the heuristic (${LONG ? 1000 : 24} deals)`, () => {
      const { violations } = judge(judgedTarot(players), heuristicPolicy(rules), {
        deals: LONG ? 1000 : 24,
        tricks: 5,
        worlds: LONG ? 40 : 16,
        seed: 77,
      });
      // npm test and the long run (1000 deals a variant, 40 worlds a position): none
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    });

  it('the judge finds the 0.1 baseline’s blunders', () => {
    const { violations } = judge(judgedTarot(4), baselinePolicy(rules), { deals: 14, tricks: 5, worlds: 16, seed: 77 });
    expect(violations.length).toBeGreaterThan(0);
  });
});
