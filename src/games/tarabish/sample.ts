/**
 * Re-dealing what a seat cannot see (the leak test's tool and a bot's determinisation): the other
 * seats' hands and every card not yet received (its own too), respecting what is public: known
 * voids, trump ceilings (a forced lower trump shows no higher one), and declared melds (their
 * cards stay with their owners until played).
 */
import { wordOf, type Card } from '../../kernel/card.js';
import { difference, intersect, setOf, size, toArray, union, type CardSet } from '../../kernel/cardset.js';
import { createRng } from '../../kernel/rng.js';
import { assignHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import { meldCards } from './melds.js';
import { trumpPower } from './cards.js';
import type { TarabishState } from './state.js';
import { withState } from './step.js';

/** Cards publicly known to be in each seat's hand: its declared melds' cards not yet played. */
export function knownCards(s: TarabishState, seat: Seat): CardSet {
  const declared = s.declarations[seat] ?? [];
  return intersect(s.hands[seat]!, setOf(4, declared.flatMap(meldCards)));
}

export function sampleTarabish(s: TarabishState, seat: Seat, seed: number): TarabishState {
  const others = [0, 1, 2, 3].filter((o) => o !== seat);
  const known = others.map((o) => knownCards(s, o));
  const free = others.map((o, i) => difference(s.hands[o]!, known[i]!));
  const hidden: Card[] = [...free.flatMap(toArray), ...s.pending.flatMap(toArray)];
  const accepts =
    (o: Seat) =>
    (c: Card): boolean => {
      const suit = wordOf(c);
      if ((s.voids[o]! >>> suit) & 1) return false;
      return !(s.trump !== null && suit === s.trump && trumpPower(c) >= s.trumpCeiling[o]!);
    };
  const slots: HiddenSlot[] = [
    ...others.map((o, i) => ({ count: size(free[i]!), accepts: accepts(o) })),
    ...s.pending.map((p) => ({ count: size(p), accepts: () => true })),
  ];
  const fallback = [...free.map(toArray), ...s.pending.map(toArray)];
  const dealt = assignHidden(hidden, slots, createRng(seed), fallback);
  const hands = s.hands.slice();
  others.forEach((o, i) => (hands[o] = union(known[i]!, setOf(4, dealt[i]!))));
  const pending = s.pending.map((_, p) => setOf(4, dealt[others.length + p]!));
  return withState(s, { hands, pending });
}
