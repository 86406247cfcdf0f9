/**
 * What the score sheets of the Belote family (Belote, Coinche, Tarabish) share: reading an untrusted
 * entry (`scoresheet/malformed` with the zod issues, never a throw) and the card point totals a set
 * of tricks can hold.
 */
import type * as z from 'zod/mini';
import type { Card } from '../kernel/card.js';
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';

/** The error of an entry that is not one. */
export type MalformedSheet = RuleError<'scoresheet/malformed'>;

const malformed = (message: string, detail: Readonly<Record<string, unknown>>): Either<MalformedSheet, never> =>
  left(ruleError('scoresheet/malformed', message, detail));

/** Parses an entry with its schema: `scoresheet/malformed` with the zod issues. */
export function parseEntry<T>(schema: z.ZodMiniType<T>, input: unknown): Either<MalformedSheet, T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return right(parsed.data);
  const issues = parsed.error.issues
    .slice(0, 8)
    .map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const summary = issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ');
  return malformed(`The score sheet entry is malformed: ${summary}`, { issues });
}

/** Runs a reader on untrusted input: an input that cannot even be read (a throwing getter) is malformed, never thrown. */
export function guarded<E, T>(read: () => Either<E, T>): Either<E | MalformedSheet, T> {
  try {
    return read();
  } catch (e: unknown) {
    return malformed('The score sheet entry could not be read.', {
      reason: e instanceof Error ? e.message.slice(0, 80) : 'unknown',
    });
  }
}

/**
 * Which card point totals a set of tricks can hold: the subset sums of `cards`' points, each card's
 * points read by `points` (the game's values under its trump or strain).
 */
export function achievableCardPoints(cards: readonly Card[], points: (c: Card) => number): readonly boolean[] {
  const values = cards.map(points);
  const total = values.reduce((t, v) => t + v, 0);
  const can = new Array<boolean>(total + 1).fill(false);
  can[0] = true;
  for (const v of values) for (let s = total; s >= v; s--) if (can[s - v]) can[s] = true;
  return can;
}

/** The error of an entry whose options are not the game's. */
export type BadSheetOptions = RuleError<'scoresheet/bad-options'>;

/**
 * Parses an entry with its schema and resolves its options with the game's parser (`game` names
 * the game in the message): the entry and the options, or `scoresheet/malformed` or
 * `scoresheet/bad-options`.
 */
export function readEntry<T extends { readonly options?: I | undefined }, I, O>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  parseOptions: (options: I | Record<string, never>) => Either<RuleError, O>,
  game: string,
): Either<MalformedSheet | BadSheetOptions, { readonly sheet: T; readonly options: O }> {
  const entry = parseEntry(schema, input);
  if (entry._tag === 'Left') return entry;
  const sheet = entry.right;
  const resolved = parseOptions(sheet.options ?? {});
  if (resolved._tag === 'Left')
    return left(
      ruleError('scoresheet/bad-options', `The options are not valid ${game} options: ${resolved.left.message}`, {
        cause: resolved.left,
      }),
    );
  return right({ sheet, options: resolved.right });
}
