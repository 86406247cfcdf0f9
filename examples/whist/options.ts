/** The options of a Whist deal: only the dealer (the rules themselves have no variants here). */
import { z } from 'zod';
import type { Either, RuleError } from 'atout';
import { left, right, ruleError } from 'atout/kernel';

/** The options schema; its defaults are the standard rules. */
export const whistOptions = z.strictObject({
  /** The seat that deals; the seat after it leads to the first trick. */
  dealer: z.number().int().min(0).max(3).default(0),
});

/** Resolved options. */
export type WhistOptions = z.output<typeof whistOptions>;
/** Options as a caller writes them (every field optional). */
export type WhistOptionsInput = z.input<typeof whistOptions>;

/** Parses options, refusing unknown keys and out-of-range values with `options/invalid`. */
export function parseOptions(input: unknown): Either<RuleError, WhistOptions> {
  const parsed = whistOptions.safeParse(input ?? {});
  if (parsed.success) return right(parsed.data);
  const issue = parsed.error.issues[0];
  return left(
    ruleError(
      'options/invalid',
      `Invalid Whist options: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    ),
  );
}
