/**
 * Re-dealing what a seat cannot see (the leak test's tool and a bot's determinisation): the other
 * seats' hands and the cards still in the pack, from what the seat can see only. The hidden cards
 * are listed in card order and the places in seat order, so two states with the same view deal the
 * same sample for the same seed. A sample agrees with every public fact:
 * - the turned card is on the pack until a seat takes, then in the taker's hand until played;
 * - a seat that did not follow is void in the suit led; one that neither followed nor trumped
 *   (and was not free to) has no trump; one bound to beat the highest trump that did not has no
 *   higher trump (`voids`, `trumpCeiling`);
 * - shown announcements' cards stay with their owner until played (announcements known only by
 *   their kind are not placed: the sample may not hold them); a seat that said belote holds the other
 *   of the king and queen of trump until it plays it.
 * No such deal: `sample/no-world`, never the real cards.
 */
import { wordOf, type Card } from '../../kernel/card.js';
import { has, setOf, size, toArray } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { createRng } from '../../kernel/rng.js';
import { assignHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import type { Seed } from '../../kernel/seed.js';
import { bellaMate } from '../../family/card-play.js';
import { trumpPower } from '../../family/cards.js';
import { meldCards } from '../../family/melds.js';
import { beloteDeck } from './cards.js';
import { announcementShown } from './declarations.js';
import type { BeloteState } from './state.js';
import { withState, type BeloteError } from './step.js';

/** The cards whose place `s` makes public, by seat (the seat's own are its hand). */
function knownCards(s: BeloteState, o: Seat, played: ReadonlySet<Card>): Card[] {
  const known = new Set<Card>(announcementShown(s, o) ? (s.declarations[o] ?? []).flatMap(meldCards) : []);
  if (s.taker === o) known.add(s.turned);
  if (s.calls[o] === 1) {
    // It said belote with one of the pair and holds the other: the pair card it has not played.
    for (const c of beloteDeck.cards) if (bellaMate(s.trump, c) >= 0 && !played.has(c)) known.add(c);
  }
  return [...known].filter((c) => !played.has(c) && has(s.hands[o]!, c));
}

export function beloteSampleHidden(s: BeloteState, seat: Seat, seed: Seed): Either<BeloteError, BeloteState> {
  if (s.phase === 'done') return right(s);
  const played = new Set<Card>([...s.won[0]!, ...s.won[1]!, ...s.trick]);
  const others = [0, 1, 2, 3].filter((o) => o !== seat);
  const fixed = others.map((o) => knownCards(s, o, played));
  const onPack = s.pack.length > 0 ? [s.turned] : [];
  const placed = new Set<Card>([...toArray(s.hands[seat]!), ...played, ...fixed.flat(), ...onPack]);
  const pool = beloteDeck.cards.filter((c) => !placed.has(c));
  const accepts =
    (o: Seat) =>
    (c: Card): boolean => {
      const suit = wordOf(c);
      if ((s.voids[o]! >>> suit) & 1) return false;
      return !(s.trump !== null && suit === s.trump && trumpPower(c) >= s.trumpCeiling[o]!);
    };
  const slots: HiddenSlot[] = [
    ...others.map((o, i) => ({ count: size(s.hands[o]!) - fixed[i]!.length, accepts: accepts(o) })),
    { count: Math.max(0, s.pack.length - 1), accepts: () => true },
  ];
  const dealt = assignHidden(pool, slots, createRng(seed));
  if (dealt._tag === 'Left') return left(dealt.left);
  const d = dealt.right;
  const hands = s.hands.slice();
  others.forEach((o, i) => (hands[o] = setOf(4, [...fixed[i]!, ...d[i]!])));
  const pack = s.pack.length > 0 ? [s.turned, ...d[others.length]!] : [];
  return right(withState(s, { hands, pack }));
}
