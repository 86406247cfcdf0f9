/**
 * A game's entry (src/kernel/game.ts): `defineGame` keeps the parts as they are, and the lists
 * derived from a list of games (rulesets, presets, parts by ruleset id, the game of a ruleset) hold
 * every game's parts exactly once, in the list's order.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineGame, findGame, gamePresets, gameRulesets, partsById, type GameEntry } from '../../src/kernel/game.js';
import { makeMatch } from '../../src/match/match.js';
import { makeWhist } from '../support/whist.js';

const whist = makeWhist();
/** A copy of the test Whist under another id, so that several games can be listed. */
const renamed = (id: string) => ({ ...whist, id });
const matchOf = (deal: ReturnType<typeof renamed>) =>
  makeMatch(deal, {
    id: `${deal.id}-match`,
    version: '1',
    options: z.strictObject({ dealer: z.number().int().min(0).max(3).default(0) }),
    dealOptions: (_o, dealer) => ({ dealer }),
    firstDealer: (o) => o.dealer,
    outcome: () => ({ over: true, winners: [] }),
    maxDeals: () => 1,
  });
const schema = z.string();

/** A list of `n` games, every other one with a match, a schema and two presets. */
function gamesOf(n: number): GameEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const deal = renamed(`game${i}`);
    return i % 2 === 0
      ? defineGame({
          deal,
          match: matchOf(deal),
          actionSchema: schema,
          presets: [
            { key: `game${i}a`, options: {}, players: 4 },
            { key: `game${i}b`, options: { dealer: 1 }, players: 4 },
          ],
        })
      : defineGame({ deal, presets: [] });
  });
}

describe('defineGame', () => {
  it('keeps the parts as they are', () => {
    const parts = { deal: whist, actionSchema: schema, presets: [{ key: 'w', options: { dealer: 2 }, players: 4 }] };
    expect(defineGame(parts)).toBe(parts);
  });
});

describe('the lists derived from a list of games', () => {
  it('gameRulesets: every deal, then every match, in order', () => {
    fc.assert(
      fc.property(fc.nat({ max: 6 }), (n) => {
        const games = gamesOf(n);
        const ids = gameRulesets(games).map((r) => r.id);
        const deals = games.map((g) => g.deal.id);
        const matches = games.flatMap((g) => (g.match ? [g.match.id] : []));
        expect(ids).toEqual([...deals, ...matches]);
      }),
    );
  });

  it('gamePresets: every preset once, in order, each with its game', () => {
    fc.assert(
      fc.property(fc.nat({ max: 6 }), (n) => {
        const games = gamesOf(n);
        const presets = gamePresets(games);
        expect(presets.map((p) => p.key)).toEqual(games.flatMap((g) => g.presets.map((p) => p.key)));
        for (const p of presets)
          expect(p.game.presets.some((q) => q.key === p.key && q.options === p.options)).toBe(true);
      }),
    );
  });

  it('findGame: the game of each deal and match, by ruleset or by id; undefined for another', () => {
    const games = gamesOf(5);
    for (const g of games)
      for (const r of [g.deal, g.match]) {
        if (r === undefined) continue;
        expect(findGame(games, r)).toBe(g);
        expect(findGame(games, r.id)).toBe(g);
      }
    expect(findGame(games, 'whist')).toBeUndefined();
    expect(findGame(games, whist)).toBeUndefined();
  });

  it('partsById: a part under the id of the deal and of the match; games without it left out', () => {
    const games = gamesOf(4);
    expect(partsById(games, (g) => g.actionSchema)).toEqual({
      game0: schema,
      'game0-match': schema,
      game2: schema,
      'game2-match': schema,
    });
    expect(partsById(games, () => undefined)).toEqual({});
  });
});
