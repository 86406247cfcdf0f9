/**
 * The entry of `atout validate`'s (and `solveMany`'s) worker threads when run from the sources (under tsx
 * or vitest): registers tsx in the worker, then loads the worker module named in `workerData`.
 * The package does not use it: there the workers run the built module itself (`dist/cli.js`, `dist/bots.js`).
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
