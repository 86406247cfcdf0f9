/**
 * A game server's move handler: one French Tarot deal kept in memory, four seats sending JSON
 * moves over HTTP, every move validated by `submit`, every seat answered with its own view.
 *
 *   POST /move   body { "seat": 1, "action": "bid:garde" }   header x-seat-token: <that seat's token>
 *                → 200 { ok: true, view, events }  (the mover's view and the events it may see)
 *                → 4xx { code, message }            (the rule error's stable code)
 *   GET  /view?seat=1                               header x-seat-token: <that seat's token>
 *                → 200 { view, legal }              (`legal`: the seat's legal moves when it is to act)
 *   GET  /view                                      → 200 { view, legal: [] } (the spectator's view)
 *   GET  /record                                    → 200 the game record, once the deal is over
 *                                                   → 409 { code: 'game/not-over' } before (it names the seed)
 *
 * A move's `action` is an action string (`"play:21T"`) or an action object (`{ "type": "play",
 * "card": "21T" }`): the server records what `submit` accepted, written by the codec
 * (`codec.encode(step.right.action)`), so the record replays whatever form the clients sent.
 *
 * The other seats learn of a move by asking for their view again (a real server would push it over a
 * WebSocket or server-sent events, each seat its own view and `eventsFor` that seat).
 * A seat proves who it is with its token (in a real server: the session of a logged-in player), so
 * no seat can read another seat's hand. The deal's seed comes from `secureSeed()` (128 bits from the
 * platform's cryptographic generator) and stays on the server: whoever knows it knows every hand. Bodies are capped at 4 KB. Run it: `npx tsx examples/server.ts`
 * starts the server on 127.0.0.1 (an ephemeral port), plays a few moves as a scripted client, and stops.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { eventsFor, isSeatOf, makeRecord, secureSeed, submit, type GameRecord, type Seat, type Seed } from 'atout';
import { tarot, type TarotState } from 'atout/tarot';

export interface ServerOptions {
  /**
   * The deal's seed: by default a fresh `secureSeed()`. Pass one only to replay a known deal (a
   * test); a guessable seed (a constant, a counter, the time) lets a player compute every hand.
   */
  readonly seed?: Seed;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Each seat's secret token, handed to that seat's player only. */
  readonly tokens: readonly string[];
  close(): Promise<void>;
}

const MAX_BODY = 4096;
const PLAYERS = 4;

interface Reply {
  readonly status: number;
  readonly body: unknown;
}

const fail = (status: number, code: string, message: string): Reply => ({ status, body: { code, message } });

/** HTTP status for a rule error code: whose turn and game-over are conflicts, malformed input is 400. */
function statusOf(code: string): number {
  if (code.startsWith('turn/') || code.startsWith('phase/')) return 409;
  if (code.startsWith('action/') || code.startsWith('input/')) return 400;
  return 422;
}

/** The in-memory game: the state and the move handler, free of HTTP so it reads on its own. */
export function createTable(seed: Seed, tokens: readonly string[]) {
  const setup = tarot.setup({ players: PLAYERS, dealer: 0 }, { seed });
  if (setup._tag === 'Left') throw new Error(setup.left.message);
  const start: TarotState = setup.right;
  let state = start;
  /** The accepted actions, in the record's form. */
  const actions: string[] = [];

  /** The seat a token belongs to, when it matches the seat claimed. */
  const authenticated = (seat: unknown, token: string | undefined): seat is Seat =>
    isSeatOf(tarot, state, seat) && token !== undefined && tokens[seat] === token;

  const legalFor = (seat: Seat | 'spectator'): string[] =>
    tarot.actor(state) === seat ? tarot.legal(state).map((a) => tarot.codec.encode(a)) : [];

  return {
    view(seat: Seat | 'spectator'): Reply {
      return { status: 200, body: { view: tarot.view(state, seat), legal: legalFor(seat) } };
    },
    move(body: unknown, token: string | undefined): Reply {
      if (typeof body !== 'object' || body === null)
        return fail(400, 'action/malformed', 'A move is { "seat": n, "action": "bid:garde" }.');
      const { seat, action } = body as { seat?: unknown; action?: unknown };
      if (!authenticated(seat, token)) return fail(401, 'auth/bad-token', 'This token does not belong to that seat.');
      // submit refuses a seat that is not to act (turn/not-your-turn) and an illegal action (its rule's code).
      const step = submit(tarot, state, seat, action);
      if (step._tag === 'Left') return fail(statusOf(step.left.code), step.left.code, step.left.message);
      state = step.right.state;
      actions.push(tarot.codec.encode(step.right.action)); // what submit read, never the raw input
      return {
        status: 200,
        body: { ok: true, view: tarot.view(state, seat), events: eventsFor(step.right.events, seat) },
      };
    },
    /** The game record, seed included: published only once the deal is over. */
    record(): Reply {
      const result = tarot.result(state);
      if (result === undefined)
        return fail(409, 'game/not-over', 'The record names the seed: it is published once the deal is over.');
      const record: GameRecord = makeRecord(tarot, start, { seed }, actions, { result });
      return { status: 200, body: record };
    },
  };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    // Past the cap the rest is read and dropped, so memory stays bounded and the client gets its 413.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.body));
}

async function route(
  table: ReturnType<typeof createTable>,
  tokens: readonly string[],
  req: IncomingMessage,
): Promise<Reply> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const token = req.headers['x-seat-token'];
  const tokenText = typeof token === 'string' ? token : undefined;
  if (req.method === 'GET' && url.pathname === '/view') {
    const asked = url.searchParams.get('seat');
    if (asked === null) return table.view('spectator');
    const seat = Number(asked);
    if (!Number.isInteger(seat) || tokens[seat] === undefined || tokens[seat] !== tokenText)
      return fail(401, 'auth/bad-token', 'This token does not belong to that seat.');
    return table.view(seat);
  }
  if (req.method === 'GET' && url.pathname === '/record') return table.record();
  if (req.method === 'POST' && url.pathname === '/move') {
    const text = await readBody(req);
    if (text === null) return fail(413, 'input/too-large', `A move is at most ${MAX_BODY} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(400, 'input/bad-json', 'The body is not valid JSON.');
    }
    return table.move(body, tokenText);
  }
  return fail(404, 'http/not-found', 'POST /move, GET /view or GET /record.');
}

/** Starts the server on 127.0.0.1 on a free port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const tokens = Array.from({ length: PLAYERS }, () => randomBytes(16).toString('hex'));
  const table = createTable(options.seed ?? secureSeed(), tokens);
  const server = createServer((req, res) => {
    route(table, tokens, req).then(
      (reply) => send(res, reply),
      () => send(res, fail(500, 'internal/error', 'The move could not be processed.')),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** A scripted client: every seat to act plays its first legal move, `moves` times. */
async function demo(moves: number): Promise<void> {
  const server = await startServer();
  try {
    const get = async (seat: number) =>
      (await (
        await fetch(`${server.url}/view?seat=${seat}`, { headers: { 'x-seat-token': server.tokens[seat]! } })
      ).json()) as {
        view: { actor: number | 'done'; phase: string };
        legal: string[];
      };
    const post = async (seat: number, action: string) => {
      const res = await fetch(`${server.url}/move`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-seat-token': server.tokens[seat]! },
        body: JSON.stringify({ seat, action }),
      });
      return { status: res.status, body: (await res.json()) as { code?: string } };
    };
    console.log(`serving one Tarot deal on ${server.url}`);
    for (let i = 0; i < moves; i++) {
      const actor = (await get(0)).view.actor;
      if (actor === 'done') break;
      const { legal } = await get(actor);
      const pick = legal.find((a) => a !== 'bid:pass' && a.startsWith('bid:')) ?? legal[0]!;
      const reply = await post(actor, pick);
      console.log(`seat ${actor} → ${pick}: ${reply.status}`);
    }
    // a seat that is not to act is refused, whatever the deal (each run deals afresh)
    const actor = (await get(0)).view.actor;
    const idle = actor === 'done' ? 0 : (actor + 1) % PLAYERS;
    const wrong = await post(idle, 'play:21T');
    console.log(`seat ${idle} → play:21T: ${wrong.status} ${wrong.body.code ?? ''}`);
  } finally {
    await server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await demo(6);
}
