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
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
