/**
 * Tarabish, 4 players in 2 partnerships: the ruleset (both presets), its options, types, match,
 * rule queries from plain facts (legal plays, trick winner, card points, melds: cards by name, for
 * validators and other implementations), scoring, score sheets, positions from facts and action
 * schema (the position notation is `atout/tarabish/position`).
 *
 * @module atout/tarabish
 */

// The ruleset and its match.
export { tarabish, type TarabishTypes } from '../games/tarabish/rules.js';
export { tarabishMatch, tarabishDealerCutKey, MAX_DEALS } from '../games/tarabish/match.js';
export {
  tarabishOptions,
  tarabishOptionsInput,
  PRESET_DEFAULTS,
  PRESETS,
  type TarabishOptions,
  type TarabishOptionsInput,
  type Preset,
} from '../games/tarabish/options.js';

// States, actions, events, views.
export { PHASES as TARABISH_PHASES } from '../games/tarabish/state.js';
export type { PlayedTrick } from '../kernel/trick.js';
export type {
  TarabishState,
  TarabishAction,
  TarabishEvent,
  Phase as TarabishPhase,
  Speech,
  Contract as TarabishContract,
  TarabishAnnulledEvent,
  TarabishDeclaredEvent,
  TarabishDealOverEvent,
  TarabishPlayedEvent,
  TarabishReceivedEvent,
  TarabishSpokeEvent,
  TarabishTrickEvent,
  TarabishTrumpEvent,
} from '../games/tarabish/state.js';
export { TARABISH_ERROR_CODES, type TarabishError, type TarabishErrorCode } from '../games/tarabish/step.js';
export {
  TARABISH_TABLE_RULES,
  type TarabishDeal,
  type TarabishDealInput,
  type TarabishTableDeal,
} from '../games/tarabish/deal.js';
export type { TarabishResult } from '../games/tarabish/settle.js';
export {
  tarabishViewSchema,
  type TarabishView,
  type TarabishContractView,
  type TarabishResultView,
  type TarabishSpeechView,
} from '../games/tarabish/view.js';

// Cards and melds.
export { tarabishDeck } from '../games/tarabish/cards.js';
export { declarableSelections, formatMeld, parseMeld, type Meld, type MeldStyle } from '../games/tarabish/melds.js';

// Rule queries from plain facts (cards by name).
export {
  tarabishQueries,
  tarabishLegalPlays,
  tarabishTrickWinner,
  tarabishCardPoints,
  tarabishMelds,
  type TarabishLegalPlaysFacts,
  type TarabishTrickWinnerFacts,
  type TarabishTrickWinnerAnswer,
  type TarabishCardPointsFacts,
  type TarabishCardPointsAnswer,
  type TarabishMeldsFacts,
  type TarabishMeldsAnswer,
  type TarabishQuery,
  type TarabishQueryErrorCode,
} from '../games/tarabish/queries.js';

// Scoring and score sheets.
export {
  matchOutcome,
  type TarabishBreakdown,
  type TarabishDealFacts,
  type TarabishDealScore,
  type TarabishScoringOptions,
  type TeamBreakdown,
} from '../games/tarabish/scoring.js';
export {
  tarabishScoreSheet,
  tarabishScoreSheetSchema,
  type TarabishScoreSheetInput,
  type TarabishScoreSheetError,
  type TarabishScoreSheetResult,
} from '../games/tarabish/scoresheet.js';

// Positions from facts.
export { tarabishPositionSchema, tarabishFactsOf, type TarabishPositionFacts } from '../games/tarabish/facts.js';

// Notation.
export { tarabishCodec } from '../games/tarabish/codec.js';
export {
  tarabishActionObjectSchema,
  tarabishActionSchema,
  type TarabishActionObject,
} from '../games/tarabish/action-schema.js';
