/**
 * Tarabish's rule questions answered from plain facts (cards by name), without a state: each reads
 * its facts, then answers through the card tables (`cards.ts`), the card-play rules (`card-play.ts`),
 * the melds (`melds.ts`) and the scoring (`scoring.ts`) the engine itself uses.
 */
import * as z from 'zod/mini';
import { cardId, type Card } from '../../kernel/card.js';
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
} from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { BELLA_POINTS, RANK_BIT, SUIT_LETTERS, cardPointTotal, cardPoints, tarabishDeck } from './cards.js';
import { LAYOUT } from './deal.js';
import {
  MAX_DECLARED,
  formatMeld,
  isMeld,
  meldCards,
  meldsHeld,
  meldValue,
  meldWinner,
  parseMeld,
  teamMeldPoints,
  type Meld,
} from './melds.js';
import { obligationRefusal, followRulesOf, playObligationOf, trickPoints, trickWinner } from './card-play.js';
import { tarabishScoreSheetSchema, tarabishScoreSheet } from './scoresheet.js';
import { TRICKS } from './state.js';
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

/** The options, then the facts, each parsed; then `answer`. */
function withFacts<F, I, A, C extends string = never>(
  schema: z.ZodMiniType<F, I>,
  input: unknown,
  options: unknown,
  answer: (facts: F, options: TarabishOptions) => Either<RuleError<TarabishQueryErrorCode | C>, A>,
): Either<RuleError<TarabishQueryErrorCode | C>, A> {
  const o = parseTarabishOptions(options);
  if (o._tag === 'Left') return o;
  const f = parseFacts(schema, tarabishDeck, input);
  return f._tag === 'Left' ? f : answer(f.right, o.right);
}

// ---------------------------------------------------------------------------------------------
// card-points

/** The facts of `tarabishCardPoints`: any cards, each once, and the trump suit. */
export const tarabishCardPointsFacts = z.strictObject({
  cards: cardListSchema(tarabishDeck, tarabishDeck.cards.length),
  trump: trumpSchema,
});
/** The facts of `tarabishCardPoints`. */
export type TarabishCardPointsFacts = z.input<typeof tarabishCardPointsFacts>;

/** The answer of `tarabishCardPoints`. */
export const tarabishCardPointsAnswer = z.strictObject({
  /** The cards' points under this trump. */
  points: z.int(),
  /** The card points of a whole hand under this trump, the last-trick bonus included. */
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
export function tarabishLegalPlays(
  facts: TarabishLegalPlaysFacts,
  options?: TarabishOptionsInput,
): Either<RuleError<TarabishQueryErrorCode>, LegalPlaysAnswer> {
  return withFacts(tarabishLegalPlaysFacts, facts, options, (f, o) => {
    const seat = checkTrick(f.trick, 4, false);
    if (seat._tag === 'Left') return seat;
    const cards = distinctCards(tarabishDeck, [
      ['hand', f.hand],
      ['trick', f.trick.map((t) => t.card)],
    ]);
    if (cards._tag === 'Left') return cards;
    const [hand, trick] = cards.right as [Card[], Card[]];
    if (hand.length === 0 || hand.length > LAYOUT.handSize)
      return left(ruleError('query/bad-facts', `A hand holds 1 to ${LAYOUT.handSize} cards.`, { field: 'hand' }));
    const trump = trumpWord(f.trump);
    const set = setOf(tarabishDeck.words, hand);
    const rules = followRulesOf(trump, o.partnerException);
    const d = playObligationOf(set, trick, trump, o.partnerException);
    return right(
      legalPlaysAnswerOf(tarabishDeck, hand, seat.right, d.rule, (c) => obligationRefusal(d, set, rules, c)),
    );
  });
}

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

/** The answer of `tarabishTrickWinner`. */
export const tarabishTrickWinnerAnswer = z.strictObject({
  winner: z.int(),
  card: z.string(),
  /** The trick's card points, the last-trick bonus included on the last trick. */
  points: z.int(),
});
/** The answer of `tarabishTrickWinner`. */
export type TarabishTrickWinnerAnswer = z.output<typeof tarabishTrickWinnerAnswer>;

/**
 * The winner of a complete Tarabish trick (the highest trump, else the highest card of the suit
 * led) through the engine's own trick winner (`play.ts`), and its card points as the trick event
 * counts them.
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export function tarabishTrickWinner(
  facts: TarabishTrickWinnerFacts,
  options?: TarabishOptionsInput,
): Either<RuleError<TarabishQueryErrorCode>, TarabishTrickWinnerAnswer> {
  return withFacts(tarabishTrickWinnerFacts, facts, options, (f, o) => {
    const checked = checkTrick(f.trick, 4, true);
    if (checked._tag === 'Left') return checked;
    const cards = distinctCards(tarabishDeck, [['trick', f.trick.map((t) => t.card)]]);
    if (cards._tag === 'Left') return cards;
    const trump = trumpWord(f.trump);
    const at = trickWinner(new TrickSoFar().load(followRulesOf(trump, 'off'), cards.right[0]!));
    const points = trickPoints(cards.right[0]!, 0, trump, f.lastTrick === true ? TRICKS : 0, o.lastTrickBonus);
    return right({ winner: f.trick[at]!.seat, card: f.trick[at]!.card, points });
  });
}

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

const meldSchema = z.strictObject({ meld: z.string(), cards: z.readonly(z.array(z.string())), value: z.int() });

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
export function tarabishMelds(
  facts: TarabishMeldsFacts,
  options?: TarabishOptionsInput,
): Either<RuleError<TarabishQueryErrorCode | 'notation/bad-meld' | 'notation/no-such-meld'>, TarabishMeldsAnswer> {
  return withFacts<
    z.output<typeof tarabishMeldsFacts>,
    TarabishMeldsFacts,
    TarabishMeldsAnswer,
    'notation/bad-meld' | 'notation/no-such-meld'
  >(tarabishMeldsFacts, facts, options, (f, o) => {
    const cards = distinctCards(tarabishDeck, [['hand', f.hand]]);
    if (cards._tag === 'Left') return cards;
    const hand = setOf(tarabishDeck.words, cards.right[0]!);
    const trump = trumpWord(f.trump);
    const held = meldsHeld(hand, o.melds).map((m) => ({
      meld: formatMeld(m),
      cards: meldCards(m).map((c) => tarabishDeck.names.get(c)!),
      value: meldValue(m, o.melds),
    }));
    const bellaHeld =
      trump !== null && has(hand, cardId(trump, RANK_BIT.king)) && has(hand, cardId(trump, RANK_BIT.queen));
    const answer = {
      melds: held,
      total: held.reduce((s, m) => s + m.value, 0),
      bella: { held: bellaHeld, points: bellaHeld ? BELLA_POINTS : 0 },
    };
    if (f.compare === undefined) return right(answer);
    const declared: Meld[][] = [];
    for (let team = 0; team < 2; team++) {
      const melds: Meld[] = [];
      for (const [i, text] of f.compare.melds[team]!.entries()) {
        const m = parseMeld(text);
        if (m._tag === 'Left')
          return left(
            ruleError(m.left.code, m.left.message, { ...m.left.detail, field: `compare.melds[${team}][${i}]` }),
          );
        if (!isMeld(m.right, o.melds))
          return left(
            ruleError('query/bad-facts', `${text} is not a meld under melds '${o.melds}'.`, {
              field: `compare.melds[${team}][${i}]`,
            }),
          );
        if (melds.some((x) => formatMeld(x) === text))
          return left(
            ruleError('query/bad-facts', `${text} is declared twice by one team.`, {
              field: `compare.melds[${team}][${i}]`,
            }),
          );
        melds.push(m.right);
      }
      declared.push(melds);
    }
    const sizes = declaredCards(declared);
    if (sizes._tag === 'Left') return sizes;
    const winner = meldWinner(declared, trump, o.melds, o.equalMelds, f.compare.eldestTeam);
    const points = teamMeldPoints(declared, trump, o.melds, o.equalMelds, f.compare.eldestTeam);
    return right({ ...answer, comparison: { winner, points: [points[0], points[1]] as [number, number] } });
  });
}

/**
 * The cards of two teams' declared melds hang together: no card in both teams' melds (each card is
 * in one hand), and a team's melds hold no more cards than its two players' hands.
 */
function declaredCards(
  declared: readonly (readonly Meld[])[],
): Either<RuleError<'query/bad-facts' | 'query/duplicate-card'>, null> {
  const owner = new Map<Card, number>();
  for (let team = 0; team < declared.length; team++) {
    let count = 0;
    for (const m of declared[team]!)
      for (const c of meldCards(m)) {
        const before = owner.get(c);
        if (before !== undefined && before !== team) {
          const name = tarabishDeck.names.get(c)!;
          return left(
            ruleError('query/duplicate-card', `${name} is in both teams' melds: a card is in one hand only.`, {
              card: name,
              fields: ['compare.melds[0]', 'compare.melds[1]'],
            }),
          );
        }
        if (before === undefined) count++;
        owner.set(c, team);
      }
    if (count > 2 * LAYOUT.handSize)
      return left(
        ruleError(
          'query/bad-facts',
          `A team's melds hold ${count} cards, more than its two players' hands (${2 * LAYOUT.handSize}).`,
          { field: `compare.melds[${team}]` },
        ),
      );
  }
  return right(null);
}

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

/** The score sheet from plain facts; the request's options stand when the entry gives none. */
function tarabishScore(facts: unknown, options: unknown): Either<RuleError, unknown> {
  const o = parseTarabishOptions(options);
  if (o._tag === 'Left') return o;
  const entry =
    typeof facts === 'object' &&
    facts !== null &&
    !Array.isArray(facts) &&
    !('options' in facts) &&
    options !== undefined
      ? { options, ...facts }
      : facts;
  return tarabishScoreSheet(entry);
}

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
  score: ruleQuery(tarabishScoreFacts, tarabishScoreAnswer, (facts: unknown, options: unknown) =>
    tarabishScore(facts, options),
  ),
};
