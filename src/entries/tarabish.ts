/** `atout/tarabish`: Tarabish, 4 players in 2 partnerships — the ruleset (both presets), the match, melds and scoring. */
export * from '../games/tarabish/index.js';
