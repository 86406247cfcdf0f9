/**
 * atout in Colyseus: `atoutRoom(ruleset, { key })` returns a `Room` class that holds the game on
 * the server and sends each client its seat's `view` (docs/servers.md). `@colyseus/core` (the 0.16
 * line) is an optional peer dependency, imported by this entry only.
 *
 * @module atout/colyseus
 */
export * from '../adapters/colyseus/index.js';
