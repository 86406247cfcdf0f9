/**
 * The transposition table and card merging change nothing: at 5 and 6 tricks left (where table
 * bugs hide: a key missing something the rest of the deal depends on, a bound stored on the wrong
 * side), the solver with both on, with each alone, and with both off agrees on the value and the
 * best actions of random endgames of every variant. Plain minimax is out of reach here; the
 * search with both off is plain alpha-beta, itself checked against minimax in exact.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/bots/solve.js';
import { createRng } from '../../../src/kernel/rng.js';
import { endgame, VARIANTS } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
/** Endgames per variant at 5 and 6 tricks left, from any card of the trick. */
const COUNT = LONG ? 20 : 8;

const SWITCHES = [
  { tt: true, merge: false },
  { tt: false, merge: true },
  { tt: true, merge: true },
] as const;

describe.each(VARIANTS)('the table and merging change nothing: $name', (variant) => {
  it(`on ${COUNT} random endgames of 5 and 6 tricks`, () => {
    const rng = createRng(5);
    const players = variant.rules.id === 'tarabish' ? 4 : (variant.options as { players: number }).players;
    const rules = variant.rules;
    for (let i = 0; i < COUNT; i++) {
      const s = endgame(variant, 1000 + i, 5 + (i % 2), rng.below(players));
      const plain = solve(rules, s, { tt: false, merge: false, nodes: 1e9 });
      if (plain._tag === 'Left') throw new Error(plain.left.message);
      const want = { value: plain.right.value, best: plain.right.best.map((a) => rules.codec.encode(a)) };
      for (const o of SWITCHES) {
        const got = solve(rules, s, { ...o, nodes: 1e9 });
        if (got._tag === 'Left') throw new Error(got.left.message);
        expect({ i, o, value: got.right.value, best: got.right.best.map((a) => rules.codec.encode(a)) }).toEqual({
          i,
          o,
          ...want,
        });
      }
    }
  });
});
