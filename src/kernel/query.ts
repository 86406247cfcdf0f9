/**
 * The building blocks of rule queries (`RuleQuery`): facts read from plain data, cards by name.
 * A game's queries parse their facts here, then answer through the game's own card-play core.
 */
import * as z from 'zod/mini';
import { parseCard, type Card, type DeckSpec } from './card.js';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { showValue } from './options-error.js';
import { playerName } from './seat.js';
import type { RuleQuery } from './ruleset.js';
import { englishMessages, parseUntrusted } from './zod.js';

englishMessages();

/** The codes of facts a rule query cannot use (shared by every game's queries). */
export const QUERY_ERROR_CODES = ['query/bad-facts', 'query/bad-trick', 'query/duplicate-card'] as const;
/** A code of facts a rule query cannot use. */
export type QueryErrorCode = Extract<(typeof QUERY_ERROR_CODES)[number], string>;
/** What parsing facts can return: a bad shape, a card it cannot read, a card named twice. */
export type FactsErrorCode = 'query/bad-facts' | 'query/duplicate-card' | 'notation/bad-card';

/**
 * A list of cards of `deck` by name, at most `max` of them (a hand: the most cards a seat holds; any
 * cards: the deck's size), so a longer list is refused before its cards are read; each card once is
 * checked by `distinctCards`.
 */
export function cardListSchema(deck: DeckSpec, max: number): z.ZodMiniType<readonly string[], readonly string[]> {
  return z.readonly(z.array(cardNameSchema(deck)).check(z.maxLength(max)));
}

/** A card of `deck` by name (`KH`, `21T`): its JSON Schema lists every name of the deck. */
export function cardNameSchema(deck: DeckSpec): z.ZodMiniType<string, string> {
  const names = deck.cards.map((c) => deck.names.get(c)!);
  return z.enum(names as [string, ...string[]]);
}

/** A card of a trick: the seat that played it and the card, by name. */
export interface TrickCard {
  readonly seat: number;
  readonly card: string;
}

/** A trick as facts: `{ seat, card }` in play order (seats 0 to `maxSeat`, at most one card each). */
export function trickSchema(
  deck: DeckSpec,
  maxSeat: number,
): z.ZodMiniType<readonly TrickCard[], readonly TrickCard[]> {
  return z.readonly(
    z
      .array(
        z.readonly(
          z.strictObject({
            seat: z.int().check(z.minimum(0), z.maximum(maxSeat)),
            card: cardNameSchema(deck),
          }),
        ),
      )
      // one card per seat at most: a longer list is refused before its cards are read
      .check(z.maxLength(maxSeat + 1)),
  );
}

/**
 * Checks a trick's seats: each below `players`, each the next seat (clockwise) after the one
 * before, and the trick's length: below `players` (`complete` false: a trick so far) or exactly
 * `players` (`complete` true). `query/bad-trick` otherwise. Returns the seat to play next (null:
 * nobody has played yet).
 */
export function checkTrick(
  trick: readonly TrickCard[],
  players: number,
  complete: boolean,
): Either<RuleError<'query/bad-trick'>, number | null> {
  const bad = (message: string, detail: Readonly<Record<string, unknown>> = {}) =>
    left(ruleError('query/bad-trick', message, { players, cards: trick.length, ...detail }));
  if (complete ? trick.length !== players : trick.length >= players)
    return bad(
      complete
        ? `A complete trick has one card per player (${players}); got ${trick.length}.`
        : `A trick so far has fewer cards than players (${players}); got ${trick.length}.`,
    );
  for (let i = 0; i < trick.length; i++) {
    const seat = trick[i]!.seat;
    if (seat >= players)
      return bad(`Seat number ${seat} does not play at ${players} players (0 to ${players - 1}).`, { at: i, seat });
    if (i > 0 && seat !== (trick[i - 1]!.seat + 1) % players)
      return bad(`${playerName(seat)} cannot play after ${playerName(trick[i - 1]!.seat)}: seats play in turn.`, {
        at: i,
        seat,
      });
  }
  return right(trick.length === 0 ? null : (trick[trick.length - 1]!.seat + 1) % players);
}

/** The answer of a `legal-plays` query. */
export const legalPlaysAnswer = z.strictObject({
  /** The seat to play (the next after the trick's last card), null when leading. */
  seat: z.nullable(z.int()),
  /** The rule that decided (the chain's rule names: `lead`, `follow-suit`, `overtrump`, …). */
  rule: z.string(),
  /** The cards of the hand that may be played, in deck order, each with the rule allowing it. */
  legal: z.readonly(
    z.array(
      z.strictObject({
        card: z.string(),
        rule: z.string(),
      }),
    ),
  ),
  /** Every other card of the hand, with the code and message `apply` refuses it with. */
  refused: z.readonly(
    z.array(
      z.strictObject({
        card: z.string(),
        code: z.string(),
        message: z.string(),
      }),
    ),
  ),
});
/** The answer of a `legal-plays` query. */
export type LegalPlaysAnswer = z.output<typeof legalPlaysAnswer>;

/**
 * A `legal-plays` answer: each card of the hand (in deck order) allowed, with the rule that
 * decided, or refused, with the error `refusal` gives (the game's own check).
 */
export function legalPlaysAnswerOf(
  deck: DeckSpec,
  hand: readonly Card[],
  seat: number | null,
  rule: string,
  refusal: (card: Card) => RuleError | null,
): LegalPlaysAnswer {
  const legal: { card: string; rule: string }[] = [];
  const refused: { card: string; code: string; message: string }[] = [];
  for (const c of [...hand].sort((a, b) => a - b)) {
    const error = refusal(c);
    if (error === null) legal.push({ card: deck.names.get(c)!, rule });
    else refused.push({ card: deck.names.get(c)!, code: error.code, message: error.message });
  }
  return { seat, rule, legal, refused };
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
  const parsed = parseUntrusted(schema, input);
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
  // the function parses its facts and options (untrusted) before reading them; facts or options that
  // cannot even be read (a proxy or a getter that throws) are refused, never thrown
  return {
    facts,
    answer,
    run: (options, input) => {
      try {
        return run(input as I, options as O);
      } catch {
        return left(ruleError('query/bad-facts', 'The facts or options cannot be read.', { field: '' }));
      }
    },
  };
}

/**
 * A typed query's frame: the options parsed (`parseOptions`, the game's), then the facts (their
 * schema, cards of `deck`), then `answer` on both; the first refusal is the answer.
 */
export function answerFacts<O, F, I, A, E extends RuleError>(
  parseOptions: (input: unknown) => Either<E, O>,
  deck: DeckSpec,
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, options: O) => Either<E | RuleError<FactsErrorCode>, A>,
): Either<E | RuleError<FactsErrorCode>, A> {
  const o = parseOptions(options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, deck, input);
  return f._tag === 'Left' ? f : answer(f.right, o.right);
}

/**
 * A game's typed queries on its options and deck: `query(schema, answer)` is the typed function
 * `(facts, options)` that reads the options (`parseOptions`), then the facts (`schema`, cards of
 * `deck`), then answers on both (`answerFacts`).
 */
export const queriesOn =
  <O, OIn, E extends RuleError>(parseOptions: (input: unknown) => Either<E, O>, deck: DeckSpec) =>
  <F, I, A, C extends string = never>(
    schema: z.ZodMiniType<F, I>,
    answer: (facts: F, options: O) => Either<E | RuleError<FactsErrorCode | C>, A>,
  ) =>
  (facts: I, options?: OIn): Either<E | RuleError<FactsErrorCode | C>, A> =>
    answerFacts(parseOptions, deck, schema, facts, options, answer);
