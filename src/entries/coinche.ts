/**
 * Coinche (Belote contrée), 4 players in two partnerships, by the rules of the Fédération
 * Française de Belote (docs/rules/coinche.md): the ruleset, its options, the auction, types, match,
 * the contract's scoring and action schema. The card play is Belote's (`atout/belote`).
 *
 * @module atout/coinche
 */

// The ruleset and its match.
export { coinche, coincheGame, coincheMatch, coincheMatchOutcome, type CoincheTypes } from '../games/coinche/index.js';
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
} from '../games/coinche/index.js';

// The auction.
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
} from '../games/coinche/index.js';

// States, actions, events, views, errors.
export type {
  CoincheAction,
  CoincheEvent,
  CoincheState,
  CoinchePhase,
  CoincheView,
  CoincheResultView,
  CoincheDeal,
  CoincheResult,
} from '../games/coinche/index.js';
export {
  coincheResult,
  COINCHE_ERROR_CODES,
  type CoincheError,
  type CoincheErrorCode,
} from '../games/coinche/index.js';

// Scoring.
export { scoreContract, type CoincheDealFacts, type CoincheDealScore } from '../games/coinche/index.js';

// Rule queries from plain facts (cards by name; the card play is Belote's under the contract's strain).
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
} from '../games/coinche/index.js';

// Score sheets and positions from facts.
export {
  coincheScoreSheet,
  coincheScoreSheetSchema,
  type CoincheScoreSheetInput,
  type CoincheScoreSheetResult,
} from '../games/coinche/index.js';
export { coinchePositionSchema, coincheFactsOf, type CoinchePositionFacts } from '../games/coinche/index.js';

// Notation.
export { coincheActionSchema, coincheActionObjectSchema } from '../games/coinche/index.js';

// Dealing as at the table (the `table` deal procedure): the cut and the packets.
export { coincheTableRules, type CoincheDealInput } from '../games/coinche/deal.js';
