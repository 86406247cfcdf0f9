/**
 * What the auction says of the hidden hands (`auctionCost`, Coinche's `worldCost` for PIMC): the
 * real deal of an auction the heuristic bid costs nothing; a bid of the same strain at another value
 * costs less than another call; the worlds PIMC plays (`pimcWorlds`) are the least costly drawn, and
 * in them the takers hold more of the trumps they bid than in the worlds drawn alone. 16 deals.
 */
import { describe, expect, it } from 'vitest';
import { coinche } from '../../../src/games/coinche/rules.js';
import { auctionCost, callDistance } from '../../../src/games/coinche/inference.js';
import { trumpOfContract } from '../../../src/games/coinche/auction.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { heuristicPolicy } from '../../../src/bots/heuristic/index.js';
import { pimcWorlds } from '../../../src/bots/pimc.js';
import { wordOf } from '../../../src/kernel/card.js';
import { toArray } from '../../../src/kernel/cardset.js';
import { getOrThrow } from '../../../src/kernel/errors.js';
import { createRng } from '../../../src/kernel/rng.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import type { Seat } from '../../../src/kernel/seat.js';
import { deriveSeed } from '../../../src/kernel/seed.js';

const rules = coinche as unknown as AnyRuleset;
const policy = heuristicPolicy(rules);

/** Deal `d` bid by the heuristic at every seat: the state when the auction is over. */
function auctioned(d: number): CoincheState {
  let s = getOrThrow(coinche.setup({}, { seed: deriveSeed(5, d) }));
  while (coinche.actor(s) !== 'done' && s.contract === null) {
    const seat = coinche.actor(s) as Seat;
    const legal = coinche.legal(s);
    s = coinche.applyUnchecked(
      s,
      legal[policy({ ruleset: rules, view: coinche.view(s, seat), legal, seat, rng: createRng(0) })]!,
    ).state;
  }
  return s;
}

const DEALS = Array.from({ length: 16 }, (_, d) => auctioned(d));
const trumpsOf = (s: CoincheState, seat: Seat, trump: number): number =>
  toArray(s.play.hands[seat]!).filter((c) => wordOf(c) === trump).length;

describe('auctionCost: how far a world is from what the auction said', () => {
  it('costs nothing for the real deal of an auction the heuristic bid, from every seat', () => {
    for (const s of DEALS) for (const seat of [0, 1, 2, 3]) expect(auctionCost(s, seat)).toBe(0);
  });

  it('a bid of the same strain at another value costs a tenth a ten (at most half), another call 1', () => {
    expect(callDistance({ type: 'bid', value: 90, strain: 'H' }, { type: 'bid', value: 90, strain: 'H' })).toBe(0);
    expect(callDistance({ type: 'bid', value: 100, strain: 'H' }, { type: 'bid', value: 80, strain: 'H' })).toBeCloseTo(
      0.2,
    );
    expect(callDistance({ type: 'bid', value: 160, strain: 'H' }, { type: 'bid', value: 80, strain: 'H' })).toBe(0.5);
    expect(callDistance({ type: 'bid', value: 80, strain: 'S' }, { type: 'bid', value: 80, strain: 'H' })).toBe(1);
    expect(callDistance({ type: 'pass' }, { type: 'bid', value: 80, strain: 'H' })).toBe(1);
    expect(callDistance({ type: 'pass' }, { type: 'pass' })).toBe(0);
    expect(callDistance({ type: 'coinche' }, { type: 'pass' })).toBe(1);
  });
});

describe('pimcWorlds with the auction: the likelier worlds', () => {
  it('plays the least costly of the worlds drawn; the takers hold more of their trumps there', () => {
    const worldCost = (w: object, seat: Seat) => auctionCost(w as CoincheState, seat);
    let plain = 0;
    let inferred = 0;
    let truth = 0;
    let positions = 0;
    for (const [d, s] of DEALS.entries()) {
      const trump = s.contract === null ? null : trumpOfContract(s.contract.strain);
      if (s.contract === null || trump === null) continue;
      const seat = ((s.contract.taker + 1) % 4) as Seat; // a defender
      const drawn = pimcWorlds(rules, s, seat, d, { worlds: 80 });
      const chosen = pimcWorlds(rules, s, seat, d, { worlds: 8, worldCost, draws: 10 });
      expect(chosen.worlds).toHaveLength(8);
      const costs = chosen.worlds.map((w) => worldCost(w, seat));
      expect(costs).toEqual(costs.slice().sort((a, b) => a - b));
      // the 8 chosen are the least costly of the 80 drawn (the same draws)
      const all = drawn.worlds.map((w) => worldCost(w, seat)).sort((a, b) => a - b);
      expect(costs).toEqual(all.slice(0, 8));
      const mean = (ws: readonly object[]) =>
        ws.reduce((t, w) => t + trumpsOf(w as CoincheState, s.contract!.taker, trump), 0) / ws.length;
      plain += mean(drawn.worlds);
      inferred += mean(chosen.worlds);
      truth += trumpsOf(s, s.contract.taker, trump);
      positions++;
    }
    expect(positions).toBeGreaterThan(8);
    expect(Math.abs(inferred - truth)).toBeLessThan(Math.abs(plain - truth));
    expect(inferred).toBeGreaterThan(plain);
  });

  it('without a cost, the first worlds drawn', () => {
    const s = DEALS.find((x) => x.contract !== null)!;
    const five = pimcWorlds(rules, s, 0, 3, { worlds: 5 }).worlds;
    const three = pimcWorlds(rules, s, 0, 3, { worlds: 3 }).worlds;
    expect(five.slice(0, 3)).toEqual(three);
  });
});
