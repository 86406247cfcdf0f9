/**
 * Timing helpers shared by the benches (games.bench.ts, floor.bench.ts).
 *
 * Two clocks: the wall clock (`performance.now()`) and the process CPU time
 * (`process.cpuUsage()`, user + system, in ms). The CPU time does not advance while the process
 * waits for a core, so another job on a shared machine does not count against the figure; it does
 * count the work of every thread of the process (V8's parallel and concurrent GC helpers included),
 * so code that allocates a lot pays for its collections on both clocks, and a little more on the
 * CPU clock when those helpers run on another core.
 *
 * Ratios to the ceiling are taken by `interleave`: windows of the ceiling and of the measured code
 * alternate (ceiling, subject, ceiling, subject, ..., ceiling), each subject window is compared with
 * the mean of the two ceiling windows around it, by CPU time, and the median of those ratios is
 * reported with its range. Load that changes over minutes then moves both sides alike.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A loop body: does some work for iteration k and returns the units done (deals, calls...). */
export type Body = (k: number) => number;

/** Process CPU time (user + system, every thread) in ms. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One timed window: units done, wall and CPU ms spent. */
export interface Window {
  readonly units: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

export const wallRate = (w: Window): number => (w.units * 1000) / w.wallMs;
export const cpuRate = (w: Window): number => (w.units * 1000) / w.cpuMs;

/** Iteration counters per body, so that successive windows of one body go on with new inputs. */
const counters = new WeakMap<Body, number>();

/**
 * Runs `body` for `ms` milliseconds of the chosen clock ('cpu' by default: every window gets the
 * same amount of CPU, whatever the load). The clocks are read between batches of calls; the batch
 * grows until a batch takes about a millisecond, so reading them (about 1 µs for the CPU clock)
 * costs well under 1%.
 */
export function runWindow(body: Body, ms: number, clock: 'cpu' | 'wall' = 'cpu'): Window {
  let k = counters.get(body) ?? 0;
  let units = 0;
  let batch = 1;
  const w0 = performance.now();
  const c0 = cpuMs();
  let w = w0;
  let c = c0;
  for (;;) {
    const b0 = w;
    for (let i = 0; i < batch; i++) units += body(k++);
    w = performance.now();
    if (clock === 'cpu') c = cpuMs();
    if ((clock === 'cpu' ? c - c0 : w - w0) >= ms) break;
    if (w - b0 < 1 && batch < 1 << 20) batch *= 2;
  }
  if (clock === 'wall') c = cpuMs();
  counters.set(body, k);
  return { units, wallMs: w - w0, cpuMs: c - c0 };
}

/** Best-of-windows figures of one body. */
export interface Rates {
  /** Units per second of the best window by the wall clock (the figure the benches always gave). */
  readonly perSec: number;
  /** Units per second of the best window by process CPU time. */
  readonly cpuPerSec: number;
  readonly units: number;
}

/**
 * Units per second of `body`: the best of `windows` wall-clock windows of `totalMs / windows`
 * each (the best window is the least disturbed one; the first also warms the code up), by the wall
 * clock and by CPU time.
 */
export function timeLoop(body: Body, totalMs: number, windows = 3): Rates {
  let perSec = 0;
  let cpuPerSec = 0;
  let units = 0;
  for (let i = 0; i < windows; i++) {
    const w = runWindow(body, totalMs / windows, 'wall');
    if (wallRate(w) > perSec) {
      perSec = wallRate(w);
      units = w.units;
    }
    if (w.cpuMs > 0) cpuPerSec = Math.max(cpuPerSec, cpuRate(w));
  }
  return { perSec, cpuPerSec, units };
}

/** The q-quantile of `xs` (nearest rank: the smallest value with at least q of them at or below it). */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The ratio of a subject to the ceiling measured beside it. */
export interface Paired {
  /** Median over the pairs of (subject CPU rate / mean CPU rate of the two ceiling windows around it). */
  readonly ratio: number;
  readonly min: number;
  readonly max: number;
  /** Every pair's ratio, in order. */
  readonly ratios: readonly number[];
  /** The same median by the wall clock (for comparison: it moves with the machine's load). */
  readonly wallRatio: number;
  /** Median CPU rate of the ceiling windows (units/s): the ceiling figure the ratio used. */
  readonly basePerSec: number;
  /** Median CPU rate of the subject windows (units/s). */
  readonly subjectPerSec: number;
  /** Median wall rate of the subject windows (units/s). */
  readonly subjectWallPerSec: number;
  readonly pairs: number;
  readonly windowMs: number;
}

/**
 * Alternates windows of `base` (the ceiling) and `subject`, `pairs` subject windows between
 * `pairs + 1` ceiling windows, each of `windowMs` ms of CPU time, after a short untimed warm-up of
 * both. Each subject window is compared with the mean of the ceiling windows just before and after
 * it (which cancels a load or clock drift that is linear over the pair).
 */
export function interleave(base: Body, subject: Body, pairs: number, windowMs: number): Paired {
  // Warm-up of both, long enough for the JIT to optimize even with short windows.
  runWindow(base, Math.max(windowMs / 4, 300));
  runWindow(subject, Math.max(windowMs / 4, 300));
  const b: Window[] = [runWindow(base, windowMs)];
  const s: Window[] = [];
  for (let i = 0; i < pairs; i++) {
    s.push(runWindow(subject, windowMs));
    b.push(runWindow(base, windowMs));
  }
  const ratios = s.map((w, i) => cpuRate(w) / ((cpuRate(b[i]!) + cpuRate(b[i + 1]!)) / 2));
  const wallRatios = s.map((w, i) => wallRate(w) / ((wallRate(b[i]!) + wallRate(b[i + 1]!)) / 2));
  return {
    ratio: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    ratios,
    wallRatio: median(wallRatios),
    basePerSec: median(b.map(cpuRate)),
    subjectPerSec: median(s.map(cpuRate)),
    subjectWallPerSec: median(s.map(wallRate)),
    pairs,
    windowMs,
  };
}

/** Rounds to `digits` significant decimals (for JSON and printing). */
export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** A Paired, rounded for JSON. */
export function roundPaired(p: Paired): Paired {
  return {
    ...p,
    ratio: round(p.ratio),
    min: round(p.min),
    max: round(p.max),
    ratios: p.ratios.map((r) => round(r)),
    wallRatio: round(p.wallRatio),
    basePerSec: Math.round(p.basePerSec),
    subjectPerSec: Math.round(p.subjectPerSec),
    subjectWallPerSec: Math.round(p.subjectWallPerSec),
  };
}

/** "0.045 [0.041-0.047]": the median ratio and its range over the pairs. */
export const fmtRatio = (p: Paired): string => `${p.ratio.toFixed(3)} [${p.min.toFixed(3)}-${p.max.toFixed(3)}]`;

export const fmtInt = (x: number): string => Math.round(x).toLocaleString('en-US');

/**
 * The reference ceiling: minimal mutable random playouts, kept beside the repository, not shipped.
 * The bench looks for it as `ceiling.mjs` in the folder `shared/bench/` next to the repository's own.
 */
export interface Ceiling {
  readonly tarotRun: (nDeals: number, seed: number) => number;
  readonly tarabishRun: (nDeals: number, seed: number) => number;
}

/** Loads the reference ceiling, or null when the file is absent (anywhere but beside the repository). */
export async function loadCeiling(): Promise<Ceiling | null> {
  const file = resolve(import.meta.dirname, '..', '..', 'shared', 'bench', 'ceiling.mjs');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Ceiling;
}

let sink = 0;
/** A body running `deals` ceiling deals per call (seed from the iteration), counting deals. */
export function ceilingBody(run: (nDeals: number, seed: number) => number, deals = 1000): Body {
  return (k) => {
    sink ^= run(deals, k + 1);
    return deals;
  };
}
/** Keeps results alive so that the work is not optimised away. */
export const consume = (x: number): void => {
  sink ^= x;
};
export const sinkValue = (): number => sink;

/** The bench scripts' command line: flags, and numeric options with defaults. */
export function benchArgs(argv: readonly string[]): {
  readonly json: boolean;
  readonly has: (flag: string) => boolean;
  readonly num: (name: string, dflt: number) => number;
} {
  return {
    json: argv.includes('--json'),
    has: (flag) => argv.includes(flag),
    num: (name, dflt) => {
      const i = argv.indexOf(name);
      return i >= 0 ? Number(argv[i + 1]) : dflt;
    },
  };
}
