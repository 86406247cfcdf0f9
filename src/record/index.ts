export * from './schema.js';
export * from './guard.js';
export * from './replay.js';
export * from './submit.js';
export * from './saved.js';
export * from './json-schema.js';
