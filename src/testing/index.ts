export * from './harness.js';
export { deepEqual, deepFreeze } from '../kernel/data.js';
