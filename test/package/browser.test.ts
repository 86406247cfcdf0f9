/** The library runs in browsers: bundle the package root for the browser and refuse any Node built-in. */
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bundleForBrowser } from '../../scripts/bundle-size.js';
import { ENTRIES } from '../../scripts/entries.js';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

describe('browser bundle', () => {
  for (const entry of Object.values(ENTRIES)) {
    it(`${entry} bundles for the browser without Node built-ins`, async () => {
      const used: string[] = [];
      const out = await bundleForBrowser(entry, [
        {
          name: 'no-node-builtins',
          setup(b) {
            b.onResolve({ filter: /.*/ }, (args) => {
              if (builtins.has(args.path)) used.push(`${args.path} (from ${args.importer})`);
              return undefined;
            });
          },
        },
      ]);
      expect(used).toEqual([]);
      expect(out.errors).toEqual([]);
      expect(out.outputFiles[0]!.contents.length).toBeGreaterThan(100);
    });
  }
});
