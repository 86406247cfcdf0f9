/**
 * What the bidding says of the hidden hands (`biddingCost`, Belote's `worldCost` for PIMC): the
 * real deal of a bidding the heuristic bid costs nothing; the worlds PIMC plays (`pimcWorlds`) are
 * the least costly drawn, and in them the taker holds more trumps (nearer the truth) than in the
 * worlds drawn alone. 24 deals.
 */
import { describe, expect, it } from 'vitest';
import { expectLikelierWorlds, heuristicBidding } from '../../support/inference.js';
import { belote } from '../../../src/games/belote/rules.js';
import { biddingCost } from '../../../src/games/belote/inference.js';
import type { BeloteState } from '../../../src/games/belote/state.js';
import { wordOf } from '../../../src/kernel/card.js';
import { toArray } from '../../../src/kernel/cardset.js';
import type { Seat } from '../../../src/kernel/seat.js';

const DEALS = Array.from({ length: 24 }, (_, d) => heuristicBidding(belote, {}, 11, d, (s) => s.phase !== 'play'));
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
    // a defender, before the first card
    const positions = TAKEN.map((state) => ({ state, seat: ((state.taker! + 1) % 4) as Seat, taker: state.taker! }));
    expectLikelierWorlds(belote, positions, biddingCost, trumpsOf, 6);
  });
});
