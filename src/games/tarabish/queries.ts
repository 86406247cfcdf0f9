/**
 * Tarabish's rule questions answered from plain facts (cards by name), without a state: each reads
 * its facts, then answers through the card tables (`cards.ts`), the card-play core (`play.ts`),
 * the melds (`melds.ts`) and the scoring (`scoring.ts`) the engine itself uses.
 */
import * as z from 'zod/mini';
import { right, type Either } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import { cardNameSchema, distinctCards, parseFacts, ruleQuery, type FactsErrorCode } from '../../kernel/query.js';
import type { RuleQuery, RuleQueryName } from '../../kernel/ruleset.js';
import { SUIT_LETTERS, cardPointTotal, cardPoints, tarabishDeck } from './cards.js';
import {
  resolveTarabishOptions,
  type TarabishOptionErrorCode,
  type TarabishOptions,
  type TarabishOptionsInput,
} from './options.js';

/** A Tarabish card by name (`JH`, `10S`). */
const card = cardNameSchema(tarabishDeck);
/** The trump suit by letter, or `'no-trump'` (the codec's words). */
const trumpSchema = z.enum([...SUIT_LETTERS, 'no-trump']);
/** The trump suit's word, null for no trump. */
const trumpWord = (t: z.output<typeof trumpSchema>): number | null =>
  t === 'no-trump' ? null : SUIT_LETTERS.indexOf(t);

/** What a Tarabish query returns on facts or options it cannot use. */
export type TarabishQueryErrorCode = FactsErrorCode | TarabishOptionErrorCode;

/** The options, then the facts, each parsed; then `answer`. */
function withFacts<F, I, A>(
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, options: TarabishOptions) => Either<RuleError<TarabishQueryErrorCode>, A>,
): Either<RuleError<TarabishQueryErrorCode>, A> {
  const o = resolveTarabishOptions(options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, tarabishDeck, input);
  return f._tag === 'Left' ? f : answer(f.right, o.right);
}

// ---------------------------------------------------------------------------------------------
// card-points

/** The facts of `tarabishCardPoints`: any cards, each once, and the trump suit. */
export const tarabishCardPointsFacts = z.strictObject({ cards: z.readonly(z.array(card)), trump: trumpSchema });
/** The facts of `tarabishCardPoints`. */
export type TarabishCardPointsFacts = z.input<typeof tarabishCardPointsFacts>;

/** The answer of `tarabishCardPoints`. */
export const tarabishCardPointsAnswer = z.strictObject({
  /** The cards' points under this trump. */
  points: z.int(),
  /** The card points of a whole hand under this trump, the last-trick bonus included (152 + 10 by default; 120 + 10 in no-trump). */
  total: z.int(),
  /** The last-trick bonus of the options (included in `total`). */
  lastTrickBonus: z.int(),
});
/** The answer of `tarabishCardPoints`. */
export type TarabishCardPointsAnswer = z.output<typeof tarabishCardPointsAnswer>;

/**
 * The card points of any Tarabish cards under a trump (Tarabish rules: trumps J 20, 9 14, A 11,
 * 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2), and a whole hand's total with the
 * last-trick bonus.
 *
 * ```ts
 * tarabishCardPoints({ cards: ['JH', '9H', 'JS'], trump: 'H' }); // right({ points: 36, total: 162, lastTrickBonus: 10 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export function tarabishCardPoints(
  facts: TarabishCardPointsFacts,
  options?: TarabishOptionsInput,
): Either<RuleError<TarabishQueryErrorCode>, TarabishCardPointsAnswer> {
  return withFacts(tarabishCardPointsFacts, facts, options, (f, o) => {
    const cards = distinctCards(tarabishDeck, [['cards', f.cards]]);
    if (cards._tag === 'Left') return cards;
    const trump = trumpWord(f.trump);
    const points = cards.right[0]!.reduce((sum, c) => sum + cardPoints(c, trump), 0);
    return right({ points, total: cardPointTotal(trump) + o.lastTrickBonus, lastTrickBonus: o.lastTrickBonus });
  });
}

// ---------------------------------------------------------------------------------------------
// the ruleset's queries

/** The rule queries of the `tarabish` ruleset. */
export const TARABISH_QUERIES: Readonly<Partial<Record<RuleQueryName, RuleQuery>>> = {
  'card-points': ruleQuery(tarabishCardPointsFacts, tarabishCardPointsAnswer, tarabishCardPoints),
};
