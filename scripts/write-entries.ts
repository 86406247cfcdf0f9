/**
 * `npm run entries`: rewrites every list of entry points from `ENTRIES` (scripts/entries.ts):
 * package.json `exports` (the entries first, in ENTRIES order, then the non-entry exports such as
 * `./package.json` and `./schema/*`, kept as they are), the tsconfig `paths`, and TypeDoc's
 * `entryPoints`. tsup.config.ts imports ENTRIES itself. test/package/entries.test.ts checks the
 * files agree with ENTRIES.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ENTRIES, exportOf, pathsOf, subpathOf } from './entries.js';

const root = fileURLToPath(new URL('..', import.meta.url));

type Json = Record<string, unknown>;

/** Whether a package.json `exports` key is an entry point's (it points into `dist/`). */
export const isEntryExport = (value: unknown): boolean => JSON.stringify(value).includes('./dist/');

/** The package.json `exports` map ENTRIES implies, keeping the non-entry exports of `current`. */
export function exportsFor(current: Json): Json {
  const out: Json = {};
  for (const name of Object.keys(ENTRIES)) out[subpathOf(name)] = exportOf(name);
  for (const [key, value] of Object.entries(current)) if (!isEntryExport(value) && !(key in out)) out[key] = value;
  return out;
}

/** TypeDoc's entry points: the sources, in ENTRIES order (the main entry points first). */
export const typedocEntryPoints = (): string[] => Object.values(ENTRIES);

async function rewrite(file: string, change: (json: Json) => void): Promise<void> {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  const options = await resolveConfig(path);
  writeFileSync(path, await format(JSON.stringify(json, null, 2), { ...options, filepath: path }));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await rewrite('package.json', (pkg) => {
    pkg['exports'] = exportsFor((pkg['exports'] ?? {}) as Json);
  });
  await rewrite('tsconfig.json', (tsconfig) => {
    (tsconfig['compilerOptions'] as Json)['paths'] = pathsOf();
  });
  await rewrite('typedoc.json', (typedoc) => {
    typedoc['entryPoints'] = typedocEntryPoints();
  });
  console.log(`package.json, tsconfig.json, typedoc.json: ${Object.keys(ENTRIES).length} entry points`);
}
