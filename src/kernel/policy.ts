/**
 * Policies: what a bot's policy reads and returns (`PolicyInput`, `Policy`), and small helpers for
 * writing one from a seat's view (the cards a view names, the trick in progress, the best-scored
 * action). The bots (`atout/bots`) and each game's heuristic (`games/<game>/heuristic.ts`) use them.
 */
import type { AnyRuleset } from './ruleset.js';
import { createRng, type Rng } from './rng.js';
import type { Seat } from './seat.js';
import type { Card, DeckSpec } from './card.js';
import type { TrickView } from './view.js';

/** What a policy may read: the seat's view, its legal actions, its seat, a generator. Nothing else. */
export interface PolicyInput {
  readonly ruleset: AnyRuleset;
  readonly view: unknown; // ruleset.view(state, seat)
  readonly legal: readonly unknown[]; // ruleset.legal(state), the seat being the actor
  readonly seat: Seat;
  readonly rng: Rng;
}
/** A policy picks one of `legal` (returns its index). */
export type Policy = (input: PolicyInput) => number;

/** The ids of cards a view names (names outside the deck are left out: a view never has them). */
export function cardsOf(deck: DeckSpec, names: readonly string[]): Card[] {
  const out: Card[] = [];
  for (const n of names) {
    const c = deck.byName.get(n);
    if (c !== undefined) out.push(c);
  }
  return out;
}

/** The cards of the trick in progress, in play order, and the seat that played each. */
export function trickOf(deck: DeckSpec, trick: TrickView): { readonly cards: Card[]; readonly seats: Seat[] } {
  return {
    cards: cardsOf(
      deck,
      trick.plays.map((p) => p.card),
    ),
    seats: trick.plays.map((p) => p.seat),
  };
}

/**
 * The index of the item with the lowest score (the first of equal ones), or -1 for none: every
 * choice below is "the legal action that minimizes a cost", so ties fall to the lower action id.
 */
export function argMin<T>(items: readonly T[], score: (item: T, index: number) => number): number {
  let best = -1;
  let bestScore = Infinity;
  items.forEach((x, i) => {
    const v = score(x, i);
    if (v < bestScore) {
      best = i;
      bestScore = v;
    }
  });
  return best;
}

/** The indices of `legal` whose action has this `type`. */
export function indicesOf(legal: readonly unknown[], type: string): number[] {
  const out: number[] = [];
  legal.forEach((a, i) => {
    if (typeof a === 'object' && a !== null && (a as { readonly type?: unknown }).type === type) out.push(i);
  });
  return out;
}

/** A call said in a deal's auction: who said it, and the action. */
export interface CallSaid<A> {
  readonly seat: Seat;
  readonly action: A;
}

/** A game's auction as `callsCost` replays it. */
export interface AuctionReplay<S, A> {
  /** The game's ruleset: its `legal`, `view` and `applyUnchecked` replay the calls. */
  readonly ruleset: AnyRuleset & {
    legal(s: S): readonly A[];
    view(s: S, seat: Seat): unknown;
    applyUnchecked(s: S, a: A): { readonly state: S };
  };
  /** The game's heuristic: deterministic (it draws nothing from the generator it is given). */
  readonly choose: (input: PolicyInput, view: never) => number;
  /** How far the call the heuristic makes is from the call said: 0 when the same, up to 1. */
  readonly distance: (made: A, said: A) => number;
}

/**
 * How unlikely a world is, given the calls the other seats made in it (for PIMC's worlds:
 * `GameBots.worldCost`): the auction is replayed from the world's deal (`start`), and each call of
 * a seat other than `seat` is compared with the call the game's heuristic, which bids by its
 * evaluation of the hand, makes for that seat from its view at that moment (`distance`, summed; a
 * call the heuristic could not make counts 1). In a likely world a bidder holds the hand its bid
 * announces and a seat that passed holds none to bid. `seat`'s own calls cost nothing: they are
 * its own hand's.
 */
export function callsCost<S, A>(
  game: AuctionReplay<S, A>,
  start: S,
  calls: readonly CallSaid<A>[],
  seat: Seat,
): number {
  let s = start;
  let cost = 0;
  for (const { seat: by, action } of calls) {
    if (by !== seat) {
      const legal = game.ruleset.legal(s);
      const view = game.ruleset.view(s, by);
      // a fresh generator each time: nothing is shared between worlds (the heuristic draws nothing)
      const i = game.choose({ ruleset: game.ruleset, view, legal, seat: by, rng: createRng(0) }, view as never);
      const made = legal[i];
      cost += made === undefined ? 1 : game.distance(made, action);
    }
    s = game.ruleset.applyUnchecked(s, action).state;
  }
  return cost;
}
