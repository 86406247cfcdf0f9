/**
 * Belote's rule questions answered from plain facts (cards by name), without a state: each reads
 * its facts, then answers through the card tables (`cards.ts`, the family's), the card-play rules
 * (`card-play.ts`, the family's chain under Belote's options), the announcements
 * (`declarations.ts`, `settle.ts`) and the score sheet (`scoresheet.ts`) the engine itself uses.
 * Coinche answers the same questions on the same card play (`coinche/queries.ts`), through the
 * answers of this module (`cardPointsOf`, `legalPlaysOf`, `trickWinnerOf`, `meldsOf`).
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
  type LegalPlaysAnswer,
  type TrickCard,
} from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { strainOfTrump, SUIT_LETTERS, type Strain } from '../../family/cards.js';
import { meldValueIn, MAX_DECLARED } from '../../family/melds.js';
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
  type FamilyQueryErrorCode,
  type TrickWinnerAnswer,
} from '../../family/queries.js';
import { beloteDeck, DIX_DE_DER, TRICKS } from './cards.js';
import { rulesOf } from './card-play.js';
import { announcementWinner } from './declarations.js';
import {
  parseBeloteOptions,
  type BeloteOptionErrorCode,
  type BeloteOptions,
  type BeloteOptionsInput,
} from './options.js';
import { announcementTotals } from './settle.js';
import { beloteScoreSheet, beloteScoreSheetSchema } from './scoresheet.js';

export { cardPointsAnswer, trickWinnerAnswer, type CardPointsAnswer, type TrickWinnerAnswer };

/** A hand's most cards: eight. */
const HAND = TRICKS;

/** What a Belote (or Coinche) query returns on facts or options it cannot use. */
export type BeloteQueryErrorCode = FamilyQueryErrorCode | BeloteOptionErrorCode | `options/${string}`;
type QueryError = RuleError<BeloteQueryErrorCode>;

/** The trump suit by letter. */
const trumpSchema = /* @__PURE__ */ z.enum(SUIT_LETTERS);
/** The strain of a trump suit's letter. */
const strainOfLetter = (t: (typeof SUIT_LETTERS)[number]): Strain => strainOfTrump(SUIT_LETTERS.indexOf(t));

// ---------------------------------------------------------------------------------------------
// the facts' fields, shared with Coinche (which names its contract's strain)

/** The fields of `card-points` facts but the trump: any cards, each once. */
export const cardPointsFields = { cards: /* @__PURE__ */ cardListSchema(beloteDeck, beloteDeck.cards.length) };
/** The fields of `legal-plays` facts but the trump. */
export const legalPlaysFields = {
  /** The cards of the player to act. */
  hand: /* @__PURE__ */ cardListSchema(beloteDeck, HAND),
  /** The trick so far, in play order (empty: the player leads); the partner played two cards before the player. */
  trick: /* @__PURE__ */ trickSchema(beloteDeck, 3),
};
/** The fields of `trick-winner` facts but the trump. */
export const trickWinnerFields = {
  /** The complete trick, four cards in play order. */
  trick: /* @__PURE__ */ trickSchema(beloteDeck, 3),
  /** Whether it is the deal's last trick (its winner takes the dix de der). Default false. */
  lastTrick: /* @__PURE__ */ z.optional(z.boolean()),
};
/** One team's announcements in notation: its two players' (each at most `MAX_DECLARED`). */
const teamMelds = /* @__PURE__ */ z.readonly(
  z.array(z.string().check(z.maxLength(16))).check(z.maxLength(2 * MAX_DECLARED)),
);
/** The fields of `melds` facts but the trump. */
export const meldsFields = {
  /** A hand (its announcements and belote are listed). */
  hand: /* @__PURE__ */ cardListSchema(beloteDeck, HAND),
  /**
   * Two teams' announcements to compare (`run3-KS`, `four-J`), and the eldest hand's team (it
   * scores equal best announcements under `equalAnnouncements: 'eldest'`). Optional.
   */
  compare: /* @__PURE__ */ z.optional(
    z.strictObject({
      melds: z.readonly(z.tuple([teamMelds, teamMelds])),
      eldestTeam: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
};

// ---------------------------------------------------------------------------------------------
// the answers

/** The answer of `melds`. */
export const meldsAnswer = /* @__PURE__ */ z.strictObject({
  /** The announcements the hand holds (each maximal sequence once, carrés), each with its cards and value. */
  melds: z.readonly(z.array(meldSchema)),
  /** Their total value. */
  total: z.int(),
  /** Whether the options play announcements (option `announcements`): without, they score nothing. */
  counted: z.boolean(),
  /**
   * Whether the hand holds the king and queen of trump (belote and rebelote; in tout atout of any
   * suit, a belote in every suit; none in sans atout), and their value (20 a belote).
   */
  belote: z.strictObject({ held: z.boolean(), points: z.int() }),
  /** With `compare`: the team whose announcements score (null: neither), and the points each team scores. */
  comparison: z.optional(
    z.strictObject({ winner: z.nullable(z.int()), points: z.readonly(z.tuple([z.int(), z.int()])) }),
  ),
});
/** The answer of `melds`. */
export type MeldsAnswer = z.output<typeof meldsAnswer>;

// ---------------------------------------------------------------------------------------------
// the answers from parsed facts, under a strain (the family's: a trump suit, tout atout, sans
// atout) and the card play's options, through the family's queries (`family/queries.ts`)

/** The card points of cards under `strain`, and a deal's total with the dix de der. */
export const cardPointsOf = (names: readonly string[], strain: Strain): Either<QueryError, CardPointsAnswer> =>
  cardPointsOn(beloteDeck, names, strain, DIX_DE_DER);

/** The legal plays of a hand on a trick so far, through the obligation `apply` checks (`play.ts`). */
export const legalPlaysOf = (
  handNames: readonly string[],
  trickCards: readonly TrickCard[],
  strain: Strain,
  o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>,
): Either<QueryError, LegalPlaysAnswer> =>
  legalPlaysOn(beloteDeck, HAND, handNames, trickCards, (led) => rulesOf(strain, led, o));

/** The winner of a complete trick (the kernel's trick so far under the deal's rules) and its points. */
export const trickWinnerOf = (
  trickCards: readonly TrickCard[],
  strain: Strain,
  lastTrick: boolean,
  o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>,
): Either<QueryError, TrickWinnerAnswer> =>
  trickWinnerOn(beloteDeck, trickCards, (led) => rulesOf(strain, led, o), strain, lastTrick ? DIX_DE_DER : 0);

/** The announcements and belotes of a hand, and two teams' announcements compared (`announcementWinner`). */
export function meldsOf(
  handNames: readonly string[],
  strain: Strain,
  compare: z.output<typeof meldsFields.compare>,
  o: Pick<BeloteOptions, 'announcements' | 'equalAnnouncements'>,
): Either<QueryError, MeldsAnswer> {
  const cards = distinctCards(beloteDeck, [['hand', handNames]]);
  if (cards._tag === 'Left') return cards;
  const hand = setOf(4, cards.right[0]!);
  const pairs = pairsHeld(hand, strain);
  const answer = {
    ...meldsListed(beloteDeck, hand, 'belote', (m) => meldValueIn(m, 'belote', strain)),
    counted: o.announcements,
    belote: { held: pairs > 0, points: pairsValue(pairs) },
  };
  if (compare === undefined) return right(answer);
  const declared = teamMeldsOf(
    beloteDeck,
    compare.melds,
    HAND,
    { plural: 'announcements', made: 'announced' },
    () => true,
    'belote',
  );
  if (declared._tag === 'Left') return declared;
  // One list per team: the announcement rules read seat % 2, so each team is its own "seat".
  const winner = announcementWinner(declared.right, strain, o.equalAnnouncements, compare.eldestTeam);
  const points = announcementTotals(declared.right, winner, strain);
  return right({ ...answer, comparison: { winner, points } });
}

// ---------------------------------------------------------------------------------------------
// Belote's typed queries

/** A typed Belote query: its facts (`I`) and the options, to its answer (`A`) or the refusal. */
export type BeloteQuery<I, A> = (facts: I, options?: BeloteOptionsInput) => Either<QueryError, A>;

/** A Belote query from its facts' schema and its answer (the kernel's `queriesOn`). */
const beloteQuery = /* @__PURE__ */ queriesOn<BeloteOptions, BeloteOptionsInput, QueryError>(
  parseBeloteOptions,
  beloteDeck,
);

/** The facts of `beloteCardPoints`: any cards, each once, and the trump suit. */
export const beloteCardPointsFacts = /* @__PURE__ */ (() =>
  z.strictObject({ ...cardPointsFields, trump: trumpSchema }))();
/** The facts of `beloteCardPoints`. */
export type BeloteCardPointsFacts = z.input<typeof beloteCardPointsFacts>;

/**
 * The card points of any Belote cards under a trump (FFB belote book §6: trumps J 20, 9 14, A 11,
 * 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2), and a deal's total with the dix de der.
 *
 * ```ts
 * beloteCardPoints({ cards: ['JH', '9H', 'JS'], trump: 'H' }); // right({ points: 36, total: 162, lastTrickBonus: 10 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const beloteCardPoints: BeloteQuery<BeloteCardPointsFacts, CardPointsAnswer> = /* @__PURE__ */ beloteQuery(
  beloteCardPointsFacts,
  (f) => cardPointsOf(f.cards, strainOfLetter(f.trump)),
);

/** The facts of `beloteLegalPlays` (the partner exception and the undertrump are options). */
export const beloteLegalPlaysFacts = /* @__PURE__ */ (() =>
  z.strictObject({ ...legalPlaysFields, trump: trumpSchema }))();
/** The facts of `beloteLegalPlays`. */
export type BeloteLegalPlaysFacts = z.input<typeof beloteLegalPlaysFacts>;

/**
 * The cards a Belote hand may play to a trick so far (FFB belote book §5: follow suit, beat a trump
 * lead if able; void, trump and overtrump an opponent's trump if able, else a lower trump, or any
 * card with `undertrump: 'optional'`; void while the partner is master, any card), through the
 * engine's own obligation: each legal card with the rule allowing it, each other card with the
 * code `apply` refuses it with. (Belote and rebelote are calls made with a legal card.)
 *
 * ```ts
 * const facts = { hand: ['JH', '8H', 'AC'], trick: [{ seat: 1, card: 'KS' }, { seat: 2, card: '7S' }, { seat: 3, card: '9H' }], trump: 'H' };
 * beloteLegalPlays(facts); // legal: JH ('overtrump')
 * ```
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const beloteLegalPlays: BeloteQuery<BeloteLegalPlaysFacts, LegalPlaysAnswer> = /* @__PURE__ */ beloteQuery(
  beloteLegalPlaysFacts,
  (f, o) => legalPlaysOf(f.hand, f.trick, strainOfLetter(f.trump), o),
);

/** The facts of `beloteTrickWinner`. */
export const beloteTrickWinnerFacts = /* @__PURE__ */ (() =>
  z.strictObject({ ...trickWinnerFields, trump: trumpSchema }))();
/** The facts of `beloteTrickWinner`. */
export type BeloteTrickWinnerFacts = z.input<typeof beloteTrickWinnerFacts>;

/**
 * The winner of a complete Belote trick (the highest trump, else the highest card of the suit
 * led), through the engine's trick winner, and its card points (the dix de der on the last trick).
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const beloteTrickWinner: BeloteQuery<BeloteTrickWinnerFacts, TrickWinnerAnswer> = /* @__PURE__ */ beloteQuery(
  beloteTrickWinnerFacts,
  (f, o) => trickWinnerOf(f.trick, strainOfLetter(f.trump), f.lastTrick === true, o),
);

/** The facts of `beloteMelds`. */
export const beloteMeldsFacts = /* @__PURE__ */ (() => z.strictObject({ ...meldsFields, trump: trumpSchema }))();
/** The facts of `beloteMelds`. */
export type BeloteMeldsFacts = z.input<typeof beloteMeldsFacts>;

/**
 * The announcements a Belote hand holds (sequences and carrés, FFB coinchée book §8: tierce 20,
 * cinquante 50, cent 100; carrés of J 200, 9 150, A 10 K Q 100), their values, its belote (the
 * king and queen of trump, 20), and, given two teams' announcements, which team's score (the best
 * one: value, a carré over a sequence, the higher top card, trump; equal by
 * `equalAnnouncements`).
 * @returns Left `query/bad-facts`, `notation/bad-meld`, `notation/no-such-meld`,
 *   `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const beloteMelds: BeloteQuery<BeloteMeldsFacts, MeldsAnswer> = /* @__PURE__ */ beloteQuery(
  beloteMeldsFacts,
  (f, o) => meldsOf(f.hand, strainOfLetter(f.trump), f.compare, o),
);

// ---------------------------------------------------------------------------------------------
// score

/** The answer of the `score` query: what the score sheet returns (its main fields). */
export const scoreAnswer = /* @__PURE__ */ z.looseObject({
  scores: z.readonly(z.array(z.number())),
  teamScores: z.readonly(z.tuple([z.number(), z.number()])),
  outcome: z.string(),
  announcementWinner: z.nullable(z.int()),
});

/**
 * The rule queries of `belote` by name, as `atout oracle` answers them: each `run(options, facts)`
 * is the typed function above (`score`: `beloteScoreSheet`, its `options` defaulting to the
 * request's). Not part of the ruleset, so that an app that only plays does not load them.
 */
export const beloteQueries: RuleQueries = /* @__PURE__ */ (() => ({
  'legal-plays': ruleQuery(beloteLegalPlaysFacts, legalPlaysAnswer, beloteLegalPlays),
  'trick-winner': ruleQuery(beloteTrickWinnerFacts, trickWinnerAnswer, beloteTrickWinner),
  'card-points': ruleQuery(beloteCardPointsFacts, cardPointsAnswer, beloteCardPoints),
  melds: ruleQuery(beloteMeldsFacts, meldsAnswer, beloteMelds),
  score: sheetQuery(beloteScoreSheetSchema, scoreAnswer, parseBeloteOptions, beloteScoreSheet),
}))();
