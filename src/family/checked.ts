/**
 * The checked API of a game of four seats from its parts (Belote, Coinche): `verdict` is the one
 * check of an action, `apply` checks an action with it before its step, `explain` says the verdict, `explainFor` as
 * a seat asks it, `applyUnchecked` steps a move known to be legal. The game gives how it reads an
 * action (the kernel's `actionReader`, then its codec's move), its verdicts and its step.
 */
import { explainOn, UnreadableAction } from '../kernel/action-object.js';
import { left, right, type Either } from '../kernel/either.js';
import type { RuleError } from '../kernel/errors.js';
import { explainForSeat } from '../kernel/explain.js';
import type { Explanation } from '../kernel/ruleset.js';
import type { Seat } from '../kernel/seat.js';

/** The rule that allows an action, or the error `apply` returns. */
export type Verdict<C extends string> =
  { readonly ok: true; readonly rule: string } | { readonly ok: false; readonly error: RuleError<C> };

export interface CheckedParts<S, M, C extends string, T> {
  /** Every action value, read first by the kernel's one reader (`actionReader`). */
  readonly read: (input: unknown) => unknown;
  readonly actor: (s: S) => Seat | 'done';
  /** The error of any action once the deal is over. */
  readonly over: () => RuleError<C>;
  /** The move of an action value, or why it is none. */
  readonly moveOf: (a: unknown) => Either<RuleError<C>, M>;
  /** The check of a move read. */
  readonly moveVerdict: (s: S, m: M) => Verdict<C>;
  /** The step of a move known to be legal. */
  readonly applyMove: (s: S, m: M) => T;
}

export function checkedApi<S, A, M, C extends string, T>(p: CheckedParts<S, M, C, T>) {
  const { read, actor, over, moveOf, moveVerdict, applyMove } = p;
  /** The one check of an action, shared by `apply` and `explain`: the rule that allows it, or the error. */
  const verdict = (s: S, raw: unknown): Verdict<C> => {
    if (actor(s) === 'done') return { ok: false, error: over() };
    const m = moveOf(raw);
    return m._tag === 'Left' ? { ok: false, error: m.left } : moveVerdict(s, m.right);
  };
  /** The checked step: `verdict`, then the step. Never mutates, never throws. */
  const apply = (s: S, input: A): Either<RuleError<C>, T> => {
    const a = read(input);
    if (a instanceof UnreadableAction) return left(a.error as RuleError<C>);
    if (actor(s) === 'done') return left(over());
    const m = moveOf(a);
    if (m._tag === 'Left') return left(m.left);
    const v = moveVerdict(s, m.right);
    return v.ok ? right(applyMove(s, m.right)) : left(v.error);
  };
  /** The step of an action known to be legal (not checked). */
  const applyUnchecked = (s: S, a: A): T => {
    const m = moveOf(a);
    if (m._tag === 'Left') throw new RangeError(`applyUnchecked: ${m.left.message}`);
    return applyMove(s, m.right);
  };
  /** Why an action is legal (its rule) or not (the error `apply` returns). */
  // `read`'s refusal (`action/malformed`) is among every game's codes.
  const explain = explainOn(read, verdict) as (s: S, input: A) => Explanation<C>;
  /** `explain` as asked by `seat`: a seat that is not to act learns only whose turn it is. */
  const explainFor = (s: S, seat: Seat, a: A) => explainForSeat({ actor, players: () => 4, explain, over }, s, seat, a);
  return { verdict, apply, applyUnchecked, explain, explainFor };
}
