/**
 * The deterministic figures the README quotes, written by a script so that they cannot go stale:
 * each sits between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->` and is rewritten whole.
 *
 *   npm run figures     rewrites every figure of the files in FIGURE_FILES
 *
 * test/readme.test.ts keeps them true: the file lists exactly, the bundle sizes within 10% (they
 * move a little with esbuild and zod versions). Benchmark figures are not made here: they carry
 * the date and the machine of their run instead (docs/performance.md).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleSizes, kB } from './bundle-size.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The files holding figures, relative to the repository. */
export const FIGURE_FILES: readonly string[] = ['README.md'];

/** The name of every figure, as in its markers. */
export const FIGURE_NAMES: readonly string[] = ['bundle', 'schemas'];

/** The browser bundle of every entry, as a Markdown table. */
export async function bundleFigure(): Promise<string> {
  const rows = [...(await bundleSizes())].map(
    ([name, size]) => `| \`${name}\` | ${kB(size.minified)} | ${kB(size.gzipped)} |`,
  );
  return ['| entry | minified | gzipped |', '| --- | ---: | ---: |', ...rows].join('\n');
}

/** The JSON Schemas the package ships, by import path: a bullet list. */
export function schemasFigure(): string {
  const files = readdirSync(join(root, 'schema'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const kinds = ['options', 'actions'];
  const rulesets = [...new Set(files.map((f) => /^(.+)\.(options|actions)\.schema\.json$/.exec(f)?.[1]))]
    .filter((r): r is string => r !== undefined)
    .sort()
    .filter((r) => kinds.every((k) => files.includes(`${r}.${k}.schema.json`)));
  const paired = new Set(rulesets.flatMap((r) => kinds.map((k) => `${r}.${k}.schema.json`)));
  // the oracle's query schemas, one pair per query (and per game for the rule queries), in two lines
  const oracleQuery = /^oracle\.(?:(.+)\.)?([a-z-]+)\.(facts|answer)\.schema\.json$/;
  const queryFiles = files.filter((f) => oracleQuery.test(f));
  const lines = files.filter((f) => !paired.has(f) && !queryFiles.includes(f)).map((f) => `- \`atout/schema/${f}\``);
  const parts = queryFiles.map((f) => oracleQuery.exec(f)!);
  const common = [...new Set(parts.filter((m) => m[1] === undefined).map((m) => m[2]!))].sort();
  const games = [...new Set(parts.filter((m) => m[1] !== undefined).map((m) => m[1]!))].sort();
  if (common.length > 0)
    lines.push(
      `- \`atout/schema/oracle.<query>.facts.schema.json\` and \`….answer.schema.json\`, for ${common.map((q) => `\`${q}\``).join(', ')}`,
    );
  if (games.length > 0)
    lines.push(
      `- \`atout/schema/oracle.<ruleset>.<query>.facts.schema.json\` and \`….answer.schema.json\`, for the rule queries of ${games.map((g) => `\`${g}\``).join(', ')}`,
    );
  if (rulesets.length > 0) {
    const names = rulesets.map((r) => `\`${r}\``).join(', ');
    lines.push(
      `- \`atout/schema/<ruleset>.options.schema.json\` and \`atout/schema/<ruleset>.actions.schema.json\`, for ${names}`,
    );
  }
  return lines.join('\n');
}

/** The figures with no measurement noise: the text must match the script's output exactly. */
export function exactFigures(): Readonly<Record<string, string>> {
  return { schemas: schemasFigure() };
}

/** Every figure, by marker name. */
export async function figures(): Promise<Readonly<Record<string, string>>> {
  return { ...exactFigures(), bundle: await bundleFigure() };
}

const MARKER = /<!-- figures:([a-z-]+) -->\n([\s\S]*?)<!-- \/figures:\1 -->/g;

/** The figures a text holds, by marker name (the text between the markers, trimmed). */
export function readFigures(text: string): ReadonlyMap<string, string> {
  return new Map([...text.matchAll(MARKER)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** The text with each figure it holds rewritten; a marker with no figure of that name is kept as is. */
export function writeFigures(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MARKER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : `<!-- figures:${name} -->\n${value}\n<!-- /figures:${name} -->`;
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const values = await figures();
  for (const file of FIGURE_FILES) {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = writeFigures(before, values);
    if (after !== before) writeFileSync(path, after);
    console.log(`${file}: ${[...readFigures(before).keys()].join(', ') || 'no figures'}`);
  }
}
