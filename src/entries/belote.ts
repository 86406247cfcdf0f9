/**
 * Belote, 4 players in two partnerships, by the rules of the Fédération Française de Belote
 * (docs/rules/belote.md): the ruleset, its options, types, match, deck, scoring and action schema.
 *
 * @module atout/belote
 */
export * from '../games/belote/index.js';
