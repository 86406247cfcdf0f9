/**
 * One error convention everywhere: a stable namespaced code (`play/must-overtrump`), a human
 * message and structured detail. An error returned to a player is built only from what that
 * player may see: games put public facts and the acting seat's own cards in `detail`, nothing else.
 */
import type { Either } from './either.js';

/**
 * An error as data: a stable code (docs/errors.md), a human message, structured detail. `C` is the
 * union of codes the function returning it can produce: atout's functions name theirs
 * (`RuleError<TarotErrorCode>`; the package root's `RuleErrorCode` is every code atout returns), a
 * game written outside the package names its own; `RuleError` alone accepts any code.
 */
export interface RuleError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * Builds a RuleError. Its code keeps its literal type, so a function declared to return
 * `RuleError<SomeCodes>` refuses a code that is not one of them (a misspelling) at compile time.
 */
export function ruleError<C extends string>(
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
