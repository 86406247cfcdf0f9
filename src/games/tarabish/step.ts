/** The outcome of checking an action: the rule that allows it, or the error `apply` returns. */
import type { RuleError } from '../../kernel/errors.js';
import type { Step } from '../../kernel/ruleset.js';
import type { TarabishEvent, TarabishState } from './state.js';

export type Verdict = { readonly ok: true; readonly rule: string } | { readonly ok: false; readonly error: RuleError };

export const allow = (rule: string): Verdict => ({ ok: true, rule });
export const refuse = (error: RuleError): Verdict => ({ ok: false, error });

export type TarabishStep = Step<TarabishState, TarabishEvent>;

/**
 * `s` with some fields replaced. Every Tarabish state is built by this literal (or play.ts
 * `playState`), every field in one order, so that all states share one hidden class (object
 * spreads gave each phase its own, and the reducer's reads went polymorphic).
 */
export function withState(s: TarabishState, c: Partial<TarabishState>): TarabishState {
  return {
    options: c.options !== undefined ? c.options : s.options,
    phase: c.phase !== undefined ? c.phase : s.phase,
    hands: c.hands !== undefined ? c.hands : s.hands,
    pending: c.pending !== undefined ? c.pending : s.pending,
    speech: c.speech !== undefined ? c.speech : s.speech,
    contract: c.contract !== undefined ? c.contract : s.contract,
    trump: c.trump !== undefined ? c.trump : s.trump,
    declarations: c.declarations !== undefined ? c.declarations : s.declarations,
    leader: c.leader !== undefined ? c.leader : s.leader,
    trick: c.trick !== undefined ? c.trick : s.trick,
    tricks: c.tricks !== undefined ? c.tricks : s.tricks,
    won: c.won !== undefined ? c.won : s.won,
    bella: c.bella !== undefined ? c.bella : s.bella,
    voids: c.voids !== undefined ? c.voids : s.voids,
    trumpCeiling: c.trumpCeiling !== undefined ? c.trumpCeiling : s.trumpCeiling,
    annulled: c.annulled !== undefined ? c.annulled : s.annulled,
  };
}
