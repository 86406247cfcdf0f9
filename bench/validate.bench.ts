/**
 * `atout validate` throughput: records per second of the built command (`dist/cli.js`, as the
 * package runs it) on 100,000 seeded Tarot records (`atout play tarot --seed 1 --deals 100000
 * --json`, written once to .tmp/), for `--jobs 1` and `--jobs 2`, each the best of `ROUNDS` runs.
 * Prints the date, the machine (CPU model, cores, Node) and its load average at the start, since
 * the figures depend on them. Run with `npm run bench:validate` (it builds first); `RECORDS=N` for
 * another count, `ROUNDS=N` for more rounds.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist/cli.js');
const records = Number(process.env['RECORDS'] ?? 100_000);
const rounds = Number(process.env['ROUNDS'] ?? 1);
const file = join(root, '.tmp', `tarot-${records}.jsonl`);

if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');
mkdirSync(join(root, '.tmp'), { recursive: true });
if (!existsSync(file)) {
  const fd = openSync(file, 'w');
  const args = [cli, 'play', 'tarot', '--seed', '1', '--deals', String(records), '--json'];
  const play = spawnSync(process.execPath, args, { stdio: ['ignore', fd, 'inherit'] });
  closeSync(fd);
  if (play.status !== 0) throw new Error(`atout play exited ${play.status}`);
}
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l !== '').length;
if (lines !== records) throw new Error(`${file} holds ${lines} records, not ${records}: delete it`);

console.log(`atout validate, ${records.toLocaleString('en-US')} Tarot records (${file})`);
console.log(`date ${new Date().toISOString()}`);
console.log(`machine ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`);
console.log(
  `load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const jobs of [1, 2]) {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [cli, 'validate', file, '--jobs', String(jobs)], { encoding: 'utf8' });
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    if (run.status !== 0) throw new Error(`atout validate --jobs ${jobs} exited ${run.status}: ${run.stderr}`);
    best = Math.min(best, secs);
  }
  console.log(`--jobs ${jobs}: ${best.toFixed(1)} s, ${Math.round(records / best).toLocaleString('en-US')} records/s`);
}
