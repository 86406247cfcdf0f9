/**
 * Every export a doc names exists: the backticked names that look like exports in the README and
 * docs/ (calls `name(…)`, types `PascalCase`, constants `UPPER_CASE`, import paths `atout/…`) are
 * checked against the API report (api/atout.api.md, kept current by test/api-report.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

/**
 * Backticked names that are not exports, each with why. Keep it short: a doc naming an internal
 * should describe the rule instead.
 */
const NOT_EXPORTS: Readonly<Record<string, string>> = {
  ATOUT_LONG: 'environment variable (the long tests)',
  FC_SEED: 'environment variable (fast-check seed)',
  CHROMIUM_PATH: 'environment variable (the browser test)',
  Int32Array: 'JavaScript built-in',
  RangeError: 'JavaScript built-in',
  NaN: 'JavaScript built-in',
  Game: "boardgame.io's game type (docs/servers.md)",
  RandomBot: "boardgame.io's bot (docs/servers.md)",
  FlatFile: "boardgame.io's storage (docs/servers.md)",
  Room: "Colyseus's room class (docs/servers.md)",
  RedisPresence: "Colyseus's presence for several processes (docs/servers.md)",
  RedisDriver: "Colyseus's driver for several processes (docs/servers.md)",
};

/** The Markdown a user reads: the README and docs/, without the generated API reference and error list. */
function docs(dir = join(root, 'docs')): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return path === join(root, 'docs', 'api') ? [] : docs(path);
    return f.endsWith('.md') && path !== join(root, 'docs', 'errors.md') ? [path] : [];
  });
}

/** The name a backticked span names, when it looks like an export. */
function exportNamed(span: string): string | undefined {
  const call = /^([a-z][A-Za-z0-9]*)\(/.exec(span);
  if (call) return call[1];
  const type = /^([A-Z][a-z][A-Za-z0-9]*)(<.*>)?$/.exec(span);
  if (type) return type[1];
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{4,}$/.test(span)) return span;
  if (/^atout(\/[a-z0-9-]+)*$/.test(span)) return span;
  return undefined;
}

/** Every name a doc names, with where: code blocks are skipped (test/readme.test.ts compiles them). */
function namesIn(file: string, text: string): { name: string; where: string }[] {
  const found: { name: string; where: string }[] = [];
  let fence = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fence = !fence;
    // A line naming a source file (`play.ts`, `games/tarot/scoring.ts`) is about the sources: the
    // names beside it are internals given where they live (the contributors' maps).
    if (fence || /`[^`\s]+\.ts`|\]\([^)]+\.ts\)/.test(line)) return;
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const name = exportNamed(m[1]!);
      if (name) found.push({ name, where: `${file}:${i + 1}` });
    }
  });
  return found;
}

/** The names the API report knows: entry paths, exports, members of exported interfaces and classes. */
function reportNames(): Set<string> {
  const report = readFileSync(join(root, 'api', 'atout.api.md'), 'utf8');
  const names = new Set<string>();
  for (const m of report.matchAll(/^## `([^`]+)`$/gm)) names.add(m[1]!);
  for (const m of report.matchAll(/^\| `([^`]+)` \| (.*)$/gm)) {
    names.add(m[1]!);
    if (!/\| (function|const|class|interface|type|namespace|enum)\b/.test(`| ${m[2]}`)) {
      for (const member of m[2]!.matchAll(/`([^`]+)`/g)) names.add(member[1]!);
    }
  }
  return names;
}

describe('the docs name only exports', () => {
  it('finds names that look like exports in the docs, and ignores code blocks and source maps', () => {
    expect(exportNamed('replay(record)')).toBe('replay');
    expect(exportNamed('Ruleset<G>')).toBe('Ruleset');
    expect(exportNamed('DEFAULT_LIMITS')).toBe('DEFAULT_LIMITS');
    expect(exportNamed('atout/tarot')).toBe('atout/tarot');
    for (const span of ['JS', '10C', 'rules.apply(s, a)', 'bid:pass', 'players', 'play/must-overtrump']) {
      expect(exportNamed(span), span).toBeUndefined();
    }
    const text = [
      '`scoreBreakdown(facts)`',
      '```ts',
      '`chelemScore(x)`',
      '```',
      '| `games/tarot/x.ts` | `distribute` |',
    ];
    expect(namesIn('x.md', text.join('\n'))).toEqual([{ name: 'scoreBreakdown', where: 'x.md:1' }]);
  });

  it('every backticked export name in README.md and docs/ is in the API report', () => {
    const known = reportNames();
    expect(known.has('atout')).toBe(true);
    const unknown = [join(root, 'README.md'), ...docs()]
      .flatMap((path) => namesIn(relative(root, path), readFileSync(path, 'utf8')))
      .filter(({ name }) => !known.has(name) && !(name in NOT_EXPORTS))
      .map(({ name, where }) => `${where}: \`${name}\``);
    expect(unknown, 'names that are not exports: describe the rule, or export the name').toEqual([]);
  });
});
