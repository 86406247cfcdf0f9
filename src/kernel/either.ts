/**
 * Either values, shaped exactly like fp-ts's `Either` (`{ _tag: 'Left', left }` /
 * `{ _tag: 'Right', right }`), so every fp-ts combinator works on what atout returns.
 * atout builds them itself to stay free of module-format quirks at run time.
 */
import type { Either, Left, Right } from 'fp-ts/Either';

export type { Either, Left, Right };

/** A failure (fp-ts shape). */
export const left = <E, A = never>(e: E): Either<E, A> => ({ _tag: 'Left', left: e });
/** A success (fp-ts shape). */
export const right = <A, E = never>(a: A): Either<E, A> => ({ _tag: 'Right', right: a });
/** True for a failure. */
export const isLeft = <E, A>(ma: Either<E, A>): ma is Left<E> => ma._tag === 'Left';
/** True for a success. */
export const isRight = <E, A>(ma: Either<E, A>): ma is Right<A> => ma._tag === 'Right';

/** Maps a success; a failure passes through. */
export const mapRight = <E, A, B>(ma: Either<E, A>, f: (a: A) => B): Either<E, B> =>
  ma._tag === 'Right' ? right(f(ma.right)) : ma;

/** Chains a step that can fail; a failure passes through. */
export const chain = <E, A, B>(ma: Either<E, A>, f: (a: A) => Either<E, B>): Either<E, B> =>
  ma._tag === 'Right' ? f(ma.right) : ma;
