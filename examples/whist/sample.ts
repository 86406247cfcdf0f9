/**
 * `sampleHidden`: a full state agreeing with everything one seat knows, the cards it cannot see
 * dealt again at random. What a seat knows: its own hand, every card played, the suits each other
 * seat has shown it lacks (it did not follow), and the turned-up card, which stays in the dealer's
 * hand until the dealer plays it.
 */
import { createRng, isLeft, type Card, type Either, type RuleError, type Seat, type Seed } from 'atout';
import { assignHidden, cardset as cs, right, type HiddenSlot } from 'atout/kernel';
import { suitOf, WORDS } from './cards.js';
import { PLAYERS, type WhistState } from './state.js';

export function sampleHidden(s: WhistState, seat: Seat, seed: Seed): Either<RuleError, WhistState> {
  const dealer = s.options.dealer;
  // The turned-up card is known to be in the dealer's hand while the dealer still holds it.
  const pinned = dealer !== seat && cs.has(s.hands[dealer]!, s.turnedUp) ? s.turnedUp : null;
  const others = Array.from({ length: PLAYERS }, (_, o) => o).filter((o) => o !== seat);
  const unknown = (o: Seat): Card[] => cs.toArray(s.hands[o]!).filter((c) => c !== pinned);
  const slots: HiddenSlot[] = others.map((o) => ({
    count: unknown(o).length,
    accepts: (c) => ((s.voids[o]! >>> suitOf(c)) & 1) === 0,
  }));
  // The hidden cards in card order and the slots in seat order: the sample depends on the view only.
  const hidden = others.flatMap(unknown).sort((a, b) => a - b);
  const dealt = assignHidden(hidden, slots, createRng(seed));
  if (isLeft(dealt)) return dealt;
  const hands = s.hands.slice();
  others.forEach((o, i) => {
    const cards = dealt.right[i]!;
    hands[o] = cs.setOf(WORDS, o === dealer && pinned !== null ? [...cards, pinned] : cards);
  });
  return right({ ...s, hands });
}
