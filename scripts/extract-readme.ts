/**
 * Extracts every ```ts block of README.md into its own file, with the package's import names
 * (`'atout'`, `'atout/tarot'` …) rewritten to the source files, so that test/readme.test.ts can
 * type-check and run each block: the README cannot drift from the code.
 *
 *   npx tsx scripts/extract-readme.ts <folder>     writes <folder>/readme-<n>.ts and prints the paths
 *
 * A block states what it prints with `// → text` comments, one per printed line, in order; the
 * test compares them with the block's output.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRIES } from './entries.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The package's import names and their sources (the `exports` of package.json). */
export const SOURCES = ENTRIES;

export interface CodeBlock {
  /** 1-based, in README order. */
  readonly index: number;
  /** The README line of the opening fence (1-based). */
  readonly line: number;
  readonly code: string;
  /** The `// → text` comments, in order: the lines the block prints. */
  readonly expected: readonly string[];
}

/** Every ```ts (or ```typescript) block of a Markdown text. */
export function tsBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    const code = `${body.join('\n')}\n`;
    const expected = body.flatMap((l) => {
      const m = /\/\/ → (.*)$/.exec(l);
      return m ? [m[1]!.trimEnd()] : [];
    });
    blocks.push({ index: blocks.length + 1, line: start + 1, code, expected });
  }
  return blocks;
}

/**
 * Rewrites `from 'atout…'` to a relative import of the source, as seen from `folder`. With `base`
 * (a folder of the repository, e.g. `examples/whist` for the excerpts of docs/adding-a-game.md),
 * a relative import (`'./rules.js'`) is read from there.
 */
export function mapImports(code: string, folder: string, base?: string): string {
  const local =
    base === undefined
      ? code
      : code.replace(/(from\s+|import\s+)(['"])(\.\.?\/[^'"]+)\2/g, (_, lead: string, quote: string, path: string) => {
          let to = relative(folder, resolve(root, base, path)).replace(/\\/g, '/');
          if (!to.startsWith('.')) to = `./${to}`;
          return `${lead}${quote}${to}${quote}`;
        });
  return local.replace(
    /(from\s+|import\s+)(['"])(atout(?:\/[a-z][a-z0-9.-]*)*)\2/g,
    (whole, lead: string, quote: string, name: string) => {
      const source = SOURCES[name];
      if (source === undefined) return whole;
      let path = relative(folder, resolve(root, source)).replace(/\\/g, '/').replace(/\.ts$/, '.js');
      if (!path.startsWith('.')) path = `./${path}`;
      return `${lead}${quote}${path}${quote}`;
    },
  );
}

/**
 * Writes each block of README.md (or another Markdown file) to `folder/readme-<n>.ts`; returns the
 * blocks with their files. `base`: where the blocks' relative imports are read from (`mapImports`).
 */
export function extractReadme(
  folder: string,
  readme = join(root, 'README.md'),
  base?: string,
): (CodeBlock & { readonly file: string })[] {
  mkdirSync(folder, { recursive: true });
  return tsBlocks(readFileSync(readme, 'utf8')).map((b) => {
    const file = join(folder, `readme-${b.index}.ts`);
    writeFileSync(
      file,
      `// README.md block ${b.index} (line ${b.line})\n${mapImports(b.code, folder, base)}export {};\n`,
    );
    return { ...b, file };
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = resolve(process.argv[2] ?? join(root, '.tmp', 'readme'));
  for (const b of extractReadme(folder)) console.log(b.file);
}
