/**
 * Fixed facts of the Tarot table: hand and chien sizes, card values in half points, oudlers,
 * kings (RULINGS.md "French Tarot": cards and points, deal).
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';
import { EXCUSE, KING_BIT, MONDE, PETIT, TRUMP_WORD } from './cards.js';

export type Players = 3 | 4 | 5;

/** FFT p.4, p.11, p.12: 4p 18 + 6, 3p 24 + 6, 5p 15 + 3. */
export const HAND_SIZE: Readonly<Record<Players, number>> = { 3: 24, 4: 18, 5: 15 };
export const CHIEN_SIZE: Readonly<Record<Players, number>> = { 3: 6, 4: 6, 5: 3 };

export const isTrump = (c: Card): boolean => wordOf(c) === TRUMP_WORD && c !== EXCUSE;
export const isOudler = (c: Card): boolean => c === EXCUSE || c === PETIT || c === MONDE;
export const isKing = (c: Card): boolean => wordOf(c) < TRUMP_WORD && bitOf(c) === KING_BIT;
export const isWild = (c: Card): boolean => c === EXCUSE;
export const trumpRank = (c: Card): number => bitOf(c);

/**
 * Card value in half points (FFT p.3): oudlers and kings 4.5, queens 3.5, knights 2.5, jacks 1.5,
 * every other card 0.5. The deck totals 182 half points (91).
 */
export function value2(c: Card): number {
  if (isOudler(c)) return 9;
  if (wordOf(c) === TRUMP_WORD) return 1;
  switch (bitOf(c)) {
    case 13:
      return 9;
    case 12:
      return 7;
    case 11:
      return 5;
    case 10:
      return 3;
    default:
      return 1;
  }
}
