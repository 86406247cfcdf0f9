/**
 * The solver is exact: it equals plain minimax over `legal` / `applyUnchecked` (the card points of
 * the ruleset's `audit` at the end) on random endgames of 1 to 3 tricks in every variant, its value
 * and its set of best actions alike.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/bots/solve.js';
import { createRng } from '../../../src/kernel/rng.js';
import { endgame, minimax, sideOf, VARIANTS } from './endgames.js';

const LONG = process.env.ATOUT_LONG === '1';
const COUNT = LONG ? 5000 : 200;

describe.each(VARIANTS)('the solver equals minimax: $name', (variant) => {
  it(`on ${COUNT} random endgames of 1 to 3 tricks`, () => {
    const rng = createRng(19);
    const players = variant.rules.id === 'tarabish' ? 4 : (variant.options as { players: number }).players;
    for (let i = 0; i < COUNT; i++) {
      const left = 1 + rng.below(3);
      const s = endgame(variant, i + 1, left, rng.below(players));
      const rules = variant.rules;
      const seat = rules.actor(s) as number;
      const side = sideOf(rules, s, seat);
      const values = rules.legal(s).map((a) => ({ a, v: minimax(rules, rules.applyUnchecked(s, a).state)[side]! }));
      const top = Math.max(...values.map((x) => x.v));
      const got = solve(rules, s);
      if (got._tag === 'Left') throw new Error(got.left.message);
      expect({ i, value: got.right.value }).toEqual({ i, value: top });
      const best = values.filter((x) => x.v === top).map((x) => rules.codec.encode(x.a));
      expect(got.right.best.map((a) => rules.codec.encode(a))).toEqual(best);
    }
  });
});

describe('the solver equals minimax on an endgame of the long run', () => {
  it('tarabish traditional 524 (a card settled by quasi-symmetry bounds a later card that mirrors it)', () => {
    const variant = VARIANTS.find((v) => v.name === 'tarabish traditional')!;
    const rng = createRng(19);
    const rules = variant.rules;
    for (let i = 0; i <= 524; i++) {
      const left = 1 + rng.below(3);
      const at = rng.below(4);
      if (i !== 524) continue;
      const s = endgame(variant, i + 1, left, at);
      const side = sideOf(rules, s, rules.actor(s) as number);
      const values = rules.legal(s).map((a) => minimax(rules, rules.applyUnchecked(s, a).state)[side]!);
      const got = solve(rules, s);
      if (got._tag === 'Left') throw new Error(got.left.message);
      expect(got.right.value).toBe(Math.max(...values));
    }
  });
});
