import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      tarot: 'src/entries/tarot.ts',
      goulash: 'src/entries/goulash.ts',
      tarabish: 'src/entries/tarabish.ts',
      testing: 'src/testing/index.ts',
      vectors: 'src/entries/vectors.ts',
      'locales/en': 'src/locales/en.ts',
      'locales/fr': 'src/locales/fr.ts',
      'locales/de': 'src/locales/de.ts',
      'locales/it': 'src/locales/it.ts',
    },
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
