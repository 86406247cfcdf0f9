/** Whose turn it is, and the hand-wide facts every phase reads. */
import type { Seat } from '../../kernel/seat.js';
import { eldestOf, type TarabishState } from './state.js';

/**
 * Under `declaration: 'first-trick'` (traditional preset, RULINGS) each player declares during the
 * first trick, just before playing their own first card: their turn then starts with a declaration.
 */
export const mustDeclareNow = (s: TarabishState, seat: Seat): boolean =>
  // The trick count first: after the first trick no string is compared (this runs at every card).
  s.tricks.length === 0 &&
  s.phase === 'play' &&
  s.options.declaration === 'first-trick' &&
  s.declarations[seat] === null;

export function actorOf(s: TarabishState): Seat | 'done' {
  switch (s.phase) {
    // Card play first: it is most of a hand's actions (cases are compared in order).
    case 'play':
      return (s.leader + s.trick.length) % 4;
    case 'done':
      return 'done';
    case 'auction':
    case 'call':
      // RULINGS: one round from the player after the dealer.
      return (eldestOf(s) + s.speech.length) % 4;
    case 'trump':
      return s.contract!.seat;
    case 'declare':
      return (eldestOf(s) + s.declarations.filter((d) => d !== null).length) % 4;
  }
}
