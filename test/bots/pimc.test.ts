import { describe, expect, it } from 'vitest';
import { heuristicPolicy } from '../../src/bots/heuristic/index.js';
import { bestIndex, dominates, isCardPlay, pimcChoose, pimcEvaluate, type PimcSettings } from '../../src/bots/pimc.js';
import { tarotDefends } from '../../src/games/tarot/bots.js';
import { gameBots, goulash, tarot } from '../../src/games/registry.js';
import { findGameBots } from '../../src/kernel/game.js';
import type { TarotView } from '../../src/games/tarot/view.js';
import { getOrThrow } from '../../src/kernel/errors.js';
import { createRng } from '../../src/kernel/rng.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';

const rules = tarot as unknown as AnyRuleset;
/** PIMC's anchor for a ruleset, found as `createBot` finds it: the game's bots parts. */
const pimcAnchor = (r: AnyRuleset) => findGameBots(gameBots, r)?.anchored;
const heuristic = heuristicPolicy(rules);

/** The first card-play state of a Tarot deal (heuristic bidding) with a choice of cards, or undefined (passed out). */
function cardPlay(players: 3 | 4 | 5, seed: number): object | undefined {
  let s = getOrThrow(rules.setup({ players }, { seed })) as object;
  while (rules.actor(s) !== 'done') {
    const legal = rules.legal(s);
    if (isCardPlay(rules, legal) && legal.length > 2) return s;
    const seat = rules.actor(s) as number;
    const k = heuristic({ ruleset: rules, view: rules.view(s, seat), legal, seat, rng: createRng(1) });
    s = rules.applyUnchecked(s, legal[k]).state as object;
  }
  return undefined;
}

describe("PIMC's anchor: a 4-player Tarot defender keeps the heuristic's card", () => {
  it('defends: every seat but the taker and his partner (at 5 players, the called king’s holder)', () => {
    let checked = 0;
    for (const players of [4, 5] as const)
      for (let seed = 1; seed <= 12; seed++) {
        const s = cardPlay(players, seed);
        if (s === undefined) continue;
        for (let seat = 0; seat < players; seat++) {
          const view = rules.view(s, seat) as TarotView;
          // at 5 players the called king's holder is the taker's partner, known to himself alone
          const takerSide = seat === view.taker || (view.called !== null && view.hand.includes(view.called));
          expect(tarotDefends(view, seat)).toBe(!takerSide);
          // the anchor holds at 4 players only (measured there)
          expect(pimcAnchor(rules)!(view, seat)).toBe(players === 4 && !takerSide);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(20);
    expect(pimcAnchor(goulash as unknown as AnyRuleset)).toBeUndefined();
    expect(pimcAnchor(rules)).toBeDefined();
  });

  it('a card dominates another when it scores at least as well in every world', () => {
    expect(
      dominates(
        [
          [1, 2],
          [3, 3],
        ],
        1,
        0,
      ),
    ).toBe(true);
    expect(
      dominates(
        [
          [1, 2],
          [4, 3],
        ],
        1,
        0,
      ),
    ).toBe(false);
    expect(dominates([[1, 2]], 0, 0)).toBe(true);
  });

  it("plays the best average where it does not anchor, else the heuristic's card unless the best dominates it", () => {
    const s = [5, 6, 7, 8, 9].map((seed) => cardPlay(4, seed)).find((x) => x !== undefined)!;
    const seat = rules.actor(s) as number;
    const legal = rules.legal(s);
    const view = rules.view(s, seat);
    const base: PimcSettings = {
      worlds: 3,
      nodes: undefined,
      timeMs: undefined,
      rollout: heuristic,
      otherPhases: heuristic,
    };
    const ev = getOrThrow(pimcEvaluate(rules, s, seat, legal, 7, base));
    expect(ev.byWorld).toHaveLength(3);
    const best = bestIndex(ev.values);
    const own = heuristic({ ruleset: rules, view, legal, seat, rng: createRng(7) });
    const choose = (anchor: boolean) =>
      getOrThrow(pimcChoose(rules, s, seat, view, legal, createRng(7), 7, { ...base, anchor: () => anchor }));
    expect(choose(false)).toBe(best);
    expect(choose(true)).toBe(dominates(ev.byWorld, best, own) ? best : own);
  });
});
