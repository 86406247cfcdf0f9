/**
 * A real boardgame.io table for the tests: a server (socket.io transport) on an ephemeral port,
 * matches created and joined through the lobby API, one real client per seat and a spectator,
 * every raw packet each client's socket receives captured, and the server's true state read from
 * its storage (the save in `G`, resumed under the key).
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Client, LobbyClient } from 'boardgame.io/client';
import { Sync } from 'boardgame.io/internal';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Origins, Server } from 'boardgame.io/server';
import type { Game, LogEntry, Server as ServerTypes, State, StorageAPI } from 'boardgame.io';
import { isLeft, type AnyRuleset } from '../../../src/index.js';
import type { BoardgameState, BoardgameView } from '../../../src/adapters/boardgame-io/index.js';
import { derived, openTable, resumeTable, type Table } from '../../../src/adapters/table.js';
import type { GameTypes } from '../../../src/kernel/ruleset.js';

type G = BoardgameState<GameTypes>;

/**
 * A storage that keeps every match as JSON text only (what a database adapter stores): a new
 * server given the same texts resumes the matches.
 */
export class JsonStorage extends Sync {
  constructor(readonly rows: Map<string, string> = new Map()) {
    super();
  }
  override connect(): void {}
  private put(id: string, field: string, value: unknown): void {
    const row = JSON.parse(this.rows.get(id) ?? '{}') as Record<string, unknown>;
    row[field] = value;
    this.rows.set(id, JSON.stringify(row));
  }
  override createMatch(id: string, opts: StorageAPI.CreateMatchOpts): void {
    this.put(id, 'initialState', opts.initialState);
    this.put(id, 'state', opts.initialState);
    this.put(id, 'metadata', opts.metadata);
    this.put(id, 'log', []);
  }
  setState(id: string, state: State, deltalog?: LogEntry[]): void {
    const row = JSON.parse(this.rows.get(id) ?? '{}') as { log?: LogEntry[] };
    this.put(id, 'log', [...(row.log ?? []), ...(deltalog ?? [])]);
    this.put(id, 'state', state);
  }
  setMetadata(id: string, metadata: ServerTypes.MatchData): void {
    this.put(id, 'metadata', metadata);
  }
  fetch<O extends StorageAPI.FetchOpts>(id: string, opts: O): StorageAPI.FetchResult<O> {
    const row = JSON.parse(this.rows.get(id) ?? '{}') as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of ['state', 'metadata', 'log', 'initialState'] as const) if (opts[k]) out[k] = row[k];
    return out as StorageAPI.FetchResult<O>;
  }
  override wipe(id: string): void {
    this.rows.delete(id);
  }
  override listMatches(): string[] {
    return [...this.rows.keys()];
  }
}

export interface Running {
  readonly url: string;
  readonly db: JsonStorage;
  stop(): Promise<void>;
}

/** A boardgame.io server for `game` on an ephemeral port. */
export async function startServer(game: Game<G>, db: JsonStorage): Promise<Running> {
  const server = Server({ games: [game], db, origins: [Origins.LOCALHOST] });
  const { appServer } = await server.run({ port: 0 });
  const url = `http://localhost:${(appServer.address() as AddressInfo).port}`;
  return {
    url,
    db,
    stop: async () => {
      await new Promise<void>((r) => {
        (appServer as HttpServer).closeAllConnections?.();
        appServer.close(() => r());
      });
    },
  };
}

/** A client of the table: its seat (null: a spectator), the raw packets it received, its `G`. */
export interface Seated {
  readonly playerID: string | null;
  readonly packets: string[];
  readonly client: ReturnType<typeof Client>;
  view(): BoardgameView<GameTypes> | undefined;
}

/** A client for `playerID` (null: a spectator), capturing every packet its socket receives. */
export function connect(
  game: Game<G>,
  url: string,
  matchID: string,
  playerID: string | null,
  credentials?: string,
): Seated {
  const client = Client({
    game,
    multiplayer: SocketIO({ server: url }),
    matchID,
    debug: false,
    ...(playerID === null ? {} : { playerID }),
    ...(credentials === undefined ? {} : { credentials }),
  });
  const packets: string[] = [];
  client.start();
  const socket = (client as unknown as { transport: { socket: { io: { engine: EngineLike } } } }).transport.socket;
  socket.io.engine.on('packet', (p: { data?: unknown }) => {
    if (typeof p.data === 'string') packets.push(p.data);
  });
  return {
    playerID,
    packets,
    client,
    view: () => client.getState()?.G as BoardgameView<GameTypes> | undefined,
  };
}

interface EngineLike {
  on(event: 'packet', f: (p: { data?: unknown }) => void): void;
}

/** Creates a match through the lobby API and joins every seat: their credentials. */
export async function createMatch(
  url: string,
  name: string,
  players: number,
): Promise<{ matchID: string; credentials: string[] }> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(name, { numPlayers: players });
  const credentials: string[] = [];
  for (let p = 0; p < players; p++) {
    const joined = await lobby.joinMatch(name, matchID, { playerID: String(p), playerName: `p${p}` });
    credentials.push(joined.playerCredentials);
  }
  return { matchID, credentials };
}

/** The server's true table for a match, from its storage: the save in `G` resumed under the key. */
export function trueTable(
  rules: AnyRuleset,
  db: JsonStorage,
  matchID: string,
  key: string,
  options: object | undefined,
  seed?: number | string,
): Table<GameTypes> {
  const { state } = db.fetch(matchID, { state: true });
  const g = state.G as G;
  if (g.save === null) {
    const t = openTable(rules, options, seed ?? derived(key, 'boardgame.io deal', g.label));
    if (isLeft(t)) throw new Error(t.left.message);
    return t.right;
  }
  const t = resumeTable(rules, g.save, key);
  if (isLeft(t)) throw new Error(t.left.message);
  return t.right;
}
