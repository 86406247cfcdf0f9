/**
 * The 32-card Belote deck. Its rank and point tables are the Belote family's (`src/family/cards.ts`):
 * trump order J 9 A 10 K Q 8 7, plain order A 10 K Q J 9 8 7; trump J 20, 9 14, A 11, 10 10, K 4,
 * Q 3; plain A 11, 10 10, K 4, Q 3, J 2 (FFB "Règles officielles de la Belote" §6).
 * Layout: the family's (word = suit S H D C, bit = rank 6 … A); Belote has no 6, so bit 0 is unused.
 * Belote rules (FFB §9): 152 card points (`CARD_POINTS_TOTAL`, the sum of the tables), and the
 * dix de der (10) to the winner of the last trick: 162; capot: the dix de der is raised so that
 * the team's points are the option `capotPoints`.
 */
import { cardId, defineDeck, type CardSpec } from '../../kernel/card.js';
import { deckPoints, RANKS, SUIT_LETTERS } from '../../family/cards.js';

const specs: CardSpec[] = [];
SUIT_LETTERS.forEach((s, w) =>
  RANKS.forEach((r, b) => {
    if (r !== '6') specs.push({ id: cardId(w, b), name: `${r}${s}` });
  }),
);

/** The 32-card Belote deck spec (notation `7S`…`AS`, `10C`, `JD`). */
export const beloteDeck = defineDeck('belote32', 4, SUIT_LETTERS, specs);

/** The card points of the 32 cards under a trump suit: the sum of the family's tables (152). */
export const CARD_POINTS_TOTAL = deckPoints(beloteDeck.cards, 0);

/** The dix de der: the last trick's points (FFB §9.1). */
export const DIX_DE_DER = 10;

/** Tricks in a deal: each of the four players plays eight cards. */
export const TRICKS = 8;

/**
 * The card traits of a ruleset on Belote's cards (Belote's and Coinche's): the deck, and the 152
 * card points with the dix de der in a deal played out (a capot's total is the option's: `audit`).
 */
export const beloteCardTraits = {
  deck: beloteDeck,
  cardPointTotal: (): number => CARD_POINTS_TOTAL + DIX_DE_DER,
} as const;
