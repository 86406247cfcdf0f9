export * from './perft.js';
