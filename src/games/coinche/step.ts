/**
 * The outcome of checking a Coinche action, the step type and the error codes: the auction's,
 * the options', and those of Belote's card play.
 */
import { RULESET_ERROR_CODES } from '../../kernel/codes.js';
import type { RuleError } from '../../kernel/errors.js';
import type { Step } from '../../kernel/ruleset.js';
import { BELOTE_ERROR_CODES, type BeloteError } from '../belote/step.js';
import { COINCHE_AUCTION_ERROR_CODES } from './auction.js';
import { COINCHE_RULES_OPTION_ERROR_CODES } from './options.js';
import type { CoincheEvent, CoincheState } from './state.js';
import { allow, refuse as refuseWith, type Verdict as KernelVerdict } from '../../kernel/explain.js';

/** Belote's codes that its card play returns (all but the taking's, `take/…`). */
const CARD_PLAY_CODES = BELOTE_ERROR_CODES.filter(
  (c): c is Exclude<(typeof BELOTE_ERROR_CODES)[number], `take/${string}` | `options/${string}`> =>
    !c.startsWith('take/') && !c.startsWith('options/'),
);

/**
 * Every code the `coinche` ruleset returns (`setup`, `apply`, `explain`, `explainFor`,
 * `sampleHidden`, `codec.decode`), the kernel's included. docs/errors.md lists them.
 */
export const COINCHE_ERROR_CODES = [
  ...COINCHE_AUCTION_ERROR_CODES,
  ...COINCHE_RULES_OPTION_ERROR_CODES,
  ...CARD_PLAY_CODES,
  ...RULESET_ERROR_CODES,
].filter((c, i, all) => all.indexOf(c) === i);
/** A code the Coinche ruleset returns. */
export type CoincheErrorCode =
  | (typeof COINCHE_AUCTION_ERROR_CODES)[number]
  | (typeof COINCHE_RULES_OPTION_ERROR_CODES)[number]
  | (typeof CARD_PLAY_CODES)[number]
  | (typeof RULESET_ERROR_CODES)[number];
/** An error of the Coinche ruleset. */
export type CoincheError = RuleError<CoincheErrorCode>;

/** A Belote card-play error as Coinche's: the card play never returns the taking's codes. */
export const fromCardPlay = (e: BeloteError): CoincheError => e as CoincheError;

/** A check: the rule that allows the action, or the error. */
export type Verdict = KernelVerdict<CoincheErrorCode>;
/** A refusal, of the game's codes only (a misspelt code does not compile). */
export const refuse: (error: CoincheError) => Verdict = refuseWith;
export { allow };

export type CoincheStep = Step<CoincheState, CoincheEvent>;
