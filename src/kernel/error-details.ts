/**
 * The one table of error details: for each code whose `detail` has settled fields, their types.
 * `RuleError<C>` reads it (`DetailOf`), so `detail` narrows with `code`, and `ruleError` checks the
 * detail it is given against it. A code without a row carries `OpenDetail` (fields not pinned yet):
 * to pin a code, add its row here; every place that builds that error is then checked by the
 * compiler. Types only: nothing here runs.
 */
import type { Seat } from './seat.js';

/** The detail of a code whose fields are not pinned in the table: named fields of any JSON value. */
export type OpenDetail = { readonly [field: string]: unknown };

/** A card refused by the play obligation (`checkPlay`): the card, the rule that bound, the cards that rule allows. */
export type PlayRefusalDetail = {
  /** The card played, by name (`KS`). */
  readonly card: string;
  /** The rule that bound (`follow-suit`, `overtrump`, …, or a game's own, `called-suit-lead`). */
  readonly rule: string;
  /** The cards of the hand that rule allows, by name: the acting seat's own cards only. */
  readonly allowed: readonly string[];
};

/** An action naming one card that cannot go where it was sent. */
export type CardDetail = {
  /** The card, by name (`KS`). */
  readonly card: string;
};

/** A seat that is not the one to act: who is, and who asked. */
export type TurnDetail = {
  readonly actor: Seat;
  readonly seat: Seat;
};

/** A Tarot bid not above the highest bid so far (both by name: `prise`, `garde`, …). */
export type TarotBidTooLowDetail = {
  readonly bid: string;
  readonly highest: string;
};

/** A Tarabish bid refused by its value (`bid/too-low`, `bid/below-minimum`, `bid/above-maximum`). */
export type TarabishBidDetail = {
  readonly bid: number;
  readonly noTrump: boolean;
};

/**
 * Code → detail, for the codes whose detail is pinned (docs/errors.md lists every code); any other
 * code reads as `OpenDetail` (the index signature).
 */
export type ErrorDetails = {
  readonly [code: string]: OpenDetail;
  readonly 'play/must-follow-suit': PlayRefusalDetail;
  readonly 'play/must-overtrump': PlayRefusalDetail;
  readonly 'play/must-trump': PlayRefusalDetail;
  readonly 'play/must-undertrump': PlayRefusalDetail;
  readonly 'play/called-suit-lead': PlayRefusalDetail;
  readonly 'play/not-in-hand': CardDetail;
  readonly 'play/bella-not-allowed': CardDetail;
  readonly 'discard/not-in-hand': CardDetail;
  readonly 'discard/no-kings': CardDetail;
  readonly 'discard/no-oudlers': CardDetail;
  readonly 'discard/trump-avoidable': CardDetail;
  readonly 'turn/not-your-turn': TurnDetail;
  readonly 'bot/not-your-turn': TurnDetail;
  readonly 'bid/too-low': TarotBidTooLowDetail | (TarabishBidDetail & { readonly current: number });
  readonly 'bid/no-trump-not-allowed': TarabishBidDetail;
  readonly 'bid/bad-step': TarabishBidDetail;
  readonly 'bid/below-minimum': TarabishBidDetail & { readonly minimum: number };
  readonly 'bid/above-maximum': TarabishBidDetail & { readonly maximum: number };
};

/**
 * The detail of code `C`: its row of `ErrorDetails`, or `OpenDetail` for a code without one. An
 * indexed access (not a conditional type), so that `RuleError<'x' | C>` with a generic `C` still
 * takes a `RuleError<'x'>`.
 */
export type DetailOf<C extends string> = ErrorDetails[C];
