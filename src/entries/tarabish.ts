/**
 * Tarabish, 4 players in 2 partnerships: the ruleset (both presets), its options, types, match,
 * melds and scoring, score sheets, positions from facts, position notation and action schema. The card-set helpers
 * (`cardPoints`, `trumpPower`, `meldsHeld`, `meldWinner`, …) are for validators and other
 * implementations.
 *
 * @module atout/tarabish
 */

// The ruleset and its match.
export { tarabish, type TarabishTypes } from '../games/tarabish/rules.js';
export { tarabishMatch, MAX_HANDS } from '../games/tarabish/match.js';
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
export type {
  TarabishState,
  TarabishAction,
  TarabishEvent,
  Phase as TarabishPhase,
  Speech,
  Contract as TarabishContract,
  CompletedTrick,
  TarabishAnnulledEvent,
  TarabishDeclaredEvent,
  TarabishHandOverEvent,
  TarabishPlayedEvent,
  TarabishReceivedEvent,
  TarabishSpokeEvent,
  TarabishTrickEvent,
  TarabishTrumpEvent,
} from '../games/tarabish/state.js';
export { TARABISH_ERROR_CODES, type TarabishErrorCode } from '../games/tarabish/step.js';
export type { TarabishDeal } from '../games/tarabish/deal.js';
export type { TarabishResult } from '../games/tarabish/settle.js';
export {
  tarabishViewSchema,
  type TarabishView,
  type TarabishContractView,
  type TarabishResultView,
  type TarabishSpeechView,
} from '../games/tarabish/view.js';

// Cards and melds.
export { tarabishDeck, cardPoints, trumpPower, plainPower } from '../games/tarabish/cards.js';
export {
  meldsHeld,
  declarableSelections,
  meldValue,
  compareMelds,
  formatMeld,
  parseMeld,
  meldWinner,
  type Meld,
  type MeldStyle,
} from '../games/tarabish/melds.js';

// Scoring and score sheets.
export {
  scoreHand,
  matchOutcome,
  tarabishScoreSheet,
  type HandBreakdown,
  type HandFacts,
  type HandScore,
  type ScoreSheetResult,
  type TarabishScoringOptions,
  type TeamBreakdown,
} from '../games/tarabish/scoring.js';

// Positions from facts.
export { tarabishPositionSchema, tarabishFactsOf, type TarabishPositionFacts } from '../games/tarabish/facts.js';

// Notation.
export { tarabishCodec } from '../games/tarabish/codec.js';
export { formatTarabishPosition, parseTarabishPosition, tarabishPosition } from '../games/tarabish/position.js';
export {
  tarabishActionObjectSchema,
  tarabishActionSchema,
  type TarabishActionObject,
} from '../games/tarabish/action-schema.js';
