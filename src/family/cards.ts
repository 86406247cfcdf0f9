/**
 * The Belote family's card tables (Belote, Tarabish and their cousins), each defined once here:
 * the games' decks name their cards with these ranks and this layout, and read every rank and
 * point table from this module.
 * Layout: word = suit (S H D C = 0..3), bit 0..8 = 6, 7, 8, 9, 10, J, Q, K, A (natural order, which
 * is also the order of runs). A 32-card deck (Belote) has no 6: its bit 0 is never used.
 * The family's rules (FFB "Règles officielles de la Belote" §6; the published Tarabish rules):
 * - trump order J 9 A 10 K Q 8 7 (6), points J 20, 9 14, A 11, 10 10, K 4, Q 3 (62 a suit);
 * - plain order A 10 K Q J 9 8 7 (6), points A 11, 10 10, K 4, Q 3, J 2 (30 a suit);
 * - the 6, 7 and 8 are worth nothing, so a deck with or without the 6s holds the same points;
 * - the king and queen of trump from one hand (belote-rebelote, bella) are worth 20 (`BELLA_POINTS`).
 */
import { bitOf, wordOf, type Card } from '../kernel/card.js';

export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** The rank bit of each rank (the bit of a card in its suit's word). */
export const RANK_BIT = { six: 0, seven: 1, eight: 2, nine: 3, ten: 4, jack: 5, queen: 6, king: 7, ace: 8 } as const;

/** Strength in the trump suit by rank bit (higher wins): J 9 A 10 K Q 8 7 6. */
export const TRUMP_POWER: readonly number[] = [0, 1, 2, 7, 5, 8, 3, 4, 6];
/** Strength in a plain suit by rank bit (higher wins): A 10 K Q J 9 8 7 6. */
export const PLAIN_POWER: readonly number[] = [0, 1, 2, 3, 7, 4, 5, 6, 8];
/** Card points of a trump by rank bit. */
export const TRUMP_POINTS: readonly number[] = [0, 0, 0, 14, 10, 20, 3, 4, 11];
/** Card points of a plain card by rank bit. */
export const PLAIN_POINTS: readonly number[] = [0, 0, 0, 0, 10, 2, 3, 4, 11];

/** The king and queen of trump from one hand: bella (Tarabish), belote-rebelote (Belote). */
export const BELLA_POINTS = 20;

export const trumpPower = (c: Card): number => TRUMP_POWER[bitOf(c)]!;
export const plainPower = (c: Card): number => PLAIN_POWER[bitOf(c)]!;

/** Card points of a card, given the trump suit (null = no trump). */
export const cardPoints = (c: Card, trump: number | null): number =>
  (trump !== null && wordOf(c) === trump ? TRUMP_POINTS : PLAIN_POINTS)[bitOf(c)]!;

/** The card points of a deck's cards under a trump suit (null: none): the sum of the tables. */
export const deckPoints = (cards: readonly Card[], trump: number | null): number =>
  cards.reduce((total, c) => total + cardPoints(c, trump), 0);

/**
 * `cardPoints` as one flat table: the points of `card` under trump `trump` (null = no trump) are
 * at `pointsBase(trump) + card`. Built from `cardPoints`.
 */
export const CARD_POINTS: Int32Array = Int32Array.from({ length: 5 * 128 }, (_, i) =>
  (i & 127) >>> 5 < 4 ? cardPoints(i & 127, (i >> 7) - 1 < 0 ? null : (i >> 7) - 1) : 0,
);
export const pointsBase = (trump: number | null): number => (trump === null ? 0 : trump + 1) * 128;
