/**
 * Through a real Colyseus server: an illegal move, a move out of turn and a spectator's move are
 * refused with the atout code, to the sender only, and change nothing; a forged seat token is
 * refused; a dropped client reconnects to its seat; a seat whose client does not come back is
 * played by a bot.
 */
import './capture.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, tarot, type AnyRuleset } from '../../../src/index.js';
import { MOVE } from '../../../src/adapters/colyseus/index.js';
import { until } from '../wire.js';
import { join, startServer, TextStore, trueTable, type Player, type Running } from './play.js';

const T = tarot as AnyRuleset;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('refusals in a Colyseus room', () => {
  const store = new TextStore();
  let server: Running;
  let players: Player[];
  let watcher: Player;
  let roomId: string;
  beforeAll(async () => {
    server = await startServer(T, store, { seed: 5, graceMs: 60_000 });
    const first = await join(server.url, (c) => c.create('table'));
    roomId = first.room.roomId;
    players = [first];
    for (let p = 1; p < 4; p++) players.push(await join(server.url, (c) => c.joinById(roomId)));
    watcher = await join(server.url, (c) => c.joinById(roomId, { spectator: true }));
    await until(() => [...players, watcher].every((p) => p.update !== undefined), 'the seats');
  });
  afterAll(() => server.stop());

  const bySeat = (seat: number) => players.find((p) => p.seat!.seat === seat)!;

  it('an illegal move: the atout code to its sender only, nothing changed', async () => {
    const before = trueTable(T, store, roomId);
    const actor = T.actor(before.state) as number;
    const expected = submit(T, before.state, actor, 'play:21T');
    const updates = players.map((p) => p.update);
    bySeat(actor).room.send(MOVE, 'play:21T');
    await until(() => bySeat(actor).refused.length === 1, 'the refusal');
    expect(bySeat(actor).refused[0]!.code).toBe(expected._tag === 'Left' && expected.left.code);
    await pause(50);
    expect(players.map((p) => p.update)).toEqual(updates);
    expect(players.filter((p) => p.seat!.seat !== actor).every((p) => p.refused.length === 0)).toBe(true);
    expect(trueTable(T, store, roomId).actions).toEqual(before.actions);
  });

  it('a move out of turn: turn/not-your-turn, nothing changed', async () => {
    const before = trueTable(T, store, roomId);
    const other = bySeat(((T.actor(before.state) as number) + 1) % 4);
    other.room.send(MOVE, T.legal(before.state)[0]);
    await until(() => other.refused.length > 0, 'the refusal');
    expect(other.refused.at(-1)!.code).toBe('turn/not-your-turn');
    expect(trueTable(T, store, roomId).actions).toEqual(before.actions);
  });

  it('a spectator’s move: turn/bad-seat', async () => {
    watcher.room.send(MOVE, T.legal(trueTable(T, store, roomId).state)[0]);
    await until(() => watcher.refused.length > 0, 'the refusal');
    expect(watcher.refused[0]!.code).toBe('turn/bad-seat');
  });

  it('a forged seat token is refused', async () => {
    await expect(join(server.url, (c) => c.joinById(roomId, { seat: 0, token: '0'.repeat(64) }))).rejects.toThrow();
  });

  it('a legal move is applied and every client updated', async () => {
    const before = trueTable(T, store, roomId);
    const actor = bySeat(T.actor(before.state) as number);
    actor.room.send(MOVE, actor.update!.legal[0]);
    await until(() => [...players, watcher].every((p) => p.update!.step === 1), 'the update');
    expect(trueTable(T, store, roomId).actions).toHaveLength(1);
  });

  it('a dropped client reconnects to its seat', async () => {
    const p = bySeat(2);
    const token = p.room.reconnectionToken;
    p.room.connection.close(3000); // not consented (4000 is a consented leave): the seat is kept for the grace period
    await pause(50);
    const back = await join(server.url, (c) => c.reconnect(token));
    await until(() => back.update !== undefined, 'the update after reconnecting');
    expect(back.update!.seat).toBe(2);
    players[players.indexOf(p)] = back;
  });
});

describe('a seat whose client does not come back', () => {
  it('is played by a bot after the grace period', async () => {
    const store = new TextStore();
    const server = await startServer(T, store, { seed: 5, graceMs: 1000 });
    try {
      const first = await join(server.url, (c) => c.create('table'));
      const roomId = first.room.roomId;
      const others = [await join(server.url, (c) => c.joinById(roomId))];
      await until(() => first.update !== undefined && others[0]!.update !== undefined, 'the seats');
      // seats 2 and 3 empty: their bots start after the grace period, then seat 1 drops
      others[0]!.room.connection.close(3000);
      // seat 1 bids first (dealer 0): the bots of seats 1, 2 and 3 bid, then it is seat 0's turn
      await until(() => trueTable(T, store, roomId).actions.length === 3, 'the bots to play', 10_000);
      expect(T.actor(trueTable(T, store, roomId).state)).toBe(0);
      await until(() => first.update!.step === 3, 'seat 0 told');
      expect(first.update!.legal.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  }, 20_000);
});
