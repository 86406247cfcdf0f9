/**
 * Plays complete deals (or a match) through a real boardgame.io server and real clients, with
 * one seat played by boardgame.io's own RandomBot (from `ai.enumerate`), the others choosing from
 * the legal actions their `G` lists (half sent as objects, half as action strings), and a
 * spectator; after every action each client's packets are checked for cards its seat may not
 * know. Optionally the server is restarted mid-deal on a new port over the same stored rows.
 */
import { RandomBot } from 'boardgame.io/ai';
import type { Game } from 'boardgame.io';
import { createRng, getOrThrow, type AnyRuleset } from '../../../src/index.js';
import { toBoardgame, type BoardgameState } from '../../../src/adapters/boardgame-io/index.js';
import type { GameTypes } from '../../../src/kernel/ruleset.js';
import { check, Knowledge, until, wrongPlay, type LeakTally } from '../wire.js';
import { connect, createMatch, JsonStorage, startServer, trueTable, type Running, type Seated } from './harness.js';

export const KEY = 'a test key of at least thirty-two bytes!';

export interface PlayOptions {
  readonly options?: object;
  /** Restart the server after this many actions. */
  readonly restartAt?: number;
  /** The ruleset the server runs (a leaking one to prove the check); the honest one judges. */
  readonly served?: AnyRuleset;
  readonly deals?: number;
  readonly seed?: number;
}

export interface Played {
  readonly actions: number;
  readonly results: unknown[];
}

/** Plays `deals` games of `rules` on one server, each to its end. */
export async function playGames(rules: AnyRuleset, tally: LeakTally, o: PlayOptions = {}): Promise<Played> {
  const game = getOrThrow(
    toBoardgame(o.served ?? rules, { key: KEY, ...(o.options === undefined ? {} : { options: o.options }) }),
  ) as Game<BoardgameState<GameTypes>>;
  const players = game.maxPlayers!;
  let server = await startServer(game, new JsonStorage());
  const rng = createRng(o.seed ?? 1);
  const results: unknown[] = [];
  let total = 0;
  try {
    for (let d = 0; d < (o.deals ?? 1); d++) {
      const { matchID, credentials } = await createMatch(server.url, game.name!, players);
      const open = (s: Running): Seated[] => [
        ...credentials.map((c, p) => connect(game, s.url, matchID, String(p), c)),
        connect(game, s.url, matchID, null),
      ];
      let clients = open(server);
      const bot = players - 1 - (d % players);
      const randomBot = new RandomBot({ enumerate: game.ai!.enumerate, seed: `bot${d}` });
      const knowledge = clients.map(
        (c) => new Knowledge(rules, c.playerID === null ? 'spectator' : Number(c.playerID)),
      );
      let table = trueTable(rules, server.db, matchID, KEY, o.options);
      const observe = (events: readonly GameTypes['event'][]) => {
        for (const [i, c] of clients.entries()) {
          knowledge[i]!.learn(table.state, events);
          check(tally, `deal ${d} ${c.playerID ?? 'spectator'}`, knowledge[i]!, c.packets.splice(0), [KEY]);
        }
      };
      await until(() => clients.every((c) => c.view()?.step === 0), 'the first sync');
      observe([]);
      for (let step = 0; rules.actor(table.state) !== 'done'; step++) {
        if (step === o.restartAt) {
          for (const c of clients) c.client.stop();
          await server.stop();
          server = await startServer(game, new JsonStorage(new Map(server.db.rows)));
          clients = open(server);
          tally.restarts++;
          await until(() => clients.every((c) => c.view()?.step === step), 'the clients after the restart');
        }
        const actor = rules.actor(table.state) as number;
        const client = clients[actor]!;
        if (actor === bot) {
          // boardgame.io's own bot, from ai.enumerate on the client's G; its move is sent with the
          // seat's credentials (Step would dispatch it without them)
          const { action } = await randomBot.play(client.client.getState()!, String(actor));
          client.client.moves['act']!(...(action as { payload: { args: unknown[] } }).payload.args);
        } else {
          const legal = client.view()!.legal;
          if (step % 9 === 4) {
            // refusals go over the wire too: a card of its hand it may not play, and a move out of turn
            const wrong = wrongPlay(rules, client.view()!.view, legal);
            const other = clients[(actor + 1) % players]!;
            if (wrong !== undefined) {
              client.client.moves['act']!(wrong);
              await until(() => client.view()!.refusal !== null, 'the refusal of an illegal play');
            }
            other.client.moves['act']!('play:XX');
            await until(() => other.view()!.refusal?.code === 'turn/not-your-turn', 'the refusal out of turn');
            tally.refusals++;
          }
          const action = legal[rng.below(legal.length)];
          client.client.moves['act']!(rng.below(2) === 0 ? action : rules.codec.encode(action));
        }
        await until(() => clients.every((c) => c.view()?.step === step + 1), `action ${step + 1}`);
        const before = table.state;
        table = trueTable(rules, server.db, matchID, KEY, o.options);
        const last = table.actions[table.actions.length - 1]!;
        const decoded = getOrThrow(rules.codec.decode(last));
        observe(getOrThrow(rules.apply(before, decoded)).events);
        total++;
      }
      results.push(rules.result(table.state));
      await until(() => clients.every((c) => c.client.getState()?.ctx.gameover !== undefined), 'the game over');
      for (const c of clients) c.client.stop();
      tally.deals++;
    }
  } finally {
    await server.stop();
  }
  return { actions: total, results };
}
