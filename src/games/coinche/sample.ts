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
import { beloteSampleHidden } from '../belote/sample.js';
import type { CoincheState } from './state.js';
import { fromCardPlay, type CoincheError } from './step.js';

export function coincheSampleHidden(s: CoincheState, seat: Seat, seed: Seed): Either<CoincheError, CoincheState> {
  const sampled = beloteSampleHidden(s.play, seat, seed);
  if (sampled._tag === 'Left') return left(fromCardPlay(sampled.left));
  return right({ ...s, play: sampled.right });
}
