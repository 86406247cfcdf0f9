/**
 * What the search needs from a game's card play, read through that game's own card-play core
 * (`games/<game>/play.ts`, `cards.ts`, `settle.ts`): no rule is implemented twice. Two parties: side 0
 * (the Tarot taker's side, the Tarabish team of seats 0 and 2) maximises side 0's card points,
 * side 1 minimises them. Points are integers in the game's unit (Tarot half points, Tarabish points).
 */
import type { Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';

export interface SolverGame<S> {
  /** Points per public card point (Tarot 2: half points; Tarabish 1). */
  readonly unit: number;
  /** Both sides' card points together at the end of the deal (side 1 has this minus side 0's). */
  total(s: S): number;
  /** The seat to play a card. */
  actor(s: S): Seat;
  /** The party of a seat: 0 or 1. */
  sideOf(s: S, seat: Seat): 0 | 1;
  /** The deal is played out. */
  over(s: S): boolean;
  /** No card of the current trick is played yet. */
  boundary(s: S): boolean;
  /** Tricks still to play (the current one included). */
  tricksLeft(s: S): number;
  /** The cards the seat may play (the game's obligation), in card order. */
  moves(s: S, seat: Seat): Card[];
  /** The state after the actor plays `card` (the game's `applyPlay`). */
  play(s: S, card: Card): S;
  /** Side 0's card points of a played-out deal (the game's settlement). */
  final(s: S): number;
  /**
   * Side 0's card points of the tricks won so far, at a trick boundary; what the remaining tricks
   * add to it does not depend on how those were played, except through `key`.
   */
  past(s: S): number;
  /** At a trick boundary: everything the rest of the deal's card points depend on. */
  key(s: S): string;
  /** The card points of one card. */
  points(s: S, card: Card): number;
  /** The cards of a word (suit) from the weakest to the strongest; cards that are never equivalent (the Excuse) left out. */
  order(s: S, word: number): readonly Card[];
  /** The card is in a hand or in the current trick (not yet won by anybody). */
  live(s: S, card: Card): boolean;
  /** The card would win the current trick so far if played now (move ordering only). */
  wins(s: S, card: Card): boolean;
  /** A strength for move ordering at a lead (higher: tried first). */
  strength(s: S, card: Card): number;
}
