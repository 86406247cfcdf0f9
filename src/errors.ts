/**
 * Every error code atout returns, as one list and one type: the kernel's, each game's, the
 * records', the matches'. Each layer lists its own codes beside its code; this module only joins
 * them (it is the one place that sees every layer). docs/errors.md is generated from this list,
 * and a test proves it complete by fuzzing the public functions.
 */
import { BOT_ERROR_CODES } from './bots/codes.js';
import { BELOTE_ERROR_CODES } from './games/belote/step.js';
import { BELOTE_SCORESHEET_ERROR_CODES } from './games/belote/scoresheet.js';
import { COINCHE_ERROR_CODES } from './games/coinche/step.js';
import { KERNEL_ERROR_CODES } from './kernel/codes.js';
import { QUERY_ERROR_CODES } from './kernel/query.js';
import { MATCH_ERROR_CODES } from './match/match.js';
import { ORACLE_ERROR_CODES } from './oracle/codes.js';
import { RECORD_LAYER_ERROR_CODES } from './record/codes.js';
import { SOLVE_ERROR_CODES } from './bots/solver/codes.js';
import { TARABISH_SCORESHEET_ERROR_CODES } from './games/tarabish/scoresheet.js';
import { TARABISH_ERROR_CODES } from './games/tarabish/step.js';
import { TAROT_SCORESHEET_ERROR_CODES } from './games/tarot/scoresheet.js';
import { TAROT_ERROR_CODES } from './games/tarot/step.js';

const ALL = [
  ...KERNEL_ERROR_CODES,
  ...TAROT_ERROR_CODES,
  ...TAROT_SCORESHEET_ERROR_CODES,
  ...TARABISH_ERROR_CODES,
  ...TARABISH_SCORESHEET_ERROR_CODES,
  ...BELOTE_ERROR_CODES,
  ...BELOTE_SCORESHEET_ERROR_CODES,
  ...COINCHE_ERROR_CODES,
  ...RECORD_LAYER_ERROR_CODES,
  ...MATCH_ERROR_CODES,
  ...QUERY_ERROR_CODES,
  ...ORACLE_ERROR_CODES,
  ...BOT_ERROR_CODES,
  ...SOLVE_ERROR_CODES,
] as const;

/**
 * Every code atout returns (a union of string literals, so a misspelt code does not compile and an
 * editor completes codes): `play/must-overtrump`, `record/bad-action`, … docs/errors.md lists each
 * with its message and the functions that return it.
 */
export type RuleErrorCode = Extract<(typeof ALL)[number], string>;

/** Every code atout returns, once each, sorted. */
export const RULE_ERROR_CODES: readonly RuleErrorCode[] = ALL.filter((c, i) => ALL.indexOf(c) === i).sort();
