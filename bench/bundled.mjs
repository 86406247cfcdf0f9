/**
 * `node bench/bundled.mjs bench/<name>.ts [flags]`: runs a bench on the code as the package ships
 * it — one esbuild bundle of the bench and the sources it imports (the package's target, its
 * dependencies left as imports), written to `.tmp/`, run by Node — instead of through tsx, which
 * transforms each module apart: the Tarot heuristic and PIMC take about half as much time again
 * there (the solver's search the same either way; docs/bots.md, "Speed").
 * A worker thread that `solveMany` starts loads the same bundle and serves its solves only.
 */
import { spawnSync } from 'node:child_process';
import { basename, relative, resolve } from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

const [entry, ...rest] = process.argv.slice(2);
if (entry === undefined) {
  process.stderr.write('usage: node bench/bundled.mjs bench/<name>.ts [flags]\n');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
// One level below the repository, as bench/ is: the bench finds the reference ceiling from there.
const outfile = resolve(root, '.tmp', `${basename(entry, '.ts')}.mjs`);
// The bench's path from the repository (the bundle's entry resolves from there), the argument's from here.
const bench = `./${relative(root, resolve(entry))}`;
await build({
  stdin: {
    // In a solver worker (solveMany), the bundle serves solves (solve-many.ts) and runs no bench.
    contents: [
      "import { isMainThread } from 'node:worker_threads';",
      // Imported by name: the package's \`sideEffects: false\` would drop a bare import.
      "import { solveMany } from './src/bots/solve-many.ts';",
      `if (isMainThread && typeof solveMany === 'function') await import(${JSON.stringify(bench)});`,
    ].join('\n'),
    resolveDir: root,
    sourcefile: 'bench-entry.mjs',
    loader: 'js',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'es2022',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, outfile, ...rest], { stdio: 'inherit' });
process.exit(run.status ?? 1);
