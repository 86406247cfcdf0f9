/**
 * What the auction says of the hidden hands, for the PIMC bot (`GameBots.worldCost`): a sampled
 * world (`coincheSampleHidden`, every deal that agrees with the public facts) is replayed through
 * the auction, each other seat's call compared with the call the heuristic's evaluation
 * (`coincheChoice`, the bidding by expected points) makes with that seat's hand of the world and
 * what it saw. A bidder's hand of a likely world has the length and strength its bid announces, a
 * passer's has none to bid, a coincher's holds what beats the contract. The cost counts the calls
 * that do not fit: 0 when every call fits, a bid of the same strain at another value half a call
 * or less (a tenth of a call for each ten of difference). The seat's own calls are its own hand's:
 * they cost nothing. This biases the bot's worlds only; `sampleHidden` stays the uniform sample of
 * every consistent deal.
 */
import { callsCost, type AuctionReplay } from '../../kernel/policy.js';
import type { Seat } from '../../kernel/seat.js';
import type { Call } from './auction.js';
import { encodeCoinche } from './codec.js';
import { coincheInitialState } from './deal.js';
import { coincheChoice } from './heuristic.js';
import type { CoincheAction, CoincheState } from './state.js';
import { coinche } from './rules.js';

/** How far a call the evaluation makes (`made`) is from the call said (`said`): 0 to 1. */
export function callDistance(made: CoincheAction, said: Call): number {
  if (encodeCoinche(made) === encodeCoinche(said)) return 0;
  if (made.type === 'bid' && said.type === 'bid' && made.strain === said.strain)
    return Math.min(0.5, Math.abs(made.value - said.value) / 100);
  return 1;
}

/** Coinche's auction as the kernel's `callsCost` replays it. */
const AUCTION: AuctionReplay<CoincheState, CoincheAction> = {
  ruleset: coinche,
  choose: coincheChoice as AuctionReplay<CoincheState, CoincheAction>['choose'],
  distance: (made, said) => callDistance(made, said as Call),
};

/**
 * The calls of `world`'s auction by seats other than `seat` that the evaluation, given that seat's
 * hand in `world` and the auction it saw, would not make (see the module comment).
 */
export function auctionCost(world: CoincheState, seat: Seat): number {
  const calls = world.auction.calls.map(({ seat: by, call }) => ({ seat: by, action: call as CoincheAction }));
  return callsCost(AUCTION, coincheInitialState(world.options, world.play.dealt.hands), calls, seat);
}
