/**
 * The Belote game's public surface, the one list `atout/belote` publishes (src/entries/belote.ts):
 * its ruleset, entry, options, types, match, deck, scoring, queries, score sheet and notation.
 */

// The ruleset and its match.
export { belote, type BeloteTypes } from './rules.js';
export { beloteGame } from './game.js';
export {
  beloteMatch,
  beloteMatchOptions,
  beloteMatchOutcome,
  type BeloteMatchOptions,
  type BeloteMatchOptionsInput,
} from './match.js';
export {
  beloteOptions,
  beloteOptionsInput,
  parseBeloteOptions,
  BELOTE_DEFAULTS,
  BELOTE_OPTION_ERROR_CODES,
  type BeloteOptions,
  type BeloteOptionsInput,
} from './options.js';

// States, actions, events, views, errors.
export type { BeloteAction, BeloteEvent, BeloteState, Phase as BelotePhase } from './state.js';
export type { BeloteView, BeloteResultView } from './view.js';
export type { BeloteDeal } from './deal.js';
export { beloteResult, type BeloteResult } from './settle.js';
export { BELOTE_ERROR_CODES, type BeloteError, type BeloteErrorCode } from './step.js';

// Cards and scoring.
export { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from './cards.js';
export type { BeloteDealFacts, BeloteDealScore, BeloteOutcome } from './scoring.js';

// Rule queries from plain facts (cards by name, for validators and other implementations).
export {
  beloteQueries,
  beloteLegalPlays,
  beloteTrickWinner,
  beloteCardPoints,
  beloteMelds,
  type BeloteLegalPlaysFacts,
  type BeloteTrickWinnerFacts,
  type BeloteCardPointsFacts,
  type BeloteMeldsFacts,
  type BeloteQuery,
} from './queries.js';

// Score sheets and positions from facts.
export {
  beloteScoreSheet,
  beloteScoreSheetSchema,
  BELOTE_SCORESHEET_ERROR_CODES,
  type BeloteScoreSheetInput,
  type BeloteScoreSheetResult,
} from './scoresheet.js';
export { belotePositionSchema, beloteFactsOf, type BelotePositionFacts } from './facts.js';

// Notation.
export { beloteActionSchema, beloteActionObjectSchema } from './action-schema.js';

// Dealing as at the table (the `table` deal procedure): the cut and the packets.
export { beloteTableRules, type BeloteDealInput, type BeloteTableDeal } from './deal.js';
