/**
 * A French Tarot table on Colyseus: the server (`@colyseus/core` 0.16 with the `ws` transport), a
 * room class from `atoutRoom`, and a minimal colyseus.js client per seat; the fourth seat is left
 * empty and an `atout/bots` bot plays it once the grace period is over.
 *
 * The server's key (ATOUT_KEY, at least 32 random bytes) signs the room's saves and the seat
 * tokens; `persistence` is where the saves go (here a Map; in production a database), so that a
 * restarted server resumes each room (`matchMaker.createRoom('tarot', resumeOptions(key, id))`) and
 * every client takes its seat back with its token. Run it: `npx tsx examples/servers/colyseus.ts`
 * starts a server on an ephemeral port, plays one deal with three clients and a bot, prints the
 * result, stops.
 */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import { getOrThrow } from 'atout';
import { atoutRoom, MOVE, type SeatMessage, type SeatUpdate } from 'atout/colyseus';
import { tarot, type TarotTypes } from 'atout/tarot';

/** The server's secret: from the environment in production, never written in the code. */
const key = process.env['ATOUT_KEY'] ?? 'an example key: set ATOUT_KEY to 32 random bytes';

/** Where the rooms' saves go: a database in production. */
export const saves = new Map<string, string>();

/** Starts the server on an ephemeral port with the room `tarot`. */
export async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const transport = new WebSocketTransport();
  const server = new Server({ transport, greet: false });
  const TarotRoom = getOrThrow(
    atoutRoom(tarot, {
      key,
      options: { players: 4 },
      graceMs: 200, // an empty seat waits this long for a player, then a bot plays it
      persistence: { save: (id, text) => void saves.set(id, text), load: (id) => saves.get(id) },
    }),
  );
  server.define('tarot', TarotRoom);
  await server.listen(0);
  const http = (transport as unknown as { server: HttpServer }).server;
  return {
    url: `ws://localhost:${(http.address() as AddressInfo).port}`,
    stop: () => server.gracefullyShutdown(false),
  };
}

/** Three clients take seats 0 to 2 and play one deal; the bot plays seat 3. The deal's result. */
export async function playOneDeal(url: string): Promise<unknown> {
  let finished: (result: unknown) => void = () => {};
  const over = new Promise<unknown>((done) => (finished = done));
  /** A client: its handlers are registered as soon as it joined (the room greets it at once). */
  const play = (room: Room): Room => {
    let seat: SeatMessage | undefined;
    room.onMessage('seat', (m: SeatMessage) => (seat = m)); // keep m.token to take the seat back later
    room.onMessage('refused', (r: { code: string }) => console.error('refused:', r.code));
    room.onMessage('update', (u: SeatUpdate<TarotTypes>) => {
      if (u.result !== null) return finished(u.result);
      // u.view: this seat's view; u.events: what it may see of the last action; u.legal: its choices
      if (seat !== undefined && u.actor === seat.seat) room.send(MOVE, u.legal[u.legal.length - 1]);
    });
    return room;
  };
  const first = play(await new Client(url).create('tarot'));
  const rooms = [first];
  for (let i = 1; i < 3; i++) rooms.push(play(await new Client(url).joinById(first.roomId)));
  const result = await over;
  await Promise.all(rooms.map((r) => r.leave(true)));
  return result;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer();
  console.log(JSON.stringify(await playOneDeal(server.url)).slice(0, 200));
  await server.stop();
  process.exit(0);
}
