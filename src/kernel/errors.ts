/**
 * One error convention everywhere: a stable namespaced code (`play/must-overtrump`), a human
 * message and structured detail. An error returned to a player is built only from what that
 * player may see: games put public facts and the acting seat's own cards in `detail`, nothing else.
 */
import { left, type Either } from './either.js';
import type { DetailOf } from './error-details.js';

/**
 * One error of code `C`: a stable code (docs/errors.md), a human message, and the detail of that
 * code (`DetailOf<C>`: its row of the table `ErrorDetails`, else open fields).
 */
export interface RuleErrorOf<C extends string> {
  readonly code: C;
  readonly message: string;
  readonly detail: DetailOf<C>;
}

/**
 * An error as data: a stable code (docs/errors.md), a human message, structured detail. `C` is the
 * union of codes the function returning it can produce: atout's functions name theirs
 * (`RuleError<TarotErrorCode>`; the package root's `RuleErrorCode` is every code atout returns), a
 * game written outside the package names its own; `RuleError` alone accepts any code. It is a
 * union discriminated by `code`: comparing `code` narrows `detail` to that code's fields
 * (`play/must-overtrump` → `{ card, rule, allowed }`).
 */
export type RuleError<C extends string = string> = C extends string ? RuleErrorOf<C> : never;

/** `ruleError`'s detail argument: optional when the code's detail has no required field. */
type DetailArgument<C extends string> =
  Record<never, never> extends DetailOf<C> ? [detail?: DetailOf<C>] : [detail: DetailOf<C>];

/**
 * Builds a RuleError. Its code keeps its literal type, so a function declared to return
 * `RuleError<SomeCodes>` refuses a code that is not one of them (a misspelling) at compile time,
 * and its detail is checked against the code's row of `ErrorDetails`.
 */
export function ruleError<C extends string>(code: C, message: string, ...[detail]: DetailArgument<C>): RuleError<C> {
  const error: RuleErrorOf<C> = { code, message, detail: detail ?? ({} as DetailOf<C>) };
  // For a union `C` this one object is a member of the union `RuleError<C>` (its code and detail agree).
  return error as RuleError<C>;
}

/**
 * The failure builder of a module whose codes are `C`: `fail(code, message, detail)` is
 * `left(ruleError(code, message, detail))`, a code not among `C` refused at compile time.
 */
export function failWith<C extends string>(): (
  code: C,
  message: string,
  detail?: Readonly<Record<string, unknown>>,
) => Either<RuleError<C>, never> {
  return (code, message, detail = {}) => left(ruleError(code, message, ...([detail] as DetailArgument<C>)));
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
