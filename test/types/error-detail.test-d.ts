/**
 * Type tests of `RuleError`'s detail, checked by `tsc --noEmit -p tsconfig.json` (part of `npm
 * test`): `RuleError` is a union discriminated by `code`, so comparing `code` narrows `detail` to
 * that code's row of `ErrorDetails`; a code without a row has open fields; `ruleError` checks the
 * detail it is given; a ruleset's errors print by name (`TarotError`).
 */
import { expectTypeOf } from 'vitest';
import { isLeft, type Either, type RuleError, type Step } from 'atout';
import { ruleError, type DetailOf, type OpenDetail, type PlayRefusalDetail, type TurnDetail } from 'atout/kernel';
import {
  tarot,
  type TarotAction,
  type TarotError,
  type TarotErrorCode,
  type TarotEvent,
  type TarotState,
} from 'atout/tarot';

// A ruleset's errors by name: `apply` returns `Either<TarotError, …>`, a union over its codes.
expectTypeOf(tarot.apply).returns.toEqualTypeOf<Either<TarotError, Step<TarotState, TarotEvent>>>();
expectTypeOf<TarotError>().toEqualTypeOf<RuleError<TarotErrorCode>>();
expectTypeOf<TarotError['code']>().toEqualTypeOf<TarotErrorCode>();

export function detailOf(state: TarotState, action: TarotAction): string {
  const r = tarot.apply(state, action);
  if (!isLeft(r)) return '';
  const e = r.left;
  // @ts-expect-error not narrowed: a field of one code's detail is not on every error
  void e.detail.allowed;
  switch (e.code) {
    case 'play/must-overtrump':
      expectTypeOf(e.detail).toEqualTypeOf<PlayRefusalDetail>();
      expectTypeOf(e.detail.allowed).toEqualTypeOf<readonly string[]>();
      return e.detail.allowed.join(' ');
    case 'turn/not-your-turn':
      expectTypeOf(e.detail).toEqualTypeOf<TurnDetail>();
      expectTypeOf(e.detail.actor).toEqualTypeOf<number>();
      // @ts-expect-error turn/not-your-turn names no card
      return e.detail.card;
    case 'discard/not-in-hand':
      expectTypeOf(e.detail.card).toEqualTypeOf<string>();
      return e.detail.card;
    case 'options/invalid':
      // a code whose detail is not pinned yet: open fields of unknown value
      expectTypeOf(e.detail).toEqualTypeOf<OpenDetail>();
      expectTypeOf(e.detail['path']).toEqualTypeOf<unknown>();
      return '';
    default:
      return e.message;
  }
}

// The table: a pinned code reads its row, any other code open fields.
expectTypeOf<DetailOf<'play/must-follow-suit'>>().toEqualTypeOf<PlayRefusalDetail>();
expectTypeOf<DetailOf<'whist/revoke'>>().toEqualTypeOf<OpenDetail>();

// `ruleError` checks the detail against the code's row.
export const built = ruleError('turn/not-your-turn', 'Not your turn.', { actor: 1, seat: 2 });
expectTypeOf(built).toEqualTypeOf<RuleError<'turn/not-your-turn'>>();
// @ts-expect-error turn/not-your-turn's detail names the actor and the seat
export const missing = ruleError('turn/not-your-turn', 'Not your turn.', { actor: 1 });
// @ts-expect-error a pinned detail is required
export const none = ruleError('play/not-in-hand', 'You do not hold that card.');
// A code without a row takes any fields, or none.
export const open = ruleError('whist/revoke', 'You revoked.', { trick: 3 });
export const bare = ruleError('whist/revoke', 'You revoked.');
