/**
 * The conformance harness for any ruleset, atout's or yours: it plays random games through the
 * contract and checks every invariant (docs/adding-a-game.md), with `deepFreeze` to catch a
 * reducer that mutates its input.
 *
 * @module atout/testing
 */
export * from './harness.js';
export { deepFreeze } from '../kernel/data.js';
