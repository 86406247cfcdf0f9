/**
 * `solveMany`: `solve` over a list of positions, each answered as `solve` answers it alone, in
 * input order. Repeats are solved once; the hardest positions (most tricks left, then most legal
 * cards) go first, so that a long one does not start last; in Node, with `workers` above 1, the
 * positions go to worker threads (`node:worker_threads`, loaded only there: the library still
 * bundles for browsers, where the batch runs in the calling thread).
 */
import { left, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { AnyRuleset, GameTypes, Ruleset } from '../kernel/ruleset.js';
import { rulesets } from '../games/registry.js';
import { solve, type Solution } from './solve.js';
import type { SolveErrorCode } from './solver/codes.js';
import { prepare, type SolveOptions } from './solver/prepare.js';
import { SolverTables } from './solver/table.js';

/** `solveMany`'s options: `solve`'s, and the worker threads. */
export interface SolveManyOptions extends SolveOptions {
  /**
   * Worker threads to solve on (default 1: the calling thread). Above 1, in Node, for the shipped
   * rulesets: each worker holds its own tables (`tables` is the calling thread's). Elsewhere
   * (a browser, a ruleset of your own, the CommonJS build) the batch runs in the calling thread.
   */
  readonly workers?: number;
}

type Answer<A> = Either<RuleError<SolveErrorCode>, Solution<A>>;

/** The `workerData` that tells a solver worker from any other thread. */
const ROLE = 'atout-solve';

/** A position sent to a worker, and its answer. */
interface Job {
  readonly id: number;
  readonly ruleset: string;
  readonly state: unknown;
  readonly options: SolveOptions;
}
interface Done {
  readonly id: number;
  readonly answer: Answer<unknown>;
}

/**
 * The positions to solve, once each (the first of equal states stands for the others), hardest
 * first: most tricks left, then most legal cards; a position `solve` refuses at once comes last.
 */
export function batchPlan(ruleset: AnyRuleset, states: readonly unknown[]): { order: number[]; firstOf: number[] } {
  const seen = new Map<string, number>();
  const firstOf = states.map((s, i) => {
    const key = JSON.stringify(s);
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, i);
    return i;
  });
  const tables = new SolverTables();
  const work = new Map<number, number>();
  for (const i of seen.values()) {
    const p = prepare(ruleset, states[i], { tables, ttEntries: 2, maxTricks: 1000 });
    work.set(i, p._tag === 'Left' ? -1 : p.right.board.tricksLeft() * 100 + p.right.search.moves().length);
  }
  const order = [...seen.values()].sort((a, b) => work.get(b)! - work.get(a)! || a - b);
  return { order, firstOf };
}

/**
 * `solve` on each of `states` (positions of `ruleset`), answers in input order, each an `Either`
 * as `solve` returns it (a `workers` that is not a whole number from 1: `solve/bad-options` for each). Equal positions are solved once; the hardest go first; with `workers`
 * above 1, in Node, on that many worker threads.
 */
export async function solveMany<G extends GameTypes>(
  ruleset: Ruleset<G>,
  states: readonly G['state'][],
  options?: SolveManyOptions,
): Promise<readonly Answer<G['action']>[]> {
  const { workers = 1, ...rest } = options ?? {};
  if (!Number.isInteger(workers) || workers < 1) {
    const bad = ruleError('solve/bad-options', 'Bad solver option workers.', { option: 'workers' });
    return states.map(() => left(bad));
  }
  const any = ruleset as unknown as AnyRuleset;
  const { order, firstOf } = batchPlan(any, states);
  const answers = new Map<number, Answer<G['action']>>();
  const shipped = rulesets.includes(any);
  const threads = workers > 1 && shipped && workerUrl() !== undefined ? nodeWorkers() : undefined;
  if (threads !== undefined && order.length > 1) {
    // Each worker holds its own tables: the caller's stay in its thread.
    const { tables: _mine, ...sent } = rest;
    const got = await onWorkers(threads, Math.min(workers, order.length), order, (i) => ({
      id: i,
      ruleset: any.id,
      state: states[i],
      options: sent,
    }));
    for (const [i, a] of got) answers.set(i, a as Answer<G['action']>);
  }
  const solveOptions: SolveOptions = { ...rest, tables: rest.tables ?? new SolverTables() };
  for (const i of order) if (!answers.has(i)) answers.set(i, solve(ruleset, states[i]!, solveOptions));
  return states.map((_, i) => answers.get(firstOf[i]!)!);
}

/** The Node worker-thread module, or undefined outside Node (a browser), or before Node 20.16 (no `process.getBuiltinModule`). */
interface Threads {
  readonly isMainThread: boolean;
  readonly workerData: unknown;
  readonly parentPort: Port | null;
  readonly Worker: new (url: URL, options: { readonly workerData: unknown }) => NodeWorker;
}
/** What this module uses of `node:worker_threads` (declared here: the library's types name no Node module). */
interface Port {
  on(event: 'message', listener: (value: never) => void): void;
  postMessage(value: unknown): void;
}
interface NodeWorker extends Port {
  on(event: 'message', listener: (value: never) => void): void;
  on(event: 'error' | 'exit', listener: () => void): void;
  terminate(): Promise<number>;
}
function nodeWorkers(): Threads | undefined {
  const g = globalThis as { readonly process?: { readonly getBuiltinModule?: (id: string) => unknown } };
  // Not an import: bundlers for the browser see none (it never runs there).
  const threads = g.process?.getBuiltinModule?.('node:worker_threads');
  return threads === undefined ? undefined : (threads as Threads);
}

/** This module's file (the package's chunk, or from the sources the `.ts` file through its tsx loader), undefined in CommonJS. */
function workerUrl(): { readonly url: URL; readonly entry?: string } | undefined {
  const here = (import.meta as { readonly url?: string }).url;
  if (typeof here !== 'string' || !here.startsWith('file:')) return undefined;
  if (!here.endsWith('.ts')) return { url: new URL(here) };
  return { url: new URL('../cli/worker-source.mjs', here), entry: here };
}

/**
 * Solves the positions `order` on `count` worker threads, each worker taking the next position
 * as it finishes one (the hardest first); a position whose worker failed is left out (the caller
 * solves it in its own thread).
 */
async function onWorkers(
  threads: Threads,
  count: number,
  order: readonly number[],
  job: (i: number) => Job,
): Promise<Map<number, Answer<unknown>>> {
  const { url, entry } = workerUrl()!;
  const answers = new Map<number, Answer<unknown>>();
  let next = 0;
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const worker = new threads.Worker(url, { workerData: { role: ROLE, entry } });
          const stop = (): void => {
            void worker.terminate();
            resolve();
          };
          const send = (): void => {
            if (next >= order.length) return stop();
            worker.postMessage(job(order[next++]!));
          };
          worker.on('message', (d: Done) => {
            answers.set(d.id, d.answer);
            send();
          });
          worker.on('error', stop);
          worker.on('exit', () => resolve());
          send();
        }),
    ),
  );
  return answers;
}

/** In a solver worker: answers each position sent with `solve`, holding one set of tables. */
function serveIfWorker(): void {
  const threads = nodeWorkers();
  if (threads === undefined || threads.isMainThread) return;
  if ((threads.workerData as { role?: unknown } | null)?.role !== ROLE) return;
  const port = threads.parentPort!;
  const tables = new SolverTables();
  port.on('message', (job: Job) => {
    const ruleset = rulesets.find((r) => r.id === job.ruleset)!;
    const done: Done = { id: job.id, answer: solve(ruleset, job.state as object, { ...job.options, tables }) };
    port.postMessage(done);
  });
}

serveIfWorker();
