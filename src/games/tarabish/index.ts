/** Tarabish: the ruleset (both presets), its options, notation and helpers. */
export { tarabishDeck, SUIT_LETTERS, RANKS, cardPoints, trumpPower, plainPower } from './cards.js';
export { tarabish, type TarabishTypes } from './rules.js';
export { verdict } from './reducer.js';
export {
  tarabishOptions,
  tarabishOptionsInput,
  parseTarabishOptions,
  PRESET_DEFAULTS,
  PRESETS,
  type TarabishOptions,
  type TarabishOptionsInput,
  type Preset,
} from './options.js';
export { tarabishCodec, encodeAction, decodeAction, actionId } from './codec.js';
export type { TarabishState, TarabishAction, TarabishEvent, Phase, Speech, Contract } from './state.js';
export type {
  TarabishSpokeEvent,
  TarabishAnnulledEvent,
  TarabishTrumpEvent,
  TarabishReceivedEvent,
  TarabishDeclaredEvent,
  TarabishPlayedEvent,
  TarabishTrickEvent,
  TarabishDealOverEvent,
} from './state.js';
export type { TarabishDeal } from './deal.js';
export { tarabishPositionSchema, tarabishFactsOf, type TarabishPositionFacts } from './facts.js';
export type { TarabishErrorCode } from './step.js';
export type { TarabishResult } from './settle.js';
export {
  tarabishViewSchema,
  type TarabishContractView,
  type TarabishResultView,
  type TarabishSpeechView,
  type TarabishView,
} from './view.js';
export { tarabishMatch, MAX_DEALS } from './match.js';
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
} from './melds.js';
export {
  scoreDeal,
  matchOutcome,
  type TarabishDealFacts,
  type TarabishDealScore,
  type TarabishScoringOptions,
} from './scoring.js';
export { tarabishScoreSheet } from './scoresheet.js';
