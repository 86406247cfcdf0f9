/**
 * atout in boardgame.io: `toBoardgame(ruleset, { key })` returns a boardgame.io `Game` whose
 * clients receive only their seat's `view` (docs/servers.md). `boardgame.io` is an optional peer
 * dependency; this entry imports only its types.
 *
 * @module atout/boardgame.io
 */
export * from '../adapters/boardgame-io/index.js';
