/**
 * Re-dealing what a seat cannot see (the leak test's tool and a bot's determinisation): the other
 * seats' hands and every card not yet received (its own too), from what the seat can see only:
 * its own hand, the hand sizes and the cards still to receive, the tricks and the current trick,
 * trump and the declared melds. The hidden cards are listed in card order and the places in seat
 * order, so two states with the same view deal the same sample for the same seed. A sample agrees
 * with every public fact (Tarabish rules):
 * - a seat that did not follow is void in the suit led; one that neither followed nor trumped (and
 *   was not free under the partner exception) has no trump; one bound to beat the highest trump
 *   that played lower has no higher trump;
 * - a declared meld's cards stay with their owner until played, and a declared run is maximal:
 *   its owner held neither the card just above its top nor the one just below its bottom.
 * The distribution is the kernel's `assignHidden`: close to uniform over the deals that agree with
 * all this. No such deal: `sample/no-world`, never the real cards.
 */
import { wordOf, type Card } from '../../kernel/card.js';
import { setOf, size, toArray } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import type { TarabishError } from './step.js';
import { createRng } from '../../kernel/rng.js';
import { assignHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import type { Seed } from '../../kernel/seed.js';
import { tarabishDeck, trumpPower } from './cards.js';
import { meldCards, runEnds } from './melds.js';
import type { TarabishState } from './state.js';
import { withState } from './step.js';

export function tarabishSampleHidden(s: TarabishState, seat: Seat, seed: Seed): Either<TarabishError, TarabishState> {
  // Once the hand is over every view shows every hand as dealt: nothing is hidden any more.
  if (s.phase === 'done') return right(s);
  // Every card played: those of the finished tricks are in the teams' cards won (a position's too).
  const played = new Set<Card>([...s.won[0]!, ...s.won[1]!, ...s.trick]);
  const others = [0, 1, 2, 3].filter((o) => o !== seat);
  // Declared meld cards not yet played stay with their owner.
  const fixed = others.map((o) =>
    [...new Set((s.declarations[o] ?? []).flatMap(meldCards))].filter((c) => !played.has(c)),
  );
  const placed = new Set<Card>([...toArray(s.hands[seat]!), ...played, ...fixed.flat()]);
  const pool = tarabishDeck.cards.filter((c) => !placed.has(c));
  const accepts = (o: Seat): ((c: Card) => boolean) => {
    const outside = new Set((s.declarations[o] ?? []).flatMap(runEnds));
    return (c) => {
      const suit = wordOf(c);
      if ((s.voids[o]! >>> suit) & 1) return false;
      if (s.trump !== null && suit === s.trump && trumpPower(c) >= s.trumpCeiling[o]!) return false;
      return !outside.has(c);
    };
  };
  const slots: HiddenSlot[] = [
    ...others.map((o, i) => ({ count: size(s.hands[o]!) - fixed[i]!.length, accepts: accepts(o) })),
    ...s.pending.map((p) => ({ count: size(p), accepts: () => true })),
  ];
  const dealt = assignHidden(pool, slots, createRng(seed));
  if (dealt._tag === 'Left') return left(dealt.left);
  const d = dealt.right;
  const hands = s.hands.slice();
  others.forEach((o, i) => (hands[o] = setOf(4, [...fixed[i]!, ...d[i]!])));
  const pending = s.pending.map((_, p) => setOf(4, d[others.length + p]!));
  return right(withState(s, { hands, pending }));
}
