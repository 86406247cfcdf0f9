/**
 * The shipped games' fast playouts, listed apart from the rulesets (src/games/playouts.ts): every
 * shipped deal ruleset has one, found by the ruleset itself; an app's ruleset (even a copy of a
 * shipped one, or one reusing its id) gets only its own `fastPlayout`.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/shipped.js';
import { fastPlayoutOf } from '../../src/games/playouts.js';
import type { FastPlayout, GameTypes } from '../../src/kernel/ruleset.js';

describe('fastPlayoutOf', () => {
  it("finds every shipped deal ruleset's fast playout, and no ruleset carries one of its own", () => {
    for (const g of games) {
      expect(g.deal.fastPlayout, g.deal.id).toBeUndefined();
      expect(fastPlayoutOf(g.deal), g.deal.id).toBeTypeOf('function');
    }
  });

  it("gives an app's ruleset its own fast playout only: a copy of a shipped one gets none", () => {
    for (const g of games) expect(fastPlayoutOf({ ...g.deal }), g.deal.id).toBeUndefined();
    const own = (): FastPlayout<GameTypes> => ({ play: () => undefined });
    expect(fastPlayoutOf({ ...games[0]!.deal, fastPlayout: own })).toBe(own);
  });
});
