/**
 * What the bidding says of the hidden hands, for the PIMC bot (`GameBots.worldCost`): a sampled
 * world (`sampleHidden`, every deal that agrees with the public facts) is replayed through the
 * bidding from its deal, each other seat's pass or take compared with what the heuristic does with
 * that seat's five cards of the world and the turned card (its evaluation of the hand,
 * `beloteStrength`): the kernel's `callsCost`, a call that differs costing 1. A taker's hand of a
 * likely world is strong in the suit it took, a seat that passed has none to take. This biases the
 * bot's worlds only; `sampleHidden` stays the uniform sample of every consistent deal. Coinche's
 * auction has its own (`games/coinche/inference.ts`).
 */
import { SUIT_LETTERS } from '../../family/cards.js';
import { callsCost, type AuctionReplay } from '../../kernel/policy.js';
import type { Seat } from '../../kernel/seat.js';
import { encodeAction } from './codec.js';
import { initialState } from './deal.js';
import { beloteChoice } from './heuristic.js';
import { belote } from './rules.js';
import { fromPosition, type BeloteAction, type BeloteState } from './state.js';

/** The bidding as the kernel's `callsCost` replays it. */
const BIDDING: AuctionReplay<BeloteState, BeloteAction> = {
  ruleset: belote,
  choose: beloteChoice as AuctionReplay<BeloteState, BeloteAction>['choose'],
  distance: (made, said) => (encodeAction(made) === encodeAction(said) ? 0 : 1),
};

/**
 * The passes and takes of `world` by seats other than `seat` that the heuristic, given that seat's
 * cards in `world` and the calls before it, would not make (see the module comment). A world set
 * up from a position has no bidding to read: 0.
 */
export function biddingCost(world: BeloteState, seat: Seat): number {
  if (fromPosition(world) || world.speech.length === 0) return 0;
  // The first round's take names no suit (the turned card's); the second round's names one.
  const calls = world.speech.map((sp, i) => ({
    seat: sp.seat,
    action: (sp.kind === 'pass'
      ? { type: 'pass' }
      : i < 4
        ? { type: 'take' }
        : { type: 'take', suit: SUIT_LETTERS[sp.suit]! }) as BeloteAction,
  }));
  return callsCost(BIDDING, initialState(world.options, world.dealt.hands, world.dealt.pack), calls, seat);
}
