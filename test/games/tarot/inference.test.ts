/**
 * What the bidding says of the hidden hands (`biddingCost`, Tarot's `worldCost` for PIMC): the real
 * deal of a bidding the heuristic bid costs nothing; a bid one contract away costs half a bid; the
 * worlds PIMC plays (`pimcWorlds`) are the least costly drawn, and in them the taker's hand is
 * stronger by the published point count (nearer the truth) than in the worlds drawn alone.
 * 24 deals at 4 players.
 */
import { describe, expect, it } from 'vitest';
import { tarot } from '../../../src/games/tarot/rules.js';
import { bidDistance, biddingCost } from '../../../src/games/tarot/inference.js';
import { handPoints } from '../../../src/games/tarot/evaluation.js';
import type { TarotState } from '../../../src/games/tarot/state.js';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { pimcWorlds } from '../../../src/bots/pimc.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import type { Seat } from '../../../src/kernel/seat.js';
import { deriveSeed } from '../../../src/kernel/seed.js';

const rules = tarot as unknown as AnyRuleset;
const policy = heuristicPolicy(rules);

/** Deal `d` at 4 players, every choice the heuristic's, up to its first card (or its end). */
function bid(d: number): TarotState {
  let s = getOrThrow(tarot.setup({ players: 4 }, { seed: deriveSeed(9, d) }));
  while (tarot.actor(s) !== 'done' && s.phase !== 'play') {
    const seat = tarot.actor(s) as Seat;
    const legal = tarot.legal(s);
    s = tarot.applyUnchecked(
      s,
      legal[policy({ ruleset: rules, view: tarot.view(s, seat), legal, seat, rng: createRng(0) })]!,
    ).state;
  }
  return s;
}

const DEALS = Array.from({ length: 24 }, (_, d) => bid(d));
const TAKEN = DEALS.filter((s) => s.phase === 'play' && s.taker !== null);

describe('biddingCost: how far a world is from what the bidding said', () => {
  it('costs nothing for the real deal of a bidding the heuristic bid, from every seat', () => {
    expect(TAKEN.length).toBeGreaterThan(6);
    for (const s of DEALS) for (const seat of [0, 1, 2, 3]) expect(biddingCost(s, seat)).toBe(0);
  });

  it('a bid one contract away costs half a bid, further a whole one', () => {
    const b = (x: 'pass' | 'prise' | 'garde' | 'garde-sans' | 'garde-contre') => ({ type: 'bid', bid: x }) as const;
    expect(bidDistance(b('garde'), b('garde'))).toBe(0);
    expect(bidDistance(b('garde'), b('prise'))).toBe(0.5);
    expect(bidDistance(b('pass'), b('garde'))).toBe(1);
    expect(bidDistance(b('garde-contre'), b('pass'))).toBe(1);
  });
});

describe('pimcWorlds with the bidding: the likelier worlds', () => {
  it("plays the least costly of the worlds drawn; the taker's hand is stronger there", () => {
    const worldCost = (w: object, seat: Seat) => biddingCost(w as TarotState, seat);
    const points = (s: TarotState, seat: Seat) => handPoints(toArray(s.hands[seat]!));
    let plain = 0;
    let inferred = 0;
    let truth = 0;
    for (const [d, s] of TAKEN.entries()) {
      const taker = s.taker!;
      const seat = ((taker + 1) % 4) as Seat; // a defender, before the first card
      const drawn = pimcWorlds(rules, s, seat, d, { worlds: 60 });
      const chosen = pimcWorlds(rules, s, seat, d, { worlds: 6, worldCost, draws: 10 });
      expect(chosen.worlds).toHaveLength(6);
      const costs = chosen.worlds.map((w) => worldCost(w, seat));
      expect(costs).toEqual(costs.slice().sort((a, b) => a - b));
      // the 6 chosen are the least costly of the 60 drawn (the same draws)
      expect(costs).toEqual(
        drawn.worlds
          .map((w) => worldCost(w, seat))
          .sort((a, b) => a - b)
          .slice(0, 6),
      );
      const mean = (ws: readonly object[]) => ws.reduce((t, w) => t + points(w as TarotState, taker), 0) / ws.length;
      plain += mean(drawn.worlds);
      inferred += mean(chosen.worlds);
      truth += points(s, taker);
    }
    expect(inferred).toBeGreaterThan(plain);
    expect(Math.abs(inferred - truth)).toBeLessThan(Math.abs(plain - truth));
  });
});
