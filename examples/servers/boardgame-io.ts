/**
 * A French Tarot table on boardgame.io: the server (socket.io transport, the lobby API, a storage)
 * and a minimal client per seat, one seat played by boardgame.io's own RandomBot.
 *
 * The server's key (ATOUT_KEY, at least 32 random bytes) deals each match from a public label and
 * signs the save kept in boardgame.io's storage: every server process sharing the storage must
 * hold it, and with it a match survives a restart. Run it: `npx tsx examples/servers/boardgame-io.ts`
 * starts a server on an ephemeral port, plays one deal with four clients, prints the result, stops.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { RandomBot } from 'boardgame.io/ai';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Origins, Server } from 'boardgame.io/server';
import { getOrThrow } from 'atout';
import { toBoardgame, type BoardgameState, type BoardgameView } from 'atout/boardgame.io';
import { tarot, type TarotTypes } from 'atout/tarot';

/** The server's secret: from the environment in production, never written in the code. */
const key = process.env['ATOUT_KEY'] ?? 'an example key: set ATOUT_KEY to 32 random bytes';

/** The game: Tarot for 4 players, as boardgame.io sees it. */
export const game = getOrThrow(toBoardgame(tarot, { key, options: { players: 4 } }));

/** Starts the server on an ephemeral port (the default in-memory storage: pass `db` for a database). */
export async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = Server({ games: [game], origins: [Origins.LOCALHOST] });
  const { appServer } = await server.run({ port: 0 });
  const url = `http://localhost:${(appServer as unknown as { address(): AddressInfo }).address().port}`;
  return { url, stop: () => new Promise((done) => appServer.close(() => done())) };
}

/** Creates a match, seats four clients and plays one deal: what the game's `ctx.gameover` says. */
export async function playOneDeal(url: string): Promise<unknown> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(game.name!, { numPlayers: 4 });
  const bot = new RandomBot({ enumerate: game.ai!.enumerate });
  const clients: ReturnType<typeof Client<BoardgameState<TarotTypes>>>[] = [];
  for (const playerID of ['0', '1', '2', '3']) {
    const { playerCredentials } = await lobby.joinMatch(game.name!, matchID, { playerID, playerName: `p${playerID}` });
    const client = Client({
      game,
      multiplayer: SocketIO({ server: url }),
      matchID,
      playerID,
      credentials: playerCredentials,
      debug: false,
    });
    client.start();
    clients.push(client);
  }
  return new Promise((done) => {
    for (const client of clients) {
      let answered = -1; // a client is notified more than once per state: act once per action number
      client.subscribe((state) => {
        if (state === null) return;
        if (state.ctx.gameover !== undefined) return done(state.ctx.gameover);
        // each client's G is its seat's view: its hand, the table, its legal actions
        const view = state.G as unknown as BoardgameView<TarotTypes>;
        if (view.actor !== view.seat || view.legal.length === 0 || view.step === answered) return;
        answered = view.step;
        // moves are sent after the update is handled, not from inside the subscriber
        setTimeout(() => {
          if (client.playerID === '3') {
            // boardgame.io's own bot, from ai.enumerate (the seat's legal actions)
            void bot.play(state, '3').then(({ action }) => client.moves['act']!(...action!.payload.args));
          } else {
            client.moves['act']!(view.legal[0]); // an action object, e.g. { type: 'play', card: '21T' }
          }
        }, 0);
      });
    }
  }).finally(() => clients.forEach((c) => c.stop()));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer();
  console.log(JSON.stringify(await playOneDeal(server.url)).slice(0, 200));
  await server.stop();
  process.exit(0);
}
