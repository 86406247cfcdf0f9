/**
 * The building blocks of rule queries (`RuleQuery`): facts read from plain data, cards by name.
 * A game's queries parse their facts here, then answer through the game's own card-play core.
 */
import * as z from 'zod/mini';
import { parseCard, type Card, type DeckSpec } from './card.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { showValue } from './options-error.js';
import type { RuleQuery } from './ruleset.js';
import { englishMessages } from './zod.js';

englishMessages();

/** The codes of facts a rule query cannot use (shared by every game's queries). */
export const QUERY_ERROR_CODES = ['query/bad-facts', 'query/duplicate-card'] as const;
/** A code of facts a rule query cannot use. */
export type QueryErrorCode = (typeof QUERY_ERROR_CODES)[number];
/** What parsing facts can return: a bad shape, a card it cannot read, a card named twice. */
export type FactsErrorCode = 'query/bad-facts' | 'query/duplicate-card' | 'notation/bad-card';

/** A card of `deck` by name (`KH`, `21T`): its JSON Schema lists every name of the deck. */
export function cardNameSchema(deck: DeckSpec): z.ZodMiniType<string, string> {
  const names = deck.cards.map((c) => deck.names.get(c)!);
  return z.enum(names as [string, ...string[]]);
}

/**
 * Reads facts with their schema: `notation/bad-card` for a string where a card name is expected
 * that is not one (with the field), `query/bad-facts` for anything else the schema refuses.
 */
export function parseFacts<T, I>(
  schema: z.ZodMiniType<T, I>,
  deck: DeckSpec,
  input: unknown,
): Either<RuleError<'query/bad-facts' | 'notation/bad-card'>, T> {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return right(parsed.data);
  const issues = parsed.error.issues;
  for (const issue of issues) {
    const value = (issue as { input?: unknown }).input;
    const names = (issue as { values?: readonly unknown[] }).values;
    if (issue.code === 'invalid_value' && typeof value === 'string' && names?.some((v) => deck.byName.has(String(v)))) {
      const bad = parseCard(deck, value);
      if (bad._tag === 'Left')
        return left(ruleError(bad.left.code, bad.left.message, { ...bad.left.detail, field: pathText(issue.path) }));
    }
  }
  const first = issues[0];
  const field = first === undefined ? '' : pathText(first.path);
  const message = issues
    .slice(0, 5)
    .map((i) => {
      const at = pathText(i.path);
      return `${at === '' ? 'facts' : at}: ${i.message}; got ${showValue((i as { input?: unknown }).input)}`;
    })
    .join('; ');
  return left(
    ruleError('query/bad-facts', message, {
      field,
      issues: issues.slice(0, 20).map((i) => ({ code: i.code, path: i.path.map(String), message: i.message })),
    }),
  );
}

/** A zod path as text: `trick[2].card`. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`)).join('');
}

/**
 * The cards of several fields of facts, by id, each card once in all: `query/duplicate-card`
 * names a card found twice (and its two fields). The names must have passed `cardNameSchema`.
 */
export function distinctCards(
  deck: DeckSpec,
  fields: readonly (readonly [field: string, names: readonly string[]])[],
): Either<RuleError<'query/duplicate-card'>, Card[][]> {
  const seen = new Map<string, string>();
  const out: Card[][] = [];
  for (const [field, names] of fields) {
    const cards: Card[] = [];
    for (let i = 0; i < names.length; i++) {
      const n = names[i]!;
      const at = `${field}[${i}]`;
      const before = seen.get(n);
      if (before !== undefined)
        return left(
          ruleError('query/duplicate-card', `${n} is named twice (${before} and ${at}): a card is in one place only.`, {
            card: n,
            fields: [before, at],
          }),
        );
      seen.set(n, at);
      cards.push(deck.byName.get(n)!);
    }
    out.push(cards);
  }
  return right(out);
}

/**
 * A `RuleQuery` from a typed query function taking its facts and the ruleset's options input
 * (which the function parses itself).
 */
export function ruleQuery<F, I, O, A>(
  facts: z.ZodMiniType<F, I>,
  answer: z.ZodMiniType<A>,
  run: (facts: I, options: O) => Either<RuleError, A>,
): RuleQuery {
  // the function parses its facts and options (untrusted) before reading them
  return { facts, answer, run: (options, input) => run(input as I, options as O) };
}
