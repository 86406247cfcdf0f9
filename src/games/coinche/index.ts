/**
 * The Coinche game's public surface, the one list `atout/coinche` publishes
 * (src/entries/coinche.ts): Belote contrée (docs/rules/coinche.md), Belote's auction form built on
 * Belote: the ruleset, its options, the auction, the contract's score, queries, score sheet and
 * notation; the card play is Belote's under the contract's trump.
 */

// The ruleset and its match.
export { coinche, type CoincheTypes } from './rules.js';
export { coincheGame } from './game.js';
export { coincheMatch, coincheMatchOutcome } from './match.js';
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
} from './auction.js';

// States, actions, events, views, errors.
export type { CoincheAction, CoincheEvent, CoincheState, CoinchePhase } from './state.js';
export type { CoincheView, CoincheResultView } from './view.js';
export type { CoincheDeal } from './deal.js';
export { coincheResult, type CoincheResult } from './settle.js';
export { COINCHE_ERROR_CODES, type CoincheError, type CoincheErrorCode } from './step.js';

// Scoring.
export { scoreContract, type CoincheDealFacts, type CoincheDealScore } from './contract.js';

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
  type CoincheQuery,
} from './queries.js';

// Score sheets and positions from facts.
export {
  coincheScoreSheet,
  coincheScoreSheetSchema,
  type CoincheScoreSheetInput,
  type CoincheScoreSheetResult,
} from './scoresheet.js';
export { coinchePositionSchema, coincheFactsOf, type CoinchePositionFacts } from './facts.js';

// Notation.
export { coincheActionSchema, coincheActionObjectSchema } from './codec.js';

// Dealing as at the table (the `table` deal procedure): the cut and the packets.
export { coincheTableRules, type CoincheDealInput } from './deal.js';
