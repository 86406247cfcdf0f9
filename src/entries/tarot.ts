/** `atout/tarot`: French Tarot for 3, 4 and 5 players. */
export * from '../games/tarot/cards.js';
