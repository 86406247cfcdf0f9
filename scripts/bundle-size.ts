/**
 * The browser bundle's size: esbuild bundles an entry for the browser (platform browser, ESM,
 * minified, every dependency included), then gzip (level 9) measures what goes over the wire.
 *
 *   npx tsx scripts/bundle-size.ts                 prints every entry of ENTRIES against its budget (scripts/budgets.ts)
 *   npx tsx scripts/bundle-size.ts --top atout 30  where one entry's bytes go: its 30 largest modules (esbuild's metafile)
 *
 * The README quotes every entry's figures (written by `npm run figures`, scripts/figures.ts);
 * test/readme.test.ts keeps them within 10% of the measured sizes.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_BUDGETS } from './budgets.js';
import { ENTRIES, PEERS } from './entries.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export { ENTRIES };

export interface BundleSize {
  /** Minified bytes. */
  readonly minified: number;
  /** Minified, then gzipped bytes. */
  readonly gzipped: number;
}

/** Bundles one entry (a path relative to the repository) for the browser: ESM, minified, in memory, with its metafile. */
export function bundleForBrowser(entry: string, plugins: Plugin[] = []) {
  return build({ ...BROWSER, entryPoints: [resolve(root, entry)], metafile: true, plugins });
}

/** How every bundle here is built: for the browser, ESM, minified, in memory, as an app's bundler would. */
const BROWSER = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  minify: true,
  write: false,
  logLevel: 'silent',
  // the adapters' game servers (optional peers) are the app's, not atout's bytes
  external: PEERS.flatMap((p) => [p, `${p}/*`]),
} as const;

/** The modules of an entry's bundle by the minified bytes each leaves in it, largest first (paths from the repository; zod's under `zod/`). */
export async function bundleInputs(
  entry: string,
): Promise<readonly { readonly path: string; readonly bytes: number }[]> {
  const out = await bundleForBrowser(entry);
  const inputs = Object.values(out.metafile.outputs)[0]?.inputs ?? {};
  return Object.entries(inputs)
    .map(([path, input]) => ({ path: path.replace(/^.*node_modules\//, ''), bytes: input.bytesInOutput }))
    .filter((i) => i.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * Bundles one entry of an installed package as an app's bundler does (`export * from 'atout/tarot'`
 * in `app`, resolved through the package's `exports`) and measures it: what the published build,
 * with its shared chunks, costs an app, where `bundleSize` measures the sources.
 */
export async function installedBundleSize(name: string, app: string): Promise<BundleSize> {
  const out = await build({
    ...BROWSER,
    stdin: { contents: `export * from '${name}';`, resolveDir: app, loader: 'js' },
  });
  const code = out.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/** Bundles one entry (a path relative to the repository) and measures it. */
export async function bundleSize(entry: string = ENTRIES['atout']!): Promise<BundleSize> {
  const out = await bundleForBrowser(entry);
  const code = out.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/** The entries whose gzipped bundle exceeds its budget (BUNDLE_BUDGETS), with both figures; an entry without one is over. */
export function overBudget(
  sizes: ReadonlyMap<string, BundleSize>,
  budgets: Readonly<Record<string, number>> = BUNDLE_BUDGETS,
): readonly { readonly entry: string; readonly gzipped: number; readonly budget: number | undefined }[] {
  return [...sizes]
    .filter(([entry, size]) => budgets[entry] === undefined || size.gzipped > budgets[entry])
    .map(([entry, size]) => ({ entry, gzipped: size.gzipped, budget: budgets[entry] }));
}

/** Bundles and measures every entry of ENTRIES, in ENTRIES order. */
export async function bundleSizes(): Promise<ReadonlyMap<string, BundleSize>> {
  const sizes = new Map<string, BundleSize>();
  for (const [name, entry] of Object.entries(ENTRIES)) sizes.set(name, await bundleSize(entry));
  return sizes;
}

/** Bytes as the README writes them: kilobytes of 1024 bytes, one decimal. */
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const top = process.argv.indexOf('--top');
if (isMain && top >= 0) {
  const name = process.argv[top + 1] ?? 'atout';
  const entry = ENTRIES[name];
  if (entry === undefined) throw new Error(`no entry ${name}: one of ${Object.keys(ENTRIES).join(', ')}`);
  const inputs = await bundleInputs(entry);
  const byFolder = new Map<string, number>();
  for (const i of inputs) {
    const folder = i.path.startsWith('zod/') ? 'zod' : i.path.replace(/\/[^/]*$/, '');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + i.bytes);
  }
  console.log(`${name}: minified bytes by folder`);
  for (const [folder, bytes] of [...byFolder].sort((a, b) => b[1] - a[1]))
    console.log(`${kB(bytes).padStart(10)}  ${folder}`);
  console.log(`${name}: the largest modules`);
  for (const i of inputs.slice(0, Number(process.argv[top + 2] ?? 25)))
    console.log(`${kB(i.bytes).padStart(10)}  ${i.path}`);
} else if (isMain) {
  for (const [name, size] of await bundleSizes()) {
    const budget = BUNDLE_BUDGETS[name];
    const verdict =
      budget === undefined
        ? '  no budget: MISSED'
        : `  budget ${kB(budget)}: ${size.gzipped <= budget ? 'met' : 'MISSED'}`;
    console.log(
      `${name.padEnd(16)} ${kB(size.minified).padStart(10)} minified ${kB(size.gzipped).padStart(10)} gzipped${verdict}`,
    );
  }
}
