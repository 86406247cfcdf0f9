import { defineConfig } from 'tsup';
import { buildEntries } from './scripts/entries.js';

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
