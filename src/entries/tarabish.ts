/** `atout/tarabish`: Tarabish, 4 players in 2 partnerships — the ruleset (both presets), the match, melds and scoring. */
export * from '../games/tarabish/index.js';
export { PHASES } from '../games/tarabish/state.js';
export type { CompletedTrick } from '../games/tarabish/state.js';
export type { HandBreakdown, ScoreSheetResult, TeamBreakdown } from '../games/tarabish/scoring.js';
export { formatTarabishPosition, parseTarabishPosition, tarabishPosition } from '../games/tarabish/position.js';
export {
  tarabishActionObjectSchema,
  tarabishActionSchema,
  type TarabishActionObject,
} from '../games/tarabish/action-schema.js';
