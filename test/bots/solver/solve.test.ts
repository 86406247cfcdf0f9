/**
 * `solve`'s refusals, each with its code, and the match rulesets solving their current deal.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/bots/solve.js';
import { prepare } from '../../../src/bots/solver/prepare.js';
import { SolverTables } from '../../../src/bots/solver/table.js';
import { goulash } from '../../../src/games/goulash/index.js';
import { tarabish, tarabishMatch } from '../../../src/games/tarabish/index.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import { makeWhist } from '../../support/whist.js';
import { endgame, VARIANTS, type Variant } from './endgames.js';

const code = (got: { _tag: string; left?: { code: string } }): string | undefined => got.left?.code;
const tarot4 = VARIANTS.find((v) => v.name === 'tarot 4p')!;

describe('solve refuses', () => {
  it('Goulash: no two sides', () => {
    const g: Variant = {
      name: 'goulash',
      rules: goulash as unknown as AnyRuleset,
      options: { players: 4 },
      tricks: 18,
    };
    expect(code(solve(g.rules, endgame(g, 1, 2)))).toBe('solve/no-sides');
  });
  it('outside the card play', () => {
    expect(code(solve(tarot, getOrThrow(tarot.setup({ players: 4 }, { seed: 1 }))))).toBe('solve/not-card-play');
    expect(code(solve(tarabish, getOrThrow(tarabish.setup({}, { seed: 1 }))))).toBe('solve/not-card-play');
  });
  it('too many tricks left, unless maxTricks allows them; then a search over budget', () => {
    const s = endgame(tarot4, 3, 12);
    const deep = solve(tarot4.rules, s);
    expect(code(deep)).toBe('solve/too-deep');
    expect(deep._tag === 'Left' && deep.left.detail).toEqual({ tricksLeft: 12, maxTricks: 10 });
    expect(code(solve(tarot4.rules, s, { maxTricks: 12, nodes: 1000 }))).toBe('solve/budget');
  });
  it('bad options', () => {
    const s = endgame(tarot4, 3, 2);
    for (const o of [{ nodes: 0 }, { nodes: 1.5 }, { tt: 'yes' }, { depth: 3 }, { tables: new Map() }])
      expect(code(solve(tarot4.rules, s, o as never))).toBe('solve/bad-options');
    expect(code(solve(tarot4.rules, s, null as never))).toBe('solve/bad-options');
  });
  it('a ruleset it does not know', () => {
    const whist = makeWhist();
    expect(code(solve(whist, getOrThrow(whist.setup({}, { seed: 1 }))))).toBe('solve/unknown-ruleset');
  });
});

describe('solve on a match', () => {
  it('solves the current deal, with the match actions', () => {
    let m = getOrThrow(tarabishMatch.setup({}, { seed: 4 }));
    // Random legal actions until 2 tricks are left in the first deal.
    let k = 0;
    while (m.current.phase !== 'play' || m.current.tricks.length < 7) {
      const l = tarabishMatch.legal(m);
      m = tarabishMatch.applyUnchecked(m, l[k++ % l.length]!).state;
    }
    const onMatch = getOrThrow(solve(tarabishMatch, m));
    const onDeal = getOrThrow(solve(tarabish, m.current));
    expect(onMatch).toEqual(onDeal);
    for (const a of onMatch.best) expect(tarabishMatch.apply(m, a)._tag).toBe('Right');
  });
});

describe('the solver keeps no state of its own', () => {
  it("solves sharing a holder's tables, interleaved across games, answer as solves run apart", () => {
    const tarabish4 = VARIANTS.find((v) => v.name.startsWith('tarabish'))!;
    const positions = [0, 1, 2].flatMap((i) => [
      { rules: tarot4.rules, state: endgame(tarot4, 40 + i, 4) },
      { rules: tarabish4.rules, state: endgame(tarabish4, 40 + i, 4) },
    ]);
    const apart = positions.map((p) => solve(p.rules, p.state));
    const tables = new SolverTables();
    // each position twice in a row, the games alternating: a table written by another search is never read as this one's
    const shared = positions.flatMap((p) => [solve(p.rules, p.state, { tables }), solve(p.rules, p.state, { tables })]);
    positions.forEach((_, i) => {
      expect(shared[2 * i]).toEqual(apart[i]);
      expect(shared[2 * i + 1]).toEqual(apart[i]);
    });
  });
});

describe('a search started again keeps nothing of its last hand', () => {
  it("a root card settled by its mirror is not read as bounded by the window an earlier hand's node left there", () => {
    // Two hands from their first card (the second's fourth card is settled by quasi-symmetry at
    // the root, where the first hand's search left a wider window): the second as a fresh search answers it.
    const auction = VARIANTS.find((v) => v.name === 'tarabish auction')!;
    const first = (seed: number): object => {
      let s = endgame(auction, seed, 9);
      // the first-trick declarations: the first legal one each
      while (code(solve(auction.rules, s, { maxTricks: 1 })) === 'solve/not-card-play')
        s = auction.rules.applyUnchecked(s, auction.rules.legal(s)[0]).state as object;
      return s;
    };
    const [a, b] = [first(7071), first(7072)];
    const tables = new SolverTables();
    solve(auction.rules, a, { tables });
    const fresh = getOrThrow(solve(auction.rules, b));
    expect(getOrThrow(solve(auction.rules, b, { tables }))).toEqual(fresh);
    expect(fresh.best.length).toBe(3);
  });
});

describe("a holder's tables keep its last board", () => {
  it('the next search of the same game loads it again, of another game builds its own; the answers as apart', () => {
    const tarabish4 = VARIANTS.find((v) => v.name.startsWith('tarabish'))!;
    const tables = new SolverTables();
    const first = endgame(tarot4, 50, 3);
    expect(solve(tarot4.rules, first, { tables })).toEqual(solve(tarot4.rules, first));
    const board = tables.board;
    expect(board).toBeDefined();
    const second = endgame(tarot4, 51, 5, 2);
    expect(solve(tarot4.rules, second, { tables })).toEqual(solve(tarot4.rules, second));
    expect(tables.board).toBe(board);
    const other = endgame(tarabish4, 51, 4);
    expect(solve(tarabish4.rules, other, { tables })).toEqual(solve(tarabish4.rules, other));
    expect(tables.board).not.toBe(board);
  });
});

/** The side to act's value of a child position whose own actor may be on the other side. */
function forRootActor(rules: AnyRuleset, root: object, child: object, childValue: number): number {
  const board = getOrThrow(prepare(rules, root)).board;
  const same = board.side(rules.actor(root) as number) === board.side(rules.actor(child) as number);
  return same ? childValue : board.total / board.unit - childValue;
}

describe("solve with all: true, every card's value", () => {
  const cases = VARIANTS.flatMap((v) => [0, 1, 2].map((i) => ({ v, seed: 60 + i, left: 3, extra: i })));
  it.each(cases)('$v.name, seed $seed: equals solving each child position', ({ v, seed, left, extra }) => {
    const s = endgame(v, seed, left, extra);
    const all = getOrThrow(solve(v.rules, s, { all: true }));
    const plain = getOrThrow(solve(v.rules, s));
    expect(all.value).toBe(plain.value);
    expect(all.best).toEqual(plain.best);
    const plays = v.rules.legal(s).filter((a) => (a as { type?: unknown }).type === 'play');
    expect(all.values!.map((x) => x.action)).toEqual(plays);
    for (const { action, value } of all.values!) {
      const child = getOrThrow(v.rules.apply(s, action)).state as object;
      expect(value).toBe(forRootActor(v.rules, s, child, getOrThrow(solve(v.rules, child)).value));
    }
    // The best actions are those of the highest value.
    const top = Math.max(...all.values!.map((x) => x.value));
    expect(top).toBe(all.value);
    expect(all.values!.filter((x) => x.value === top).map((x) => x.action)).toEqual(all.best);
  });
  it('without all: no values', () => {
    expect(getOrThrow(solve(tarot4.rules, endgame(tarot4, 3, 2))).values).toBeUndefined();
  });
});

describe("a solution's nodes are the search's work", () => {
  it('a budget of that many nodes solves the position, five fewer do not (every variant, with and without all)', () => {
    // The budget is checked as each node is entered; the last trick's forced cards (at most four
    // after the check, at five players) are counted as they are played out.
    for (const v of VARIANTS)
      for (const [seed, left] of [
        [11, 3],
        [12, 4],
      ] as const) {
        const s = endgame(v, seed, left);
        for (const all of [false, true]) {
          const got = getOrThrow(solve(v.rules, s, { all }));
          expect(got.nodes).toBeGreaterThan(0);
          expect(getOrThrow(solve(v.rules, s, { all, nodes: got.nodes }))).toEqual(got);
          const short = solve(v.rules, s, { all, nodes: got.nodes - 5 });
          expect(short._tag === 'Left' && short.left.code).toBe('solve/budget');
        }
      }
  });
});

describe('a search over budget says what it did', () => {
  it('reports the nodes spent and bounds around the value', () => {
    const s = endgame(tarot4, 5, 6);
    const exact = getOrThrow(solve(tarot4.rules, s)).value;
    let over = 0;
    for (const nodes of [50, 2000, 20000]) {
      const got = solve(tarot4.rules, s, { nodes });
      if (got._tag === 'Right') continue;
      over++;
      expect(got.left.code).toBe('solve/budget');
      const d = got.left.detail as { nodes: number; spent: number; lower: number; upper: number };
      expect(d.nodes).toBe(nodes);
      expect(d.spent).toBe(nodes);
      expect(d.lower).toBeLessThanOrEqual(exact);
      expect(d.upper).toBeGreaterThanOrEqual(exact);
      expect(d.lower).toBeGreaterThanOrEqual(0);
      expect(d.upper).toBeLessThanOrEqual(91);
    }
    expect(over).toBeGreaterThanOrEqual(2);
  });
  it('bounds narrow as the budget grows (each test kept proves more)', () => {
    const s = endgame(tarot4, 5, 8);
    const widths = [200, 5000, 50000].map((nodes) => {
      const got = solve(tarot4.rules, s, { nodes });
      if (got._tag === 'Right') return 0;
      const d = got.left.detail as { lower: number; upper: number };
      return d.upper - d.lower;
    });
    expect(widths[2]!).toBeLessThan(widths[0]!);
  });
});
