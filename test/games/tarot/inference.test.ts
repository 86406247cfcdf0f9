/**
 * What the bidding says of the hidden hands (`biddingCost`, Tarot's `worldCost` for PIMC): the real
 * deal of a bidding the heuristic bid costs nothing; a bid one contract away costs half a bid; the
 * worlds PIMC plays (`pimcWorlds`) are the least costly drawn, and in them the taker's hand is
 * stronger by the published point count (nearer the truth) than in the worlds drawn alone.
 * 24 deals at 4 players.
 */
import { describe, expect, it } from 'vitest';
import { expectLikelierWorlds, heuristicBidding } from '../../support/inference.js';
import { tarot } from '../../../src/games/tarot/rules.js';
import { bidDistance, biddingCost } from '../../../src/games/tarot/inference.js';
import { handPoints } from '../../../src/games/tarot/evaluation.js';
import { toArray } from '../../../src/kernel/cardset.js';
import type { Seat } from '../../../src/kernel/seat.js';

const DEALS = Array.from({ length: 24 }, (_, d) =>
  heuristicBidding(tarot, { players: 4 }, 9, d, (s) => s.phase !== 'play'),
);
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
    // a defender, before the first card; the taker's hand by the published point count
    const positions = TAKEN.map((state) => ({ state, seat: ((state.taker! + 1) % 4) as Seat, taker: state.taker! }));
    expectLikelierWorlds(tarot, positions, biddingCost, (s, taker) => handPoints(toArray(s.hands[taker]!)), 6);
  });
});
