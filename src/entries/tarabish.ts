/** `atout/tarabish`: Tarabish, 4 players in 2 partnerships. */
export * from '../games/tarabish/cards.js';
