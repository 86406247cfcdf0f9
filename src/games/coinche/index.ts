/**
 * `coinche`: Belote contrée (docs/rules/coinche.md), Belote's auction form built on Belote: the
 * auction, the contract's score, and Belote's card play under the contract's trump.
 */
export { coinche, type CoincheTypes } from './rules.js';
export { coincheGame } from './game.js';
export { coincheMatch, coincheMatchOutcome, COINCHE_MATCH_POLICY } from './match.js';
export {
  COINCHE_DEFAULTS,
  COINCHE_RULES_DEFAULTS,
  coincheOptionsInput,
  coincheRulesOptions,
  coincheRulesOptionsInput,
  parseCoincheOptions,
  parseCoincheRulesOptions,
  type CoincheOptions,
  type CoincheOptionsInput,
  type CoincheRulesOptions,
  type CoincheRulesOptionsInput,
} from './options.js';
export {
  applyCall,
  auctionStatus,
  legalCalls,
  startAuction,
  STRAINS,
  type AuctionState,
  type AuctionStatus,
  type Call,
  type Contract,
  type Strain,
} from './auction.js';
export { scoreContract, type CoincheDealFacts, type CoincheDealScore } from './contract.js';
export { coincheResult, type CoincheResult } from './settle.js';
export { COINCHE_ERROR_CODES, type CoincheError, type CoincheErrorCode } from './step.js';
export type { CoincheAction, CoincheEvent, CoincheState, CoinchePhase } from './state.js';
export type { CoincheView, CoincheResultView } from './view.js';
export type { CoincheDeal } from './deal.js';
export { coincheActionSchema, coincheActionObjectSchema } from './codec.js';
export {
  coincheQueries,
  coincheLegalPlays,
  coincheTrickWinner,
  coincheCardPoints,
  coincheMelds,
  type CoincheLegalPlaysFacts,
  type CoincheTrickWinnerFacts,
  type CoincheCardPointsFacts,
  type CoincheMeldsFacts,
} from './queries.js';
export {
  coincheScoreSheet,
  coincheScoreSheetSchema,
  type CoincheScoreSheetInput,
  type CoincheScoreSheetResult,
} from './scoresheet.js';
export { coinchePositionSchema, coincheFactsOf, type CoinchePositionFacts } from './facts.js';
