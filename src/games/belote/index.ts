/** The Belote game: its ruleset, entry, options, scoring and tables. */
export { belote, type BeloteTypes } from './rules.js';
export { beloteGame } from './game.js';
export { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from './cards.js';
export {
  beloteOptions,
  beloteOptionsInput,
  parseBeloteOptions,
  BELOTE_DEFAULTS,
  BELOTE_OPTION_ERROR_CODES,
  type BeloteOptions,
  type BeloteOptionsInput,
} from './options.js';
export { scoreDeal, type BeloteDealFacts, type BeloteDealScore, type BeloteOutcome } from './scoring.js';
export { beloteResult, type BeloteResult } from './settle.js';
export { BELOTE_ERROR_CODES, type BeloteError, type BeloteErrorCode } from './step.js';
export type { BeloteAction, BeloteEvent, BeloteState, Phase as BelotePhase } from './state.js';
export type { BeloteView, BeloteResultView } from './view.js';
export type { BeloteDeal } from './deal.js';
export { beloteActionSchema, beloteActionObjectSchema } from './action-schema.js';
export {
  beloteMatch,
  beloteMatchOptions,
  beloteMatchOutcome,
  BELOTE_MATCH_POLICY,
  type BeloteMatchOptions,
  type BeloteMatchOptionsInput,
} from './match.js';
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
} from './queries.js';
export {
  beloteScoreSheet,
  beloteScoreSheetSchema,
  BELOTE_SCORESHEET_ERROR_CODES,
  type BeloteScoreSheetInput,
  type BeloteScoreSheetResult,
} from './scoresheet.js';
export { belotePositionSchema, beloteFactsOf, type BelotePositionFacts } from './facts.js';
