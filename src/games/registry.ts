/**
 * The games atout ships, by name. Each game lives in its own folder under `games/` and is exported
 * here once it exists.
 */
export { tarotDeck } from './tarot/cards.js';
export { tarabishDeck } from './tarabish/cards.js';
export { tarot } from './tarot/index.js';
export { goulash } from './goulash/index.js';
