/**
 * The 78-card French Tarot deck (FFT: 56 suit cards, 21 trumps, the Excuse), the card names and
 * every per-card table: trumps, oudlers, kings, card points.
 * Layout: words 0..3 are the suits S H D C, bit 0..13 = 1..10, J (valet), N (cavalier), Q, K;
 * word 4 holds the Excuse (bit 0) and trumps 1..21 (bits 1..21), so a trump's bit is its rank.
 */
import { perCard } from '../../kernel/action-object.js';
import { bitOf, cardId, defineDeck, wordOf, type Card, type CardSpec } from '../../kernel/card.js';

/** The suit letters by word: spades, hearts, diamonds, clubs. */
export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
/** The suit ranks by bit, low to high: 1…10, J (valet), N (cavalier), Q, K. */
export const SUIT_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'N', 'Q', 'K'] as const;
/** The letter of each card-set word: the four suits, then `T` (the trumps, in views' voids). */
export const WORD_LETTERS = [...SUIT_LETTERS, 'T'] as const;
/** The word holding the Excuse (bit 0) and the trumps 1–21 (bits 1–21). */
export const TRUMP_WORD = 4;
/** The Excuse (`EX`), an oudler; not a trump. */
export const EXCUSE: Card = cardId(TRUMP_WORD, 0);
/** The 1 of trumps, the Petit (`1T`), an oudler. */
export const PETIT: Card = cardId(TRUMP_WORD, 1);
/** The 21 of trumps (`21T`), an oudler. */
export const MONDE: Card = cardId(TRUMP_WORD, 21);
export const trump = (n: number): Card => cardId(TRUMP_WORD, n);
/** The bit of the king in a suit word. */
export const KING_BIT = 13;
/** The bit of the queen in a suit word. */
export const QUEEN_BIT = 12;
/** The bit of the knight (cavalier) in a suit word. */
export const KNIGHT_BIT = 11;
/** The bit of the jack (valet) in a suit word. */
export const JACK_BIT = 10;

const specs: CardSpec[] = [];
SUIT_LETTERS.forEach((s, w) => SUIT_RANKS.forEach((r, b) => specs.push({ id: cardId(w, b), name: `${r}${s}` })));
specs.push({ id: EXCUSE, name: 'EX' });
for (let n = 1; n <= 21; n++) specs.push({ id: trump(n), name: `${n}T` });

/** The 78-card Tarot deck spec (notation `1S`…`KS`, `NC`, `1T`…`21T`, `EX`). */
export const tarotDeck = defineDeck('tarot78', 5, WORD_LETTERS, specs);

/** Card names by id, looked up once (names go into events at every play). */
const NAMES: readonly string[] = Array.from({ length: 160 }, (_, c) => tarotDeck.names.get(c) ?? String(c));
/** The notation of a card (`KH`, `21T`, `EX`). */
export const name = (c: Card): string => NAMES[c] ?? String(c);
/** The notation of each card, in order. */
export function names(cards: readonly Card[]): string[] {
  const out = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i++) out[i] = name(cards[i]!);
  return out;
}

/** A card's number from its name (`tarotDeck.byName`); undefined for anything that is no card's name. */
export const cardNumber = (n: unknown): Card | undefined =>
  typeof n === 'string' ? tarotDeck.byName.get(n) : undefined;

/**
 * One frozen action object per card and card action, indexed by card id (`CARD_ACTIONS.play[c]` is
 * `{ type: 'play', card: '21T' }`): built once, shared by every `legal` list and decoded action.
 */
export const CARD_ACTIONS = Object.freeze({
  play: perCard(tarotDeck, (card) => ({ type: 'play' as const, card })),
  call: perCard(tarotDeck, (card) => ({ type: 'call' as const, card })),
  discard: perCard(tarotDeck, (card) => ({ type: 'discard' as const, card })),
  show: perCard(tarotDeck, (card) => ({ type: 'show' as const, card })),
});

export const isTrump = (c: Card): boolean => wordOf(c) === TRUMP_WORD && c !== EXCUSE;
/**
 * A card's strength for ordering cards (the bots): a trump above every suit card, then by rank;
 * the Excuse below all (it never wins a trick but by FFT p.6's exception).
 */
export const cardStrength = (c: Card): number => (c === EXCUSE ? -1 : (wordOf(c) === TRUMP_WORD ? 32 : 0) + bitOf(c));
/** The three oudlers (FFT p.3): the Excuse, the Petit and the 21. */
export const isOudler = (c: Card): boolean => c === EXCUSE || c === PETIT || c === MONDE;
export const isKing = (c: Card): boolean => wordOf(c) < TRUMP_WORD && bitOf(c) === KING_BIT;

/**
 * Card value in half points (FFT p.3): oudlers and kings 4.5, queens 3.5, knights 2.5, jacks 1.5,
 * every other card 0.5. The deck totals 182 half points (91).
 */
export function value2(c: Card): number {
  if (isOudler(c)) return 9;
  if (wordOf(c) === TRUMP_WORD) return 1;
  switch (bitOf(c)) {
    case KING_BIT:
      return 9;
    case QUEEN_BIT:
      return 7;
    case KNIGHT_BIT:
      return 5;
    case JACK_BIT:
      return 3;
    default:
      return 1;
  }
}

/** `value2` by card id (0 outside the deck), for the loops that count points at every trick. */
export const VALUE2: Int32Array = Int32Array.from({ length: 160 }, (_, c) => (tarotDeck.names.has(c) ? value2(c) : 0));
