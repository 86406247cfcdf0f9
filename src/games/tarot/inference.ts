/**
 * What the bidding says of the hidden hands, for the PIMC bot (`GameBots.worldCost`): a sampled
 * world (`sampleHidden`, every deal that agrees with the public facts) is replayed through the
 * bidding from its deal, each other seat's bid compared with the bid the heuristic makes with that
 * seat's hand of the world (its evaluation of the hand, `evaluation.ts`, and the bids it heard):
 * the kernel's `callsCost`. A taker's hand of a likely world has the strength its contract
 * announces, a seat that passed has none to take. A bid one contract away from the heuristic's costs
 * half a bid, further a whole one. This biases the bot's worlds only; `sampleHidden` stays the
 * uniform sample of every consistent deal.
 */
import { callsCost, type AuctionReplay } from '../../kernel/policy.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { initialState } from './deal.js';
import { tarotChoice } from './heuristic.js';
import { dealtHands } from './history.js';
import { tarot } from './rules.js';
import { BIDS, type TarotAction, type TarotState } from './state.js';

/** How far two bids are: 0 the same, 0.5 one contract apart, else 1. */
export function bidDistance(made: TarotAction, said: TarotAction): number {
  if (made.type !== 'bid' || said.type !== 'bid') return made.type === said.type ? 0 : 1;
  return Math.min(1, Math.abs(BIDS.indexOf(made.bid) - BIDS.indexOf(said.bid)) / 2);
}

/** The bidding as the kernel's `callsCost` replays it. */
const BIDDING: AuctionReplay<TarotState, TarotAction> = {
  ruleset: tarot,
  choose: tarotChoice as AuctionReplay<TarotState, TarotAction>['choose'],
  distance: bidDistance,
};

/**
 * The bids of `world` by seats other than `seat` that the heuristic, given that seat's hand in
 * `world` and the bids before it, would not make (see the module comment). A world set up from a
 * position has no bids to read: 0.
 */
export function biddingCost(world: TarotState, seat: Seat): number {
  if (world.pileTricks !== undefined || world.bids.length === 0) return 0;
  const n = world.options.players;
  const eldest = seatAfter(world.options.dealer, 1, n);
  const calls = world.bids.map((bid, i) => ({ seat: seatAfter(eldest, i, n), action: { type: 'bid', bid } as const }));
  return callsCost(BIDDING, initialState(world.options, dealtHands(world), world.chien), calls, seat);
}
