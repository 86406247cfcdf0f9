/**
 * The worker threads of `atout validate --jobs N`. Records go to the workers in batches; each
 * `check` returns a promise of its record's finding, so the caller emits findings in input order
 * whatever the order in which workers finish. Memory is the caller's to bound: it holds at most so
 * many promises (`./validate.ts`).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Finding } from './check.js';
import { WORKER_DATA, type Batch, type BatchResult } from './worker.js';

/** Records in a batch, and the bytes after which a batch goes out with fewer. */
const BATCH_RECORDS = 64;
const BATCH_BYTES = 1 << 20;

/** The default of `--jobs`: the number of cores. */
export function defaultJobs(): number {
  return availableParallelism();
}

/**
 * The worker's script and data. In the package this module is bundled into `dist/cli.js`, and the
 * worker runs that same file (`./main.ts` starts the worker there). From the sources (this module
 * is a `.ts` file, run by tsx or vitest) the worker starts at `./worker-source.mjs`, which loads
 * `./worker.ts` through tsx.
 */
function workerEntry(): { readonly url: URL; readonly data: object } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL(here), data: WORKER_DATA };
  return {
    url: new URL('./worker-source.mjs', here),
    data: { ...WORKER_DATA, entry: new URL('./worker.ts', here).href },
  };
}

/** A worker failed: the run cannot go on. */
export class PoolFailure extends Error {}

interface Waiting {
  readonly resolve: (findings: readonly (Finding | null)[]) => void;
  readonly reject: (e: Error) => void;
}

export class CheckPool {
  private readonly workers: Worker[] = [];
  /** Batches sent to each worker and not yet answered. */
  private readonly load: number[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private sentRecords = 0;
  private records: Uint8Array[] = [];
  private bytes = 0;
  private pending: Promise<readonly (Finding | null)[]> | undefined;
  private settle: Waiting | undefined;
  private failure: Error | undefined;
  private closing = false;

  constructor(readonly jobs: number) {
    const { url, data } = workerEntry();
    for (let w = 0; w < jobs; w++) {
      const worker = new Worker(url, { workerData: data });
      worker.on('message', (r: BatchResult) => {
        this.load[w]!--;
        const waiting = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        waiting?.resolve(r.findings);
      });
      worker.on('error', (e) => this.fail(new PoolFailure(`a worker failed: ${e.message}`)));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new PoolFailure(`a worker stopped (exit code ${code})`));
      });
      this.workers.push(worker);
      this.load.push(0);
    }
  }

  /** The finding of a record's bytes, once its batch has been checked. */
  check(bytes: Uint8Array): Promise<Finding | null> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending === undefined) {
      this.pending = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
      // a rejection is handled by whoever awaits the record's own promise
      this.pending.catch(() => undefined);
    }
    const index = this.records.length;
    this.records.push(bytes);
    this.bytes += bytes.length;
    const finding = this.pending.then((findings) => findings[index]!);
    if (this.records.length >= BATCH_RECORDS || this.bytes >= BATCH_BYTES) this.flush();
    return finding;
  }

  /** The records sent to the workers so far. */
  get sent(): number {
    return this.sentRecords;
  }

  /** Sends the batch being filled, if any, to the least busy worker. */
  flush(): void {
    if (this.records.length === 0 || this.settle === undefined) return;
    const id = this.nextId++;
    const batch: Batch = { id, records: this.records };
    this.waiting.set(id, this.settle);
    this.sentRecords += this.records.length;
    this.records = [];
    this.bytes = 0;
    this.pending = undefined;
    this.settle = undefined;
    let w = 0;
    for (let i = 1; i < this.load.length; i++) if (this.load[i]! < this.load[w]!) w = i;
    this.load[w]!++;
    this.workers[w]!.postMessage(batch);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    this.waiting.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
    this.settle?.reject(e);
  }
}
