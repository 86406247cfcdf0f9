/**
 * What is wrong with an action object that failed its game's schema (each game's
 * `actionFromObject`): the first issue read once, and the messages every game gives when the issue
 * is the object's shape (an unknown key, a missing or unknown type) rather than one field.
 */
import type * as z from 'zod/mini';
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
