/**
 * The Belote and Coinche bots are stronger than the level below, by duplicate tournaments
 * (src/bots/tournament.ts; docs/bots.md gives the long runs): the heuristic beats random play with
 * a 95% interval above 0 on a few deals from a fixed seed; with ATOUT_LONG, PIMC beats the
 * heuristic too (200 deals, 10 worlds).
 */
import { describe, expect, it } from 'vitest';
import { tournament } from '../../src/bots/tournament.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { belote } from '../../src/games/belote/rules.js';
import { coinche } from '../../src/games/coinche/rules.js';

const LONG = process.env.ATOUT_LONG === '1';
const GAMES = [
  ['belote', belote as unknown as AnyRuleset],
  ['coinche', coinche as unknown as AnyRuleset],
] as const;

describe.each(GAMES)('%s: each level beats the one below (duplicate, 95% interval above 0)', (_, ruleset) => {
  it(`heuristic − random on ${LONG ? 200 : 16} deals`, () => {
    const spec = {
      ruleset,
      options: {},
      teams: true,
      a: { level: 'heuristic' },
      b: { level: 'random' },
      seed: 5,
    } as const;
    const { summary } = tournament(spec, LONG ? 200 : 16);
    expect(summary.diff.low).toBeGreaterThan(0);
  });

  it.runIf(LONG)('pimc − heuristic on 200 deals', () => {
    const spec = {
      ruleset,
      options: {},
      teams: true,
      a: { level: 'pimc', worlds: 10 },
      b: { level: 'heuristic' },
      seed: 5,
    } as const;
    const { summary } = tournament(spec, 200);
    expect(summary.diff.low).toBeGreaterThan(0);
  });
});
