/**
 * Tarot's rule questions answered from plain facts (cards by name), without a state: each reads its
 * facts, then answers through the card tables (`cards.ts`) and the card-play core (`play.ts`) the
 * engine itself uses. Goulash asks the same questions under its own options.
 */
import * as z from 'zod/mini';
import { right, type Either } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import { cardNameSchema, distinctCards, parseFacts, ruleQuery, type FactsErrorCode } from '../../kernel/query.js';
import type { RuleQuery, RuleQueryName } from '../../kernel/ruleset.js';
import { isOudler, tarotDeck, value2 } from './cards.js';
import {
  parseTarotOptions,
  tarotOptionsSchema,
  type GameMode,
  type TarotOptionErrorCode,
  type TarotOptions,
  type TarotOptionsInput,
} from './options.js';
import { TOTAL_POINTS2 } from './scoring.js';

/** A Tarot card by name (`KH`, `21T`, `EX`). */
const card = cardNameSchema(tarotDeck);

/** The options schema of each mode, built once. */
const SCHEMAS: Readonly<Record<GameMode, ReturnType<typeof tarotOptionsSchema>>> = {
  classic: tarotOptionsSchema('classic'),
  goulash: tarotOptionsSchema('goulash'),
};

/** What a Tarot query returns on facts or options it cannot use. */
export type TarotQueryErrorCode = FactsErrorCode | TarotOptionErrorCode;

/** The options, then the facts, each parsed; then `answer`. */
function withFacts<F, I, A>(
  mode: GameMode,
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, options: TarotOptions) => Either<RuleError<TarotQueryErrorCode>, A>,
): Either<RuleError<TarotQueryErrorCode>, A> {
  const o = parseTarotOptions(SCHEMAS[mode], options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, tarotDeck, input);
  return f._tag === 'Left' ? f : answer(f.right, o.right);
}

// ---------------------------------------------------------------------------------------------
// card-points

/** The facts of `tarotCardPoints`: any cards, each once. */
export const tarotCardPointsFacts = z.strictObject({ cards: z.readonly(z.array(card)) });
/** The facts of `tarotCardPoints`. */
export type TarotCardPointsFacts = z.input<typeof tarotCardPointsFacts>;

/** The answer of `tarotCardPoints`. */
export const tarotCardPointsAnswer = z.strictObject({
  /** The cards' points (FFT p.3), exact in halves: 4.5 for a king. */
  points: z.number(),
  /** The same in half points, an integer. */
  halfPoints: z.int(),
  /** How many of the cards are oudlers (the Excuse, the Petit, the 21). */
  oudlers: z.int(),
  /** The points of the whole deck, 91: what every deal's card points add up to. */
  total: z.number(),
});
/** The answer of `tarotCardPoints`. */
export type TarotCardPointsAnswer = z.output<typeof tarotCardPointsAnswer>;

function cardPointsIn(mode: GameMode) {
  return (facts: TarotCardPointsFacts, options?: TarotOptionsInput) =>
    withFacts(mode, tarotCardPointsFacts, facts, options, (f) => {
      const cards = distinctCards(tarotDeck, [['cards', f.cards]]);
      if (cards._tag === 'Left') return cards;
      let half = 0;
      let oudlers = 0;
      for (const c of cards.right[0]!) {
        half += value2(c);
        if (isOudler(c)) oudlers++;
      }
      return right({ points: half / 2, halfPoints: half, oudlers, total: TOTAL_POINTS2 / 2 });
    });
}

/**
 * The card points of any Tarot cards (FFT p.3: oudlers and kings 4.5, queens 3.5, knights 2.5,
 * jacks 1.5, any other card 0.5), the number of oudlers among them and the deck's total, 91.
 *
 * ```ts
 * tarotCardPoints({ cards: ['KH', 'EX', '3T'] }); // right({ points: 9.5, halfPoints: 19, oudlers: 1, total: 91 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const tarotCardPoints: (
  facts: TarotCardPointsFacts,
  options?: TarotOptionsInput,
) => Either<RuleError<TarotQueryErrorCode>, TarotCardPointsAnswer> = cardPointsIn('classic');

// ---------------------------------------------------------------------------------------------
// the ruleset's queries

/** The rule queries of a Tarot ruleset of this mode (`tarot`: classic, `goulash`: goulash). */
export function tarotQueries(mode: GameMode): Readonly<Partial<Record<RuleQueryName, RuleQuery>>> {
  return {
    'card-points': ruleQuery(tarotCardPointsFacts, tarotCardPointsAnswer, cardPointsIn(mode)),
  };
}
