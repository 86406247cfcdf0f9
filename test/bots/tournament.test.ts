import { describe, expect, it } from 'vitest';
import { estimate, seatings, t975, tournament, type TournamentSpec } from '../../src/bots/tournament.js';
import { tarabish, tarot } from '../../src/games/registry.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

const TAROT: Omit<TournamentSpec, 'a' | 'b'> = {
  ruleset: tarot as unknown as AnyRuleset,
  options: { players: 4 },
  teams: false,
  seed: 9,
};
const TARABISH: Omit<TournamentSpec, 'a' | 'b'> = {
  ruleset: tarabish as unknown as AnyRuleset,
  options: {},
  teams: true,
  seed: 9,
};

describe('duplicate seating', () => {
  it('each for himself: A alone, once at every seat', () => {
    for (const n of [3, 4, 5]) {
      const all = seatings(n, false);
      expect(all).toHaveLength(n);
      for (const [k, s] of all.entries())
        expect(s.map((x, i) => (x === 'A' ? i : -1)).filter((i) => i >= 0)).toEqual([k]);
    }
  });

  it('teams: A holds seats 0 and 2, then the teams swap', () => {
    expect(seatings(4, true).map((s) => s.join(''))).toEqual(['ABAB', 'BABA']);
  });

  it('the cards cancel: a deterministic bot against itself scores exactly alike on every deal', () => {
    for (const spec of [TAROT, TARABISH]) {
      const { outcomes } = tournament({ ...spec, a: { level: 'heuristic' }, b: { level: 'heuristic' } }, 2);
      for (const o of outcomes) {
        expect(o.diff).toBeCloseTo(0, 9);
        // every replay dealt the same cards and so played the same game
        expect(new Set(o.replays.map((r) => JSON.stringify(r.scores))).size).toBe(1);
      }
    }
  });
});

describe('the 95% confidence interval', () => {
  it("Student's t", () => {
    expect(t975(1)).toBe(12.706);
    expect(t975(30)).toBe(2.042);
    expect(t975(31)).toBeGreaterThan(2.035);
    expect(t975(31)).toBeLessThan(2.042);
    expect(t975(1e6)).toBeCloseTo(1.96, 3);
  });

  it('mean ± t · s / √n', () => {
    const e = estimate([1, 2, 3, 4]);
    expect(e.mean).toBe(2.5);
    expect(e.half).toBeCloseTo((3.182 * Math.sqrt(5 / 3)) / 2, 9);
    expect(e.low).toBeCloseTo(2.5 - e.half, 9);
    expect(estimate([7]).half).toBe(Infinity);
    expect(estimate([3, 3, 3]).half).toBe(0);
  });
});

describe('resuming', () => {
  it('skips the deals already played and gives the same outcomes as one run', () => {
    const spec: TournamentSpec = { ...TARABISH, a: { level: 'random' }, b: { level: 'heuristic' } };
    const whole = tournament(spec, 3);
    const played: number[] = [];
    const resumed = tournament(spec, 3, whole.outcomes.slice(0, 2), (o) => played.push(o.deal));
    expect(played).toEqual([2]);
    expect(resumed.outcomes).toEqual(whole.outcomes);
    expect(resumed.summary).toEqual(whole.summary);
  });
});
