/** The shapes every phase module returns: a step (the next state and its events) and a check's outcome. */
import type { RuleError } from '../../kernel/errors.js';
import type { TarotEvent, TarotState } from './state.js';

export interface TarotStep {
  readonly state: TarotState;
  readonly events: readonly TarotEvent[];
}

/** A check: the error, or the name of the rule that allows the action. */
export type Verdict = { readonly ok: false; readonly error: RuleError } | { readonly ok: true; readonly rule: string };
export const allow = (rule: string): Verdict => ({ ok: true, rule });
export const refuse = (error: RuleError): Verdict => ({ ok: false, error });
