/**
 * The shapes every phase module returns: a step (the next state and its events), a check's outcome,
 * and the error codes a Tarot (or Goulash) deal can return.
 */
import { FOLLOW_ERROR_CODES, POSITION_ERROR_CODES, RULESET_ERROR_CODES } from '../../kernel/codes.js';
import type { RuleError } from '../../kernel/errors.js';
import { TAROT_OPTION_ERROR_CODES } from './options.js';
import type { TarotEvent, TarotState } from './state.js';
import { allow, refuse as refuseWith, type Verdict as KernelVerdict } from '../../kernel/explain.js';

/**
 * Every code the `tarot` and `goulash` rulesets return (`setup`, `apply`, `explain`, `explainFor`,
 * `sampleHidden`, `codec.decode`, `history`, and `tarotFactsOf`), the kernel's included. docs/errors.md
 * lists them.
 */
export const TAROT_ERROR_CODES = [
  'action/malformed',
  'bid/too-low',
  'call/not-callable',
  'call/rank-not-allowed',
  'chelem/requires-21',
  'discard/no-kings',
  'discard/no-oudlers',
  'discard/not-in-hand',
  'discard/trump-avoidable',
  'notation/bad-card',
  ...TAROT_OPTION_ERROR_CODES,
  'phase/deal-over',
  'phase/wrong-phase',
  ...FOLLOW_ERROR_CODES,
  'play/called-suit-lead',
  'play/not-in-hand',
  'poignee/already-shown',
  'poignee/cannot-complete',
  'poignee/duplicate-card',
  'poignee/excuse-not-allowed',
  'poignee/incomplete',
  'poignee/not-announced',
  'poignee/not-held',
  'poignee/not-in-goulash',
  'poignee/not-trump',
  'poignee/out-of-order',
  'poignee/too-few-trumps',
  'poignee/too-late',
  'poignee/wrong-size',
  ...POSITION_ERROR_CODES,
  // a position from facts (facts.ts): the Tarot-only refusals
  'position/call',
  'position/chien',
  'position/contract',
  'position/ecart',
  'position/excuse-debt',
  'position/poignee',
  'save/state-mismatch',
  ...RULESET_ERROR_CODES,
] as const;
/** A code the Tarot and Goulash rulesets return. */
export type TarotErrorCode = Extract<(typeof TAROT_ERROR_CODES)[number], string>;
/** An error of the Tarot and Goulash rulesets. */
export type TarotError = RuleError<TarotErrorCode>;

export interface TarotStep {
  readonly state: TarotState;
  readonly events: readonly TarotEvent[];
}

/** A check: the rule that allows the action, or the error. */
export type Verdict = KernelVerdict<TarotErrorCode>;
/** A refusal, of the game's codes only (a misspelt code does not compile). */
export const refuse: (error: TarotError) => Verdict = refuseWith;
export { allow };
