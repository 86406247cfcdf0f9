/**
 * Type tests of seats, checked by `tsc --noEmit -p tsconfig.json` (part of `npm test`): `view`
 * takes a seat or `'spectator'` and nothing else (a seat as a string does not compile; at run
 * time it is refused with `turn/bad-seat`, test/untrusted.test.ts), and `isSeatOf` narrows an
 * untrusted value to `Seat` without a cast; `viewFor` takes any value and answers an Either with
 * the game's own view type.
 */
import { expectTypeOf } from 'vitest';
import { isSeatOf, viewFor, type Either, type RuleError, type Seat } from 'atout';
import { tarabish, type TarabishState } from 'atout/tarabish';
import { tarot, type TarotState, type TarotView } from 'atout/tarot';

export function views(state: TarotState, fromClient: unknown, text: string): TarotView | null {
  // @ts-expect-error a seat as a string is not a seat
  tarot.view(state, '1');
  // @ts-expect-error nor is any string
  tarot.view(state, text);
  // @ts-expect-error an untrusted value must be checked first
  tarot.view(state, fromClient);
  tarot.view(state, 'spectator');
  if (!isSeatOf(tarot, state, fromClient)) return null;
  expectTypeOf(fromClient).toEqualTypeOf<Seat>();
  return tarot.view(state, fromClient);
}

export function otherGame(state: TarabishState, x: unknown): void {
  // @ts-expect-error isSeatOf checks against the ruleset's own state
  isSeatOf(tarot, state, x);
  if (isSeatOf(tarabish, state, x)) tarabish.view(state, x);
}

export function checked(state: TarotState, fromClient: unknown): void {
  const v = viewFor(tarot, state, fromClient);
  expectTypeOf(v).toEqualTypeOf<Either<RuleError<'turn/bad-seat'>, TarotView>>();
  // @ts-expect-error the state must be the ruleset's own
  viewFor(tarabish, state, 0);
}
