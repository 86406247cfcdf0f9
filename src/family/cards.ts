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
 * A strain: what a contract plays in, with the card values of that contract, as one number (the
 * family's card-play cores read it on every card):
 * - 0..3: a trump suit (its word), the trump and plain tables above;
 * - `STRAIN.noTrump` (4): no trump, plain order and plain points (Tarabish's no-trump; sans atout
 *   under `noTrumpValues: 'plain'`, 120 + 10);
 * - `STRAIN.noTrumpAce19` (5): sans atout of the FFB (§11.2): plain order, the ace worth 19
 *   (`NO_TRUMP_ACE_19_POINTS`, 38 a suit, 152 in all);
 * - `STRAIN.allTrump` (6): tout atout of the FFB contrée book (§11.3): every suit in trump order,
 *   J 13, 9 9, A 6, 10 5, K 3, Q 2 (`ALL_TRUMP_POINTS`, 38 a suit, 152 in all);
 * - `STRAIN.allTrumpTrumpValues` (7): tout atout with the trump values in every suit (62 a suit,
 *   248 in all: `allTrumpValues: 'trump'`, and `'scaled'` before its scaling).
 */
export type Strain = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** The strains that are not a trump suit (see `Strain`). */
export const STRAIN = { noTrump: 4, noTrumpAce19: 5, allTrump: 6, allTrumpTrumpValues: 7 } as const;

/** Card points in sans atout (FFB §11.2) by rank bit: A 19, 10 10, K 4, Q 3, J 2 (Open points 1 of docs/rules/coinche.md). */
export const NO_TRUMP_ACE_19_POINTS: readonly number[] = [0, 0, 0, 0, 10, 2, 3, 4, 19];
/** Card points in tout atout (FFB contrée book §11.3) by rank bit: J 13, 9 9, A 6, 10 5, K 3, Q 2. */
export const ALL_TRUMP_POINTS: readonly number[] = [0, 0, 0, 9, 5, 13, 2, 3, 6];

/** The strain of a trump suit (null: no trump, plain values). */
export const strainOfTrump = (trump: number | null): Strain => (trump ?? STRAIN.noTrump) as Strain;
/** The trump suit of a strain: its word for a suit strain, null when every suit or none is trump. */
export const trumpOfStrain = (strain: Strain): number | null => (strain < 4 ? strain : null);
/** Whether every suit is trump (tout atout). */
export const isAllTrump = (strain: Strain): boolean => strain >= STRAIN.allTrump;
/** Whether no suit is trump (sans atout, Tarabish's no-trump). */
export const isNoTrump = (strain: Strain): boolean => strain === STRAIN.noTrump || strain === STRAIN.noTrumpAce19;

/** The points table (by rank bit) of a suit under a strain. */
function suitPoints(strain: Strain, suit: number): readonly number[] {
  if (strain < 4) return suit === strain ? TRUMP_POINTS : PLAIN_POINTS;
  return strain === STRAIN.noTrump
    ? PLAIN_POINTS
    : strain === STRAIN.noTrumpAce19
      ? NO_TRUMP_ACE_19_POINTS
      : strain === STRAIN.allTrump
        ? ALL_TRUMP_POINTS
        : TRUMP_POINTS;
}

/** The row of each strain in `STRAIN_POINTS`: the five rows of `CARD_POINTS` first (no trump, then the suits), then the others. */
const STRAIN_ROW: readonly number[] = [1, 2, 3, 4, 0, 5, 6, 7];
/** The strain of each row of `STRAIN_POINTS`. */
const ROW_STRAIN: readonly Strain[] = [4, 0, 1, 2, 3, 5, 6, 7];

/** The first `rows` rows (strains in `ROW_STRAIN` order) of the card points of every card under every strain, flat. */
const pointsTable = (rows: number): Int32Array =>
  Int32Array.from({ length: rows * 128 }, (_, i) =>
    (i & 127) >>> 5 < 4 ? suitPoints(ROW_STRAIN[i >> 7]!, (i & 127) >>> 5)[bitOf(i & 127)]! : 0,
  );

/**
 * Card points of every card under every strain as one flat table: the points of `card` under
 * `strain` are at `strainPointsBase(strain) + card`. Its first five rows are `CARD_POINTS`.
 */
export const STRAIN_POINTS: Int32Array = /* @__PURE__ */ pointsTable(8);
/** Where the points of a strain start in `STRAIN_POINTS` (a table lookup). */
export const strainPointsBase = (strain: Strain): number => STRAIN_ROW[strain]! * 128;
/** Card points of a card under a strain. */
export const strainCardPoints = (c: Card, strain: Strain): number => STRAIN_POINTS[strainPointsBase(strain) + c]!;

/**
 * `cardPoints` as one flat table (the first five rows of `STRAIN_POINTS`, built by the same
 * `pointsTable`, so that a game of suit contracts loads only these): the points of `card` under
 * trump `trump` (null = no trump) are at `pointsBase(trump) + card`.
 */
export const CARD_POINTS: Int32Array = /* @__PURE__ */ pointsTable(5);
export const pointsBase = (trump: number | null): number => (trump === null ? 0 : trump + 1) * 128;
