/**
 * Tarabish's position notation (docs/notation.md): a state as one line of text and back. An entry
 * of its own, so that an app that only plays does not load it.
 *
 * @module atout/tarabish/position
 */
export { formatTarabishPosition, parseTarabishPosition, tarabishPosition } from '../games/tarabish/position.js';
