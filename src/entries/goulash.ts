/** `atout/goulash`: the Tarot deal everybody passed, each for themselves. */
export { tarotDeck } from '../games/tarot/cards.js';
export { goulash } from '../games/goulash/index.js';
export { goulashNets } from '../games/tarot/goulash-scoring.js';
export { goulashMatch } from '../games/goulash/match.js';
export { goulashScoreSheet, goulashScoreSheetSchema } from '../games/goulash/scoresheet.js';
export type { GoulashScoreSheetInput } from '../games/goulash/scoresheet.js';
export { formatTarotPosition, parseTarotPosition, tarotPosition } from '../games/tarot/position.js';
