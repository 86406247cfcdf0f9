/**
 * The docs stand on their own: nothing a user reads (the README, the CHANGELOG, docs/, the sources
 * behind the API reference and hover text, the shipped vectors and schemas, the examples, the
 * scripts and benchmarks) refers to files the user does not have,
 * and the rules docs state the rules with their public sources, naming no source file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return path === join(root, 'docs', 'api') ? [] : files(path, keep);
    return keep(f) ? [path] : [];
  });
}

/** Files the user does not have: the team's rulings, the seed rule texts, the folder beside the repository. */
const PRIVATE = /RULINGS|seed 00|\.\.\/shared/i;

describe('the docs stand on their own', () => {
  it('finds references to files a user does not have', () => {
    for (const text of ['see RULINGS.md', 'as seed 004 says', '`../shared/rules/tarot-fft.md`', 'rulings']) {
      expect(PRIVATE.test(text), text).toBe(true);
    }
    expect(PRIVATE.test('a seed 1 deal, the shared bench, seeds 0..9')).toBe(false);
  });

  it('nothing in README.md, CHANGELOG.md, docs/, src/, vectors/, schema/, examples/, scripts/ or bench/ cites RULINGS, a seed text or ../shared', () => {
    const text = (name: string) => /\.(md|ts|js|mjs|json)$/.test(name);
    const paths = [
      join(root, 'README.md'),
      join(root, 'CHANGELOG.md'),
      ...['docs', 'src', 'vectors', 'schema', 'examples', 'scripts', 'bench'].flatMap((d) =>
        files(join(root, d), text),
      ),
    ];
    expect(paths.length).toBeGreaterThan(50);
    const hits = paths.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (PRIVATE.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('the rules docs name no source file (they state the rules)', () => {
    const sources = new Set(files(join(root, 'src'), (f) => f.endsWith('.ts')).map((p) => basename(p)));
    expect(sources.has('scoring.ts')).toBe(true);
    const hits = files(join(root, 'docs', 'rules'), (f) => f.endsWith('.md')).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/(?:^|[\s`(/])((?:src\/)?(?:[\w.-]+\/)*([\w.-]+\.ts))\b/gm)]
        .filter((m) => m[1]!.startsWith('src/') || (!m[1]!.startsWith('test/') && sources.has(m[2]!)))
        .map((m) => `${relative(root, path)}: ${m[1]}`),
    );
    expect(hits).toEqual([]);
  });

  it('the rules docs cite their public sources by title', () => {
    const read = (name: string) => readFileSync(join(root, 'docs', 'rules', name), 'utf8');
    for (const name of ['tarot.md', 'tarot-scoring.md', 'goulash.md']) {
      expect(read(name), name).toContain('"Règlement officiel du jeu de Tarot"');
    }
    for (const name of ['tarabish.md', 'tarabish-scoring.md']) {
      expect(read(name), name).toContain('Wikipedia "Tarabish"');
      expect(read(name), name).toContain('KenMacD/tarabish');
    }
  });
});
