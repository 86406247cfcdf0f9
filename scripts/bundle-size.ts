/**
 * The browser bundle's size: esbuild bundles an entry for the browser (platform browser, ESM,
 * minified, every dependency included), then gzip (level 9) measures what goes over the wire.
 *
 *   npx tsx scripts/bundle-size.ts     prints the package root and each subpath
 *
 * The README quotes the package root's figure; test/readme.test.ts keeps it within 20%.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { ENTRIES } from './entries.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export { ENTRIES };

export interface BundleSize {
  /** Minified bytes. */
  readonly minified: number;
  /** Minified, then gzipped bytes. */
  readonly gzipped: number;
}

/** Bundles one entry (a path relative to the repository) for the browser: ESM, minified, in memory. */
export function bundleForBrowser(entry: string, plugins: Plugin[] = []) {
  return build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins,
  });
}

/** Bundles one entry (a path relative to the repository) and measures it. */
export async function bundleSize(entry: string = ENTRIES['atout']!): Promise<BundleSize> {
  const out = await bundleForBrowser(entry);
  const code = out.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const size = await bundleSize(entry);
    console.log(
      `${name.padEnd(16)} ${kB(size.minified).padStart(10)} minified ${kB(size.gzipped).padStart(10)} gzipped`,
    );
  }
}
