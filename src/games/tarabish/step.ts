/** The outcome of checking an action: the rule that allows it, or the error `apply` returns. */
import type { RuleError } from '../../kernel/errors.js';
import type { Step } from '../../kernel/ruleset.js';
import type { TarabishEvent, TarabishState } from './state.js';

export type Verdict = { readonly ok: true; readonly rule: string } | { readonly ok: false; readonly error: RuleError };

export const allow = (rule: string): Verdict => ({ ok: true, rule });
export const refuse = (error: RuleError): Verdict => ({ ok: false, error });

export type TarabishStep = Step<TarabishState, TarabishEvent>;
