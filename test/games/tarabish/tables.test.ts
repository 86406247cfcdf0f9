/**
 * Each Tarabish table and total is defined once: the literal rows of the rank and point tables and
 * of the meld values occur at one place in `src/`, the card point totals (152, 120) are never
 * written as numbers (they are sums of the tables), and the number 20 appears in the Tarabish code
 * only in the trump point row, bella's value and the run values. The derived totals equal the
 * table sums.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BELLA_POINTS,
  cardPoints,
  cardPointTotal,
  PLAIN_POINTS,
  PLAIN_POWER,
  tarabishDeck,
  TRUMP_POINTS,
  TRUMP_POWER,
} from '../../../src/games/tarabish/cards.js';
import { meldValue, meldValues, meldsHeld } from '../../../src/games/tarabish/melds.js';

const SRC = join(import.meta.dirname, '../../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
/** The code of a file without its comments. */
const code = (path: string): string =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const SOURCES = files(SRC).map((p) => ({ file: relative(SRC, p), code: code(p) }));
/** The Tarabish code: its folder and the Belote family's modules it reads its tables from. */
const TARABISH = SOURCES.filter((s) => s.file.startsWith('games/tarabish/') || s.file.startsWith('family/'));

/** Where a text occurs in the code of `src/`: one entry per occurrence, `file:line`. */
function sites(pattern: RegExp, sources = SOURCES): string[] {
  const out: string[] = [];
  for (const { file, code } of sources)
    code.split('\n').forEach((line, i) => {
      if (pattern.test(line)) out.push(`${file}:${i + 1}`);
    });
  return out;
}
const row = (values: readonly number[]): RegExp => new RegExp(`\\[${values.join(',\\s*')}\\]`);

describe('Tarabish tables are defined once', () => {
  it.each([
    ['trump power', TRUMP_POWER],
    ['plain power', PLAIN_POWER],
    ['trump points', TRUMP_POINTS],
    ['plain points', PLAIN_POINTS],
    ['four values', [0, 0, 0, 150, 100, 200, 100, 100, 100]],
    ['run values (belote)', [20, 50, 100]],
  ])('the %s row has one definition site', (_, values) => {
    expect(sites(row(values))).toHaveLength(1);
  });

  it('the card point totals are never written as numbers in the Tarabish code', () => {
    expect(sites(/\b152\b/, TARABISH)).toEqual([]);
    // 120 only as the codec's length limit on action strings.
    expect(sites(/\b120\b/, TARABISH)).toEqual([expect.stringMatching(/^games\/tarabish\/codec\.ts:/)]);
  });

  it("20 appears in the Tarabish code only in the trump points, bella's value and the run values", () => {
    const twenty = sites(/\b20\b/, TARABISH);
    expect(twenty).toHaveLength(3);
    expect(sites(/BELLA_POINTS = 20\b/, TARABISH)).toHaveLength(1);
  });
});

describe('Tarabish totals derive from the tables', () => {
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

  it('152 card points with a trump suit (any suit), 120 in no-trump: the sums of the point rows', () => {
    expect(cardPointTotal(0)).toBe(sum(TRUMP_POINTS) + 3 * sum(PLAIN_POINTS));
    expect(cardPointTotal(0)).toBe(152);
    expect(cardPointTotal(null)).toBe(4 * sum(PLAIN_POINTS));
    expect(cardPointTotal(null)).toBe(120);
    for (const trump of [0, 1, 2, 3])
      expect(sum(tarabishDeck.cards.map((c) => cardPoints(c, trump)))).toBe(cardPointTotal(0));
  });

  it('the powers rank the nine cards of a suit (a permutation of 0..8); bella is worth 20', () => {
    expect([...TRUMP_POWER].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...PLAIN_POWER].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(BELLA_POINTS).toBe(20);
  });

  it('meldValues lists exactly the values meldValue gives to the melds held in every hand', () => {
    for (const style of ['belote', 'runs'] as const) {
      const seen = new Set<number>();
      // Every run of 3..9 in one suit and every four: the hand holding the whole deck shows them all.
      for (let length = 3; length <= 9; length++) seen.add(meldValue({ kind: 'run', length, top: 8 }, style));
      for (const m of meldsHeld([511, 511, 511, 511], style)) seen.add(meldValue(m, style));
      expect([...seen].sort((a, b) => a - b)).toEqual(meldValues(style));
    }
    expect(meldValues('belote')).toEqual([20, 50, 100, 150, 200]);
    expect(meldValues('runs')).toEqual([20, 50]);
  });
});
