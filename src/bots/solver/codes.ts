/**
 * The double-dummy solver's error codes (`solve` and `atout analyse`).
 */
export const SOLVE_ERROR_CODES = [
  'solve/no-sides',
  'solve/not-card-play',
  'solve/too-deep',
  'solve/budget',
  'solve/unknown-ruleset',
  'solve/bad-options',
  'solve/no-score',
  'solve/contract-not-searched',
] as const;

/** A code the solver returns. */
export type SolveErrorCode = Extract<(typeof SOLVE_ERROR_CODES)[number], string>;
