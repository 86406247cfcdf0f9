/**
 * Cards are small integers: `id = word * 32 + bit`. A deck spec lists the ids it uses, their
 * names (rank then suit: `21T`, `EX`, `KH`, `10S`) and which word (suit) each lives in, so that a
 * card set is a few 32-bit words and "the cards of a suit in a hand" is a single mask.
 */
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { displayMeant } from './near.js';

/** A card: `word * 32 + bit`. Its meaning comes from the deck spec it belongs to. */
export type Card = number;

/** A card id with its name. */
export interface CardSpec {
  readonly id: Card;
  readonly name: string;
}

/** A deck: its cards, their notation and the card-set width. */
export interface DeckSpec {
  /** Short, stable deck name, e.g. `tarot78`. */
  readonly name: string;
  /** How many 32-bit words a card set of this deck uses. */
  readonly words: number;
  /** Every card of the deck, in canonical order (the order the shuffle starts from). */
  readonly cards: readonly Card[];
  /** Suit letters by word index (`S H D C` …); a deck may have a word with no letter. */
  readonly suitNames: readonly string[];
  /** Card name by id; undefined for ids outside the deck. */
  readonly names: ReadonlyMap<Card, string>;
  /** Card id by exact name. */
  readonly byName: ReadonlyMap<string, Card>;
  /** Every card of the deck as a card set (frozen words): membership is one bit test. */
  readonly all: readonly number[];
}

export const wordOf = (card: Card): number => card >>> 5;
export const bitOf = (card: Card): number => card & 31;
export const cardId = (word: number, bit: number): Card => (word << 5) | bit;

/** Builds a deck spec from its cards; names must be unique, ids unique and inside `words`. */
export function defineDeck(
  name: string,
  words: number,
  suitNames: readonly string[],
  cards: readonly CardSpec[],
): DeckSpec {
  const names = new Map<Card, string>();
  const byName = new Map<string, Card>();
  for (const c of cards) {
    if (c.id < 0 || wordOf(c.id) >= words || names.has(c.id) || byName.has(c.name)) {
      throw new Error(`defineDeck(${name}): bad or duplicate card ${c.name} (${c.id})`);
    }
    names.set(c.id, c.name);
    byName.set(c.name, c.id);
  }
  const all = new Array<number>(words).fill(0);
  for (const c of cards) all[wordOf(c.id)] = (all[wordOf(c.id)]! | (1 << bitOf(c.id))) >>> 0;
  return Object.freeze({
    name,
    words,
    cards: Object.freeze(cards.map((c) => c.id)),
    suitNames,
    names,
    byName,
    all: Object.freeze(all),
  });
}

/** The card's notation (`21T`, `EX`, `KH`, `10C` …). */
export function formatCard(deck: DeckSpec, card: Card): string {
  const n = deck.names.get(card);
  if (n === undefined) throw new RangeError(`card ${card} is not in deck ${deck.name}`);
  return n;
}

/**
 * Parses a card's notation; the exact inverse of `formatCard` (case-sensitive, no spaces).
 * @returns Left `notation/bad-card`.
 */
export function parseCard(deck: DeckSpec, text: unknown): Either<RuleError<'notation/bad-card'>, Card> {
  if (typeof text !== 'string' || text.length > 8) {
    return left(
      ruleError('notation/bad-card', `A card is written as rank then suit, like ${examplesOf(deck)}.`, {
        text: typeof text === 'string' ? text.slice(0, 16) : typeof text,
      }),
    );
  }
  const id = deck.byName.get(text);
  if (id !== undefined) return right(id);
  // a card written in another case, with spaces or in a display notation for people: say which card was meant
  const meant = displayMeant(text, deck.byName);
  const hint = meant.length === 0 ? '' : `: did you mean ${meant.map((m) => `"${m}"`).join(' or ')}?`;
  return left(
    ruleError(
      'notation/bad-card',
      `"${text}" is not a card${hint} (a card is written as rank then suit in capitals, like ${examplesOf(deck)}).`,
      meant.length === 0
        ? { text }
        : meant.length === 1
          ? { text, suggestion: meant[0]! }
          : { text, suggestions: meant },
    ),
  );
}

/** The cards of the deck named as examples in `parseCard`'s refusals: its king of hearts (else its first card) and its last card. */
function examplesOf(deck: DeckSpec): string {
  const first = deck.byName.has('KH') ? 'KH' : deck.names.get(deck.cards[0]!);
  const last = deck.names.get(deck.cards[deck.cards.length - 1]!);
  return last === undefined || last === first ? `${first}` : `${first} or ${last}`;
}

/** Whether a value is a card id of the deck: an integer in range whose bit is in `deck.all` (no lookup: it runs at every action checked). */
export function isCardOf(deck: DeckSpec, card: unknown): card is Card {
  return typeof card === 'number' && card >>> 0 === card && (((deck.all[card >>> 5] ?? 0) >>> (card & 31)) & 1) === 1;
}
