/**
 * Partition search changes nothing (src/bots/solver/partition.ts, off by default): with its table
 * entries (keyed on the low cards whose ranks the answer read), the solver finds the value and the
 * best cards of the solver with exact keys, itself checked against minimax in exact.test.ts, on
 * random endgames of 2 to 6 tricks of every variant, from any card of the trick.
 */
import { describe, expect, it } from 'vitest';
import { rootValues } from '../../../src/bots/solve.js';
import { prepare } from '../../../src/bots/solver/prepare.js';
import { Search } from '../../../src/bots/solver/search.js';
import { SolverTables } from '../../../src/bots/solver/table.js';
import { createRng } from '../../../src/kernel/rng.js';
import { endgame, VARIANTS } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
/** Endgames per variant. */
const COUNT = LONG ? 200 : 20;

describe.each(VARIANTS)('partition search changes nothing: $name', (variant) => {
  it(`on ${COUNT} random endgames of 2 to 6 tricks`, () => {
    const rng = createRng(29);
    const players = variant.rules.id === 'tarabish' ? 4 : (variant.options as { players: number }).players;
    const rules = variant.rules;
    // One holder for the searches with partition (its board reloaded from one endgame to the next).
    const tables = new SolverTables();
    let compared = 0;
    for (let i = 0; i < COUNT; i++) {
      const s = endgame(variant, 3000 + i, 2 + (i % 5), rng.below(players));
      const exact = prepare(rules, s, { nodes: 1e9 });
      const p = prepare(rules, s, { nodes: 1e9, tables });
      if (exact._tag === 'Left' || p._tag === 'Left') continue;
      const search = new Search(p.right.board, { ...p.right.search.options, partition: true });
      const want = rootValues(exact.right);
      const got = rootValues({ ...p.right, search });
      if (want._tag === 'Left' || got._tag === 'Left') throw new Error('over budget');
      expect({ i, value: got.right.value, best: [...got.right.best].sort() }).toEqual({
        i,
        value: want.right.value,
        best: [...want.right.best].sort(),
      });
      compared++;
    }
    expect(compared).toBeGreaterThan(COUNT / 2);
  });
});
