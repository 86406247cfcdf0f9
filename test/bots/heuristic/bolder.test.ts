/**
 * The `pimc` level's bidding (`boldness`, bolderPolicy): in Tarot it bids by the heuristic's
 * evaluation with `boldness` points of score added to every hand's strength, a function of the
 * seat's view only; 0 bids as the heuristic.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/bots/index.js';
import { tarot } from '../../../src/games/registry.js';
import { bidFor, type ContractBid } from '../../../src/games/tarot/evaluation.js';
import { tarotDeck } from '../../../src/games/tarot/cards.js';
import type { Bid, TarotAction, TarotState } from '../../../src/games/tarot/state.js';
import { cardsOf } from '../../../src/kernel/policy.js';
import { getOrThrow } from '../../../src/kernel/errors.js';

/** The first bidding turn of seat `k` of a 4-player deal (the seats before it passing). */
function turn(seed: number, k: number): TarotState {
  let s = getOrThrow(tarot.setup({ players: 4 }, { seed }));
  for (let i = 0; i < k; i++) s = getOrThrow(tarot.apply(s, { type: 'bid', bid: 'pass' })).state;
  return s;
}

const bidOf = (a: TarotAction): Bid => (a.type === 'bid' ? a.bid : 'pass');

describe("the pimc level's Tarot bidding", () => {
  it('bids by the evaluation with its boldness, and the same when only hidden cards differ', () => {
    let bolder = 0;
    for (let seed = 0; seed < 60; seed++) {
      const state = turn(seed, seed % 4);
      const seat = tarot.actor(state) as number;
      const view = tarot.view(state, seat);
      const hand = cardsOf(tarotDeck, view.hand);
      const allowed = tarot.legal(state).map(bidOf);
      const other = getOrThrow(tarot.sampleHidden(state, seat, 7 + seed));
      const bids = [0, 30].map((boldness) => {
        const bot = createBot(tarot, { level: 'pimc', seed, worlds: 1, boldness });
        const bid = bidOf(getOrThrow(bot.act(state, seat)));
        const place = { position: view.bids.length, before: null as ContractBid | null };
        expect(bid).toBe(bidFor(hand, 4, place, allowed, boldness));
        expect(bidOf(getOrThrow(bot.act(other, seat)))).toBe(bid);
        return bid;
      });
      // 0 bids as the heuristic does
      expect(bids[0]).toBe(bidOf(getOrThrow(createBot(tarot, { level: 'heuristic', seed }).act(state, seat))));
      if (bids[0] === 'pass' && bids[1] !== 'pass') bolder++;
      // bolder never passes a hand the heuristic takes
      if (bids[0] !== 'pass') expect(bids[1]).not.toBe('pass');
    }
    expect(bolder).toBeGreaterThan(0);
  });

  it('refuses a boldness out of range', () => {
    const state = turn(1, 0);
    const act = createBot(tarot, { level: 'pimc', seed: 1, boldness: 1000 }).act(state, 1);
    expect(act._tag === 'Left' && act.left.code).toBe('bot/bad-options');
  });
});
