/**
 * What is wrong with an action object that failed its game's schema (each game's
 * `actionFromObject`): the first issue read once, and the messages every game gives when the issue
 * is the object's shape (an unknown key, a missing or unknown type) rather than one field.
 */
import type * as z from 'zod/mini';
import type { DeckSpec } from './card.js';
import { ruleError, type RuleError } from './errors.js';
import { brief, showValue } from './options-error.js';

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
  if (issue.code === 'unrecognized_keys')
    return ruleError(
      'action/malformed',
      `Unknown key ${showValue(issue.keys[0])} in a ${game} ${showValue(fields['type'])} action.`,
      { keys: issue.keys.slice(0, 8) },
    );
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
 * action objects a game's `legal` lists share, built once at load (`make` gets the card's name).
 */
export function perCard<T extends object>(deck: DeckSpec, make: (name: string) => T): readonly (T | undefined)[] {
  const out: (T | undefined)[] = [];
  for (const card of deck.cards) out[card] = Object.freeze(make(deck.names.get(card)!));
  return Object.freeze(Array.from(out));
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

/** The keys an action object of each type may have beside `type` and `seat` (by the type's name). */
export type ActionKeys = Readonly<Record<string, readonly string[]>>;

/**
 * The one reader of an action value that `apply`, `explain` and `explainFor` of every game call
 * first. A value that is not an object or a function passes unchanged (the game refuses it in its
 * own words); an object that `legal` listed (one of `trusted`: frozen, built by the game) passes
 * unchanged, after one look-up. Any other object is read once, inside a guard, into a plain copy of
 * its own enumerable fields (lists and objects in them copied too, to a small depth and size): the
 * game then reads the copy, so a proxy whose traps throw, a getter that throws or answers
 * differently each time, a cyclic or a huge value cannot reach it. Refused with
 * `action/malformed`: a key that no action of the type has (`{ ...legal[0], by: 2 }`; the type
 * unknown: a key that no action of the game has), a function, a value nested deeper or longer than
 * any action, or one that cannot be read.
 */
export function actionReader(
  game: string,
  keys: ActionKeys,
  trusted: Iterable<object | undefined>,
): (input: unknown) => unknown {
  const known = new WeakSet<object>();
  for (const o of trusted) if (o !== undefined) known.add(o);
  const byType = new Map<string, ReadonlySet<string>>();
  const every = new Set<string>(['type', 'seat']);
  for (const [type, fields] of Object.entries(keys)) {
    byType.set(type, new Set(['type', 'seat', ...fields]));
    for (const f of fields) every.add(f);
  }
  const refuse = (message: string, detail: Record<string, unknown>): UnreadableAction =>
    new UnreadableAction(ruleError('action/malformed', message, detail));
  return (input) => {
    if (typeof input !== 'object' || input === null) {
      return typeof input === 'function'
        ? refuse(`A ${game} action is an object or its string; got a function.`, { received: 'function' })
        : input;
    }
    if (known.has(input)) return input;
    try {
      if (Array.isArray(input))
        return refuse(`A ${game} action is an object or its string; got a list.`, { received: 'array' });
      const names = Object.keys(input);
      if (names.length > MAX_ITEMS) throw new TooBig('an object larger than any action');
      // each field read once: a getter that answers differently each time is read as it answered
      const copy: Record<string, unknown> = {};
      let unknown: string[] | undefined;
      for (const k of names)
        if (every.has(k)) copy[k] = plainCopy((input as Readonly<Record<string, unknown>>)[k], 1);
        else (unknown ??= []).push(k); // never copied: a '__proto__' key cannot reach the copy's prototype
      const type = copy['type'];
      const allowed = typeof type === 'string' ? byType.get(type) : undefined;
      if (allowed !== undefined) for (const k of names) if (!allowed.has(k) && every.has(k)) (unknown ??= []).push(k);
      if (unknown !== undefined)
        return refuse(`Unknown key ${showValue(unknown[0])} in a ${game} ${showValue(type)} action.`, {
          keys: unknown.slice(0, 8),
        });
      return copy;
    } catch (e) {
      const why = e instanceof TooBig ? e.message : 'an object that cannot be read';
      return refuse(`Not a ${game} action (${why}).`, { received: why });
    }
  };
}

/** Thrown inside `actionReader`'s guard for a value no action holds. */
class TooBig extends Error {}

/** Lists, objects and text in an action are small (a Tarabish declaration: at most 12 melds). */
const MAX_ITEMS = 16;
const MAX_DEPTH = 3;
const MAX_TEXT = 200;

/** A copy of a field's value at `depth` (the action is depth 0): primitives as they are, small lists and objects copied. */
function plainCopy(v: unknown, depth: number): unknown {
  if (typeof v === 'function') throw new TooBig('a function');
  if (typeof v === 'string' && v.length > MAX_TEXT) throw new TooBig('a string longer than any action holds');
  if (typeof v !== 'object' || v === null) return v;
  if (depth >= MAX_DEPTH) throw new TooBig('nested deeper than any action');
  if (Array.isArray(v)) {
    const n = v.length;
    if (n > MAX_ITEMS) throw new TooBig('a list longer than any action holds');
    const out: unknown[] = [];
    for (let i = 0; i < n; i++) out.push(plainCopy(v[i], depth + 1));
    return out;
  }
  const names = Object.keys(v);
  if (names.length > MAX_ITEMS) throw new TooBig('an object larger than any action holds');
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>; // a '__proto__' key stays a key
  for (const k of names) out[k] = plainCopy((v as Record<string, unknown>)[k], depth + 1);
  return out;
}
