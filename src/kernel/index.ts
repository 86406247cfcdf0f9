/**
 * The whole kernel, for the library's own modules and tests: not an entry point. The public
 * subset is `atout/kernel` (src/entries/kernel.ts) and the package root (src/index.ts).
 */
export * from './either.js';
export * from './errors.js';
export * from './card.js';
export * as cardset from './cardset.js';
export type { CardSet } from './cardset.js';
export * from './seat.js';
export * from './seed.js';
export * from './rng.js';
export * from './deal.js';
export * from './trick.js';
export * from './follow.js';
export * from './ruleset.js';
export * from './view.js';
export * from './data.js';
export * from './sample.js';
export * from './position.js';
export * from './explain.js';
export * from './codes.js';
export * from './game.js';
