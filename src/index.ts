/**
 * atout — a rules engine for trick-taking card games.
 *
 * The package root exports the kernel (cards, card sets, seats, seeded dealing, tricks, the
 * legal-play kernel, errors, the ruleset contract) and each game's ruleset by name.
 */
export * from './kernel/index.js';
export * from './games/registry.js';
export * from './record/index.js';
export * from './match/match.js';
export * from './oracle/index.js';
export { playout, playoutByApi } from './oracle/playout.js';
export { localize } from './l10n/index.js';
export type { Locale, Localized, LocalizeOptions } from './l10n/index.js';
