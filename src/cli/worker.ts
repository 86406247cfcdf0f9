/**
 * A worker thread of `atout validate --jobs N`: checks batches of records (`./check.ts`) against
 * the command's rulesets and posts the findings back, batch by batch, in the order received.
 * From the sources this file is the worker's entry; in the package the worker runs `dist/cli.js`
 * itself, which starts here instead of the command when it finds itself in such a worker.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { checkRecord, type Finding } from './check.js';
import { cliRegistry } from './registry.js';

/** The `workerData` that tells a validation worker from any other thread. */
export const WORKER_DATA = { role: 'atout-validate' } as const;

/** A batch of records sent to a worker. */
export interface Batch {
  readonly id: number;
  readonly records: readonly Uint8Array[];
}

/** The findings of a batch, one per record (null: valid), in the batch's order. */
export interface BatchResult {
  readonly id: number;
  readonly findings: readonly (Finding | null)[];
}

/** Whether this thread is a validation worker. */
export function isValidateWorker(): boolean {
  return !isMainThread && (workerData as { role?: unknown } | null)?.role === WORKER_DATA.role;
}

if (isValidateWorker()) {
  const port = parentPort!;
  port.on('message', (batch: Batch) => {
    const result: BatchResult = { id: batch.id, findings: batch.records.map((b) => checkRecord(b, cliRegistry)) };
    port.postMessage(result);
  });
}
