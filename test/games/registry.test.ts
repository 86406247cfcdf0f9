/**
 * The registry of shipped games (src/games/registry.ts): one list, `games`, and everything derived
 * from it. Every game has a deal and a match whose ids are unique; every ruleset finds its game;
 * every preset deals its number of players as a deal and as a match; every ruleset has its action
 * schemas and every deal its position notation, which reads back what it writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionObjectSchemas,
  actionSchemas,
  gameOfRuleset,
  games,
  positionNotations,
  presets,
  rulesets,
} from '../../src/games/registry.js';
import { getOrThrow, isRight } from '../../src/kernel/index.js';
import { en } from '../../src/locales/en.js';

describe('the registry of games', () => {
  it('lists Tarot, Goulash, Tarabish, Belote and Coinche; their deals then their matches are the rulesets, ids unique', () => {
    expect(games.map((g) => g.deal.id)).toEqual(['tarot', 'goulash', 'tarabish', 'belote', 'coinche']);
    expect(rulesets.map((r) => r.id)).toEqual([
      'tarot',
      'goulash',
      'tarabish',
      'belote',
      'coinche',
      'tarot-match',
      'goulash-match',
      'tarabish-match',
      'belote-match',
      'coinche-match',
    ]);
    expect(new Set(rulesets.map((r) => r.id)).size).toBe(rulesets.length);
  });

  it('each match plays its game’s deal ruleset (dealRuleset)', () => {
    for (const g of games) expect(g.match?.dealRuleset).toBe(g.deal);
  });

  it('finds the game of every ruleset, by value and by id, and no game for another id', () => {
    for (const g of games)
      for (const r of [g.deal, g.match!]) {
        expect(gameOfRuleset(r)).toBe(g);
        expect(gameOfRuleset(r.id)).toBe(g);
      }
    expect(gameOfRuleset('whist')).toBeUndefined();
  });

  it('has the action schemas of every ruleset and the position notation of every deal', () => {
    expect(Object.keys(actionSchemas).sort()).toEqual(rulesets.map((r) => r.id).sort());
    expect(Object.keys(actionObjectSchemas).sort()).toEqual(rulesets.map((r) => r.id).sort());
    // Belote's and Coinche's notations are listed before the games are shipped
    const deals = new Set([...games.map((g) => g.deal.id), 'belote', 'coinche']);
    expect(Object.keys(positionNotations).sort()).toEqual([...deals].sort());
  });

  it('presets: unique keys, the menu order, each named in English', () => {
    expect(presets.map((p) => p.key)).toEqual([
      'tarot4',
      'tarot3',
      'tarot5',
      'goulash',
      'tarabishAuction',
      'tarabishTraditional',
      'belote',
      'beloteAnnouncements',
      'coinche',
      'coincheAnnouncements',
    ]);
    for (const p of presets) expect(en.games[p.game.deal.id]?.presets?.[p.key], p.key).toBeDefined();
  });

  it('every preset deals its number of players, as a deal and as a match, whatever the seed (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...presets), fc.integer({ min: 0, max: 0xffffffff }), (p, seed) => {
        for (const rules of [p.game.deal, p.game.match!]) {
          const s = getOrThrow(rules.setup(p.options, { seed }));
          expect(rules.players(s), `${p.key} ${rules.id}`).toBe(p.players);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('every action of a seeded deal of every preset matches its schema; positions read back', () => {
    for (const p of presets) {
      const rules = p.game.deal;
      let s = getOrThrow(rules.setup(p.options, { seed: 7 }));
      const notation = positionNotations[rules.id]!;
      while (rules.actor(s) !== 'done') {
        const legal = rules.legal(s);
        for (const a of legal) expect(actionSchemas[rules.id]!.safeParse(rules.codec.encode(a)).success).toBe(true);
        const back = notation.parse(notation.format(s));
        expect(isRight(back) && notation.format(back.right), p.key).toBe(notation.format(s));
        s = rules.applyUnchecked(s, legal[0]).state;
      }
    }
  });
});
