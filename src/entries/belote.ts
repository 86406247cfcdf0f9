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
  BELOTE_MATCH_POLICY,
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
export { scoreDeal, type BeloteDealFacts, type BeloteDealScore, type BeloteOutcome } from '../games/belote/index.js';

// Notation.
export { beloteActionSchema, beloteActionObjectSchema } from '../games/belote/index.js';

// Dealing as at the table (the `table` deal procedure): the cut and the packets.
export { beloteTableRules, type BeloteDealInput, type BeloteTableDeal } from '../games/belote/deal.js';
