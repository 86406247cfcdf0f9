import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  // The examples import the package by name, as apps do; tests resolve those names to the sources.
  resolve: {
    alias: [
      { find: /^atout\/tarot$/, replacement: src('entries/tarot.ts') },
      { find: /^atout\/goulash$/, replacement: src('entries/goulash.ts') },
      { find: /^atout\/tarabish$/, replacement: src('entries/tarabish.ts') },
      { find: /^atout\/testing$/, replacement: src('testing/index.ts') },
      { find: /^atout\/vectors$/, replacement: src('entries/vectors.ts') },
      { find: /^atout$/, replacement: src('index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
