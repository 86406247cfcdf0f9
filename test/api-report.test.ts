/**
 * The API report (api/atout.api.md, scripts/api-report.ts) is current, every export is in one of
 * its categories, the package root stays small, and no name means two things across entries.
 * One TypeScript program serves every test here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ApiItem, apiReport, categorize, REPORT, ROOT_LIMIT, twoMeanings } from '../scripts/api-report.js';

const report = apiReport();

/** The lines that differ between the checked-in report and the sources, as a short diff. */
function diffHint(checkedIn: string, current: string): string {
  const before = new Set(checkedIn.split('\n'));
  const after = new Set(current.split('\n'));
  const removed = [...before].filter((l) => !after.has(l)).map((l) => `- ${l}`);
  const added = [...after].filter((l) => !before.has(l)).map((l) => `+ ${l}`);
  const lines = [...removed, ...added];
  return [
    'api/atout.api.md is stale: the public surface changed. Run `npm run api` and review the diff:',
    ...lines.slice(0, 30),
    ...(lines.length > 30 ? [`… and ${lines.length - 30} more lines`] : []),
  ].join('\n');
}

describe('the API report', () => {
  it('api/atout.api.md is current (npm run api)', () => {
    const checkedIn = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
    if (checkedIn !== report.markdown) expect.fail(diffHint(checkedIn, report.markdown));
  });

  it('lists every entry point, each with exports', () => {
    expect([...report.entries.keys()]).toContain('atout');
    for (const [entry, items] of report.entries) expect(items.length, entry).toBeGreaterThan(0);
  });

  it('every export is in a category (an export in none is an internal that leaked)', () => {
    expect(report.uncategorised).toEqual([]);
  });

  it(`the package root exports at most ${ROOT_LIMIT} names, values and types together`, () => {
    expect(report.entries.get('atout')!.map((i) => i.name).length).toBeLessThanOrEqual(ROOT_LIMIT);
  });

  it('a name exported from two entries is the same declaration in both', () => {
    expect(report.twoMeanings).toEqual([]);
  });
});

describe('the report’s checks', () => {
  it('categories: the root by name only; other entries also by their own folder', () => {
    expect(categorize('atout', 'replay', 'src/record/replay.ts')).toBe('records and validation');
    expect(categorize('atout/tarot', 'tarot', 'src/games/tarot/rules.ts')).toBe('rulesets and matches');
    expect(categorize('atout', 'decide', 'src/kernel/follow.ts')).toBeUndefined();
    expect(categorize('atout/kernel', 'decide', 'src/kernel/follow.ts')).toBe('kernel');
    expect(categorize('atout/tarot', 'PHASES', 'src/games/tarot/state.ts')).toBe('game');
    expect(categorize('atout/tarot', 'decide', 'src/kernel/follow.ts')).toBeUndefined();
    expect(categorize('atout/tarabish', 'tarotDeck', 'src/games/tarot/cards.ts')).toBeUndefined();
  });

  it('two meanings: one name, two declarations, is found', () => {
    const item = (declaration: string): ApiItem => ({
      name: 'PHASES',
      kind: 'const',
      category: 'game',
      signature: '',
      declaration,
      file: declaration.replace(/:\d+$/, ''),
      isType: false,
      members: [],
    });
    const entries = new Map([
      ['atout/tarot', [item('src/games/tarot/state.ts:10')]],
      ['atout/goulash', [item('src/games/tarot/state.ts:10')]],
    ]);
    expect(twoMeanings(entries)).toEqual([]);
    entries.set('atout/tarabish', [item('src/games/tarabish/state.ts:20')]);
    expect(twoMeanings(entries)).toHaveLength(1);
  });
});
