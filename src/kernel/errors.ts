/**
 * One error convention everywhere: a stable namespaced code (`play/must-overtrump`), a human
 * message and structured detail. An error returned to a player is built only from what that
 * player may see: games put public facts and the acting seat's own cards in `detail`, nothing else.
 */
import type { Either } from './either.js';

/** A namespaced error code: `area/what`. */
export type RuleErrorCode = `${string}/${string}`;

/** An error as data: a stable code (docs/errors.md), a human message, structured detail. */
export interface RuleError<C extends RuleErrorCode = RuleErrorCode> {
  readonly code: C;
  readonly message: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

/** Builds a RuleError. */
export function ruleError<C extends RuleErrorCode>(
  code: C,
  message: string,
  detail: Readonly<Record<string, unknown>> = {},
): RuleError<C> {
  return { code, message, detail };
}

/** Thrown by `getOrThrow`; carries the rule error. */
export class RuleViolation extends Error {
  readonly error: RuleError;
  constructor(error: RuleError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'RuleViolation';
    this.error = error;
  }
}

/** For scripts: the right value, or throws a `RuleViolation` carrying the left error. */
export function getOrThrow<A>(ma: Either<RuleError, A>): A {
  if (ma._tag === 'Left') throw new RuleViolation(ma.left);
  return ma.right;
}
