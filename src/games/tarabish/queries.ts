/**
 * Tarabish's rule questions answered from plain facts (cards by name), without a state: each reads
 * its facts, then answers through the card tables (`cards.ts`), the card-play rules (`card-play.ts`),
 * the melds (`melds.ts`) and the scoring (`scoring.ts`) the engine itself uses.
 */
import * as z from 'zod/mini';
import { setOf } from '../../kernel/cardset.js';
import { right, type Either } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import {
  cardListSchema,
  distinctCards,
  legalPlaysAnswer,
  queriesOn,
  ruleQuery,
  trickSchema,
  type FactsErrorCode,
  type LegalPlaysAnswer,
} from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { strainOfTrump } from '../../family/cards.js';
import {
  cardPointsAnswer,
  cardPointsOn,
  legalPlaysOn,
  meldSchema,
  meldsListed,
  pairsHeld,
  pairsValue,
  sheetQuery,
  teamMeldsOf,
  trickWinnerAnswer,
  trickWinnerOn,
  type CardPointsAnswer,
  type TrickWinnerAnswer,
} from '../../family/queries.js';
import { SUIT_LETTERS, tarabishDeck } from './cards.js';
import { LAYOUT } from './deal.js';
import { MAX_DECLARED, isMeld, meldValue, meldWinner, teamMeldPoints } from './melds.js';
import { followRulesOf } from './card-play.js';
import { tarabishScoreSheetSchema, tarabishScoreSheet } from './scoresheet.js';
import {
  parseTarabishOptions,
  type TarabishOptionErrorCode,
  type TarabishOptions,
  type TarabishOptionsInput,
} from './options.js';

/** The trump suit by letter, or `'no-trump'` (the codec's words). */
const trumpSchema = z.enum([...SUIT_LETTERS, 'no-trump']);
/** The trump suit's word, null for no trump. */
const trumpWord = (t: z.output<typeof trumpSchema>): number | null =>
  t === 'no-trump' ? null : SUIT_LETTERS.indexOf(t);

/** What a Tarabish query returns on facts or options it cannot use. */
export type TarabishQueryErrorCode = FactsErrorCode | 'query/bad-trick' | TarabishOptionErrorCode;

/** A typed Tarabish query: its facts (`I`) and the options, to its answer (`A`) or the refusal (also `C`). */
export type TarabishQuery<I, A, C extends string = never> = (
  facts: I,
  options?: TarabishOptionsInput,
) => Either<RuleError<TarabishQueryErrorCode | C>, A>;

/** A Tarabish query from its facts' schema and its answer (the kernel's `queriesOn`). */
const tarabishQuery = /* @__PURE__ */ queriesOn<
  TarabishOptions,
  TarabishOptionsInput,
  RuleError<TarabishQueryErrorCode>
>(parseTarabishOptions, tarabishDeck);

// ---------------------------------------------------------------------------------------------
// card-points

/** The facts of `tarabishCardPoints`: any cards, each once, and the trump suit. */
export const tarabishCardPointsFacts = z.strictObject({
  cards: cardListSchema(tarabishDeck, tarabishDeck.cards.length),
  trump: trumpSchema,
});
/** The facts of `tarabishCardPoints`. */
export type TarabishCardPointsFacts = z.input<typeof tarabishCardPointsFacts>;

/** The answer of `tarabishCardPoints` (the Belote family's). */
export const tarabishCardPointsAnswer = cardPointsAnswer;
/** The answer of `tarabishCardPoints`. */
export type TarabishCardPointsAnswer = CardPointsAnswer;

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
export const tarabishCardPoints: TarabishQuery<TarabishCardPointsFacts, TarabishCardPointsAnswer> =
  /* @__PURE__ */ tarabishQuery(tarabishCardPointsFacts, (f, o) =>
    cardPointsOn(tarabishDeck, f.cards, strainOfTrump(trumpWord(f.trump)), o.lastTrickBonus),
  );

// ---------------------------------------------------------------------------------------------
// legal-plays

/** The facts of `tarabishLegalPlays` (the partner exception is the option `partnerException`). */
export const tarabishLegalPlaysFacts = z.strictObject({
  /** The cards of the player to act. */
  hand: cardListSchema(tarabishDeck, LAYOUT.handSize),
  /** The trick so far, in play order (empty: the player leads); the partner played two cards before the player. */
  trick: trickSchema(tarabishDeck, 3),
  trump: trumpSchema,
});
/** The facts of `tarabishLegalPlays`. */
export type TarabishLegalPlaysFacts = z.input<typeof tarabishLegalPlaysFacts>;

/**
 * The cards a Tarabish hand may play to a trick so far (Tarabish rules: follow suit, beat a trump
 * lead if able; void, trump and overtrump if able, else a lower trump; the option
 * `partnerException` while the partner wins), through the engine's own obligation (`card-play.ts`):
 * each legal card with the rule allowing it, each other card with the code `apply` refuses it with.
 * (Bella is a call made with a legal card, not a card of its own.)
 *
 * ```ts
 * const facts = { hand: ['JH', '8H', 'AC'], trick: [{ seat: 1, card: 'KS' }, { seat: 2, card: '9H' }, { seat: 3, card: '7S' }], trump: 'H' };
 * tarabishLegalPlays(facts); // legal: JH ('overtrump')
 * tarabishLegalPlays(facts, { partnerException: 'overtrump-if-trumping' }); // legal: JH, AC
 * tarabishLegalPlays(facts, { partnerException: 'free' }); // legal: 8H, JH, AC
 * ```
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const tarabishLegalPlays: TarabishQuery<TarabishLegalPlaysFacts, LegalPlaysAnswer> =
  /* @__PURE__ */ tarabishQuery(tarabishLegalPlaysFacts, (f, o) =>
    legalPlaysOn(tarabishDeck, LAYOUT.handSize, f.hand, f.trick, () =>
      followRulesOf(trumpWord(f.trump), o.partnerException),
    ),
  );

// ---------------------------------------------------------------------------------------------
// trick-winner

/** The facts of `tarabishTrickWinner`. */
export const tarabishTrickWinnerFacts = z.strictObject({
  /** The complete trick, four cards in play order. */
  trick: trickSchema(tarabishDeck, 3),
  trump: trumpSchema,
  /** Whether it is the hand's last trick (its winner takes the last-trick bonus). Default false. */
  lastTrick: z.optional(z.boolean()),
});
/** The facts of `tarabishTrickWinner`. */
export type TarabishTrickWinnerFacts = z.input<typeof tarabishTrickWinnerFacts>;

/** The answer of `tarabishTrickWinner` (the Belote family's). */
export const tarabishTrickWinnerAnswer = trickWinnerAnswer;
/** The answer of `tarabishTrickWinner`. */
export type TarabishTrickWinnerAnswer = TrickWinnerAnswer;

/**
 * The winner of a complete Tarabish trick (the highest trump, else the highest card of the suit
 * led) through the engine's own trick winner (`play.ts`), and its card points as the trick event
 * counts them.
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const tarabishTrickWinner: TarabishQuery<TarabishTrickWinnerFacts, TarabishTrickWinnerAnswer> =
  /* @__PURE__ */ tarabishQuery(tarabishTrickWinnerFacts, (f, o) => {
    const trump = trumpWord(f.trump);
    const bonus = f.lastTrick === true ? o.lastTrickBonus : 0;
    return trickWinnerOn(tarabishDeck, f.trick, () => followRulesOf(trump, 'off'), strainOfTrump(trump), bonus);
  });

// ---------------------------------------------------------------------------------------------
// melds

/** One team's declared melds in notation: its two players' declarations (each at most `MAX_DECLARED` melds). */
const teamMelds = z.readonly(z.array(z.string()).check(z.maxLength(2 * MAX_DECLARED)));

/** The facts of `tarabishMelds`. */
export const tarabishMeldsFacts = z.strictObject({
  /** A hand (its melds and bella are listed). */
  hand: cardListSchema(tarabishDeck, LAYOUT.handSize),
  trump: trumpSchema,
  /**
   * Two teams' declarations to compare (melds in notation: `run3-KH`, `four-J`), and the eldest
   * hand's team (it scores equal best melds under `equalMelds: 'eldest'`). Optional.
   */
  compare: z.optional(
    z.strictObject({
      melds: z.readonly(z.tuple([teamMelds, teamMelds])),
      eldestTeam: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
});
/** The facts of `tarabishMelds`. */
export type TarabishMeldsFacts = z.input<typeof tarabishMeldsFacts>;

/** The answer of `tarabishMelds`. */
export const tarabishMeldsAnswer = z.strictObject({
  /** The melds the hand holds under the option `melds` (each maximal run once, fours), each with its cards and value. */
  melds: z.readonly(z.array(meldSchema)),
  /** Their total value. */
  total: z.int(),
  /** Whether the hand holds the king and queen of trump (no bella in no-trump), and its value. */
  bella: z.strictObject({ held: z.boolean(), points: z.int() }),
  /** With `compare`: the team whose melds count (null: neither), and the meld points each team scores. */
  comparison: z.optional(
    z.strictObject({ winner: z.nullable(z.int()), points: z.readonly(z.tuple([z.int(), z.int()])) }),
  ),
});
/** The answer of `tarabishMelds`. */
export type TarabishMeldsAnswer = z.output<typeof tarabishMeldsAnswer>;

/**
 * The melds a Tarabish hand holds, their values and bella (through `melds.ts`, as the engine
 * declares and scores them), and, given two teams' declarations, which team's melds count
 * (Tarabish rules: the team with the best single meld scores all its melds; equal best melds by the
 * option `equalMelds`).
 * @returns Left `query/bad-facts` (a meld the option `melds` does not have), `notation/bad-meld`,
 *   `notation/no-such-meld`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const tarabishMelds: TarabishQuery<
  TarabishMeldsFacts,
  TarabishMeldsAnswer,
  'notation/bad-meld' | 'notation/no-such-meld'
> = /* @__PURE__ */ tarabishQuery(tarabishMeldsFacts, (f, o) => {
  const cards = distinctCards(tarabishDeck, [['hand', f.hand]]);
  if (cards._tag === 'Left') return cards;
  const hand = setOf(tarabishDeck.words, cards.right[0]!);
  const trump = trumpWord(f.trump);
  const pairs = pairsHeld(hand, strainOfTrump(trump));
  const answer = {
    ...meldsListed(tarabishDeck, hand, o.melds, (m) => meldValue(m, o.melds)),
    bella: { held: pairs > 0, points: pairsValue(pairs) },
  };
  if (f.compare === undefined) return right(answer);
  const declared = teamMeldsOf(
    tarabishDeck,
    f.compare.melds,
    LAYOUT.handSize,
    { plural: 'melds', made: 'declared' },
    (m) => isMeld(m, o.melds),
    `melds '${o.melds}'`,
  );
  if (declared._tag === 'Left') return declared;
  const winner = meldWinner(declared.right, trump, o.melds, o.equalMelds, f.compare.eldestTeam);
  const points = teamMeldPoints(declared.right, trump, o.melds, o.equalMelds, f.compare.eldestTeam);
  return right({ ...answer, comparison: { winner, points: [points[0], points[1]] as [number, number] } });
});

// ---------------------------------------------------------------------------------------------
// score

/** The facts of the `score` query: a Tarabish score-sheet entry (`tarabishScoreSheet`). */
export const tarabishScoreFacts = tarabishScoreSheetSchema;
/** The answer of the `score` query: what `tarabishScoreSheet` returns (its main fields). */
export const tarabishScoreAnswer = z.looseObject({
  scores: z.readonly(z.array(z.number())),
  teamScores: z.readonly(z.tuple([z.number(), z.number()])),
  outcome: z.enum(['made', 'bate', 'half-bait']),
  meldWinner: z.nullable(z.int()),
});

// ---------------------------------------------------------------------------------------------
// the rule queries as a table

/**
 * The rule queries of `tarabish` by name, as `atout oracle` answers them: each `run(options,
 * facts)` is the typed function above (`score`: `tarabishScoreSheet`, its `options` defaulting to
 * the request's). Not part of the ruleset, so that an app that only plays does not load them.
 */
export const tarabishQueries: RuleQueries = {
  'legal-plays': ruleQuery(tarabishLegalPlaysFacts, legalPlaysAnswer, tarabishLegalPlays),
  'trick-winner': ruleQuery(tarabishTrickWinnerFacts, tarabishTrickWinnerAnswer, tarabishTrickWinner),
  'card-points': ruleQuery(tarabishCardPointsFacts, tarabishCardPointsAnswer, tarabishCardPoints),
  melds: ruleQuery(tarabishMeldsFacts, tarabishMeldsAnswer, tarabishMelds),
  // through ruleQuery like the others, so that facts which cannot be read are refused, not thrown
  score: sheetQuery(tarabishScoreFacts, tarabishScoreAnswer, parseTarabishOptions, tarabishScoreSheet),
};
