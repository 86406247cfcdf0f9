/**
 * French Tarot's position notation (docs/notation.md): a state as one line of text and back, in
 * the history form or the facts form. Goulash positions are written in it too. An entry of its own,
 * so that an app that only plays does not load it.
 *
 * @module atout/tarot/position
 */
export {
  formatTarotFactsPosition,
  formatTarotPosition,
  parseTarotPosition,
  tarotPosition,
} from '../games/tarot/position.js';
