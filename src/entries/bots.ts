/**
 * Opponents for empty seats: `createBot(ruleset, { level, seed, … })` returns a bot whose
 * `act(state, seat)` chooses an action from what the seat may know only. Browser-safe, plain data
 * in and out (it runs unchanged in a Web Worker), deterministic for a seed.
 *
 * @module atout/bots
 */
export * from '../bots/index.js';
