/**
 * Coinche's rule questions answered from plain facts: its card play is Belote's, so each question
 * of the card play is Belote's answer (`belote/queries.ts`) under the card-play options of the
 * `coinche` ruleset (`cardPlayOptions`: the contrée's free undertrump by default) and the trump of
 * the contract's strain (`trumpOfContract`, the auction's); `score` is Coinche's score sheet.
 */
import * as z from 'zod/mini';
import { left, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { legalPlaysAnswer, parseFacts, ruleQuery, type LegalPlaysAnswer } from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import type { BeloteOptions } from '../belote/options.js';
import { beloteDeck } from '../belote/cards.js';
import {
  cardPointsAnswer,
  cardPointsFields,
  cardPointsOf,
  legalPlaysFields,
  legalPlaysOf,
  meldsAnswer,
  meldsFields,
  meldsOf,
  scoreAnswer,
  trickWinnerAnswer,
  trickWinnerFields,
  trickWinnerOf,
  withRequestOptions,
  type BeloteQueryErrorCode,
  type CardPointsAnswer,
  type MeldsAnswer,
  type TrickWinnerAnswer,
} from '../belote/queries.js';
import { STRAINS, strains, trumpOfContract, type Strain } from './auction.js';
import { cardPlayOptions, parseCoincheRulesOptions, type CoincheRulesOptionsInput } from './options.js';
import { coincheScoreSheet, coincheScoreSheetSchema } from './scoresheet.js';

/** What a Coinche query returns on facts or options it cannot use. */
export type CoincheQueryErrorCode = BeloteQueryErrorCode;
type QueryError = RuleError<CoincheQueryErrorCode>;

/** The contract's strain: a suit (`S H D C`), or tout atout / sans atout where the options allow them. */
const strainSchema = z.enum(STRAINS);

/**
 * The options, then the facts, each parsed; then `answer` under the card play's options and the
 * trump of the facts' strain (a strain the options do not play is `query/bad-facts`).
 */
function withFacts<F extends { readonly strain: Strain }, I, A>(
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, trump: number, options: BeloteOptions) => Either<QueryError, A>,
): Either<QueryError, A> {
  const o = parseCoincheRulesOptions(options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, beloteDeck, input);
  if (f._tag === 'Left') return f;
  const trump = trumpOfContract(f.right.strain);
  if (!strains(o.right).includes(f.right.strain) || trump === null)
    return left(
      ruleError('query/bad-facts', `No contract is played in ${f.right.strain} under these options.`, {
        field: 'strain',
        allowed: strains(o.right),
      }),
    );
  return answer(f.right, trump, cardPlayOptions(o.right));
}

/** The facts of `coincheCardPoints`: any cards, each once, and the contract's strain. */
export const coincheCardPointsFacts = z.strictObject({ ...cardPointsFields, strain: strainSchema });
/** The facts of `coincheCardPoints`. */
export type CoincheCardPointsFacts = z.input<typeof coincheCardPointsFacts>;

/**
 * The card points of any cards under a contract's strain (Belote's values with its suit trump),
 * and a deal's total with the dix de der (`beloteCardPoints`).
 *
 * ```ts
 * coincheCardPoints({ cards: ['JH', '9H', 'JS'], strain: 'H' }); // right({ points: 36, total: 162, lastTrickBonus: 10 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export function coincheCardPoints(
  facts: CoincheCardPointsFacts,
  options?: CoincheRulesOptionsInput,
): Either<QueryError, CardPointsAnswer> {
  return withFacts(coincheCardPointsFacts, facts, options, (f, trump) => cardPointsOf(f.cards, trump));
}

/** The facts of `coincheLegalPlays`. */
export const coincheLegalPlaysFacts = z.strictObject({ ...legalPlaysFields, strain: strainSchema });
/** The facts of `coincheLegalPlays`. */
export type CoincheLegalPlaysFacts = z.input<typeof coincheLegalPlaysFacts>;

/**
 * The cards a hand may play to a trick so far under a contract (Belote's card play with the
 * contrée's options: by default, unable to overtrump an opponent, any card; `beloteLegalPlays`).
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export function coincheLegalPlays(
  facts: CoincheLegalPlaysFacts,
  options?: CoincheRulesOptionsInput,
): Either<QueryError, LegalPlaysAnswer> {
  return withFacts(coincheLegalPlaysFacts, facts, options, (f, trump, o) => legalPlaysOf(f.hand, f.trick, trump, o));
}

/** The facts of `coincheTrickWinner`. */
export const coincheTrickWinnerFacts = z.strictObject({ ...trickWinnerFields, strain: strainSchema });
/** The facts of `coincheTrickWinner`. */
export type CoincheTrickWinnerFacts = z.input<typeof coincheTrickWinnerFacts>;

/**
 * The winner of a complete trick under a contract and its card points (`beloteTrickWinner`).
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export function coincheTrickWinner(
  facts: CoincheTrickWinnerFacts,
  options?: CoincheRulesOptionsInput,
): Either<QueryError, TrickWinnerAnswer> {
  return withFacts(coincheTrickWinnerFacts, facts, options, (f, trump, o) =>
    trickWinnerOf(f.trick, trump, f.lastTrick === true, o),
  );
}

/** The facts of `coincheMelds`. */
export const coincheMeldsFacts = z.strictObject({ ...meldsFields, strain: strainSchema });
/** The facts of `coincheMelds`. */
export type CoincheMeldsFacts = z.input<typeof coincheMeldsFacts>;

/**
 * The announcements and belote a hand holds under a contract, and two sides' announcements
 * compared (`beloteMelds`; `counted` says whether the options play announcements).
 * @returns Left `query/bad-facts`, `notation/bad-meld`, `notation/no-such-meld`,
 *   `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export function coincheMelds(
  facts: CoincheMeldsFacts,
  options?: CoincheRulesOptionsInput,
): Either<QueryError, MeldsAnswer> {
  return withFacts(coincheMeldsFacts, facts, options, (f, trump, o) => meldsOf(f.hand, trump, f.compare, o));
}

/**
 * The rule queries of `coinche` by name, as `atout oracle` answers them (`score`:
 * `coincheScoreSheet`, its `options` defaulting to the request's). Not part of the ruleset.
 */
export const coincheQueries: RuleQueries = {
  'legal-plays': ruleQuery(coincheLegalPlaysFacts, legalPlaysAnswer, coincheLegalPlays),
  'trick-winner': ruleQuery(coincheTrickWinnerFacts, trickWinnerAnswer, coincheTrickWinner),
  'card-points': ruleQuery(coincheCardPointsFacts, cardPointsAnswer, coincheCardPoints),
  melds: ruleQuery(coincheMeldsFacts, meldsAnswer, coincheMelds),
  score: ruleQuery(
    coincheScoreSheetSchema,
    scoreAnswer,
    (facts: unknown, options: unknown): Either<RuleError, unknown> => {
      const o = parseCoincheRulesOptions(options);
      return o._tag === 'Left' ? o : coincheScoreSheet(withRequestOptions(facts, options));
    },
  ),
};
