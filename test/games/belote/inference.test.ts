/**
 * What the bidding says of the hidden hands (`biddingCost`, Belote's `worldCost` for PIMC): the
 * real deal of a bidding the heuristic bid costs nothing; the worlds PIMC plays (`pimcWorlds`) are
 * the least costly drawn, and in them the taker holds more trumps (nearer the truth) than in the
 * worlds drawn alone. 24 deals.
 */
import { describe, expect, it } from 'vitest';
import { belote } from '../../../src/games/belote/rules.js';
import { biddingCost } from '../../../src/games/belote/inference.js';
import type { BeloteState } from '../../../src/games/belote/state.js';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { pimcWorlds } from '../../../src/bots/pimc.js';
import { wordOf } from '../../../src/kernel/card.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import type { Seat } from '../../../src/kernel/seat.js';
import { deriveSeed } from '../../../src/kernel/seed.js';

const rules = belote as unknown as AnyRuleset;
const policy = heuristicPolicy(rules);

/** Deal `d`, every choice the heuristic's, up to its first card (or its end). */
function bid(d: number): BeloteState {
  let s = getOrThrow(belote.setup({}, { seed: deriveSeed(11, d) }));
  while (belote.actor(s) !== 'done' && s.phase !== 'play') {
    const seat = belote.actor(s) as Seat;
    const legal = belote.legal(s);
    s = belote.applyUnchecked(
      s,
      legal[policy({ ruleset: rules, view: belote.view(s, seat), legal, seat, rng: createRng(0) })]!,
    ).state;
  }
  return s;
}

const DEALS = Array.from({ length: 24 }, (_, d) => bid(d));
const TAKEN = DEALS.filter((s) => s.phase === 'play' && s.taker !== null && s.trump !== null);
const trumpsOf = (s: BeloteState, seat: Seat): number =>
  toArray(s.hands[seat]!).filter((c) => wordOf(c) === s.trump).length;

describe('biddingCost: how far a world is from what the bidding said', () => {
  it('costs nothing for the real deal of a bidding the heuristic bid, from every seat', () => {
    expect(TAKEN.length).toBeGreaterThan(8);
    for (const s of DEALS) for (const seat of [0, 1, 2, 3]) expect(biddingCost(s, seat)).toBe(0);
  });
});

describe('pimcWorlds with the bidding: the likelier worlds', () => {
  it('plays the least costly of the worlds drawn; the taker holds more trumps there', () => {
    const worldCost = (w: object, seat: Seat) => biddingCost(w as BeloteState, seat);
    let plain = 0;
    let inferred = 0;
    let truth = 0;
    for (const [d, s] of TAKEN.entries()) {
      const taker = s.taker!;
      const seat = ((taker + 1) % 4) as Seat; // a defender, before the first card
      const drawn = pimcWorlds(rules, s, seat, d, { worlds: 60 });
      const chosen = pimcWorlds(rules, s, seat, d, { worlds: 6, worldCost, draws: 10 });
      const costs = chosen.worlds.map((w) => worldCost(w, seat));
      expect(costs).toEqual(
        drawn.worlds
          .map((w) => worldCost(w, seat))
          .sort((a, b) => a - b)
          .slice(0, 6),
      );
      const mean = (ws: readonly object[]) => ws.reduce((t, w) => t + trumpsOf(w as BeloteState, taker), 0) / ws.length;
      plain += mean(drawn.worlds);
      inferred += mean(chosen.worlds);
      truth += trumpsOf(s, taker);
    }
    expect(inferred).toBeGreaterThan(plain);
    expect(Math.abs(inferred - truth)).toBeLessThan(Math.abs(plain - truth));
  });
});
