/**
 * A real Colyseus server (`@colyseus/core` with the `ws` transport) on an ephemeral port and real
 * colyseus.js clients, one per seat but the bot's and a spectator: complete deals played to the
 * end, every frame each client's socket receives checked for cards its seat may not know, and
 * optionally a server restart mid-deal (the room resumed from its save, every client back in its
 * seat with its token).
 */
import './capture.js';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import { createRng, getOrThrow, type AnyRuleset } from '../../../src/index.js';
import {
  atoutRoom,
  MOVE,
  resumeOptions,
  type RoomPersistence,
  type SeatMessage,
} from '../../../src/adapters/colyseus/index.js';
import { openTable, resumeTable, type SeatUpdate, type Table } from '../../../src/adapters/table.js';
import type { GameTypes } from '../../../src/kernel/ruleset.js';
import { expect } from 'vitest';
import { check, Knowledge, until, wrongPlay, type LeakTally } from '../wire.js';
import { sockets } from './capture.js';

export const KEY = 'a test key of at least thirty-two bytes!';

/** Saves in memory, as text only. */
export class TextStore implements RoomPersistence {
  readonly rows = new Map<string, string>();
  save(roomId: string, text: string): void {
    this.rows.set(roomId, text);
  }
  load(roomId: string): string | undefined {
    return this.rows.get(roomId);
  }
}

export interface Running {
  readonly url: string;
  stop(): Promise<void>;
}

/** A Colyseus server with `rules` as room `name` on an ephemeral port. */
export async function startServer(
  rules: AnyRuleset,
  store: TextStore,
  o: { readonly options?: object; readonly seed?: number; readonly graceMs?: number; readonly served?: AnyRuleset },
): Promise<Running> {
  const transport = new WebSocketTransport();
  const server = new Server({ transport, greet: false });
  server.define(
    'table',
    getOrThrow(
      atoutRoom(o.served ?? rules, {
        key: KEY,
        persistence: store,
        botLevel: 'random',
        graceMs: o.graceMs ?? 50,
        ...(o.options === undefined ? {} : { options: o.options }),
        ...(o.seed === undefined ? {} : { seed: o.seed }),
      }),
    ),
  );
  await server.listen(0);
  const http = (transport as unknown as { server: HttpServer }).server;
  return {
    url: `ws://localhost:${(http.address() as AddressInfo).port}`,
    stop: async () => {
      http.closeAllConnections?.();
      await server.gracefullyShutdown(false);
    },
  };
}

/** A connected client: its seat, its room, the frames its socket received, its last update. */
export interface Player {
  readonly room: Room;
  seat: SeatMessage | undefined;
  update: SeatUpdate<GameTypes> | undefined;
  refused: { code: string }[];
  readonly frames: string[];
}

export async function join(url: string, how: (c: Client) => Promise<Room>): Promise<Player> {
  const before = sockets.length;
  const room = await how(new Client(url));
  const frames = sockets[before]!.frames;
  const p: Player = { room, seat: undefined, update: undefined, refused: [], frames };
  room.onMessage('seat', (m: SeatMessage) => (p.seat = m));
  room.onMessage('update', (m: SeatUpdate<GameTypes>) => (p.update = m));
  room.onMessage('refused', (m: { code: string }) => p.refused.push(m));
  return p;
}

/** The room's true table, from its last save. */
export function trueTable(rules: AnyRuleset, store: TextStore, roomId: string): Table<GameTypes> {
  const t = resumeTable(rules, store.load(roomId), KEY);
  if (t._tag === 'Left') throw new Error(t.left.message);
  return t.right;
}

export interface PlayOptions {
  readonly options?: object;
  readonly deals?: number;
  readonly seed?: number;
  readonly restartAt?: number;
  /** The ruleset the server runs (a leaking one to prove the check); the honest one judges. */
  readonly served?: AnyRuleset;
}

/**
 * The frames received for states up to action `upTo`, taken out of `frames` (an update names its
 * `step`; a later one waits until the test knows its state, as the bots may run ahead).
 */
function due(frames: string[], upTo: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < frames.length;) {
    const step = /"step":(\d+)\}\]$/.exec(frames[i]!);
    if (step === null || Number(step[1]) <= upTo) out.push(...frames.splice(i, 1));
    else i++;
  }
  return out;
}

/** Plays `deals` rooms of `rules` to their end, one seat left to the bots. */
export async function playRooms(rules: AnyRuleset, tally: LeakTally, o: PlayOptions = {}): Promise<unknown[]> {
  const store = new TextStore();
  const players = rules.players(getOrThrow(openTable(rules, o.options, 1)).state);
  let server = await startServer(rules, store, o);
  const rng = createRng(o.seed ?? 1);
  const results: unknown[] = [];
  try {
    for (let d = 0; d < (o.deals ?? 1); d++) {
      const first = await join(server.url, (c) => c.create('table'));
      const roomId = first.room.roomId;
      let clients: Player[] = [first];
      for (let p = 1; p < players - 1; p++) clients.push(await join(server.url, (c) => c.joinById(roomId)));
      clients.push(await join(server.url, (c) => c.joinById(roomId, { spectator: true })));
      await until(() => clients.every((c) => c.update !== undefined && c.seat !== undefined), 'the seats');
      const bot = players - 1; // the seat nobody took
      const viewerOf = (c: Player) => c.seat!.seat;
      let knowledge = clients.map((c) => new Knowledge(rules, viewerOf(c)));
      let table = trueTable(rules, store, roomId);
      const observe = (events: readonly GameTypes['event'][]) => {
        for (const [i, c] of clients.entries()) {
          knowledge[i]!.learn(table.state, events);
          check(tally, `room ${d} ${String(viewerOf(c))}`, knowledge[i]!, due(c.frames, table.actions.length), [KEY]);
        }
      };
      observe([]);
      /** Follows the room's saves one action at a time, checking the frames as the state becomes known. */
      const follow = () => {
        const target = trueTable(rules, store, roomId);
        for (let a = table.actions.length; a < target.actions.length; a++) {
          const next = getOrThrow(rules.apply(table.state, getOrThrow(rules.codec.decode(target.actions[a]!))));
          table = { ...table, state: next.state, actions: target.actions.slice(0, a + 1), events: next.events };
          observe(next.events);
        }
      };
      // how many actions the room saved, read without replaying them (the wait polls it)
      const saved = () => (JSON.parse(store.load(roomId)!) as { record: { actions: unknown[] } }).record.actions.length;
      let restarted = false;
      while (rules.actor(table.state) !== 'done') {
        const step = table.actions.length;
        if (o.restartAt !== undefined && !restarted && step >= o.restartAt) {
          restarted = true;
          const seats = clients.map((c) => c.seat!);
          for (const c of clients) c.room.removeAllListeners();
          await server.stop();
          server = await startServer(rules, store, o);
          await matchMaker.createRoom('table', resumeOptions(KEY, roomId));
          clients = [];
          tally.restarts++;
          for (const s of seats)
            clients.push(
              await join(server.url, (c) =>
                c.joinById(roomId, s.seat === 'spectator' ? { spectator: true } : { seat: s.seat, token: s.token }),
              ),
            );
          knowledge = clients.map((c, i) => {
            const k = new Knowledge(rules, seats[i]!.seat);
            k.learn(table.state, []);
            return k;
          });
          await until(() => clients.every((c) => c.update !== undefined && c.update.step >= step), 'the restart');
          follow();
          continue;
        }
        const actor = rules.actor(table.state) as number;
        if (actor !== bot) {
          // a person is to act: nothing moves until it does, so its update is the current state's
          const client = clients.find((c) => c.seat!.seat === actor)!;
          await until(() => client.update?.step === step, `the update of action ${step}`);
          const legal = client.update!.legal;
          if (step % 9 === 4) {
            // refusals go over the wire too: a card of its hand it may not play, and a move out of turn
            const wrong = wrongPlay(rules, client.update!.view, legal);
            const other = clients.find((c) => c.seat!.seat !== actor && c.seat!.seat !== 'spectator')!;
            const [mine, theirs] = [client.refused.length, other.refused.length];
            if (wrong !== undefined) {
              client.room.send(MOVE, wrong);
              await until(() => client.refused.length > mine, 'the refusal of an illegal play');
            }
            other.room.send(MOVE, 'play:XX');
            await until(() => other.refused.length > theirs, 'the refusal out of turn');
            expect(other.refused.at(-1)!.code).toBe('turn/not-your-turn');
            tally.refusals++;
          }
          const action = legal[rng.below(legal.length)];
          client.room.send(MOVE, rng.below(2) === 0 ? action : rules.codec.encode(action));
        }
        await until(() => saved() > step, `action ${step + 1}`);
        follow();
      }
      await until(() => clients.every((c) => c.update?.step === table.actions.length), 'the last update');
      observe([]);
      results.push(rules.result(table.state));
      for (const c of clients) await c.room.leave(true);
      tally.deals++;
    }
  } finally {
    await server.stop();
  }
  return results;
}
