/**
 * The error codes the kernel itself returns, as lists a game spreads into its own. Each game lists
 * its codes beside its rules (`TAROT_ERROR_CODES`, `TARABISH_ERROR_CODES`), the records and the
 * match theirs; the package root joins them into `RuleErrorCode`. docs/errors.md is generated
 * from these lists and checked against the source.
 *
 * Each list's type is written `Extract<(typeof LIST)[number], string>` (the same union): the
 * `Extract` gives the union its own name, so compiler messages print `TarotErrorCode` rather than
 * every code.
 */

/** The codes of the follow chain (`checkPlay`): one per rule that can refuse a card. */
export const FOLLOW_ERROR_CODES = [
  'play/must-follow-suit',
  'play/must-overtrump',
  'play/must-trump',
  'play/must-undertrump',
] as const;
/** A code of the follow chain. */
export type FollowErrorCode = Extract<(typeof FOLLOW_ERROR_CODES)[number], string>;

/** `explainForSeat`: a value that is not a seat, a seat that is not to act. */
export const TURN_ERROR_CODES = ['turn/bad-seat', 'turn/not-your-turn'] as const;
/**
 * Reading positions (`readPosition`, `rebuild`, `confirm`) and building a state from a position's
 * facts (`setup(options, { position })`): facts of the wrong shape (`malformed`), a card in two
 * places or in none, a hand of the wrong size for the tricks played, a seat to act that does not
 * follow from the trick, cards won that are not whole tricks, a seat holding a card of a suit it
 * is known to be void in, and a state that began at a position asked for its history.
 */
export const POSITION_ERROR_CODES = [
  'position/malformed',
  'position/illegal',
  'position/inconsistent',
  'position/card-twice',
  'position/card-missing',
  'position/hand-size',
  'position/turn',
  'position/cards-won',
  'position/void',
  'position/no-history',
] as const;
/** What a game's position parser returns: the position codes, and a card it cannot read. */
export type PositionErrorCode = (typeof POSITION_ERROR_CODES)[number] | 'notation/bad-card';

/** An explicit table deal whose cut or extra slots cannot be (`dealAtTable`). */
export const TABLE_DEAL_ERROR_CODES = ['setup/bad-cut', 'setup/bad-extra-slots'] as const;
/**
 * An explicit deal (`dealtHands`, `dealtCards`) that is not a list, or not of the number of hands or
 * cards the deal needs.
 */
export const DEAL_LIST_ERROR_CODES = ['setup/bad-deal', 'setup/wrong-deal-size', 'setup/wrong-hand-count'] as const;
/** A source naming a deal procedure this library does not know. */
export const PROCEDURE_ERROR_CODES = ['setup/bad-procedure'] as const;

/**
 * What every game's `setup` returns on a bad source, in this order in each game's list: a seed that
 * is not one, a source that is none of `{ seed }`, `{ deal }` and `{ position }`, a table deal or
 * procedure refused (`seededDeal`), a card dealt twice.
 */
export const SETUP_SOURCE_ERROR_CODES = [
  'setup/bad-seed',
  'setup/bad-source',
  ...TABLE_DEAL_ERROR_CODES,
  ...PROCEDURE_ERROR_CODES,
  'setup/duplicate-card',
] as const;

/**
 * What every game's ruleset returns through the parts the kernel gives it: an explicit deal or a
 * source refused (`dealtHands`, `seededDeal`), no world to sample (`assignHidden`), a seat that may
 * not act (`explainForSeat`).
 */
export const RULESET_ERROR_CODES = [
  ...DEAL_LIST_ERROR_CODES,
  ...SETUP_SOURCE_ERROR_CODES,
  'sample/no-world',
  ...TURN_ERROR_CODES,
] as const;

/** Every code a kernel function returns. */
export const KERNEL_ERROR_CODES = [
  'notation/bad-card',
  ...FOLLOW_ERROR_CODES,
  ...TURN_ERROR_CODES,
  ...POSITION_ERROR_CODES,
  'sample/no-world',
  'setup/bad-seed',
  ...DEAL_LIST_ERROR_CODES,
  'setup/duplicate-card',
  ...TABLE_DEAL_ERROR_CODES,
  ...PROCEDURE_ERROR_CODES,
] as const;
/** A code a kernel function returns. */
export type KernelErrorCode = Extract<(typeof KERNEL_ERROR_CODES)[number], string>;

/** True when `code` is one of `codes` (narrows it). */
export const isOneOf = <C extends string>(codes: readonly C[], code: string): code is C =>
  (codes as readonly string[]).includes(code);
