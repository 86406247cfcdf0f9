/**
 * Where every card of a Belote-family deal's card play is, for the ruleset's `audit` (the
 * invariant checks): the trick in progress, each team's cards won, each seat's hand.
 */
import type { Card } from '../kernel/card.js';
import { toArray, type CardSet } from '../kernel/cardset.js';

/** The card play's places: `trick`, `won0`, `won1`, the game's `before` the hands, `hand0`…`hand3`. */
export function cardPlaces(
  s: {
    readonly trick: readonly Card[];
    readonly won: readonly (readonly Card[])[];
    readonly hands: readonly CardSet[];
  },
  before: Readonly<Record<string, number[]>> = {},
): Record<string, number[]> {
  const places: Record<string, number[]> = {
    trick: s.trick.slice(),
    won0: s.won[0]!.slice(),
    won1: s.won[1]!.slice(),
    ...before,
  };
  s.hands.forEach((h, i) => (places[`hand${i}`] = toArray(h)));
  return places;
}
