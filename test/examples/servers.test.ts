/**
 * examples/servers/: the Tarot table on boardgame.io and on Colyseus (docs/servers.md), each
 * started on an ephemeral port and played to the end of a deal by its clients (one seat a bot).
 */
import { describe, expect, it } from 'vitest';
import * as bgio from '../../examples/servers/boardgame-io.js';
import * as colyseus from '../../examples/servers/colyseus.js';

const isResult = (r: unknown) =>
  typeof r === 'object' && r !== null && Array.isArray((r as { scores?: unknown }).scores);

describe('examples/servers', () => {
  it('boardgame-io.ts: a server, four clients (one a RandomBot), one deal to its result', async () => {
    const server = await bgio.startServer();
    try {
      expect(isResult(await bgio.playOneDeal(server.url))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('colyseus.ts: a server, three clients and a bot, one deal to its result, saved as it went', async () => {
    const server = await colyseus.startServer();
    try {
      expect(isResult(await colyseus.playOneDeal(server.url))).toBe(true);
      expect([...colyseus.saves.values()].every((s) => s.startsWith('{"format":"atout-state"'))).toBe(true);
      expect(colyseus.saves.size).toBe(1);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
