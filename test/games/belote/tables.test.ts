/**
 * Belote's tables are the Belote family's: its folder writes no rank or point table and no card
 * point total (152, 162) as a number; the totals it uses are sums of the family's tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAIN_POINTS, PLAIN_POWER, TRUMP_POINTS, TRUMP_POWER } from '../../../src/family/cards.js';
import { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER } from '../../../src/games/belote/index.js';

const DIR = join(import.meta.dirname, '../../../src/games/belote');
const code = (f: string): string =>
  readFileSync(join(DIR, f), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const SOURCES = readdirSync(DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ f, code: code(f) }));
const row = (values: readonly number[]): RegExp => new RegExp(`\\[${values.join(',\\s*')}\\]`);

describe("Belote's tables", () => {
  it('are not written in its folder', () => {
    for (const values of [TRUMP_POWER, PLAIN_POWER, TRUMP_POINTS, PLAIN_POINTS])
      expect(SOURCES.filter((s) => row(values).test(s.code)).map((s) => s.f)).toEqual([]);
    expect(SOURCES.filter((s) => /\b(152|162)\b/.test(s.code)).map((s) => s.f)).toEqual([]);
  });

  it('152 card points in the 32 cards, 162 with the dix de der: the sums of the family tables', () => {
    const sum = (xs: readonly number[]) => xs.slice(1).reduce((a, b) => a + b, 0); // no 6 in Belote
    expect(CARD_POINTS_TOTAL).toBe(sum(TRUMP_POINTS) + 3 * sum(PLAIN_POINTS));
    expect(CARD_POINTS_TOTAL + DIX_DE_DER).toBe(162);
    expect(beloteDeck.cards).toHaveLength(32);
  });
});
