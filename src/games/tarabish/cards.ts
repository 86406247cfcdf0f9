/**
 * The 36-card Tarabish deck. Its rank and point tables are the Belote family's
 * (`src/family/cards.ts`: trump order J 9 A 10 K Q 8 7 6, plain order A 10 K Q J 9 8 7 6, 62 points
 * a trump suit, 30 a plain suit, bella 20), re-exported here for the game's modules.
 * Layout: word = suit (S H D C = 0..3), bit 0..8 = 6, 7, 8, 9, 10, J, Q, K, A.
 * Tarabish rules: the card points of a hand are the sum of the tables: 62 + 3 × 30 with a trump
 * suit, 4 × 30 in no-trump (`cardPointTotal`), before the last-trick bonus.
 */
import { cardId, defineDeck, type CardSpec } from '../../kernel/card.js';
import { deckPoints, RANKS, SUIT_LETTERS } from '../../family/cards.js';

export {
  BELLA_POINTS,
  CARD_POINTS,
  cardPoints,
  PLAIN_POINTS,
  PLAIN_POWER,
  plainPower,
  pointsBase,
  RANK_BIT,
  RANKS,
  SUIT_LETTERS,
  TRUMP_POINTS,
  TRUMP_POWER,
  trumpPower,
} from '../../family/cards.js';

const specs: CardSpec[] = [];
SUIT_LETTERS.forEach((s, w) => RANKS.forEach((r, b) => specs.push({ id: cardId(w, b), name: `${r}${s}` })));

/** The 36-card Tarabish deck spec (notation `6S`…`AS`, `10C`, `JD`). */
export const tarabishDeck = defineDeck('tarabish36', 4, SUIT_LETTERS, specs);

/** The card points of the whole deck (152 with a trump suit, 120 in no-trump), the last-trick bonus excluded. */
export const cardPointTotal = (trump: number | null): number => (trump === null ? NO_TRUMP_TOTAL : TRUMP_TOTAL);
const NO_TRUMP_TOTAL = deckPoints(tarabishDeck.cards, null);
const TRUMP_TOTAL = deckPoints(tarabishDeck.cards, 0);
