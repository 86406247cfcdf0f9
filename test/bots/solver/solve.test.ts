/**
 * `solve`'s refusals, each with its code, and the match rulesets solving their current deal.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/bots/solve.js';
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
