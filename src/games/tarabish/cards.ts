/**
 * The 36-card Tarabish deck: 6..A in the suits S H D C.
 * Layout: word = suit (S H D C = 0..3), bit 0..8 = 6, 7, 8, 9, 10, J, Q, K, A (natural order,
 * which is also the order of runs).
 */
import { cardId, defineDeck, type CardSpec } from '../../kernel/card.js';

export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

const specs: CardSpec[] = [];
SUIT_LETTERS.forEach((s, w) => RANKS.forEach((r, b) => specs.push({ id: cardId(w, b), name: `${r}${s}` })));

/** The 36-card Tarabish deck spec (notation `6S`…`AS`, `10C`, `JD`). */
export const tarabishDeck = defineDeck('tarabish36', 4, SUIT_LETTERS, specs);
