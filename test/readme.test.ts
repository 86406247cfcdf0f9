/**
 * The README (and docs/guide.md) cannot drift from the code: every ```ts block is extracted (scripts/extract-readme.ts),
 * type-checked with the project's compiler options (strict) and run (all in one Node process, each
 * with its own capture of the output); what it prints must be its `// →` comments. The ```ts blocks of the other docs/*.md are type-checked in the same program. The figures it quotes are checked too: those written by `npm run figures` (the browser
 * bundles within 10%, the rest exactly) and the option counts of the feature table.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSizes, ENTRIES } from '../scripts/bundle-size.js';
import { exactFigures, FIGURE_NAMES, readFigures, writeFigures } from '../scripts/figures.js';
import { extractReadme, mapImports, SOURCES, tsBlocks } from '../scripts/extract-readme.js';
import { tarotOptionShape } from '../src/games/tarot/options.js';
import { tarabishOptionsInput } from '../src/games/tarabish/options.js';

const root = resolve(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const folder = join(root, '.tmp', `readme-${process.pid}`);
/** The Markdown files whose ts blocks are checked, each extracted into its own folder. */
const docs = ['README.md', 'docs/guide.md'].map((doc) => {
  const into = join(folder, doc.replace(/[^a-z]/gi, '-'));
  return { doc, into, blocks: extractReadme(into, join(root, doc)) };
});
const blocks = docs[0]!.blocks;
/**
 * The ```ts blocks of the other docs (docs/*.md): type-checked with the same program, not run (they
 * are excerpts and API sketches). The excerpts of docs/adding-a-game.md import the Whist example's
 * modules as its files do (`'./rules.js'`).
 */
const BASES: Readonly<Record<string, string>> = { 'docs/adding-a-game.md': 'examples/whist' };
const sketches = readdirSync(join(root, 'docs'))
  .filter((f) => f.endsWith('.md') && f !== 'guide.md')
  .sort()
  .map((f) => {
    const doc = `docs/${f}`;
    const into = join(folder, doc.replace(/[^a-z]/gi, '-'));
    return { doc, into, blocks: extractReadme(into, join(root, doc), BASES[doc]) };
  });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface BlockRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs every block of `files` in one Node process (`--import tsx`), one after the other, each with
 * its own capture of stdout and stderr: one start-up of Node and the sources instead of one per
 * block. A block that throws gets code 1 and its error on stderr.
 */
function runAll(files: readonly string[]): Promise<ReadonlyMap<string, BlockRun>> {
  const runner = join(folder, 'run-blocks.ts');
  writeFileSync(
    runner,
    [
      "import { pathToFileURL } from 'node:url';",
      'const files: string[] = JSON.parse(process.argv[2]!);',
      'const results: Record<string, { code: number; stdout: string; stderr: string }> = {};',
      'const out = process.stdout.write.bind(process.stdout);',
      'const err = process.stderr.write.bind(process.stderr);',
      'for (const file of files) {',
      "  const r = { code: 0, stdout: '', stderr: '' };",
      '  process.stdout.write = ((chunk: unknown) => ((r.stdout += String(chunk)), true)) as typeof process.stdout.write;',
      '  process.stderr.write = ((chunk: unknown) => ((r.stderr += String(chunk)), true)) as typeof process.stderr.write;',
      '  try {',
      '    await import(pathToFileURL(file).href);',
      '  } catch (e) {',
      '    r.code = 1;',
      '    r.stderr += e instanceof Error ? (e.stack ?? e.message) : String(e);',
      '  } finally {',
      '    process.stdout.write = out;',
      '    process.stderr.write = err;',
      '  }',
      '  results[file] = r;',
      '}',
      'out(JSON.stringify(results));',
    ].join('\n'),
  );
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', runner, JSON.stringify(files)],
      { cwd: root, timeout: 120_000, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error !== null) fail(new Error(`the block runner failed: ${error.message}\n${stderr}`));
        else done(new Map(Object.entries(JSON.parse(stdout) as Record<string, BlockRun>)));
      },
    );
  });
}
/** Every block's run, started once by the first test that needs it. */
let runs: Promise<ReadonlyMap<string, BlockRun>> | undefined;
const runOf = async (file: string): Promise<BlockRun> => {
  runs ??= runAll(docs.flatMap((d) => d.blocks.map((b) => b.file)));
  return (await runs).get(file)!;
};

describe('code blocks of README.md and docs/guide.md', () => {
  it('README: a quick start for every game', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const name of ["'atout/tarot'", "'atout/goulash'", "'atout/tarabish'", "'atout/belote'", "'atout/coinche'"])
      expect(blocks.some((b) => b.code.includes(name))).toBe(true);
  });

  it('every block imports from the package names and states what it prints', () => {
    for (const { doc, blocks: bs } of docs) {
      expect(bs.length, doc).toBeGreaterThan(0);
      for (const b of bs) {
        expect(b.code, `${doc}:${b.line}`).toMatch(/from 'atout(\/[a-z]+)?'/);
        expect(b.code, `${doc}:${b.line}`).not.toMatch(/from '\.\.?\//); // no relative imports in the docs
        expect(b.expected.length, `${doc}:${b.line}`).toBeGreaterThan(0);
      }
    }
  });

  it("type-check with the project's compiler options (strict), with every ts block of docs/*.md", () => {
    expect(sketches.map((d) => d.doc)).toContain('docs/bots.md');
    expect(sketches.flatMap((d) => d.blocks).length).toBeGreaterThanOrEqual(5);
    const config = ts.readConfigFile(join(root, 'tsconfig.json'), (p) => ts.sys.readFile(p));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    expect(parsed.options.strict).toBe(true);
    const files = [...docs, ...sketches].flatMap((d) => d.blocks.map((b) => b.file));
    const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${d.file.fileName.replace(`${folder}/`, '')}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
  });

  for (const { doc, blocks: bs } of docs) {
    for (const b of bs) {
      it.concurrent(`${doc} block ${b.index} (line ${b.line}) runs and prints its // → lines`, async ({ expect }) => {
        const out = await runOf(b.file);
        expect(out.stderr).toBe('');
        expect(out.code).toBe(0);
        expect(
          out.stdout
            .trimEnd()
            .split('\n')
            .map((l) => l.trimEnd()),
        ).toEqual(b.expected);
      });
    }
  }
});

describe('README.md figures', () => {
  const held = readFigures(readme);

  it('holds every figure scripts/figures.ts writes, the exact ones as the script writes them', () => {
    expect([...held.keys()].sort()).toEqual([...FIGURE_NAMES].sort());
    for (const [name, value] of Object.entries(exactFigures())) expect(held.get(name), name).toBe(value);
  });

  it('the browser bundle of every entry is within 10% of its measured size', async () => {
    const rows = new Map(
      [...(held.get('bundle') ?? '').matchAll(/^\| `([^`]+)` \| ([\d.]+) kB \| ([\d.]+) kB \|$/gm)].map((m) => [
        m[1]!,
        { minified: Number(m[2]) * 1024, gzipped: Number(m[3]) * 1024 },
      ]),
    );
    const measured = await bundleSizes();
    expect([...rows.keys()]).toEqual([...measured.keys()]);
    for (const [name, size] of measured) {
      const quoted = rows.get(name)!;
      expect(Math.abs(quoted.gzipped - size.gzipped) / size.gzipped, `${name} gzipped`).toBeLessThanOrEqual(0.1);
      expect(Math.abs(quoted.minified - size.minified) / size.minified, `${name} minified`).toBeLessThanOrEqual(0.1);
    }
  });

  it('writeFigures rewrites only between its own markers', () => {
    const text = 'a\n<!-- figures:x -->\nold\n<!-- /figures:x -->\nb\n<!-- figures:y -->\nkept\n<!-- /figures:y -->\n';
    const out = writeFigures(text, { x: 'new' });
    expect(out).toBe(
      'a\n<!-- figures:x -->\nnew\n<!-- /figures:x -->\nb\n<!-- figures:y -->\nkept\n<!-- /figures:y -->\n',
    );
    expect(readFigures(out)).toEqual(
      new Map([
        ['x', 'new'],
        ['y', 'kept'],
      ]),
    );
  });

  it('no test counts in the README and docs (they go stale; the suite reports its own)', () => {
    const docs = [
      'README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const doc of docs) {
      const text = readFileSync(join(root, doc), 'utf8');
      expect(text.match(/\b\d[\d,]* (?:tests|test files)\b/g) ?? [], doc).toEqual([]);
    }
  });

  it('the feature table counts every option of each game', () => {
    const row = readme.split('\n').find((l) => l.startsWith('| rule variants'));
    expect(row).toBeDefined();
    const counts = row!
      .split('|')
      .slice(2, 5)
      .map((c) => Number(c.trim()));
    expect(counts).toEqual([
      Object.keys(tarotOptionShape('classic')).length,
      Object.keys(tarotOptionShape('goulash')).length,
      Object.keys(tarabishOptionsInput.shape).length,
    ]);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((x) => x[1]!).filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(5);
    for (const l of links) expect(existsSync(join(root, l)), l).toBe(true);
  });
});

// ~15 s of TypeDoc: with the long runs (npm run test:long).
describe.skipIf(!process.env.ATOUT_LONG)('the API reference (npm run docs)', () => {
  it('builds with TypeDoc without a warning', async () => {
    const out = await new Promise<{ code: number; output: string }>((done) => {
      execFile(
        process.execPath,
        [join(root, 'node_modules/typedoc/bin/typedoc'), '--emit', 'none', '--treatWarningsAsErrors'],
        { cwd: root, timeout: 300_000 },
        (error, stdout, stderr) => {
          done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, output: stdout + stderr });
        },
      );
    });
    expect(out.output).not.toMatch(/warning/i);
    expect(out.code).toBe(0);
  });
});

describe('scripts/extract-readme', () => {
  it('finds ts blocks with their // → lines and skips other languages', () => {
    const md = [
      '# x',
      '```sh',
      'npm ci',
      '```',
      '```ts',
      "import { tarot } from 'atout/tarot';",
      'console.log(1); // → 1',
      '```',
      '```typescript',
      'console.log(2); // → 2  ',
      '```',
    ].join('\n');
    const found = tsBlocks(md);
    expect(found.map((b) => [b.index, b.line, b.expected])).toEqual([
      [1, 5, ['1']],
      [2, 9, ['2']],
    ]);
    expect(found[0]!.code).toBe("import { tarot } from 'atout/tarot';\nconsole.log(1); // → 1\n");
  });

  it('knows every entry point of package.json', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const names = Object.keys(pkg.exports)
      .filter((k) => !k.endsWith('.json') && !k.includes('*')) // not package.json, not the schemas
      .map((k) => (k === '.' ? 'atout' : `atout/${k.slice(2)}`));
    expect(Object.keys(SOURCES).sort()).toEqual(names.sort());
    expect(Object.keys(ENTRIES).sort()).toEqual(names.sort());
  });

  it('maps every package name to its source, relative to the folder, and nothing else', () => {
    const code =
      Object.keys(SOURCES)
        .map((name, i) => `import * as m${i} from '${name}';`)
        .join('\n') + '\nimport { z } from \'zod\';\nimport x from "atout/tarot";\n';
    const mapped = mapImports(code, folder);
    for (const source of Object.values(SOURCES)) expect(mapped).toContain(`'../../${source.replace(/\.ts$/, '.js')}'`);
    expect(mapped).toContain("from 'zod'");
    expect(mapped).toContain('from "../../src/entries/tarot.js"');
    expect(mapped).not.toMatch(/['"]atout/);
    // an excerpt's relative import, read from its base folder
    const excerpt = mapImports("import { whist } from './rules.js';\n", folder, 'examples/whist');
    expect(excerpt).toContain("from '../../examples/whist/rules.js'");
    expect(mapImports("import { whist } from './rules.js';\n", folder)).toContain("from './rules.js'");
  });
});
