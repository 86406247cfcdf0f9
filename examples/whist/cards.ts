/**
 * The 52-card deck of Whist: four suits of thirteen cards, ace high. A card id is
 * `suit * 32 + rank` (the kernel's layout: one 32-bit word per suit), so "the hearts in a hand" is
 * one word of the hand's card set. Every per-card table of the game is defined here, once.
 */
import type { Card } from 'atout';
import { cardId, defineDeck } from 'atout/kernel';

/** Suit letters, by card-set word: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** Ranks from lowest to highest: the rank index is the card's bit, so a higher bit is a stronger card. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** How many words a card set of this deck uses (one per suit). */
export const WORDS = SUITS.length;

/** The deck: cards named rank then suit (`AS`, `10H`, `2C`), in canonical order suit by suit. */
export const whistDeck = defineDeck(
  'whist52',
  WORDS,
  SUITS,
  SUITS.flatMap((suit, word) => RANKS.map((rank, bit) => ({ id: cardId(word, bit), name: `${rank}${suit}` }))),
);

/** The card's suit (its card-set word). */
export const suitOf = (c: Card): number => c >>> 5;
/** The card's strength within its suit: 0 for the two … 12 for the ace (Whist ranks ace high). */
export const rankOf = (c: Card): number => c & 31;
/** Every card name, for the view schema's allow-list of card strings. */
export const CARD_NAMES = whistDeck.cards.map((c) => whistDeck.names.get(c)!) as [string, ...string[]];
