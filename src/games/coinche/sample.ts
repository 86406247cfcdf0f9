/**
 * Re-dealing what a seat cannot see: the other seats' hands, by Belote's `beloteSampleHidden` on
 * the card play's state (nothing turned, no pack: every hidden card is in a hand). A sample agrees
 * with every public fact Belote's does: the voids and trump ceilings the play proves, the shown
 * announcements' cards, the other of the king and queen of trump after a belote. The auction says
 * nothing certain of a hand, so it places no card. No such deal: `sample/no-world`.
 */
import { left, right, type Either } from '../../kernel/either.js';
import type { Seat } from '../../kernel/seat.js';
import type { Seed } from '../../kernel/seed.js';
import type { Card } from '../../kernel/card.js';
import { toArray } from '../../kernel/cardset.js';
import { beloteSampleHidden } from '../belote/sample.js';
import { withState } from '../belote/step.js';
import type { CoincheState } from './state.js';
import { fromCardPlay, type CoincheError } from './step.js';

export function coincheSampleHidden(s: CoincheState, seat: Seat, seed: Seed): Either<CoincheError, CoincheState> {
  const sampled = beloteSampleHidden(s.play, seat, seed);
  if (sampled._tag === 'Left') return left(fromCardPlay(sampled.left));
  const p = sampled.right;
  if (p === s.play) return right(s);
  // the deal as dealt that agrees with the sample (what `history` rebuilds it from): the seat's own
  // eight cards, and each other seat's hand with the cards it has played
  const dealt = [0, 1, 2, 3].map((o) =>
    o === seat ? s.play.dealt.hands[o]!.slice() : [...toArray(p.hands[o]!), ...playedBy(s, o)].sort((a, b) => a - b),
  );
  return right({ ...s, play: withState(p, { dealt: { hands: dealt, pack: [] } }) });
}

/** The cards `seat` has played so far. */
function playedBy(s: CoincheState, seat: Seat): Card[] {
  const p = s.play;
  const out: Card[] = [];
  for (const t of p.tricks) t.cards.forEach((c, i) => (t.leader + i) % 4 === seat && out.push(c));
  p.trick.forEach((c, i) => (p.leader + i) % 4 === seat && out.push(c));
  return out;
}
