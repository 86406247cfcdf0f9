/** Whose turn it is, and the hand-wide facts every phase reads. */
import type { Seat } from '../../kernel/seat.js';
import { eldestOf, type TarabishState } from './state.js';

/**
 * Under `declaration: 'first-trick'` (traditional preset, RULINGS) each player declares during the
 * first trick, just before playing their own first card: their turn then starts with a declaration.
 */
export const mustDeclareNow = (s: TarabishState, seat: Seat): boolean =>
  s.phase === 'play' && s.options.declaration === 'first-trick' && s.tricks.length === 0 && s.declarations[seat] === null;

export function actorOf(s: TarabishState): Seat | 'done' {
  switch (s.phase) {
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
    case 'play':
      return (s.leader + s.trick.length) % 4;
  }
}
