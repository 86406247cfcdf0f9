/**
 * Through a real boardgame.io server: an illegal move and a move out of turn are refused with the
 * atout code and change nothing; and what boardgame.io leaks by default is kept out: the initial
 * state (sent to every client unfiltered, issue 1159) holds no card and no seed, the move log's
 * arguments (a Tarot discard) reach no other seat, undo does nothing (issue 399).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { getOrThrow, submit, tarot, type AnyRuleset } from '../../../src/index.js';
import { toBoardgame, type BoardgameState } from '../../../src/adapters/boardgame-io/index.js';
import type { GameTypes } from '../../../src/kernel/ruleset.js';
import { cardsIn, Knowledge, until } from '../wire.js';
import { connect, createMatch, JsonStorage, startServer, trueTable, type Running, type Seated } from './harness.js';
import { KEY } from './play.js';

const T = tarot as AnyRuleset;

type BG = Game<BoardgameState<GameTypes>>;

async function table(game: BG): Promise<{ server: Running; matchID: string; clients: Seated[] }> {
  const server = await startServer(game, new JsonStorage());
  const { matchID, credentials } = await createMatch(server.url, game.name!, 4);
  const clients = credentials.map((c, p) => connect(game, server.url, matchID, String(p), c));
  await until(() => clients.every((c) => c.view()?.step === 0), 'the first sync');
  return { server, matchID, clients };
}

const close = async (t: { server: Running; clients: Seated[] }) => {
  for (const c of t.clients) c.client.stop();
  await t.server.stop();
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('refusals through boardgame.io', () => {
  const game = getOrThrow(toBoardgame(T, { key: KEY, seed: 5 })) as BG;
  let t: Awaited<ReturnType<typeof table>>;
  beforeAll(async () => void (t = await table(game)));
  afterAll(() => close(t));

  it('an illegal move: the atout code to its seat only, the state unchanged', async () => {
    const before = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
    const actor = T.actor(before.state) as number;
    const views = t.clients.map((c) => c.view()!.view);
    const expected = submit(T, before.state, actor, 'play:21T');
    expect(expected._tag).toBe('Left');
    t.clients[actor]!.client.moves['act']!('play:21T');
    await until(() => t.clients[actor]!.view()!.refusal !== null, 'the refusal');
    expect(t.clients[actor]!.view()!.refusal!.code).toBe(expected._tag === 'Left' && expected.left.code);
    const after = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
    expect(after.actions).toEqual(before.actions);
    expect(t.clients.map((c) => c.view()!.view)).toEqual(views);
    expect(t.clients.filter((_, i) => i !== actor).map((c) => c.view()!.refusal)).toEqual([null, null, null]);
  });

  it('malformed input: the atout code, the state unchanged', async () => {
    const before = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
    const actor = T.actor(before.state) as number;
    t.clients[actor]!.client.moves['act']!({ type: 'bid', bid: 'everything' });
    await until(() => t.clients[actor]!.view()!.refusal?.code === 'action/malformed', 'action/malformed');
    expect(trueTable(T, t.server.db, t.matchID, KEY, undefined, 5).actions).toEqual(before.actions);
  });

  it('a move out of turn: turn/not-your-turn to its sender, the state unchanged', async () => {
    const before = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
    const other = ((T.actor(before.state) as number) + 1) % 4;
    t.clients[other]!.client.moves['act']!(T.legal(before.state)[0]);
    await until(() => t.clients[other]!.view()!.refusal !== null, 'the refusal');
    expect(t.clients[other]!.view()!.refusal!.code).toBe('turn/not-your-turn');
    expect(trueTable(T, t.server.db, t.matchID, KEY, undefined, 5).actions).toEqual(before.actions);
  });

  it('undo is disabled', async () => {
    const before = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
    const actor = T.actor(before.state) as number;
    t.clients[actor]!.client.moves['act']!(T.legal(before.state)[0]);
    await until(() => t.clients.every((c) => c.view()!.step === 1), 'the move');
    t.clients[actor]!.client.undo();
    await pause(150);
    expect(t.clients.every((c) => c.view()!.step === 1)).toBe(true);
    expect(trueTable(T, t.server.db, t.matchID, KEY, undefined, 5).actions).toHaveLength(1);
  });
});

describe('everySeatActive: false: only the seat to act is active', () => {
  it('a move out of turn is dropped by boardgame.io before the rules: nothing changes', async () => {
    const game = getOrThrow(toBoardgame(T, { key: KEY, seed: 5, everySeatActive: false })) as BG;
    const t = await table(game);
    try {
      const before = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
      const other = ((T.actor(before.state) as number) + 1) % 4;
      const stateID = t.clients[other]!.client.getState()!._stateID;
      t.clients[other]!.client.moves['act']!(T.legal(before.state)[0]);
      await pause(150);
      expect(t.clients[other]!.client.getState()!._stateID).toBe(stateID);
      expect(t.clients[other]!.view()!.refusal).toBe(null);
      expect(trueTable(T, t.server.db, t.matchID, KEY, undefined, 5).actions).toEqual(before.actions);
      // the seat to act plays as usual
      const actor = T.actor(before.state) as number;
      t.clients[actor]!.client.moves['act']!(T.legal(before.state)[0]);
      await until(() => t.clients.every((c) => c.view()!.step === 1), 'the move');
    } finally {
      await close(t);
    }
  });
});

describe('what boardgame.io sends by default, kept out', () => {
  it('the initial state holds no card and no seed', async () => {
    const game = getOrThrow(toBoardgame(T, { key: KEY })) as BG;
    const t = await table(game);
    try {
      const { initialState } = t.server.db.fetch(t.matchID, { initialState: true });
      expect(cardsIn(T, initialState)).toEqual(new Set());
      expect(JSON.stringify(initialState)).not.toContain('atout-state');
      // and it is what every client was sent in its first sync
      expect(t.clients[0]!.packets.some((p) => p.includes('"initialState"'))).toBe(true);
    } finally {
      await close(t);
    }
  });

  /**
   * Bids `prise`, the others pass, the taker discards card by card (`discard:…`, secret); the
   * discarded cards that another seat may not know, and the cards its packets named.
   */
  async function discard(game: BG): Promise<{ hidden: string[][]; seen: Set<string>[] }> {
    const t = await table(game);
    try {
      let truth = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
      const knowledge = [0, 1, 2, 3].map((seat) => new Knowledge(T, seat));
      knowledge.forEach((k) => k.learn(truth.state, []));
      for (let step = 0; !truth.actions.some((a) => a.startsWith('chelem')); step++) {
        const actor = T.actor(truth.state) as number;
        const legal = T.legal(truth.state);
        const bid = legal.find((a) => JSON.stringify(a).includes(step === 0 ? '"prise"' : '"pass"'));
        const action = bid ?? legal[0]!;
        t.clients[actor]!.client.moves['act']!(action);
        await until(() => t.clients.every((c) => c.view()!.step === step + 1), `action ${step + 1}`);
        const events = getOrThrow(T.apply(truth.state, action)).events;
        truth = trueTable(T, t.server.db, t.matchID, KEY, undefined, 5);
        knowledge.forEach((k) => k.learn(truth.state, events));
      }
      const ecart = truth.actions.filter((a) => a.startsWith('discard')).flatMap((a) => [...cardsIn(T, a)]);
      return {
        hidden: knowledge.map((k) => ecart.filter((c) => k.leaks(c).length > 0)),
        seen: t.clients.map((c) => cardsIn(T, c.packets.join('\n'))),
      };
    } finally {
      await close(t);
    }
  }

  it('a discard (the move log’s arguments) reaches no other seat; it would without redact', async () => {
    const game = getOrThrow(toBoardgame(T, { key: KEY, seed: 5 })) as BG;
    const leaked = (r: { hidden: string[][]; seen: Set<string>[] }) =>
      r.hidden.flatMap((cards, seat) => cards.filter((c) => r.seen[seat]!.has(c)));
    const kept = await discard(game);
    expect(kept.hidden.flat().length).toBeGreaterThan(0);
    expect(leaked(kept)).toEqual([]);
    const act = game.moves!['act'] as object;
    const naive = { ...game, moves: { act: { ...act, redact: false } } } as unknown as BG;
    const shown = await discard(naive);
    expect(shown.hidden).toEqual(kept.hidden);
    expect(leaked(shown)).toEqual(shown.hidden.flat());
  });
});
