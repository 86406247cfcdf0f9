/**
 * Belote, 4 players in two partnerships, by the rules of the Fédération Française de Belote
 * (docs/rules/belote.md): the ruleset, its options, types, match, deck, scoring and action schema.
 *
 * @module atout/belote
 */

// The ruleset and its match.
export {
  belote,
  beloteGame,
  beloteMatch,
  beloteMatchOptions,
  beloteMatchOutcome,
  type BeloteTypes,
  type BeloteMatchOptions,
  type BeloteMatchOptionsInput,
} from '../games/belote/index.js';
export {
  beloteOptions,
  beloteOptionsInput,
  parseBeloteOptions,
  BELOTE_DEFAULTS,
  BELOTE_OPTION_ERROR_CODES,
  type BeloteOptions,
  type BeloteOptionsInput,
} from '../games/belote/index.js';

// States, actions, events, views, errors.
export type {
  BeloteAction,
  BeloteEvent,
  BeloteState,
  BelotePhase,
  BeloteView,
  BeloteResultView,
  BeloteDeal,
  BeloteResult,
} from '../games/belote/index.js';
export { beloteResult, BELOTE_ERROR_CODES, type BeloteError, type BeloteErrorCode } from '../games/belote/index.js';

// Cards and scoring.
export { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from '../games/belote/index.js';
export type { BeloteDealFacts, BeloteDealScore, BeloteOutcome } from '../games/belote/index.js';

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
} from '../games/belote/index.js';

// Score sheets and positions from facts.
export {
  beloteScoreSheet,
  beloteScoreSheetSchema,
  BELOTE_SCORESHEET_ERROR_CODES,
  type BeloteScoreSheetInput,
  type BeloteScoreSheetResult,
} from '../games/belote/index.js';
export { belotePositionSchema, beloteFactsOf, type BelotePositionFacts } from '../games/belote/index.js';

// Notation.
export { beloteActionSchema, beloteActionObjectSchema } from '../games/belote/index.js';

// Dealing as at the table (the `table` deal procedure): the cut and the packets.
export { beloteTableRules, type BeloteDealInput, type BeloteTableDeal } from '../games/belote/deal.js';
