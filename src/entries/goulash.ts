/**
 * Goulash: the Tarot deal everybody passed, each for themselves — the ruleset, its match, its
 * scoring and score sheet. The deck and the facts of a position are Tarot's (the same values as in
 * `atout/tarot`); a Goulash position is written in Tarot's notation (`atout/tarot/position`).
 *
 * @module atout/goulash
 */
export { goulash } from '../games/goulash/index.js';
export { goulashMatch } from '../games/goulash/match.js';
export { goulashNets } from '../games/tarot/goulash-scoring.js';
export {
  goulashScoreSheet,
  goulashScoreSheetSchema,
  type GoulashScoreSheetInput,
} from '../games/goulash/scoresheet.js';
export { tarotDeck } from '../games/tarot/cards.js';
export { tarotFactsOf, tarotPositionSchema, type TarotPositionFacts } from '../games/tarot/facts.js';
// Tarot's rule queries (pass the options `{ mode: 'goulash' }` for a Goulash deal's last trick).
export { tarotLegalPlays, tarotTrickWinner, tarotCardPoints } from '../games/tarot/queries.js';
