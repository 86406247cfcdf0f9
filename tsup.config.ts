import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { buildEntries, PEERS } from './scripts/entries.js';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The vectors ship once, as the JSON files of `vectors/`: `atout/vectors` (dist/vectors.js and
 * .cjs) imports them from there (`../vectors/<file>.json`, an ESM import with `type: 'json'`, a
 * CommonJS `require`) instead of carrying a copy in each build.
 */
const vectorsAsFiles: Plugin = {
  name: 'vectors-as-files',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/\.\.\/vectors\/[a-z-]+\.json$/ }, (args) =>
      args.importer.endsWith('src/entries/vectors.ts')
        ? { path: `../vectors/${basename(args.path)}`, external: true }
        : undefined,
    );
  },
};

export default defineConfig([
  {
    // Every entry point of scripts/entries.ts (ENTRIES), built as dist/<name>.{js,cjs,d.ts,d.cts}.
    entry: buildEntries(),
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: false,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
    esbuildPlugins: [vectorsAsFiles],
    // the game servers of the adapters (optional peers): imported by their entries, never bundled
    external: PEERS.flatMap((p) => [p, new RegExp(`^${p.replace(/[.]/g, '\\.')}/`)]),
    // keep `type: 'json'` on the vectors' imports (Node needs it to import JSON); the tree-shaking
    // pass writes it as the older `assert`, which Node 22 refuses: written back as `with`
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'import-attributes': true };
    },
    async onSuccess() {
      const file = 'dist/vectors.js';
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replaceAll(`' assert { type: "json" }`, `' with { type: "json" }`),
      );
    },
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    clean: false,
  },
]);
