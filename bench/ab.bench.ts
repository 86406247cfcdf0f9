/**
 * Two versions of the library side by side: `npm run bench:ab -- --a 0476a66 [--b DIR] [--rounds 3]
 * [--only tarot,tarabish] [--seconds 1.5]`. Each of `--a` and `--b` is a checkout's folder or a git
 * revision of this repository (checked out into a temporary worktree, its `node_modules` this
 * one's); `--b` defaults to this checkout. Each round runs the game bench (`games.bench.ts --json
 * --tree DIR`, every configuration in a process of its own) on A, then on B, so that a change in the
 * machine's load over the minutes falls on both alike; the table gives each figure's value in every
 * round and the ratio of B's median to A's, as a speed (above 1: B is faster). The figures: play-phase
 * deals per CPU second through the checked API (`legal` then `apply`), `legal` then `applyUnchecked`,
 * and `playout`; the CPU time of one `apply`, `applyUnchecked` and `legal` along recorded deals.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string =>
  argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback;
const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(opt('--rounds', '3'));
const ONLY = opt('--only', 'tarot,tarabish');
const SECONDS = opt('--seconds', '1.5');

const worktrees: string[] = [];
/** A checkout's folder, or a temporary worktree of a revision. */
function treeOf(spec: string): string {
  if (existsSync(join(resolve(spec), 'src', 'index.ts'))) return resolve(spec);
  const dir = join(mkdtempSync(join(tmpdir(), 'atout-ab-')), 'tree');
  execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', dir, spec], { stdio: 'ignore' });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  worktrees.push(dir);
  return dir;
}

interface Row {
  game: string;
  players: number;
  cpu: { playPhaseDealsPerSec: { checked: number; unchecked: number; playout: number } };
  perActionNs?: { apply: number; applyUnchecked: number; legal: number };
}

/** One run of the game bench on `tree`. */
function run(tree: string): Row[] {
  const out = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-semi-space-size=256',
      '--import',
      'tsx',
      join(ROOT, 'bench', 'games.bench.ts'),
      '--json',
      '--tree',
      tree,
      '--only',
      ONLY,
      '--seconds',
      SECONDS,
      '--pairs',
      '1',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024, cwd: ROOT },
  );
  return (JSON.parse(out.trim().split('\n').pop()!) as { rows: Row[] }).rows;
}

/** The figures of a row: name, value, and whether higher is faster. */
function figures(r: Row): [string, number, boolean][] {
  const p = r.cpu.playPhaseDealsPerSec;
  const out: [string, number, boolean][] = [
    ['checked deals/s', p.checked, true],
    ['legal + applyUnchecked deals/s', p.unchecked, true],
    ['playout deals/s', p.playout, true],
  ];
  if (r.perActionNs)
    out.push(
      ['apply ns/action', r.perActionNs.apply, false],
      ['applyUnchecked ns/action', r.perActionNs.applyUnchecked, false],
      ['legal ns/action', r.perActionNs.legal, false],
    );
  return out;
}

const a = treeOf(opt('--a', 'HEAD'));
const b = treeOf(opt('--b', ROOT));
const seen = new Map<string, { higher: boolean; a: number[]; b: number[] }>();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [side, tree] of [
      ['a', a],
      ['b', b],
    ] as const) {
      console.error(`round ${round}/${ROUNDS}: ${side} (${tree})`);
      for (const r of run(tree))
        for (const [name, value, higher] of figures(r)) {
          const key = `${r.game} ${r.players}p ${name}`;
          const entry = seen.get(key) ?? { higher, a: [], b: [] };
          entry[side].push(value);
          seen.set(key, entry);
        }
    }
  }
} finally {
  for (const dir of worktrees) {
    execFileSync('git', ['-C', ROOT, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(resolve(dir, '..'), { recursive: true, force: true });
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 === 1 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log(`A: ${opt('--a', 'HEAD')}  B: ${opt('--b', 'this checkout')}  (${ROUNDS} rounds, A then B each round)`);
console.log('| figure | A (each round) | B (each round) | speed B / A (medians) |');
console.log('| --- | --- | --- | ---: |');
for (const [key, e] of seen) {
  if (e.a.length === 0 || e.b.length === 0) continue;
  const speed = e.higher ? median(e.b) / median(e.a) : median(e.a) / median(e.b);
  const f = (xs: number[]) => xs.map((x) => x.toLocaleString('en-US')).join(' / ');
  console.log(`| ${key} | ${f(e.a)} | ${f(e.b)} | ${speed.toFixed(2)} |`);
}
