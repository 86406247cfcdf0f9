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
 * (`indexOfAction`). Returns the table, frozen.
 */
export function indexedActions<T extends object>(objects: readonly (T | undefined)[]): readonly (T | undefined)[] {
  const out = objects.map((o, i) =>
    o === undefined ? undefined : Object.freeze(Object.defineProperty(o, INDEX, { value: i })),
  );
  return Object.freeze(out);
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
