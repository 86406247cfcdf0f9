/**
 * atout — a rules engine for trick-taking card games: French Tarot (3 to 5 players), its Goulash
 * mode, Tarabish, Belote and Coinche.
 *
 * The package root holds what an app needs: the rulesets and their matches, the ruleset contract,
 * game records and their validation, saves, errors and `Either`, seeds, card notation, perft and
 * play-outs. Each game's own types, score sheets and notation are in its entry (`atout/tarot`,
 * `atout/goulash`, `atout/tarabish`, `atout/belote`, `atout/coinche`); the building blocks for writing a game are in `atout/kernel`.
 *
 * @module atout
 */

// Rulesets and matches.
export { tarot, goulash, tarabish, tarotMatch, goulashMatch, tarabishMatch, rulesets, games } from './games/shipped.js';
export type { AnyRuleset, Audience, Explanation, GameEvent, GameTypes, Ruleset, Step } from './kernel/ruleset.js';
export type { MatchEvent, MatchResult, MatchState, MatchView } from './match/match.js';

// Records and validation.
export {
  makeRecord,
  replay,
  validate,
  type Replay,
  type ReplayError,
  type ValidationFailure,
} from './record/replay.js';
export { submit } from './record/submit.js';
export { serialize, deserialize, type SavedGame, type Resumed, type SaveError } from './record/saved.js';
export { parseJson, DEFAULT_LIMITS, type InputLimits } from './record/guard.js';
export type { GameRecord } from './record/schema.js';

// Errors and Either.
export { getOrThrow, RuleViolation, type RuleError } from './kernel/errors.js';
export type { RuleErrorCode } from './errors.js';
export { isLeft, isRight, type Either } from './kernel/either.js';

// Seeds and randomness.
export { secureSeed, parseSeed, type Seed } from './kernel/seed.js';
export { createRng, type Rng } from './kernel/rng.js';

// Cards and notation.
export { parseCard, formatCard, type Card } from './kernel/card.js';
export type { Seat } from './kernel/seat.js';
export { eventsFor, isSeatOf, viewFor } from './kernel/view.js';

// Perft and play-outs.
export { perft, type PerftResult } from './oracle/perft.js';
export { playout, playoutsOf } from './games/playouts.js';

// Words for people.
export { localize, type Locale, type Localized, type LocalizeOptions } from './l10n/index.js';
