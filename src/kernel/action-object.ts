/**
 * What is wrong with an action object that failed its game's schema (each game's
 * `actionFromObject`): the first issue read once, and the messages every game gives when the issue
 * is the object's shape (an unknown key, a missing or unknown type) rather than one field.
 */
import type * as z from 'zod/mini';
import type { DeckSpec } from './card.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import type { Verdict } from './explain.js';
import { brief, showValue } from './options-error.js';
import type { Explanation } from './ruleset.js';

/** The first issue of a failed parse of an action object. */
export interface ObjectIssue {
  /** The input's own fields (none when the input is not an object). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly issue: z.core.$ZodIssue;
  /** The path of the field at fault, dotted (`''` for the object itself). */
  readonly field: string;
  /** The value at fault, when the schema reported it. */
  readonly value: unknown;
  /** The messages of the first four issues, for an error's detail. */
  readonly messages: readonly string[];
}

/** Reads the first issue of `error`, the failed parse of `input` (parsed with `reportInput`). */
export function objectIssue(input: unknown, error: z.core.$ZodError): ObjectIssue {
  const issue = error.issues[0]!;
  return {
    fields: (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>,
    issue,
    field: issue.path.map(String).join('.'),
    value: (issue as { input?: unknown }).input,
    messages: error.issues.slice(0, 4).map((i) => i.message),
  };
}

/**
 * An untrusted action object read by its game's `schema`, then as its action string (`decode` of
 * `text`), so it passes the same checks; when the schema refuses it, the refusal `numeric` gives
 * (an action naming its card by number), else its first issue for the game to word.
 */
export function readObjectWith<T, A, E>(
  input: unknown,
  schema: z.ZodMiniType<T>,
  read: { readonly text: (o: T) => string; readonly decode: (text: string) => Either<E, A> },
  numeric: (input: unknown) => E | undefined,
): Either<E, A> | ObjectIssue {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return read.decode(read.text(parsed.data));
  const refused = numeric(input);
  return refused !== undefined ? left(refused) : objectIssue(input, parsed.error);
}

/** `action/malformed` for keys no action of its type has (`submit` and `apply` say it so). */
const unknownKey = (game: string, type: unknown, keys: readonly string[]): RuleError<'action/malformed'> =>
  ruleError('action/malformed', `Unknown key ${showValue(keys[0])} in a ${game} ${showValue(type)} action.`, {
    keys: keys.slice(0, 8),
  });

/**
 * The error of an action object whose first issue is its shape: an unknown key, or a type that is
 * missing or not one of `types`; undefined when the issue is one field's (the game words that one).
 */
export function objectShapeError(
  game: string,
  types: readonly string[],
  input: unknown,
  at: ObjectIssue,
): RuleError<'action/malformed'> | undefined {
  const { issue, field, fields } = at;
  if (issue.code === 'unrecognized_keys') return unknownKey(game, fields['type'], issue.keys);
  if (field === 'type' || field === '')
    return ruleError(
      'action/malformed',
      `A ${game} action object has a type: ${types.join(', ')}; got ${showValue(field === '' ? input : fields['type'])}.`,
      { issues: at.messages, field: 'type', received: brief(field === '' ? input : fields['type']), valid: types },
    );
  return undefined;
}

/**
 * One frozen value per card of `deck`, indexed by card id (undefined between the deck's ids): the
 * action objects a game's `legal` lists share, built once at load (`make` gets the card's name),
 * each knowing its index (`indexOfAction`).
 */
export function perCard<T extends object>(deck: DeckSpec, make: (name: string) => T): readonly (T | undefined)[] {
  const out: (T | undefined)[] = [];
  for (const card of deck.cards) out[card] = make(deck.names.get(card)!);
  return indexedActions(Array.from(out));
}

/**
 * The index `indexedActions` gives each of its objects, as a property that is neither enumerable
 * nor a string key: JSON, `Object.keys`, spreads and equality never see it.
 */
const INDEX: unique symbol = Symbol('atout.action-index');

/**
 * A table of shared action objects (what `legal` lists), each frozen and knowing its index, so that
 * the checked API finds what an object of the table stands for without reading its fields
 * (`indexOfAction`). Returns the table: read-only by its type, and not frozen, as V8 (Node 20) reads
 * an element of a frozen array several times slower than one of a plain array, and `legal` reads one
 * per action it lists (measured: `legal` at a deal's first lead +46%). The table stays inside the games.
 */
export function indexedActions<T extends object>(objects: readonly (T | undefined)[]): readonly (T | undefined)[] {
  return objects.map((o, i) =>
    o === undefined ? undefined : Object.freeze(Object.defineProperty(o, INDEX, { value: i })),
  );
}

/**
 * The index of `a` in `table` (built by `indexedActions`) when `a` is that very object, else -1:
 * any other value, equal or not, is read field by field by its game.
 */
export function indexOfAction(table: readonly unknown[], a: object): number {
  const i = (a as { readonly [INDEX]?: unknown })[INDEX];
  return typeof i === 'number' && table[i] === a ? i : -1;
}

/**
 * The refusal of an action object that names a card by its internal number (`{ type: 'play',
 * card: 3 }`, as `legal` returned before cards were named): the name it meant, as the suggestion.
 * Undefined when `card` is not a number.
 */
export function numericCardError(
  game: string,
  deck: DeckSpec,
  card: unknown,
): RuleError<'action/malformed'> | undefined {
  if (typeof card !== 'number') return undefined;
  const meant = deck.names.get(card);
  return meant === undefined
    ? ruleError(
        'action/malformed',
        `${game} actions name their cards (such as '${deck.names.get(deck.cards[0]!)!}'); ${showValue(card)} is no card.`,
        {
          field: 'card',
          value: card,
        },
      )
    : ruleError(
        'action/malformed',
        `${game} actions name their cards: card ${card} is '${meant}'; did you mean '${meant}'?`,
        { field: 'card', value: card, suggestion: meant },
      );
}

/** What an `actionReader` returns for a value that cannot be an action: the refusal. */
export class UnreadableAction {
  constructor(readonly error: RuleError<'action/malformed'>) {}
}

/**
 * A codec's `fromObject` on the kernel's one reader: the value read once by `read` (a proxy or a
 * getter that throws is refused, never thrown), then the game's move of it (`moveOf`), as the
 * action of that move (`toAction`).
 */
export const fromObjectOn =
  <M, A, C extends string>(
    read: (input: unknown) => unknown,
    moveOf: (a: unknown) => Either<RuleError<C>, M>,
    toAction: (m: M) => A,
  ) =>
  (input: unknown): Either<RuleError<C | 'action/malformed'>, A> => {
    const a = read(input);
    if (a instanceof UnreadableAction) return left(a.error);
    const m = moveOf(a);
    return m._tag === 'Left' ? m : right(toAction(m.right));
  };

/**
 * `explain` on a game's one reader and verdict: why an action is legal (the rule that allows it)
 * or not (the error `apply` returns; `read`'s for a value that cannot be an action).
 */
export const explainOn =
  <S, C extends string>(read: (input: unknown) => unknown, verdict: (s: S, a: unknown) => Verdict<C>) =>
  (s: S, input: unknown): Explanation<C | 'action/malformed'> => {
    const a = read(input);
    if (a instanceof UnreadableAction) return { legal: false, error: a.error };
    const v = verdict(s, a);
    return v.ok ? { legal: true, rule: v.rule } : { legal: false, error: v.error };
  };

/**
 * The one reader of an action value that `apply`, `explain` and `explainFor` of every game call
 * first. `schema` is the game's action objects on the wire, a discriminated union on `type` of
 * strict objects: the keys each type may have are read from it (and `seat`, which any action may
 * name). A value that is not an object or a function passes unchanged (the game refuses it in its
 * own words); an object that `legal` listed (one of `trusted`: frozen, built by the game) passes
 * unchanged, after one look-up. Any other object is read once, inside a guard, into a plain copy of
 * its own enumerable fields (lists and objects in them copied too, to a small depth and size): the
 * game then reads the copy, so a proxy whose traps throw, a getter that throws or answers
 * differently each time, a cyclic or a huge value cannot reach it. Refused with
 * `action/malformed`: a key that no action of the type has (`{ ...legal[0], by: 2 }`; the type
 * unknown: a key that no action of the game has), a function, a list, a value nested deeper or
 * longer than any action, or one that cannot be read.
 */
export function actionReader(
  game: string,
  schema: z.core.$ZodType,
  trusted: Iterable<object | undefined>,
): (input: unknown) => unknown {
  const known = new WeakSet<object>();
  for (const o of trusted) if (o !== undefined) known.add(o);
  const allowedOf = new Map<unknown, string[]>();
  const every = ['seat'];
  for (const o of (schema._zod.def as unknown as { options: readonly z.core.$ZodObject[] }).options) {
    const shape = o._zod.def.shape;
    every.push(...Object.keys(shape));
    for (const type of (shape['type']!._zod.def as unknown as { values: readonly unknown[] }).values)
      allowedOf.set(type, ['seat', ...Object.keys(shape)]);
  }
  const unreadable = (why: string) =>
    new UnreadableAction(ruleError('action/malformed', `Not a ${game} action: ${why}.`, { received: why }));
  return (input) => {
    if (typeof input === 'function') return unreadable('a function');
    if (typeof input !== 'object' || input === null || known.has(input)) return input;
    try {
      if (Array.isArray(input)) return unreadable('a list');
      // each field read once: a getter that answers differently each time is read as it answered
      const copy = plainCopy(input, 0) as Record<string, unknown>;
      const allowed = allowedOf.get(copy['type']) ?? every;
      const unknown = Object.keys(copy).filter((k) => !allowed.includes(k));
      return unknown.length === 0 ? copy : new UnreadableAction(unknownKey(game, copy['type'], unknown));
    } catch (e) {
      return unreadable(e instanceof Unreadable ? e.message : 'an object that cannot be read');
    }
  };
}

/** Thrown inside `actionReader`'s guard for a value no action holds. */
class Unreadable extends Error {}

/**
 * A copy of a value at `depth` of an action (the action is depth 0): primitives as they are, lists
 * and objects of at most 16 items copied down to depth 2 (a Tarabish declaration's melds), strings
 * of at most 200 characters; anything larger, a function or a `__proto__` key throws `Unreadable`.
 */
function plainCopy(v: unknown, depth: number): unknown {
  if (typeof v === 'function') throw new Unreadable('a function');
  if (typeof v !== 'object' || v === null) {
    if (typeof v === 'string' && v.length > 200) throw new Unreadable(LARGER);
    return v;
  }
  const names = depth > 2 || (Array.isArray(v) && v.length > 16) ? undefined : Object.keys(v);
  if (names === undefined || names.length > 16) throw new Unreadable(LARGER);
  const out: Record<string, unknown> = Array.isArray(v) ? ([] as unknown as Record<string, unknown>) : {};
  for (const k of names) {
    if (k === '__proto__') throw new Unreadable('a key __proto__');
    out[k] = plainCopy((v as Record<string, unknown>)[k], depth + 1);
  }
  return out;
}

const LARGER = 'larger than any action';
