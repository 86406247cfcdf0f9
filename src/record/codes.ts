/**
 * The error codes of records, saves and untrusted input, as lists (docs/errors.md is generated from
 * them): what `parseJson`, `replay`, `validate`, `submit` and `deserialize` return besides the
 * codes of the ruleset they drive.
 */
import { TURN_ERROR_CODES } from '../kernel/codes.js';

/** Untrusted JSON (`parseJson`, and every function taking input it does not trust). */
export const INPUT_ERROR_CODES = [
  'input/bad-json',
  'input/bad-number',
  'input/forbidden-key',
  'input/not-json',
  'input/string-too-long',
  'input/too-deep',
  'input/too-large',
] as const;
/** A code of untrusted input. */
export type InputErrorCode = Extract<(typeof INPUT_ERROR_CODES)[number], string>;

/** An unexpected failure caught at a public entry point (a bug). */
export const INTERNAL_ERROR_CODES = ['internal/error'] as const;

/** A record that cannot be replayed for a reason of its own (before any action). */
export const RECORD_ERROR_CODES = [
  'record/algorithm-mismatch',
  'record/bad-action',
  'record/bad-deal-algorithm',
  'record/bad-format-version',
  'record/bad-options',
  'record/bad-setup',
  'record/bad-version',
  'record/dealer-mismatch',
  'record/malformed',
  'record/players-mismatch',
  'record/too-many-actions',
  'record/unfinished',
  'record/unknown-ruleset',
] as const;

/**
 * What `replay` and `validate` return of their own: the record's codes, bad input, an unexpected
 * failure. An illegal action is reported with the ruleset's own code (and its index).
 */
export const REPLAY_ERROR_CODES = [...INPUT_ERROR_CODES, ...INTERNAL_ERROR_CODES, ...RECORD_ERROR_CODES] as const;
/** A code `replay` returns of its own. */
export type ReplayErrorCode = Extract<(typeof REPLAY_ERROR_CODES)[number], string>;

/** A save that cannot be resumed (`deserialize`). */
export const SAVE_ERROR_CODES = [
  'save/bad-action',
  'save/bad-deal-algorithm',
  'save/bad-format-version',
  'save/bad-options',
  'save/bad-setup',
  'save/bad-signature',
  'save/bad-version',
  'save/illegal-action',
  'save/malformed',
  'save/not-migratable',
  'save/state-mismatch',
  'save/too-many-actions',
  'save/wrong-ruleset',
] as const;

/** Every code `deserialize` returns: a save's, bad input, an unexpected failure, a seed that does not fit its algorithm. */
export const DESERIALIZE_ERROR_CODES = [
  ...SAVE_ERROR_CODES,
  ...INPUT_ERROR_CODES,
  ...INTERNAL_ERROR_CODES,
  'record/algorithm-mismatch',
] as const;
/** A code `deserialize` returns. */
export type DeserializeErrorCode = Extract<(typeof DESERIALIZE_ERROR_CODES)[number], string>;

/** What `submit` returns before the rules judge the move (then the ruleset's own codes). */
export const SUBMIT_ERROR_CODES = [
  ...TURN_ERROR_CODES,
  'action/malformed',
  'phase/deal-over',
  ...INPUT_ERROR_CODES,
  ...INTERNAL_ERROR_CODES,
] as const;
/** A code `submit` returns of its own. */
export type SubmitErrorCode = Extract<(typeof SUBMIT_ERROR_CODES)[number], string>;

/** Every code of this folder. */
export const RECORD_LAYER_ERROR_CODES = [...REPLAY_ERROR_CODES, ...SAVE_ERROR_CODES, ...SUBMIT_ERROR_CODES] as const;
