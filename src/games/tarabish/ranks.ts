/**
 * Card strength and card points. RULINGS (Tarabish), bits 0..8 = 6 7 8 9 10 J Q K A:
 * - trump order J 9 A 10 K Q 8 7 6, points J 20, 9 14, A 11, 10 10, K 4, Q 3 (62 a suit);
 * - plain order A 10 K Q J 9 8 7 6, points A 11, 10 10, K 4, Q 3, J 2 (30 a suit);
 * 62 + 3 × 30 = 152 card points with a trump suit, 4 × 30 = 120 in no-trump.
 */
import { bitOf, wordOf, type Card } from '../../kernel/card.js';

/** Strength in the trump suit by rank bit (higher wins). */
const TRUMP_POWER: readonly number[] = [0, 1, 2, 7, 5, 8, 3, 4, 6];
/** Strength in a plain suit by rank bit (higher wins). */
const PLAIN_POWER: readonly number[] = [0, 1, 2, 3, 7, 4, 5, 6, 8];
const TRUMP_POINTS: readonly number[] = [0, 0, 0, 14, 10, 20, 3, 4, 11];
const PLAIN_POINTS: readonly number[] = [0, 0, 0, 0, 10, 2, 3, 4, 11];

export const trumpPower = (c: Card): number => TRUMP_POWER[bitOf(c)]!;
export const plainPower = (c: Card): number => PLAIN_POWER[bitOf(c)]!;

/** Card points of a card, given the trump suit (null = no trump). */
export const cardPoints = (c: Card, trump: number | null): number =>
  (trump !== null && wordOf(c) === trump ? TRUMP_POINTS : PLAIN_POINTS)[bitOf(c)]!;

export const RANK_BIT = { six: 0, seven: 1, eight: 2, nine: 3, ten: 4, jack: 5, queen: 6, king: 7, ace: 8 } as const;
