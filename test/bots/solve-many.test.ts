/**
 * `solveMany`: the answers of `solve` one by one, in input order, with 1 and 2 workers; repeats
 * solved once; the hardest positions first.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/bots/solve.js';
import { batchPlan, solveMany } from '../../src/bots/solve-many.js';
import { endgame, VARIANTS } from './solver/endgames.js';

const variant = (name: string) => VARIANTS.find((v) => v.name === name)!;

describe('solveMany', () => {
  for (const name of ['tarot 4p', 'tarabish auction']) {
    const v = variant(name);
    // Endgames of 2 to 4 tricks, a repeat, and one solve refuses (too many tricks left).
    const states = [endgame(v, 1, 2), endgame(v, 2, 4, 1), endgame(v, 3, 3), endgame(v, 1, 2), endgame(v, 4, 9)];
    it(`${name}: the answers of solve one by one, in input order`, async () => {
      const got = await solveMany(v.rules, states, { maxTricks: 4 });
      expect(got).toEqual(states.map((s) => solve(v.rules, s, { maxTricks: 4 })));
      expect(got[4]!._tag === 'Left' && got[4]!.left.code).toBe('solve/too-deep');
    });
  }
  // (one pool only: from the sources each worker starts tsx, a few seconds)
  it('on 2 worker threads, with all: true: the answers of solve one by one, in input order', async () => {
    const v = variant('tarot 4p');
    const states = [endgame(v, 5, 3), endgame(v, 6, 2, 2), endgame(v, 7, 4), endgame(v, 5, 3), endgame(v, 4, 9)];
    expect(await solveMany(v.rules, states, { all: true, maxTricks: 4, workers: 2 })).toEqual(
      states.map((s) => solve(v.rules, s, { all: true, maxTricks: 4 })),
    );
  });
  it('solves repeats once and the hardest first', () => {
    const v = variant('tarot 4p');
    const states = [endgame(v, 1, 2), endgame(v, 2, 5), endgame(v, 1, 2), endgame(v, 3, 3), endgame(v, 4, 9)];
    const plan = batchPlan(v.rules, states);
    expect(plan.firstOf).toEqual([0, 1, 0, 3, 4]);
    expect(plan.order).toEqual([4, 1, 3, 0]);
  });
  it('refuses a workers that is not a whole number from 1, for each position', async () => {
    const v = variant('tarot 4p');
    for (const workers of [0, 1.5, -2]) {
      const got = await solveMany(v.rules, [endgame(v, 1, 2), endgame(v, 2, 2)], { workers });
      expect(got.map((r) => r._tag === 'Left' && r.left.code)).toEqual(['solve/bad-options', 'solve/bad-options']);
    }
  });
  it('an empty list', async () => {
    expect(await solveMany(variant('tarot 4p').rules, [], { workers: 2 })).toEqual([]);
  });
});
