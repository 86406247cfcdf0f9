/**
 * Coinche (Belote contrée), 4 players in two partnerships, by the rules of the Fédération
 * Française de Belote (docs/rules/coinche.md): the ruleset, its options, the auction, types, match,
 * the contract's scoring and action schema. The card play is Belote's (`atout/belote`).
 *
 * @module atout/coinche
 */
export * from '../games/coinche/index.js';
