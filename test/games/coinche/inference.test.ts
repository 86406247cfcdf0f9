/**
 * What the auction says of the hidden hands (`auctionCost`, Coinche's `worldCost` for PIMC): the
 * real deal of an auction the heuristic bid costs nothing; a bid of the same strain at another value
 * costs less than another call; the worlds PIMC plays (`pimcWorlds`) are the least costly drawn, and
 * in them the takers hold more of the trumps they bid than in the worlds drawn alone. 16 deals.
 */
import { describe, expect, it } from 'vitest';
import { pimcWorlds } from '../../../src/bots/pimc.js';
import { expectLikelierWorlds, heuristicBidding } from '../../support/inference.js';
import { coinche } from '../../../src/games/coinche/rules.js';
import { auctionCost, callDistance } from '../../../src/games/coinche/inference.js';
import { trumpOfContract } from '../../../src/games/coinche/auction.js';
import type { CoincheState } from '../../../src/games/coinche/state.js';
import { wordOf } from '../../../src/kernel/card.js';
import { toArray } from '../../../src/kernel/cardset.js';
import type { AnyRuleset } from '../../../src/kernel/ruleset.js';
import type { Seat } from '../../../src/kernel/seat.js';

const rules = coinche as unknown as AnyRuleset;

const DEALS = Array.from({ length: 16 }, (_, d) => heuristicBidding(coinche, {}, 5, d, (s) => s.contract === null));
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
    // a defender of each contract with a trump
    const positions = DEALS.flatMap((state) =>
      state.contract === null || trumpOfContract(state.contract.strain) === null
        ? []
        : [{ state, seat: ((state.contract.taker + 1) % 4) as Seat, taker: state.contract.taker }],
    );
    expect(positions.length).toBeGreaterThan(8);
    const trumps = (w: CoincheState, taker: Seat) => trumpsOf(w, taker, trumpOfContract(w.contract!.strain)!);
    expectLikelierWorlds(coinche, positions, auctionCost, trumps, 8);
  });

  it('without a cost, the first worlds drawn', () => {
    const s = DEALS.find((x) => x.contract !== null)!;
    const five = pimcWorlds(rules, s, 0, 3, { worlds: 5 }).worlds;
    const three = pimcWorlds(rules, s, 0, 3, { worlds: 3 }).worlds;
    expect(five.slice(0, 3)).toEqual(three);
  });
});
