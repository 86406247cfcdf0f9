/** The outcome of checking an action, and the step `apply` returns. */
import type { RuleError, Step } from 'atout';
import type { WhistEvent, WhistState } from './state.js';

/** The rule that allows an action, or the error `apply` returns for it. */
export type Verdict = { readonly ok: true; readonly rule: string } | { readonly ok: false; readonly error: RuleError };

export const allow = (rule: string): Verdict => ({ ok: true, rule });
export const refuse = (error: RuleError): Verdict => ({ ok: false, error });

/** A Whist step: the new state and the events of the action. */
export type WhistStep = Step<WhistState, WhistEvent>;
