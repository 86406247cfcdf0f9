/**
 * What the bidding and the play say of the hidden hands, for the PIMC bot (`GameBots.worldCost`:
 * `tarotWorldCost`). A sampled world (`sampleHidden`, every deal that agrees with the public facts)
 * is replayed:
 * - through the bidding from its deal (`biddingCost`), each other seat's bid compared with the bid
 *   the heuristic makes with that seat's hand of the world (its evaluation of the hand,
 *   `evaluation.ts`, and the bids it heard): the kernel's `callsCost`. A taker's hand of a likely
 *   world has the strength its contract announces, a seat that passed has none to take. A bid one
 *   contract away from the heuristic's costs half a bid, further a whole one;
 * - at 4 players, through the card play from its first trick (`playCost`), each other seat's card
 *   compared with the card the heuristic plays from that seat's view of the world then: 1 a card
 *   it would not play. A likely world holds the hands that explain the cards played (a defender who
 *   did not cover held nothing to cover with, a seat that led a suit holds what the heuristic leads
 *   it from). Measured at 4 players only (docs/bots.md, "Worlds that fit the play").
 * This biases the bot's worlds only; `sampleHidden` stays the uniform sample of every consistent deal.
 */
import type { Card } from '../../kernel/card.js';
import * as cs from '../../kernel/cardset.js';
import { callsCost, type AuctionReplay } from '../../kernel/policy.js';
import { createRng } from '../../kernel/rng.js';
import { seatAfter, type Seat } from '../../kernel/seat.js';
import { CARD_ACTIONS } from './cards.js';
import { initialState, WORDS } from './deal.js';
import { tarotChoice } from './heuristic.js';
import { dealtHands } from './history.js';
import { actor } from './reducer.js';
import { tarot } from './rules.js';
import { BIDS, withState, type TarotAction, type TarotState } from './state.js';

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

/**
 * The card plays of `world` by seats other than `seat` that the heuristic, given that seat's view
 * of the world at the moment, would not make: 1 each (a forced card costs nothing). The world is
 * rewound to its first trick (each hand with the cards its seat played; the poignées as shown) and
 * its plays replayed.
 */
export function playCost(world: TarotState, seat: Seat): number {
  if (world.pileTricks !== undefined || world.phase !== 'play') return 0;
  const n = world.options.players;
  const plays: Card[] = [];
  for (const t of world.tricks) plays.push(...t.cards);
  plays.push(...world.trick);
  if (plays.length === 0) return 0;
  const hands = dealtHandsAtPlay(world);
  let s = withState(world, {
    hands: hands.map((h) => cs.setOf(WORDS, h)),
    trick: [],
    tricks: [],
    leader: world.tricks[0]?.leader ?? world.leader,
    voids: new Array<number>(n).fill(0),
    trumpCeiling: new Array<number>(n).fill(21),
  });
  let cost = 0;
  for (const card of plays) {
    const by = actor(s);
    if (by === 'done') break;
    const action = CARD_ACTIONS.play[card]!;
    if (by !== seat) {
      const legal = tarot.legal(s);
      if (legal.length > 1) {
        const view = tarot.view(s, by);
        const made = legal[tarotChoice({ ruleset: tarot, view, legal, seat: by, rng: createRng(0) }, view as never)];
        if (made !== undefined && made.type === 'play' && made.card !== action.card) cost++;
      }
    }
    s = tarot.applyUnchecked(s, action).state;
  }
  return cost;
}

/** Each seat's hand when the card play began: its hand now and the cards it played. */
function dealtHandsAtPlay(s: TarotState): Card[][] {
  const n = s.options.players;
  const hands = s.hands.map((h) => cs.toArray(h));
  for (const t of [...s.tricks, { leader: s.leader, cards: s.trick }])
    t.cards.forEach((c, i) => hands[seatAfter(t.leader, i, n)]!.push(c));
  return hands;
}

/** PIMC's world cost in Tarot (the module comment): the bidding's, and at 4 players the play's. */
export const tarotWorldCost = (world: TarotState, seat: Seat): number =>
  biddingCost(world, seat) + (world.options.players === 4 ? playCost(world, seat) : 0);
