import { describe, expect, it } from 'vitest';
import { goulashMatch } from '../../../src/games/goulash/match.js';
import { tarot } from '../../../src/games/tarot/index.js';
import { tarotMatch } from '../../../src/games/tarot/match.js';
import { deriveSeed, isLeft } from '../../../src/kernel/index.js';
import { formatViolation, playAndCheck, runConformance } from '../../../src/testing/index.js';

describe('tarot-match and goulash-match', () => {
  it('per-deal seeds from the match seed, the dealer moving on, running totals', () => {
    const m = tarotMatch.setup({ deals: 3, players: 4, dealer: 2 }, { seed: 99 });
    if (isLeft(m)) throw new Error(m.left.code);
    let s = m.right;
    const first = tarot.setup({ players: 4, dealer: 2 }, { seed: deriveSeed(99, 0) });
    expect(!isLeft(first) && s.current.hands).toEqual(!isLeft(first) && first.right.hands);
    const dealers: number[] = [s.dealer];
    while (tarotMatch.actor(s) !== 'done') {
      const l = tarotMatch.legal(s);
      s = tarotMatch.applyUnchecked(s, l[0]!).state; // first legal: everybody passes, every deal annulled
      if (dealers[dealers.length - 1] !== s.dealer) dealers.push(s.dealer);
    }
    expect(dealers).toEqual([2, 3, 0]);
    const r = tarotMatch.result(s)!;
    expect(r.deals).toBe(3);
    expect(r.results.every((x) => x.annulled)).toBe(true);
    expect(r.scores).toEqual([0, 0, 0, 0]);
  });

  it("totals are the sums of the deals' scores", () => {
    const r = playAndCheck(tarotMatch, { deals: 3, players: 5 }, 7, [1, 0, 0, 0, 0]);
    if (isLeft(r)) throw new Error(formatViolation(r.left));
    const res = r.right.result;
    const sums = res.scores.map((_, i) => res.results.reduce((a, x) => a + x.scores[i]!, 0));
    expect(res.scores).toEqual(sums);
    expect(res.winners.length).toBeGreaterThan(0);
  });

  for (const players of [3, 4, 5] as const) {
    it(`conformance: ${players} players, 2 matches of 2 deals`, () => {
      const a = runConformance(tarotMatch, { deals: 2, players }, { games: 2, seed: players }, {});
      if (isLeft(a)) throw new Error(formatViolation(a.left));
      const b = runConformance(goulashMatch, { deals: 2, players }, { games: 2, seed: players }, {});
      if (isLeft(b)) throw new Error(formatViolation(b.left));
    });
  }

  it('a Goulash match: every deal a Goulash, nets summed', () => {
    const r = playAndCheck(goulashMatch, { deals: 2 }, 3, []);
    if (isLeft(r)) throw new Error(formatViolation(r.left));
    expect(r.right.result.results.every((x) => x.mode === 'goulash')).toBe(true);
    expect(r.right.result.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
