/**
 * Coinche's rule questions answered from plain facts: its card play is Belote's, so each question
 * of the card play is Belote's answer (`belote/queries.ts`) under the card-play options of the
 * `coinche` ruleset (`cardPlayOptions`: the contrée's free undertrump by default) and the family's
 * strain of the contract (`playStrain`: a trump suit, tout atout or sans atout with the options'
 * card values), the strain the engine plays the deal in; `score` is Coinche's score sheet.
 */
import * as z from 'zod/mini';
import type { Strain as PlayStrain } from '../../family/cards.js';
import { left, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { legalPlaysAnswer, queriesOn, ruleQuery, type LegalPlaysAnswer } from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { sheetQuery } from '../../family/queries.js';
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
  type BeloteQueryErrorCode,
  type CardPointsAnswer,
  type MeldsAnswer,
  type TrickWinnerAnswer,
} from '../belote/queries.js';
import { STRAINS, strains, type Strain } from './auction.js';
import { playStrain } from './contract.js';
import {
  cardPlayOptions,
  parseCoincheRulesOptions,
  type CoincheRulesOptions,
  type CoincheRulesOptionsInput,
} from './options.js';
import { coincheScoreSheet, coincheScoreSheetSchema } from './scoresheet.js';

/** What a Coinche query returns on facts or options it cannot use. */
export type CoincheQueryErrorCode = BeloteQueryErrorCode;
type QueryError = RuleError<CoincheQueryErrorCode>;

/** The contract's strain: a suit (`S H D C`), or tout atout / sans atout where the options allow them. */
const strainSchema = /* @__PURE__ */ z.enum(STRAINS);

/** A typed Coinche query: its facts (`I`) and the options, to its answer (`A`) or the refusal. */
export type CoincheQuery<I, A> = (facts: I, options?: CoincheRulesOptionsInput) => Either<QueryError, A>;

/**
 * A Coinche query from its facts' schema and its answer, under the card play's options and the
 * family's strain of the facts' contract strain (a strain the options do not play is
 * `query/bad-facts`).
 */
const coincheQuery = <F extends { readonly strain: Strain }, I, A>(
  schema: z.ZodMiniType<F, I>,
  answer: (facts: F, strain: PlayStrain, options: BeloteOptions) => Either<QueryError, A>,
): CoincheQuery<I, A> =>
  queriesOn<CoincheRulesOptions, CoincheRulesOptionsInput, QueryError>(parseCoincheRulesOptions, beloteDeck)(
    schema,
    (f, o) =>
      strains(o).includes(f.strain)
        ? answer(f, playStrain(o, f.strain), cardPlayOptions(o))
        : left(
            ruleError('query/bad-facts', `No contract is played in ${f.strain} under these options.`, {
              field: 'strain',
              allowed: strains(o),
            }),
          ),
  );

/** The facts of `coincheCardPoints`: any cards, each once, and the contract's strain. */
export const coincheCardPointsFacts = /* @__PURE__ */ z.strictObject({ ...cardPointsFields, strain: strainSchema });
/** The facts of `coincheCardPoints`. */
export type CoincheCardPointsFacts = z.input<typeof coincheCardPointsFacts>;

/**
 * The card points of any cards under a contract's strain, and a deal's total with the dix de der
 * (`beloteCardPoints`): a suit, Belote's values with its trump; tout atout (`TA`), J 13, 9 9,
 * A 6, 10 5, K 3, Q 2 in every suit (`allTrumpValues: 'ffb'`; the trump values under `'trump'`
 * and `'scaled'`, before the score's scaling); sans atout (`SA`), the ace 19 (`noTrumpValues:
 * 'ace-19'`) or the plain values (`'plain'`).
 *
 * ```ts
 * coincheCardPoints({ cards: ['JH', '9H', 'JS'], strain: 'H' }); // right({ points: 36, total: 162, lastTrickBonus: 10 })
 * coincheCardPoints({ cards: ['JH', '9H', 'JS'], strain: 'TA' }, { allTrumpNoTrump: true }); // right({ points: 35, total: 162, lastTrickBonus: 10 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const coincheCardPoints: CoincheQuery<CoincheCardPointsFacts, CardPointsAnswer> = /* @__PURE__ */ coincheQuery(
  coincheCardPointsFacts,
  (f, strain) => cardPointsOf(f.cards, strain),
);

/** The facts of `coincheLegalPlays`. */
export const coincheLegalPlaysFacts = /* @__PURE__ */ z.strictObject({ ...legalPlaysFields, strain: strainSchema });
/** The facts of `coincheLegalPlays`. */
export type CoincheLegalPlaysFacts = z.input<typeof coincheLegalPlaysFacts>;

/**
 * The cards a hand may play to a trick so far under a contract (Belote's card play with the
 * contrée's options: by default, unable to overtrump an opponent, any card; `beloteLegalPlays`).
 * In tout atout, follow suit and beat the card that holds the trick if able, even the partner's;
 * void, any card. In sans atout, follow suit; void, any card.
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const coincheLegalPlays: CoincheQuery<CoincheLegalPlaysFacts, LegalPlaysAnswer> = /* @__PURE__ */ coincheQuery(
  coincheLegalPlaysFacts,
  (f, strain, o) => legalPlaysOf(f.hand, f.trick, strain, o),
);

/** The facts of `coincheTrickWinner`. */
export const coincheTrickWinnerFacts = /* @__PURE__ */ z.strictObject({ ...trickWinnerFields, strain: strainSchema });
/** The facts of `coincheTrickWinner`. */
export type CoincheTrickWinnerFacts = z.input<typeof coincheTrickWinnerFacts>;

/**
 * The winner of a complete trick under a contract and its card points (`beloteTrickWinner`): in
 * tout atout and sans atout the highest card of the suit led (trump order in tout atout, plain
 * order in sans atout).
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const coincheTrickWinner: CoincheQuery<CoincheTrickWinnerFacts, TrickWinnerAnswer> =
  /* @__PURE__ */ coincheQuery(coincheTrickWinnerFacts, (f, strain, o) =>
    trickWinnerOf(f.trick, strain, f.lastTrick === true, o),
  );

/** The facts of `coincheMelds`. */
export const coincheMeldsFacts = /* @__PURE__ */ z.strictObject({ ...meldsFields, strain: strainSchema });
/** The facts of `coincheMelds`. */
export type CoincheMeldsFacts = z.input<typeof coincheMeldsFacts>;

/**
 * The announcements and belote a hand holds under a contract, and two sides' announcements
 * compared (`beloteMelds`; `counted` says whether the options play announcements). In tout atout
 * a belote in every suit (20 each); in sans atout none, and the carrés of aces 200 and tens 150.
 * @returns Left `query/bad-facts`, `notation/bad-meld`, `notation/no-such-meld`,
 *   `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const coincheMelds: CoincheQuery<CoincheMeldsFacts, MeldsAnswer> = /* @__PURE__ */ coincheQuery(
  coincheMeldsFacts,
  (f, strain, o) => meldsOf(f.hand, strain, f.compare, o),
);

/**
 * The rule queries of `coinche` by name, as `atout oracle` answers them (`score`:
 * `coincheScoreSheet`, its `options` defaulting to the request's). Not part of the ruleset.
 */
export const coincheQueries: RuleQueries = /* @__PURE__ */ (() => ({
  'legal-plays': ruleQuery(coincheLegalPlaysFacts, legalPlaysAnswer, coincheLegalPlays),
  'trick-winner': ruleQuery(coincheTrickWinnerFacts, trickWinnerAnswer, coincheTrickWinner),
  'card-points': ruleQuery(coincheCardPointsFacts, cardPointsAnswer, coincheCardPoints),
  melds: ruleQuery(coincheMeldsFacts, meldsAnswer, coincheMelds),
  score: sheetQuery(coincheScoreSheetSchema, scoreAnswer, parseCoincheRulesOptions, coincheScoreSheet),
}))();
