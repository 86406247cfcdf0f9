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
 * Known gap: announcements seen only by their kind are not re-dealt; the sample keeps them as
 * announced (the side that scores is decided on them), so a sample's hands need not hold them and
 * its `declarations` hold more than the seat knows. Views and legal actions never show them.
 */
import { wordOf, type Card } from '../../kernel/card.js';
import { has, setOf, size, toArray, type CardSet } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { createRng } from '../../kernel/rng.js';
import { assignHidden, type HiddenSlot } from '../../kernel/sample.js';
import type { Seat } from '../../kernel/seat.js';
import type { Seed } from '../../kernel/seed.js';
import { pairCallOf, pairMate } from '../../family/card-play.js';
import { trumpPower } from '../../family/cards.js';
import { meldCards } from '../../family/melds.js';
import { beloteDeck } from './cards.js';
import { strainOf } from './card-play.js';
import { announcementShown } from './declarations.js';
import { eldestOf, type BeloteState } from './state.js';
import { withState, type BeloteError } from './step.js';

/** The cards whose place `s` makes public, by seat (the seat's own are its hand). */
function knownCards(s: BeloteState, o: Seat, played: ReadonlySet<Card>): Card[] {
  const known = new Set<Card>(announcementShown(s, o) ? (s.declarations[o] ?? []).flatMap(meldCards) : []);
  if (s.taker === o) known.add(s.turned);
  // It said belote with one of a pair and holds the other: the pair card it has not played.
  const strain = s.strain === null ? null : strainOf(s);
  if (strain !== null)
    for (const c of beloteDeck.cards)
      if (pairMate(strain, c) >= 0 && pairCallOf(s.calls[o]!, strain, c) === 1 && !played.has(c)) known.add(c);
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
  return right(withState(s, { hands, pack, dealt: sampledDeal(s, seat, hands, pack) }));
}

/** The cards the second part of the deal gives each seat, from `pack` (turned card first), once `taker` took. */
export function secondPart(pack: readonly Card[], taker: Seat, eldest: Seat): Card[][] {
  const out: Card[][] = [[], [], [], []];
  let next = 1;
  for (let i = 0; i < 4; i++) {
    const seat = (eldest + i) % 4;
    const n = seat === taker ? 2 : 3;
    out[seat] = pack.slice(next, next + n);
    next += n;
  }
  return out;
}

/**
 * A deal as dealt that agrees with a sample (what `history` rebuilds a sampled state from): the
 * seat's own first five cards and later ones as it received them; another seat's first five and
 * later cards split in card order (public information cannot tell them apart); the taker's later
 * cards hold the turned card.
 */
function sampledDeal(
  s: BeloteState,
  seat: Seat,
  hands: readonly CardSet[],
  pack: readonly Card[],
): BeloteState['dealt'] {
  if (s.taker === null) {
    const first = hands.map((h, o) => (o === seat ? s.dealt.hands[seat]!.slice() : toArray(h)));
    return { hands: first, pack: pack.length > 0 ? pack.slice() : s.dealt.pack.slice() };
  }
  const eldest = eldestOf(s);
  const ownLater = secondPart(s.dealt.pack, s.taker, eldest)[seat]!;
  const played = new Map<Card, Seat>();
  for (const t of s.tricks) t.cards.forEach((c, i) => played.set(c, (t.leader + i) % 4));
  s.trick.forEach((c, i) => played.set(c, (s.leader + i) % 4));
  const later: Card[][] = [[], [], [], []];
  const first: Card[][] = [[], [], [], []];
  for (let o = 0; o < 4; o++) {
    if (o === seat) {
      first[o] = s.dealt.hands[seat]!.slice();
      later[o] = ownLater;
      continue;
    }
    const all = [...toArray(hands[o]!), ...[...played].filter(([, by]) => by === o).map(([c]) => c)]
      .filter((c) => c !== s.turned)
      .sort((a, b) => a - b);
    const n = o === s.taker ? 2 : 3;
    later[o] = all.slice(0, n);
    first[o] = all.slice(n);
  }
  const rest: Card[] = [];
  for (let i = 0; i < 4; i++) rest.push(...later[(eldest + i) % 4]!);
  return { hands: first, pack: [s.turned, ...rest] };
}
