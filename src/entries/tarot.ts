/**
 * French Tarot for 3, 4 and 5 players: the ruleset, its options and types, the match, the deck's
 * named cards, rule queries from plain facts (legal plays, trick winner, card points), scoring
 * tables and deal scoring, score sheets and action schema (the position notation is `atout/tarot/position`).
 *
 * @module atout/tarot
 */

// The ruleset and its match.
export { tarot, makeTarot, type TarotTypes } from '../games/tarot/rules.js';
export {
  tarotMatch,
  tarotDealerCutKey,
  type TarotMatchOptions,
  type TarotMatchOptionsInput,
} from '../games/tarot/match.js';
export { tarotOptions, type TarotOptions, type TarotOptionsInput } from '../games/tarot/options.js';

// States, actions, events, views.
export { BIDS, PHASES as TAROT_PHASES } from '../games/tarot/state.js';
export type { PlayedTrick } from '../kernel/trick.js';
export type {
  TarotState,
  TarotAction,
  TarotEvent,
  Annulment,
  Bid,
  Phase as TarotPhase,
  PoigneeShown,
  TarotAnnulledEvent,
  TarotBidEvent,
  TarotCalledEvent,
  TarotChelemEvent,
  TarotChienShownEvent,
  TarotContractEvent,
  TarotDealOverEvent,
  TarotDiscardedEvent,
  TarotEcartDoneEvent,
  TarotGoulashEvent,
  TarotPartnerRevealedEvent,
  TarotPlayedEvent,
  TarotPoigneeAnnouncedEvent,
  TarotPoigneeEvent,
  TarotTrickEvent,
  TarotTrumpDiscardedEvent,
  TarotTrumpShownEvent,
} from '../games/tarot/state.js';
export { tarotTableRules, type TarotDeal, type TarotDealInput, type TarotTableDeal } from '../games/tarot/deal.js';
export { TAROT_ERROR_CODES, type TarotError, type TarotErrorCode } from '../games/tarot/step.js';
export type {
  TarotResult,
  TarotClassicResult,
  TarotGoulashResult,
  TarotAnnulledResult,
} from '../games/tarot/settle.js';
export type { TarotView, TarotBidView, TarotPoigneeView } from '../games/tarot/view.js';

// Cards.
export { tarotDeck, EXCUSE, PETIT, MONDE, isTrump, isOudler, isKing } from '../games/tarot/cards.js';

// Rule queries from plain facts (cards by name).
export {
  tarotQueries,
  tarotLegalPlays,
  tarotTrickWinner,
  tarotCardPoints,
  type TarotLegalPlaysFacts,
  type TarotTrickWinnerFacts,
  type TarotTrickWinnerAnswer,
  type TarotCardPointsFacts,
  type TarotCardPointsAnswer,
  type TarotQuery,
  type TarotQueryErrorCode,
} from '../games/tarot/queries.js';

// Scoring and score sheets.
export {
  scoreDeal,
  CONTRACTS,
  MULTIPLIER,
  POIGNEE_SIZES,
  POIGNEE_BONUS,
  TARGET_BY_OUDLERS,
  type Contract as TarotContract,
  type TarotDealFacts,
  type PoigneeSize,
  type TarotBreakdown,
  type TarotDealScore,
} from '../games/tarot/scoring.js';
export {
  tarotScoreSheet,
  tarotScoreSheetSchema,
  type TarotScoreSheetInput,
  type TarotScoreSheetError,
} from '../games/tarot/scoresheet.js';

// Positions from facts: `tarot.setup(options, { position: facts })`.
export { tarotFactsOf, tarotPositionSchema, type TarotPositionFacts } from '../games/tarot/facts.js';
export { tarotActionObjectSchema, tarotActionSchema, type TarotActionObject } from '../games/tarot/action-schema.js';
