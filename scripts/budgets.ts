/**
 * The size budgets: ONE table, which `scripts/bundle-size.ts` prints against and
 * test/package/budgets.test.ts (the bundles) and test/package/pack.test.ts (the tarball) enforce.
 * A budget is gzipped bytes (kilobytes of 1024 bytes); raise one only with a CHANGELOG line.
 */

const kB = 1024;

/**
 * Each entry's browser bundle, gzipped (`bundleSize` in scripts/bundle-size.ts): an app importing
 * one game pays for that game only. The root, each game, `atout/bots` and `atout/kernel` have the
 * budgets the public API set (issue 28), except the root (see below); the other entries are held
 * near their size when the table was written, so that a regression shows.
 */
export const BUNDLE_BUDGETS: Readonly<Record<string, number>> = {
  // Target 70 kB, missed: 76.6 kB measured (the three games with their rule queries and score
  // sheets, whose schemas carry their JSON Schema descriptions; records, signed saves, the
  // cryptographic deal stream and `localize`).
  // Each game costs the root about 22 kB: meeting 70 kB takes the rule queries and score sheets
  // out of the rulesets (an entry of their own) or `localize` out of the root.
  // The contract everywhere (issue 28 item 5) added 0.6 to 0.9 kB to the root and every game entry:
  // the kernel's one action reader (about 1.2 kB minified), the seat and seed checks of
  // `sampleHidden`, the size checks of the rule queries. Each is held where it was measured then.
  atout: 78 * kB,
  // Target 45 kB, missed by 0.2 kB since the contract's action reader (44.6 kB before it).
  'atout/tarot': 45.5 * kB,
  'atout/goulash': 45.5 * kB,
  // Target 45 kB, missed by 0.2 kB since actions name their cards, suits and melds (issue 27),
  // then by 0.9 kB with the action reader and the melds query's size checks.
  'atout/tarabish': 46 * kB,
  'atout/tarot/position': 47 * kB,
  'atout/tarabish/position': 45.5 * kB,
  'atout/kernel': 25 * kB,
  'atout/testing': 6 * kB,
  'atout/vectors': 30 * kB,
  'atout/bots': 80 * kB,
  'atout/locales/en': 9 * kB,
  'atout/locales/fr': 9.5 * kB,
  'atout/locales/de': 9.5 * kB,
  'atout/locales/it': 9.5 * kB,
};

/**
 * The packed tarball (`npm pack`), in bytes. Set from its size with the vectors shipped once
 * (847 kB, 3.5 MB unpacked): the build of every entry in ESM and CommonJS with its declarations, the JSON
 * Schemas, the docs and the vectors. About 17% of headroom; the screenshots (0.6 MB of PNG, which
 * stay in the repository) would exceed it.
 */
export const TARBALL_BUDGET = 1024 * kB;
