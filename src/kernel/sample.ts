/**
 * Re-dealing hidden cards consistently with what a seat knows (determinisation for bots and the
 * information-set leak test). Each slot (another seat's hand, the chien …) takes a number of cards
 * and may refuse some (a known void). The assignment is randomised; when random attempts fail,
 * the known-consistent fallback (the real assignment) is returned.
 */
import type { Card } from './card.js';
import { shuffle, type Rng } from './rng.js';

/** A place that takes hidden cards when re-dealing: how many, and which cards it may hold. */
export interface HiddenSlot {
  readonly count: number;
  /** Whether this slot may hold the card (false for a suit the seat is known to be void in). */
  readonly accepts: (card: Card) => boolean;
}

export function assignHidden(
  cards: readonly Card[],
  slots: readonly HiddenSlot[],
  rng: Rng,
  fallback: readonly (readonly Card[])[],
): Card[][] {
  const total = slots.reduce((a, s) => a + s.count, 0);
  if (total !== cards.length) throw new RangeError(`assignHidden: ${cards.length} cards for ${total} places`);
  for (let attempt = 0; attempt < 64; attempt++) {
    // Most constrained cards first: those accepted by the fewest slots.
    const order = shuffle(cards, rng)
      .map((c) => ({ c, k: slots.filter((s) => s.accepts(c)).length }))
      .sort((a, b) => a.k - b.k);
    const room = slots.map((s) => s.count);
    const out: Card[][] = slots.map(() => []);
    let ok = true;
    for (const { c } of order) {
      const open: number[] = [];
      let weight = 0;
      for (let i = 0; i < slots.length; i++) {
        if (room[i]! > 0 && slots[i]!.accepts(c)) {
          open.push(i);
          weight += room[i]!;
        }
      }
      if (open.length === 0) {
        ok = false;
        break;
      }
      let pick = rng.below(weight);
      let chosen = open[0]!;
      for (const i of open) {
        if (pick < room[i]!) {
          chosen = i;
          break;
        }
        pick -= room[i]!;
      }
      out[chosen]!.push(c);
      room[chosen]!--;
    }
    if (ok) return out;
  }
  return fallback.map((f) => f.slice());
}
