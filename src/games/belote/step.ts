/**
 * The outcome of checking an action (the rule that allows it, or the error `apply` returns), the
 * step type, the error codes, and the helper that builds states.
 */
import { FOLLOW_ERROR_CODES, POSITION_ERROR_CODES, RULESET_ERROR_CODES } from '../../kernel/codes.js';
import type { RuleError } from '../../kernel/errors.js';
import type { Step } from '../../kernel/ruleset.js';
import { BELOTE_OPTION_ERROR_CODES } from './options.js';
import type { BeloteEvent, BeloteState } from './state.js';
import { allow, refuse as refuseWith, type Verdict as KernelVerdict } from '../../kernel/explain.js';

/**
 * Every code the `belote` ruleset returns (`setup`, `apply`, `explain`, `explainFor`,
 * `sampleHidden`, `codec.decode`), the kernel's included. docs/errors.md lists them.
 */
export const BELOTE_ERROR_CODES = [
  'action/malformed',
  'announce/must-announce-first',
  'announce/not-held',
  'announce/shared-card',
  'notation/bad-card',
  'notation/bad-meld',
  'notation/no-such-meld',
  ...BELOTE_OPTION_ERROR_CODES,
  'phase/deal-over',
  'phase/wrong-phase',
  ...FOLLOW_ERROR_CODES,
  'play/call-not-allowed',
  'play/not-in-hand',
  ...POSITION_ERROR_CODES,
  'position/bella',
  'position/contract',
  'position/declaration',
  'position/trump-ceiling',
  'take/name-a-suit',
  'take/turned-suit-only',
  'take/not-the-turned-suit',
  ...RULESET_ERROR_CODES,
] as const;
/** A code the Belote ruleset returns. */
export type BeloteErrorCode = Extract<(typeof BELOTE_ERROR_CODES)[number], string>;
/** An error of the Belote ruleset. */
export type BeloteError = RuleError<BeloteErrorCode>;

/** A check: the rule that allows the action, or the error. */
export type Verdict = KernelVerdict<BeloteErrorCode>;
/** A refusal, of the game's codes only (a misspelt code does not compile). */
export const refuse: (error: BeloteError) => Verdict = refuseWith;
export { allow };

export type BeloteStep = Step<BeloteState, BeloteEvent>;

/** `s` with some fields replaced: every Belote state is built by this literal or `initialState`, every field in one order. */
export function withState(s: BeloteState, c: Partial<BeloteState>): BeloteState {
  return {
    options: c.options ?? s.options,
    phase: c.phase ?? s.phase,
    hands: c.hands ?? s.hands,
    pack: c.pack ?? s.pack,
    dealt: c.dealt ?? s.dealt,
    turned: c.turned ?? s.turned,
    speech: c.speech ?? s.speech,
    taker: c.taker !== undefined ? c.taker : s.taker,
    trump: c.trump !== undefined ? c.trump : s.trump,
    strain: c.strain !== undefined ? c.strain : s.strain,
    declarations: c.declarations ?? s.declarations,
    leader: c.leader ?? s.leader,
    trick: c.trick ?? s.trick,
    tricks: c.tricks ?? s.tricks,
    won: c.won ?? s.won,
    calls: c.calls ?? s.calls,
    voids: c.voids ?? s.voids,
    trumpCeiling: c.trumpCeiling ?? s.trumpCeiling,
    annulled: c.annulled ?? s.annulled,
  };
}

/** The per-seat list `a` (4 seats) with the entry of seat `i` replaced. */
export const replaceAt = <T>(a: readonly T[], i: number, v: T): readonly T[] => a.map((x, k) => (k === i ? v : x));
