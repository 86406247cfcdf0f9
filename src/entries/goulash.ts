/** `atout/goulash`: the Tarot deal everybody passed, each for themselves. */
export { tarotDeck } from '../games/tarot/cards.js';
