/**
 * `atoutRoom(ruleset, options)`: a Colyseus `Room` class that holds an atout deal (or match) on the
 * server. Clients send their moves as `move` messages (an action object or string, read by
 * `submit`); after every change each seated client receives `update`, its seat's view, the events
 * it may see and its legal actions, and each spectator the spectator's; a refused move is answered
 * `refused` with the atout code, to its sender only, and changes nothing. A seat left empty, or
 * whose client dropped and did not reconnect within the grace period, is played by an
 * `atout/bots` bot until a client takes it again. With `persistence`, the room saves the game as
 * atout's save (signed with the key) after every change and a restarted server resumes it.
 *
 * No Colyseus schema state is used: nothing is synchronised but the messages built from `view`.
 */
import { Room, type Client } from '@colyseus/core';
import { createBot, type Bot, type BotLevel } from '../../bots/index.js';
import { isLeft, right, type Either } from '../../kernel/either.js';
import { RuleViolation } from '../../kernel/errors.js';
import { sameBytes } from '../../kernel/hmac.js';
import type { ErrorOf, GameTypes, Ruleset } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { secureSeed, type Seed } from '../../kernel/seed.js';
import {
  derived,
  move,
  openTable,
  refusalOf,
  resumeTable,
  saveTable,
  updateFor,
  type Refusal,
  type SeatUpdate,
  type ServerKey,
  type Table,
} from '../table.js';

/** Where a room keeps its save between server runs (a database, files): plain text by room id. */
export interface RoomPersistence {
  save(roomId: string, text: string): void | Promise<void>;
  load(roomId: string): string | undefined | Promise<string | undefined>;
}

/** The options of `atoutRoom`. */
export interface ColyseusOptions<G extends GameTypes> {
  /**
   * The server's secret (at least 32 random bytes): it signs the saves and the seat tokens, so a
   * client reconnects to its seat after a restart and nobody else can. The same on every run.
   */
  readonly key: ServerKey;
  /** The ruleset's options (its defaults when omitted). */
  readonly options?: G['optionsInput'];
  /** One seed for every room (tests, replays); by default each room deals from `secureSeed()`. */
  readonly seed?: Seed;
  /** The bots for empty seats: their level (default `heuristic`). */
  readonly botLevel?: BotLevel;
  /** How long a seat stays empty, or a dropped client may reconnect, before a bot plays it (ms, default 30000). */
  readonly graceMs?: number;
  /** The most spectators a room takes (default 16). */
  readonly spectators?: number;
  /** Where the room saves after every change, and loads from to resume. */
  readonly persistence?: RoomPersistence;
}

/** What a client may ask when it joins (untrusted): a seat back (with its token), or to watch. */
export interface JoinOptions {
  readonly spectator?: boolean;
  readonly seat?: number;
  readonly token?: string;
}

/** The `seat` message: the seat a client holds (or `spectator`) and the token to take it back. */
export interface SeatMessage {
  readonly seat: Seat | 'spectator';
  readonly token: string | null;
}

/** The messages a client receives, by type. */
export interface ServerMessages<G extends GameTypes> {
  readonly seat: SeatMessage;
  readonly update: SeatUpdate<G>;
  readonly refused: Refusal;
}

/** The one message a client sends: `room.send(MOVE, action)`, an action object or string. */
export const MOVE = 'move';

/** The create options that resume a saved room: only the server, holding the key, can write them. */
export interface ResumeOptions {
  readonly resume: { readonly roomId: string; readonly proof: string };
}

/** The options a server passes to `matchMaker.createRoom(name, …)` to resume the saved room `roomId`. */
export const resumeOptions = (key: ServerKey, roomId: string): ResumeOptions => ({
  resume: { roomId, proof: derived(key, 'colyseus resume', roomId, 64) },
});

const encoder = new TextEncoder();
const same = (a: string, b: string): boolean =>
  a.length === b.length && sameBytes(encoder.encode(a), encoder.encode(b));

/** A Colyseus room class for `rules`: `gameServer.define('tarot', atoutRoom(tarot, { key }))`. */
export type AtoutRoomClass = new () => Room;

/**
 * A Colyseus `Room` class playing `rules` (a deal or a match): register it with
 * `gameServer.define(name, atoutRoom(tarot, { key }))`. Clients join (`joinOrCreate(name)`), each
 * receiving `seat` (its seat and a token) and `update` messages; they send `move`.
 *
 * @returns Left with the ruleset's `options/…` or `setup/…` code when its options cannot deal.
 */
export function atoutRoom<G extends GameTypes>(
  rules: Ruleset<G>,
  options: ColyseusOptions<G>,
): Either<ErrorOf<G>, AtoutRoomClass> {
  const trial = openTable(rules, options.options, options.seed ?? 0);
  if (isLeft(trial)) return trial;
  const first = trial.right;
  const players = rules.players(first.state);
  const { key, persistence } = options;
  const graceMs = options.graceMs ?? 30_000;
  const level = options.botLevel ?? 'heuristic';

  class AtoutRoom extends Room {
    private table: Table<G> = first;
    /** The client holding each seat (null: none; its bot plays once the seat is in `botSeats`). */
    private readonly holders: (Client | null)[] = Array.from({ length: players }, () => null);
    private readonly botSeats = new Set<Seat>();
    private readonly watchers = new Set<Client>();
    private bots: Bot<G>[] = [];
    private driving = false;
    private saving: Promise<void> = Promise.resolve();

    override async onCreate(create: unknown): Promise<void> {
      this.maxClients = players + (options.spectators ?? 16);
      const resume = (create as Partial<ResumeOptions> | undefined)?.resume;
      if (resume !== undefined) {
        const expected = derived(key, 'colyseus resume', String(resume.roomId), 64);
        if (persistence === undefined || typeof resume.proof !== 'string' || !same(resume.proof, expected))
          throw new Error('This room cannot be resumed.');
        const text = await persistence.load(resume.roomId);
        const t = resumeTable(rules, text, key);
        if (isLeft(t)) throw new RuleViolation(t.left);
        this.roomId = resume.roomId;
        this.table = t.right;
      } else {
        const t = openTable(rules, options.options, options.seed ?? secureSeed());
        if (isLeft(t)) throw new RuleViolation(t.left);
        this.table = t.right;
      }
      const botSeed = derived(key, 'colyseus bots', this.roomId);
      this.bots = Array.from({ length: players }, (_, seat) =>
        createBot(rules, { level, seed: derived(key, 'colyseus bot', `${botSeed}/${seat}`) }),
      );
      for (let seat = 0; seat < players; seat++) this.afterGrace(seat);
      this.onMessage(MOVE, (client, input: unknown) => this.play(client, input));
      await this.persist();
    }

    override onJoin(client: Client, join: JoinOptions | undefined): void {
      if (join?.spectator === true) {
        this.watchers.add(client);
        this.tell(client, 'seat', { seat: 'spectator', token: null });
        this.tell(client, 'update', updateFor(rules, this.table, 'spectator'));
        return;
      }
      const seat = this.claim(join);
      this.holders[seat] = client;
      this.botSeats.delete(seat);
      this.tell(client, 'seat', { seat, token: this.tokenOf(seat) });
      this.tell(client, 'update', updateFor(rules, this.table, seat));
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      if (this.watchers.delete(client)) return;
      const seat = this.holders.indexOf(client);
      if (seat < 0) return;
      if (!consented) {
        try {
          const back = await this.allowReconnection(client, Math.max(1, Math.ceil(graceMs / 1000)));
          if (this.holders[seat] === client) {
            this.holders[seat] = back;
            this.tell(back, 'update', updateFor(rules, this.table, seat));
          }
          return;
        } catch {
          // not back in time: a bot takes the seat
        }
        if (this.holders[seat] === client) {
          this.holders[seat] = null;
          this.botSeats.add(seat);
          this.drive();
        }
        return;
      }
      if (this.holders[seat] === client) {
        this.holders[seat] = null;
        this.afterGrace(seat);
      }
    }

    /** The seat a joining client gets: its own back (with a valid token), else the first free one. */
    private claim(join: JoinOptions | undefined): Seat {
      const asked = join?.seat;
      if (typeof asked === 'number' && Number.isInteger(asked) && asked >= 0 && asked < players) {
        if (typeof join?.token !== 'string' || !same(join.token, this.tokenOf(asked)))
          throw new Error('turn/bad-seat: this seat token is not valid.');
        const holder = this.holders[asked];
        if (holder !== null && holder !== undefined) holder.leave();
        return asked;
      }
      const free = this.holders.findIndex((h) => h === null);
      if (free < 0) throw new Error('Every seat is taken: join as a spectator.');
      return free;
    }

    private tokenOf(seat: Seat): string {
      return derived(key, 'colyseus seat', `${this.roomId}/${seat}`, 64);
    }

    private tell<K extends keyof ServerMessages<G>>(client: Client, type: K, message: ServerMessages<G>[K]): void {
      client.send(type, message);
    }

    private afterGrace(seat: Seat): void {
      this.clock.setTimeout(() => {
        if (this.holders[seat] === null) {
          this.botSeats.add(seat);
          this.drive();
        }
      }, graceMs);
    }

    private play(client: Client, input: unknown): void {
      const seat = this.holders.indexOf(client);
      const next = move(rules, this.table, seat < 0 ? 'spectator' : seat, input);
      if (isLeft(next)) {
        this.tell(client, 'refused', refusalOf(next.left));
        return;
      }
      void this.change(next.right);
    }

    private async change(table: Table<G>): Promise<void> {
      this.table = table;
      this.holders.forEach((c, seat) => c !== null && this.tell(c, 'update', updateFor(rules, table, seat)));
      for (const w of this.watchers) this.tell(w, 'update', updateFor(rules, table, 'spectator'));
      await this.persist();
      this.drive();
    }

    /** Saves the table as it is now; saves are written one after the other, in order. */
    private persist(): Promise<void> {
      if (persistence === undefined) return this.saving;
      const text = saveTable(rules, this.table, key);
      this.saving = this.saving.then(() => persistence.save(this.roomId, text));
      return this.saving;
    }

    /** Lets the bots play while a bot's seat is to act, one action per tick. */
    private drive(): void {
      if (this.driving) return;
      const actor = rules.actor(this.table.state);
      if (actor === 'done' || !this.botSeats.has(actor)) return;
      this.driving = true;
      this.clock.setTimeout(() => {
        this.driving = false;
        const now = rules.actor(this.table.state);
        if (now === 'done' || !this.botSeats.has(now)) return;
        const chosen = this.bots[now]!.act(this.table.state, now);
        const action = isLeft(chosen) ? rules.legal(this.table.state)[0] : chosen.right;
        const next = move(rules, this.table, now, action);
        if (isLeft(next)) throw new RuleViolation(next.left);
        void this.change(next.right);
      }, 0);
    }
  }
  return right(AtoutRoom);
}
