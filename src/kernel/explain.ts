/**
 * `explain` for an untrusted seat. A refusal's detail may list the cards the seat to act may play,
 * which only that seat may see: a server answers "why was this refused?" through this gate, never
 * through the rules' own `explain`, which judges the action for the seat to act, whoever asks.
 */
import type { TURN_ERROR_CODES } from './codes.js';
import { ruleError, type RuleError } from './errors.js';
import { brief, showValue } from './options-error.js';
import type { Explanation } from './ruleset.js';
import { isSeat, playerName, type Seat } from './seat.js';

/**
 * `turn/bad-seat`: a value that is not a seat of a deal of `players` players. The message and
 * `detail.received` echo the value; seat numbers are data (from 0), the players' names text (from 1).
 */
export function badSeat(value: unknown, players: number): RuleError<'turn/bad-seat'> {
  return ruleError(
    'turn/bad-seat',
    `${showValue(value)} is not a seat of this deal: its seat numbers are 0 to ${players - 1} (${playerName(0)} to ${playerName(players - 1)}).`,
    { field: 'seat', received: brief(value), players, min: 0, max: players - 1 },
  );
}

/** `turn/not-your-turn`: `seat` acted while `actor` is to act (every game and `submit` say it so). */
export function notYourTurn(actor: Seat, seat: Seat): RuleError<'turn/not-your-turn'> {
  return ruleError('turn/not-your-turn', `It is ${playerName(actor)}'s turn, not ${playerName(seat)}'s.`, {
    actor,
    seat,
  });
}

/** A check's outcome: the rule that allows an action, or the error `apply` returns (`C`: the game's codes). */
export type Verdict<C extends string = string> =
  { readonly ok: true; readonly rule: string } | { readonly ok: false; readonly error: RuleError<C> };
/** The verdict of an action the rule named allows. */
export const allow = (rule: string): { readonly ok: true; readonly rule: string } => ({ ok: true, rule });
/** The verdict of an action refused with `error`. */
export const refuse = <E extends RuleError>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});

/** What `explainForSeat` needs of a ruleset. */
export interface ExplainRules<S, A, C extends string = string> {
  actor(state: S): Seat | 'done';
  players(state: S): number;
  explain(state: S, action: A): Explanation<C>;
  /**
   * The refusal once the deal is over (`phase/deal-over`, a match's `phase/match-over`), the same
   * for every seat whatever the action. Without it a finished deal gets `explain`'s answer.
   */
  over?(state: S): RuleError<C>;
}

/**
 * Explains `action` as asked by `seat`: a value that is not a seat of the deal gets
 * `turn/bad-seat`, a seat that is not to act gets `turn/not-your-turn` (naming only the seat to
 * act, which every view shows), whatever the action; once the deal is over, every seat gets the
 * rules' `over` refusal whatever the action; the seat to act gets the rules' own explanation. Never
 * throws on any `seat` or `action` value.
 * @returns `turn/bad-seat`, `turn/not-your-turn`, the `over` refusal, or the rules' explanation.
 */
export function explainForSeat<S, A, C extends string>(
  rules: ExplainRules<S, A, C>,
  state: S,
  seat: unknown,
  action: A,
): Explanation<C | (typeof TURN_ERROR_CODES)[number]> {
  const n = rules.players(state);
  if (!isSeat(seat, n)) return { legal: false, error: badSeat(seat, n) };
  const actor = rules.actor(state);
  if (actor === 'done' && rules.over !== undefined) return { legal: false, error: rules.over(state) };
  if (actor !== 'done' && actor !== seat) return { legal: false, error: notYourTurn(actor, seat) };
  return rules.explain(state, action);
}
