/**
 * What the bidding says of the hidden hands (`biddingCost`, part of Tarot's `worldCost` for PIMC):
 * the real deal of a bidding the heuristic bid costs nothing; a bid one contract away costs half a
 * bid; the worlds PIMC plays (`pimcWorlds`) are the least costly drawn, and in them the taker's hand
 * is stronger by the published point count (nearer the truth) than in the worlds drawn alone.
 * What the play says (`playCost`, at 4 players): the real deal of a play the heuristic played costs
 * nothing, a card the heuristic would not play costs 1, and the worlds PIMC plays place more hidden
 * cards where they really are than the worlds drawn. 24 deals at 4 players.
 */
import { describe, expect, it } from 'vitest';
import { expectLikelierWorlds, heuristicBidding } from '../../support/inference.js';
import { tarot } from '../../../src/games/tarot/rules.js';
import { bidDistance, biddingCost, playCost, tarotWorldCost } from '../../../src/games/tarot/inference.js';
import { pimcWorlds } from '../../../src/bots/pimc.js';
import { withState, type TarotState } from '../../../src/games/tarot/state.js';
import { handPoints } from '../../../src/games/tarot/evaluation.js';
import { setOf, toArray } from '../../../src/kernel/cardset.js';
import { cardNumber, name } from '../../../src/games/tarot/cards.js';
import { WORDS } from '../../../src/games/tarot/deal.js';
import type { Seat } from '../../../src/kernel/seat.js';
import type { Rng } from '../../../src/kernel/rng.js';
import { deepEqual } from '../../../src/kernel/index.js';
import { tarotWorldNeighbour } from '../../../src/games/tarot/sample.js';

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

/** Deal `d` played by the heuristic at every seat to its `cards`-th card of the play (or its end). */
const PLAYED = Array.from({ length: 24 }, (_, d) =>
  heuristicBidding(tarot, { players: 4 }, 9, d, (s) => s.phase !== 'play' || s.tricks.length * 4 + s.trick.length < 30),
).filter((s) => s.phase === 'play' && s.taker !== null);

/** How many of the hidden cards `world` places where `truth` has them (the other seats' hands). */
function rightlyPlaced(world: TarotState, truth: TarotState, seat: Seat): number {
  let n = 0;
  for (let o = 0; o < 4; o++)
    if (o !== seat) n += toArray(world.hands[o]!).filter((c) => toArray(truth.hands[o]!).includes(c)).length;
  return n;
}

describe('playCost: how far a world is from what the play showed (4 players)', () => {
  it('costs nothing for the real deal of a play the heuristic played, from every seat', () => {
    expect(PLAYED.length).toBeGreaterThan(6);
    for (const s of PLAYED) for (const seat of [0, 1, 2, 3]) expect(playCost(s, seat)).toBe(0);
  });

  it('a card the heuristic would not have played costs 1 (the last card of the trick in progress, changed)', () => {
    let checked = 0;
    for (const s of PLAYED) {
      if (s.trick.length === 0) continue;
      const by = (s.leader + s.trick.length - 1) % 4; // the last seat to play
      const played = s.trick[s.trick.length - 1]!;
      const before = withState(s, {
        hands: s.hands.map((h, o) => (o === by ? setOf(WORDS, [...toArray(h), played]) : h)),
        trick: s.trick.slice(0, -1),
      });
      const other = tarot.legal(before).find((a) => a.type === 'play' && a.card !== name(played));
      if (other === undefined || other.type !== 'play') continue;
      const card = cardNumber(other.card)!;
      // the seat played `other` instead, and kept `played`
      const changed = withState(s, {
        hands: before.hands.map((h, o) =>
          o === by
            ? setOf(
                WORDS,
                toArray(h).filter((c) => c !== card),
              )
            : h,
        ),
        trick: [...before.trick, card],
      });
      expect(playCost(changed, (by + 1) % 4)).toBe(1);
      expect(playCost(changed, by)).toBe(0); // a seat's own cards cost nothing
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the worlds PIMC plays place more hidden cards where they are than those the bidding alone chooses', () => {
    let byBids = 0;
    let byPlay = 0;
    const chosen = (s: TarotState, seat: Seat, d: number, cost: (w: TarotState, seat: Seat) => number) =>
      pimcWorlds(tarot, s, seat, d, { worlds: 6, worldCost: cost as (w: object, seat: Seat) => number, draws: 10 })
        .worlds as TarotState[];
    const placed = (ws: readonly TarotState[], s: TarotState, seat: Seat) =>
      ws.reduce((t, w) => t + rightlyPlaced(w, s, seat), 0) / ws.length;
    for (const [d, s] of PLAYED.entries()) {
      const seat = ((s.taker! + 1) % 4) as Seat;
      byBids += placed(chosen(s, seat, d, biddingCost), s, seat);
      byPlay += placed(chosen(s, seat, d, tarotWorldCost), s, seat);
    }
    expect(byPlay).toBeGreaterThan(byBids);
  });
});

describe('the local search among worlds (`tarotWorldNeighbour`, `PimcSettings.refine`)', () => {
  it('each world played costs no more after it, the seat sees the same, and more hidden cards are where they are', () => {
    const settings = { worlds: 6, worldCost: tarotWorldCost as (w: object, seat: Seat) => number, draws: 10 };
    const neighbour = tarotWorldNeighbour as (w: object, seat: Seat, rng: Rng) => object | undefined;
    let drawn = 0;
    let refined = 0;
    let costDrawn = 0;
    let costRefined = 0;
    for (const [d, s] of PLAYED.entries()) {
      const seat = ((s.taker! + 1 + (d % 3)) % 4) as Seat;
      const plain = pimcWorlds(tarot, s, seat, d, settings).worlds as TarotState[];
      const searched = pimcWorlds(tarot, s, seat, d, { ...settings, worldNeighbour: neighbour, refine: 150 })
        .worlds as TarotState[];
      const costs = (ws: readonly TarotState[]) => ws.map((w) => tarotWorldCost(w, seat)).sort((a, b) => a - b);
      // The search starts from the worlds played without it and keeps a step only when it costs no more.
      costs(searched).forEach((c, i) => expect(c).toBeLessThanOrEqual(costs(plain)[i]!));
      for (const w of searched) expect(deepEqual(tarot.view(w, seat), tarot.view(s, seat))).toBe(true);
      costDrawn += costs(plain).reduce((a, b) => a + b, 0);
      costRefined += costs(searched).reduce((a, b) => a + b, 0);
      drawn += plain.reduce((t, w) => t + rightlyPlaced(w, s, seat), 0);
      refined += searched.reduce((t, w) => t + rightlyPlaced(w, s, seat), 0);
    }
    expect(costRefined).toBeLessThan(costDrawn);
    expect(refined).toBeGreaterThan(drawn);
  });
});
