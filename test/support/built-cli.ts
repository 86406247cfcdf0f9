/**
 * The command bundled the way `dist/cli.js` is (one ESM file for Node, the dependencies left to
 * node_modules), for tests that run it as a process.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The checkout's root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A bundled command: the file to run with `node`, its folder, and how to remove it afterwards. */
export interface BuiltCli {
  readonly cli: string;
  /** The folder it is in (a scratch place for the test's files too). */
  readonly dir: string;
  readonly remove: () => void;
}

/** Bundles `src/cli/main.ts` into a new folder of `.tmp/` (inside the checkout, so that it finds the dependencies it leaves out). */
export async function bundleCli(): Promise<BuiltCli> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'cli-'));
  const cli = join(dir, 'cli.js');
  await build({
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'error',
  });
  return { cli, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
