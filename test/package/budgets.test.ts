/**
 * The size budgets (scripts/budgets.ts) hold: every entry's browser bundle, gzipped, is within its
 * budget (the tarball's budget is checked by pack.test.ts, which packs it). Each entry is bundled
 * once, in-process with esbuild (a few seconds for all).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS } from '../../scripts/budgets.js';
import { bundleSizes, overBudget, type BundleSize } from '../../scripts/bundle-size.js';
import { ENTRIES } from '../../scripts/entries.js';

let sizes: ReadonlyMap<string, BundleSize> = new Map();
beforeAll(async () => {
  sizes = await bundleSizes();
}, 120_000);

describe('bundle budgets', () => {
  it('every entry has a budget, and the budgets the public API set are kept', () => {
    expect(Object.keys(BUNDLE_BUDGETS).sort()).toEqual(Object.keys(ENTRIES).sort());
    const kB = 1024;
    // the root and atout/bots carry every shipped game: 70 and 80 kB for three games, raised when
    // Belote and Coinche shipped, atout/bots by 1 kB with the solver's decided tricks, the Tarot
    // heuristic's écart and PIMC's defence anchor, by 1 kB more with the solver's order tables and
    // the heuristic's taker's play, by 1 kB more with the heuristic counting every card near the
    // end, by 1 kB more with the solver's count of trumps and the 4-player prise margin (CHANGELOG)
    expect(BUNDLE_BUDGETS['atout']).toBeLessThanOrEqual(89 * kB);
    for (const game of ['atout/tarot', 'atout/goulash', 'atout/tarabish', 'atout/belote', 'atout/coinche'])
      expect(BUNDLE_BUDGETS[game]).toBeLessThanOrEqual(45 * kB);
    expect(BUNDLE_BUDGETS['atout/bots']).toBeLessThanOrEqual(102 * kB);
    expect(BUNDLE_BUDGETS['atout/kernel']).toBeLessThanOrEqual(25 * kB);
  });

  it('every entry is within its budget', () => {
    expect([...sizes.keys()]).toEqual(Object.keys(ENTRIES));
    expect(overBudget(sizes)).toEqual([]);
  });

  it('the check measures: a budget a byte below an entry’s size fails it, and the bundles are real code', () => {
    for (const [entry, size] of sizes) {
      expect(size.gzipped, entry).toBeGreaterThan(1024);
      expect(overBudget(sizes, { ...BUNDLE_BUDGETS, [entry]: size.gzipped - 1 }), entry).toEqual([
        { entry, gzipped: size.gzipped, budget: size.gzipped - 1 },
      ]);
      expect(overBudget(sizes, { ...BUNDLE_BUDGETS, [entry]: size.gzipped }), entry).toEqual([]);
    }
  });
});
