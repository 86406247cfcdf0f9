/**
 * The playground's Vite config. atout is imported as a user's app imports it, by its package entry
 * points (`atout`, `atout/tarot`, `atout/bots`, `atout/locales/fr`, …); each entry of ENTRIES
 * (scripts/entries.ts) resolves to its built file in `dist/` (`npm run build`), the file the
 * package's `exports` name for `import`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ENTRIES, distNameOf } from '../scripts/entries.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  // Relative URLs: the built site works from any folder of any static server.
  base: './',
  resolve: {
    alias: Object.keys(ENTRIES)
      .sort((a, b) => b.length - a.length)
      .map((name) => ({ find: new RegExp(`^${name}$`), replacement: here(`../dist/${distNameOf(name)}.js`) })),
  },
  worker: { format: 'es' },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { index: here('index.html'), replay: here('replay.html') } },
  },
});
