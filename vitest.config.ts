import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ENTRIES } from './scripts/entries.js';

export default defineConfig({
  // The examples import the package by name, as apps do; tests resolve those names to the sources.
  resolve: {
    alias: Object.entries(ENTRIES)
      .sort(([a], [b]) => b.length - a.length)
      .map(([name, path]) => ({
        find: new RegExp(`^${name}$`),
        replacement: fileURLToPath(new URL(`./${path}`, import.meta.url)),
      })),
  },
  test: {
    include: ['test/**/*.test.ts'],
    // The test files of a worker share one module graph (and the JIT's warm code): the library keeps
    // no module-level mutable state (the lint test forbids it), so no file can leak into the next, and
    // `npm test` spends about half the CPU time it spends with a fresh graph per file.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
