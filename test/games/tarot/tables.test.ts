/**
 * Each Tarot table is defined once in src/ (hand and chien sizes, the card values, the deck's
 * total, poignée sizes and bonuses, the targets by oudlers): the code of src/ (comments and
 * strings removed; the Tarabish folder and the published test vectors, which are data, aside)
 * holds each table's literal on exactly one line, and the deck's total in points (91) nowhere.
 * Then the figures derived from the tables agree with them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHIEN_SIZE, HAND_SIZE } from '../../../src/games/tarot/deal.js';
import { EXCUSE, VALUE2, isOudler, tarotDeck, value2 } from '../../../src/games/tarot/cards.js';
import { tarot } from '../../../src/games/tarot/rules.js';
import { TOTAL_POINTS2 } from '../../../src/games/tarot/scoring.js';

const ROOT = join(import.meta.dirname, '../../../src');
const SKIP = ['games/tarabish', 'vectors'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (SKIP.some((s) => relative(ROOT, p) === s)) return [];
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The code of a file: comments and string literals blanked. */
const code = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

const LINES = sources(ROOT).flatMap((file) =>
  code(readFileSync(file, 'utf8'))
    .split('\n')
    .map((line, i) => ({ where: `${relative(ROOT, file)}:${i + 1}`, line })),
);
const sitesOf = (pattern: RegExp): string[] => LINES.filter((l) => pattern.test(l.line)).map((l) => l.where);

describe('tarot tables: one definition each', () => {
  const tables: [string, RegExp][] = [
    ['hand sizes', /\{\s*3:\s*24,\s*4:\s*18,\s*5:\s*15\s*\}/],
    ['chien sizes', /\{\s*3:\s*6,\s*4:\s*6,\s*5:\s*3\s*\}/],
    ['card values (the value switch)', /function value2\b/],
    ['queen value', /\breturn 7;/],
    // a number, not the digits of a decimal (3.182 is a Student's t quantile of the tournament)
    ['total half points', /(?<![\d.])182(?![\d.])/],
    ['poignée sizes', /simple:\s*13/],
    ['poignée bonuses', /simple:\s*20/],
    ['targets by oudlers', /\b56,\s*51,\s*41,\s*36\b/],
    ['contract multipliers', /\bprise:\s*1,/],
  ];
  for (const [table, pattern] of tables)
    it(`${table}: one definition site`, () => expect(sitesOf(pattern)).toHaveLength(1));

  it('the deck total in points (91) is derived, never written', () =>
    expect(sitesOf(/(?<![\d.])91(?![\d.])/)).toEqual([]));
});

describe('tarot tables: derived figures', () => {
  it('the card values sum to the deck total (182 half points, 91 points)', () => {
    expect(tarotDeck.cards.reduce((sum, c) => sum + value2(c), 0)).toBe(TOTAL_POINTS2);
    expect(tarot.traits.cardPointTotal({ players: 4 } as never)).toBe(91);
  });
  it('VALUE2 is value2 by card id', () => {
    for (const c of tarotDeck.cards) expect(VALUE2[c]).toBe(value2(c));
  });
  it('hands and chien hold the 78 cards, three oudlers among them', () => {
    for (const n of [3, 4, 5] as const) expect(n * HAND_SIZE[n] + CHIEN_SIZE[n]).toBe(tarotDeck.cards.length);
    expect(tarotDeck.cards.filter(isOudler)).toHaveLength(3);
    expect(value2(EXCUSE)).toBe(9);
  });
});
