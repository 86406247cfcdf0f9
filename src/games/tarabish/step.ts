/**
 * The outcome of checking an action (the rule that allows it, or the error `apply` returns), the
 * step type, and the helpers that build states.
 */
import type { Card } from '../../kernel/card.js';
import { FOLLOW_ERROR_CODES, POSITION_ERROR_CODES, RULESET_ERROR_CODES } from '../../kernel/codes.js';
import type { RuleError } from '../../kernel/errors.js';
import type { Step } from '../../kernel/ruleset.js';
import type { Seat } from '../../kernel/seat.js';
import { TARABISH_OPTION_ERROR_CODES } from './options.js';
import type { TarabishEvent, TarabishState } from './state.js';
import { allow, refuse as refuseWith, type Verdict as KernelVerdict } from '../../kernel/explain.js';

/**
 * Every code the `tarabish` ruleset returns (`setup`, `apply`, `explain`, `explainFor`,
 * `sampleHidden`, `codec.decode`, `history`), the kernel's included. docs/errors.md lists them.
 */
export const TARABISH_ERROR_CODES = [
  'action/malformed',
  'bid/above-maximum',
  'bid/bad-step',
  'bid/below-minimum',
  'bid/no-trump-not-allowed',
  'bid/too-low',
  'call/dealer-must-call',
  'call/no-trump-not-allowed',
  'declare/must-declare-first',
  'declare/no-fours',
  'declare/not-held',
  'notation/bad-card',
  'notation/bad-meld',
  'notation/no-such-meld',
  ...TARABISH_OPTION_ERROR_CODES,
  'phase/deal-over',
  'phase/wrong-phase',
  ...FOLLOW_ERROR_CODES,
  'play/bella-not-allowed',
  ...POSITION_ERROR_CODES,
  'position/bella',
  'position/contract',
  'position/declaration',
  'position/trump-ceiling',
  'play/not-in-hand',
  'save/state-mismatch',
  ...RULESET_ERROR_CODES,
] as const;
/** A code the Tarabish ruleset returns. */
export type TarabishErrorCode = Extract<(typeof TARABISH_ERROR_CODES)[number], string>;
/** An error of the Tarabish ruleset. */
export type TarabishError = RuleError<TarabishErrorCode>;

/** A check: the rule that allows the action, or the error. */
export type Verdict = KernelVerdict<TarabishErrorCode>;
/** A refusal, of the game's codes only (a misspelt code does not compile). */
export const refuse: (error: TarabishError) => Verdict = refuseWith;
export { allow };

export type TarabishStep = Step<TarabishState, TarabishEvent>;

/** `s` with some fields replaced: every Tarabish state is built by this literal or `playState`, every field in one order. */
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
    start: s.start,
  };
}

/** `s` with its card-play fields replaced (the other fields kept), every field listed in the order of `withState`. */
export function playState(
  s: TarabishState,
  phase: TarabishState['phase'],
  hands: TarabishState['hands'],
  leader: Seat,
  trick: TarabishState['trick'],
  tricks: TarabishState['tricks'],
  won: TarabishState['won'],
  bella: TarabishState['bella'],
  voids: TarabishState['voids'],
  trumpCeiling: TarabishState['trumpCeiling'],
): TarabishState {
  return {
    options: s.options,
    phase,
    hands,
    pending: s.pending,
    speech: s.speech,
    contract: s.contract,
    trump: s.trump,
    declarations: s.declarations,
    leader,
    trick,
    tricks,
    won,
    bella,
    voids,
    trumpCeiling,
    annulled: s.annulled,
    start: s.start,
  };
}

/** The per-seat numbers `a` (4 seats) with the entry of seat `i` replaced. */
export function replaceNumber(a: readonly number[], i: number, v: number): readonly number[] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}

/** The per-seat flags `a` (4 seats) with the entry of seat `i` replaced. */
export function replaceFlag(a: readonly boolean[], i: number, v: boolean): readonly boolean[] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}

/** The hands (4 seats) with the hand of seat `i` replaced. */
export function replaceHand(
  a: TarabishState['hands'],
  i: number,
  v: TarabishState['hands'][number],
): TarabishState['hands'] {
  return [i === 0 ? v : a[0]!, i === 1 ? v : a[1]!, i === 2 ? v : a[2]!, i === 3 ? v : a[3]!];
}

/** `cards` followed by the four cards of `trick`. */
export function withTrick(cards: readonly Card[], trick: readonly Card[]): Card[] {
  const n = cards.length;
  const out = new Array<Card>(n + 4);
  for (let i = 0; i < n; i++) out[i] = cards[i]!;
  for (let i = 0; i < 4; i++) out[n + i] = trick[i]!;
  return out;
}
