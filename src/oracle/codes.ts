/**
 * The error codes of the oracle's JSON Lines protocol (`atout oracle`, `answerLine`): a request
 * that cannot be answered for a reason of the protocol itself. A request that reaches a game gets
 * that game's codes instead (`options/…`, `notation/…`, the rule queries' own codes, `record/…`);
 * facts that do not fit a query's schema are `query/bad-facts` for every query, the protocol's
 * (`hello`, `replay`, `perft`) as the games'.
 */
export const ORACLE_ERROR_CODES = [
  /** The line is JSON but not a request: not an object, no `id`, a field of the wrong type. */
  'oracle/bad-request',
  /** `v` names a protocol version this library does not speak. */
  'oracle/bad-version',
  /** `query` is not one of the protocol's queries. */
  'oracle/unknown-query',
  /** `game` is not a ruleset of the registry. */
  'oracle/unknown-game',
  /** The game does not answer this query (e.g. `melds` in Tarot, a rule query of a match ruleset). */
  'oracle/not-answered',
  /** `perft` would visit more states than its node budget allows: refused, never a hang. */
  'oracle/budget',
  /** The line is longer than the command's line limit: answered with `id: null` and skipped. */
  'oracle/line-too-long',
] as const;

/** A code of the oracle protocol. */
export type OracleErrorCode = Extract<(typeof ORACLE_ERROR_CODES)[number], string>;
