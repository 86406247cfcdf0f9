/**
 * Belote's rule questions answered from plain facts (cards by name), without a state: each reads
 * its facts, then answers through the card tables (`cards.ts`, the family's), the card-play rules
 * (`card-play.ts`, the family's chain under Belote's options), the announcements
 * (`declarations.ts`, `settle.ts`) and the score sheet (`scoresheet.ts`) the engine itself uses.
 * Coinche answers the same questions on the same card play (`coinche/queries.ts`), through the
 * answers of this module (`cardPointsOf`, `legalPlaysOf`, `trickWinnerOf`, `meldsOf`).
 */
import * as z from 'zod/mini';
import type { Card } from '../../kernel/card.js';
import { has, setOf } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import {
  checkTrick,
  cardListSchema,
  distinctCards,
  legalPlaysAnswer,
  legalPlaysAnswerOf,
  parseFacts,
  ruleQuery,
  trickSchema,
  type FactsErrorCode,
  type LegalPlaysAnswer,
  type TrickCard,
} from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { bellaMate, cardsPoints, decisionOn, refusalOf, trickCardPoints } from '../../family/card-play.js';
import { BELLA_POINTS, strainOfTrump, SUIT_LETTERS } from '../../family/cards.js';
import {
  formatMeld,
  meldCards,
  meldsHeld,
  meldValue,
  MAX_DECLARED,
  parseMeldOf,
  type Meld,
} from '../../family/melds.js';
import { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from './cards.js';
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

/** A hand's most cards: eight. */
const HAND = TRICKS;

/** What a Belote (or Coinche) query returns on facts or options it cannot use. */
export type BeloteQueryErrorCode =
  | FactsErrorCode
  | 'query/bad-trick'
  | 'notation/bad-meld'
  | 'notation/no-such-meld'
  | BeloteOptionErrorCode
  | `options/${string}`;
type QueryError = RuleError<BeloteQueryErrorCode>;

/** The trump suit by letter. */
const trumpSchema = z.enum(SUIT_LETTERS);
const trumpWord = (t: (typeof SUIT_LETTERS)[number]): number => SUIT_LETTERS.indexOf(t);

// ---------------------------------------------------------------------------------------------
// the facts' fields, shared with Coinche (which names the trump by its contract's strain)

/** The fields of `card-points` facts but the trump: any cards, each once. */
export const cardPointsFields = { cards: cardListSchema(beloteDeck, beloteDeck.cards.length) };
/** The fields of `legal-plays` facts but the trump. */
export const legalPlaysFields = {
  /** The cards of the player to act. */
  hand: cardListSchema(beloteDeck, HAND),
  /** The trick so far, in play order (empty: the player leads); the partner played two cards before the player. */
  trick: trickSchema(beloteDeck, 3),
};
/** The fields of `trick-winner` facts but the trump. */
export const trickWinnerFields = {
  /** The complete trick, four cards in play order. */
  trick: trickSchema(beloteDeck, 3),
  /** Whether it is the deal's last trick (its winner takes the dix de der). Default false. */
  lastTrick: z.optional(z.boolean()),
};
/** One team's announcements in notation: its two players' (each at most `MAX_DECLARED`). */
const teamMelds = z.readonly(z.array(z.string().check(z.maxLength(16))).check(z.maxLength(2 * MAX_DECLARED)));
/** The fields of `melds` facts but the trump. */
export const meldsFields = {
  /** A hand (its announcements and belote are listed). */
  hand: cardListSchema(beloteDeck, HAND),
  /**
   * Two teams' announcements to compare (`run3-KS`, `four-J`), and the eldest hand's team (it
   * scores equal best announcements under `equalAnnouncements: 'eldest'`). Optional.
   */
  compare: z.optional(
    z.strictObject({
      melds: z.readonly(z.tuple([teamMelds, teamMelds])),
      eldestTeam: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
};

// ---------------------------------------------------------------------------------------------
// the answers

/** The answer of `card-points`. */
export const cardPointsAnswer = z.strictObject({
  /** The cards' points under this trump. */
  points: z.int(),
  /** The card points of a whole deal, the dix de der included (162). */
  total: z.int(),
  /** The dix de der (included in `total`). */
  lastTrickBonus: z.int(),
});
/** The answer of `card-points`. */
export type CardPointsAnswer = z.output<typeof cardPointsAnswer>;

/** The answer of `trick-winner`. */
export const trickWinnerAnswer = z.strictObject({
  winner: z.int(),
  card: z.string(),
  /** The trick's card points, the dix de der included on the last trick. */
  points: z.int(),
});
/** The answer of `trick-winner`. */
export type TrickWinnerAnswer = z.output<typeof trickWinnerAnswer>;

const meldSchema = z.strictObject({ meld: z.string(), cards: z.readonly(z.array(z.string())), value: z.int() });
/** The answer of `melds`. */
export const meldsAnswer = z.strictObject({
  /** The announcements the hand holds (each maximal sequence once, carrés), each with its cards and value. */
  melds: z.readonly(z.array(meldSchema)),
  /** Their total value. */
  total: z.int(),
  /** Whether the options play announcements (option `announcements`): without, they score nothing. */
  counted: z.boolean(),
  /** Whether the hand holds the king and queen of trump (belote and rebelote), and their value. */
  belote: z.strictObject({ held: z.boolean(), points: z.int() }),
  /** With `compare`: the team whose announcements score (null: neither), and the points each team scores. */
  comparison: z.optional(
    z.strictObject({ winner: z.nullable(z.int()), points: z.readonly(z.tuple([z.int(), z.int()])) }),
  ),
});
/** The answer of `melds`. */
export type MeldsAnswer = z.output<typeof meldsAnswer>;

// ---------------------------------------------------------------------------------------------
// the answers from parsed facts, under a trump (word) and the card play's options

/** The card points of cards under `trump`, and a deal's total. */
export function cardPointsOf(names: readonly string[], trump: number): Either<QueryError, CardPointsAnswer> {
  const cards = distinctCards(beloteDeck, [['cards', names]]);
  if (cards._tag === 'Left') return cards;
  return right({
    points: cardsPoints(cards.right[0]!, trump),
    total: CARD_POINTS_TOTAL + DIX_DE_DER,
    lastTrickBonus: DIX_DE_DER,
  });
}

/** The legal plays of a hand on a trick so far, through the obligation `apply` checks (`play.ts`). */
export function legalPlaysOf(
  handNames: readonly string[],
  trickCards: readonly TrickCard[],
  trump: number,
  o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>,
): Either<QueryError, LegalPlaysAnswer> {
  const seat = checkTrick(trickCards, 4, false);
  if (seat._tag === 'Left') return seat;
  const cards = distinctCards(beloteDeck, [
    ['hand', handNames],
    ['trick', trickCards.map((t) => t.card)],
  ]);
  if (cards._tag === 'Left') return cards;
  const [hand, trick] = cards.right as [Card[], Card[]];
  if (hand.length === 0)
    return left(ruleError('query/bad-facts', `A hand holds 1 to ${HAND} cards.`, { field: 'hand' }));
  const rules = rulesOf(strainOfTrump(trump), trick.length > 0 ? trick[0]! >>> 5 : -1, o);
  const set = setOf(4, hand);
  const d = decisionOn(set, new TrickSoFar().load(rules, trick), rules);
  return right(
    legalPlaysAnswerOf(beloteDeck, hand, seat.right, d.rule, (c) => refusalOf(beloteDeck, d, set, rules, c)),
  );
}

/** The winner of a complete trick (the kernel's trick so far under the deal's rules) and its points. */
export function trickWinnerOf(
  trickCards: readonly TrickCard[],
  trump: number,
  lastTrick: boolean,
  o: Pick<BeloteOptions, 'partnerException' | 'undertrump'>,
): Either<QueryError, TrickWinnerAnswer> {
  const checked = checkTrick(trickCards, 4, true);
  if (checked._tag === 'Left') return checked;
  const cards = distinctCards(beloteDeck, [['trick', trickCards.map((t) => t.card)]]);
  if (cards._tag === 'Left') return cards;
  const at = new TrickSoFar().load(rulesOf(strainOfTrump(trump), cards.right[0]![0]! >>> 5, o), cards.right[0]!).win;
  const points = trickCardPoints(cards.right[0]!, 0, trump) + (lastTrick ? DIX_DE_DER : 0);
  return right({ winner: trickCards[at]!.seat, card: trickCards[at]!.card, points });
}

/** The announcements and belote of a hand, and two teams' announcements compared (`announcementWinner`). */
export function meldsOf(
  handNames: readonly string[],
  trump: number,
  compare: z.output<typeof meldsFields.compare>,
  o: Pick<BeloteOptions, 'announcements' | 'equalAnnouncements'>,
): Either<QueryError, MeldsAnswer> {
  const cards = distinctCards(beloteDeck, [['hand', handNames]]);
  if (cards._tag === 'Left') return cards;
  const hand = setOf(4, cards.right[0]!);
  const held = meldsHeld(hand, 'belote').map((m) => ({
    meld: formatMeld(m),
    cards: meldCards(m).map((c) => beloteDeck.names.get(c)!),
    value: meldValue(m, 'belote'),
  }));
  const beloteHeld = cards.right[0]!.some((c) => bellaMate(trump, c) >= 0 && has(hand, bellaMate(trump, c)));
  const answer = {
    melds: held,
    total: held.reduce((s, m) => s + m.value, 0),
    counted: o.announcements,
    belote: { held: beloteHeld, points: beloteHeld ? BELLA_POINTS : 0 },
  };
  if (compare === undefined) return right(answer);
  const declared: Meld[][] = [[], []];
  const owner = new Map<Card, number>();
  for (let team = 0; team < 2; team++)
    for (const [i, text] of compare.melds[team]!.entries()) {
      const field = `compare.melds[${team}][${i}]`;
      const m = parseMeldOf(beloteDeck, text);
      if (m._tag === 'Left') return left(ruleError(m.left.code, m.left.message, { ...m.left.detail, field }));
      if (declared[team]!.some((x) => formatMeld(x) === text))
        return left(ruleError('query/bad-facts', `${text} is announced twice by one team.`, { field }));
      for (const c of meldCards(m.right)) {
        if (owner.get(c) === 1 - team) {
          const name = beloteDeck.names.get(c)!;
          return left(
            ruleError('query/duplicate-card', `${name} is in both teams' announcements: a card is in one hand only.`, {
              card: name,
              fields: ['compare.melds[0]', 'compare.melds[1]'],
            }),
          );
        }
        owner.set(c, team);
      }
      declared[team]!.push(m.right);
    }
  // One list per team: the announcement rules read seat % 2, so each team is its own "seat".
  const winner = announcementWinner(declared, strainOfTrump(trump), o.equalAnnouncements, compare.eldestTeam);
  const points = announcementTotals(declared, winner, strainOfTrump(trump));
  return right({ ...answer, comparison: { winner, points } });
}

// ---------------------------------------------------------------------------------------------
// Belote's typed queries

/** The options, then the facts, each parsed; then `answer`. */
function withFacts<F, I, A>(
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, options: BeloteOptions) => Either<QueryError, A>,
): Either<QueryError, A> {
  const o = parseBeloteOptions(options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, beloteDeck, input);
  return f._tag === 'Left' ? f : answer(f.right, o.right);
}

/** The facts of `beloteCardPoints`: any cards, each once, and the trump suit. */
export const beloteCardPointsFacts = z.strictObject({ ...cardPointsFields, trump: trumpSchema });
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
export function beloteCardPoints(
  facts: BeloteCardPointsFacts,
  options?: BeloteOptionsInput,
): Either<QueryError, CardPointsAnswer> {
  return withFacts(beloteCardPointsFacts, facts, options, (f) => cardPointsOf(f.cards, trumpWord(f.trump)));
}

/** The facts of `beloteLegalPlays` (the partner exception and the undertrump are options). */
export const beloteLegalPlaysFacts = z.strictObject({ ...legalPlaysFields, trump: trumpSchema });
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
export function beloteLegalPlays(
  facts: BeloteLegalPlaysFacts,
  options?: BeloteOptionsInput,
): Either<QueryError, LegalPlaysAnswer> {
  return withFacts(beloteLegalPlaysFacts, facts, options, (f, o) =>
    legalPlaysOf(f.hand, f.trick, trumpWord(f.trump), o),
  );
}

/** The facts of `beloteTrickWinner`. */
export const beloteTrickWinnerFacts = z.strictObject({ ...trickWinnerFields, trump: trumpSchema });
/** The facts of `beloteTrickWinner`. */
export type BeloteTrickWinnerFacts = z.input<typeof beloteTrickWinnerFacts>;

/**
 * The winner of a complete Belote trick (the highest trump, else the highest card of the suit
 * led), through the engine's trick winner, and its card points (the dix de der on the last trick).
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export function beloteTrickWinner(
  facts: BeloteTrickWinnerFacts,
  options?: BeloteOptionsInput,
): Either<QueryError, TrickWinnerAnswer> {
  return withFacts(beloteTrickWinnerFacts, facts, options, (f, o) =>
    trickWinnerOf(f.trick, trumpWord(f.trump), f.lastTrick === true, o),
  );
}

/** The facts of `beloteMelds`. */
export const beloteMeldsFacts = z.strictObject({ ...meldsFields, trump: trumpSchema });
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
export function beloteMelds(facts: BeloteMeldsFacts, options?: BeloteOptionsInput): Either<QueryError, MeldsAnswer> {
  return withFacts(beloteMeldsFacts, facts, options, (f, o) => meldsOf(f.hand, trumpWord(f.trump), f.compare, o));
}

// ---------------------------------------------------------------------------------------------
// score

/** The answer of the `score` query: what the score sheet returns (its main fields). */
export const scoreAnswer = z.looseObject({
  scores: z.readonly(z.array(z.number())),
  teamScores: z.readonly(z.tuple([z.number(), z.number()])),
  outcome: z.string(),
  announcementWinner: z.nullable(z.int()),
});

/** An entry with the request's options when it gives none of its own. */
export const withRequestOptions = (facts: unknown, options: unknown): unknown =>
  typeof facts === 'object' && facts !== null && !Array.isArray(facts) && !('options' in facts) && options !== undefined
    ? { options, ...facts }
    : facts;

/**
 * The rule queries of `belote` by name, as `atout oracle` answers them: each `run(options, facts)`
 * is the typed function above (`score`: `beloteScoreSheet`, its `options` defaulting to the
 * request's). Not part of the ruleset, so that an app that only plays does not load them.
 */
export const beloteQueries: RuleQueries = {
  'legal-plays': ruleQuery(beloteLegalPlaysFacts, legalPlaysAnswer, beloteLegalPlays),
  'trick-winner': ruleQuery(beloteTrickWinnerFacts, trickWinnerAnswer, beloteTrickWinner),
  'card-points': ruleQuery(beloteCardPointsFacts, cardPointsAnswer, beloteCardPoints),
  melds: ruleQuery(beloteMeldsFacts, meldsAnswer, beloteMelds),
  score: ruleQuery(
    beloteScoreSheetSchema,
    scoreAnswer,
    (facts: unknown, options: unknown): Either<RuleError, unknown> => {
      const o = parseBeloteOptions(options);
      return o._tag === 'Left' ? o : beloteScoreSheet(withRequestOptions(facts, options));
    },
  ),
};
