/**
 * Tarot's rule questions answered from plain facts (cards by name), without a state: each reads its
 * facts, then answers through the card tables (`cards.ts`) and the card-play core (`play.ts`) the
 * engine itself uses. Goulash asks the same questions under its own options.
 */
import * as z from 'zod/mini';
import type { Card } from '../../kernel/card.js';
import { setOf } from '../../kernel/cardset.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import {
  cardNameSchema,
  checkTrick,
  cardListSchema,
  distinctCards,
  queriesOn,
  ruleQuery,
  legalPlaysAnswer,
  legalPlaysAnswerOf,
  trickSchema,
  type FactsErrorCode,
  type LegalPlaysAnswer,
} from '../../kernel/query.js';
import type { RuleQueries } from '../../kernel/ruleset.js';
import { TrickSoFar } from '../../kernel/trick.js';
import { EXCUSE, isOudler, tarotDeck, value2 } from './cards.js';
import { HAND_SIZE } from './deal.js';
import { TAROT_FOLLOW, trickWinner } from './card-play.js';
import { obligationRefusal, playObligationOf, type TarotObligation } from './play.js';
import {
  parseTarotOptions,
  tarotOptionsSchema,
  type GameMode,
  type TarotOptionErrorCode,
  type TarotOptions,
  type TarotOptionsInput,
} from './options.js';
import { TOTAL_POINTS2 } from './scoring.js';
import { tarotScoreSheet, tarotScoreSheetSchema } from './scoresheet.js';

/** A Tarot card by name (`KH`, `21T`, `EX`). */
const card = cardNameSchema(tarotDeck);

/** The options schema of each mode, built once. */
const SCHEMAS: Readonly<Record<GameMode, ReturnType<typeof tarotOptionsSchema>>> = {
  classic: tarotOptionsSchema('classic'),
  goulash: tarotOptionsSchema('goulash'),
};

/** What a Tarot query returns on facts or options it cannot use. */
export type TarotQueryErrorCode = FactsErrorCode | 'query/bad-trick' | TarotOptionErrorCode;

/** Facts that do not hang together, naming the field. */
const badFacts = (message: string, field: string) => ruleError('query/bad-facts', message, { field });

/** A typed Tarot query: its facts (`I`) and the options, to its answer (`A`) or the refusal. */
export type TarotQuery<I, A> = (facts: I, options?: TarotOptionsInput) => Either<RuleError<TarotQueryErrorCode>, A>;

/** The Tarot queries of a mode, from a query's facts' schema and its answer (the kernel's `queriesOn`). */
const queryIn = (mode: GameMode) =>
  queriesOn<TarotOptions, TarotOptionsInput, RuleError<TarotQueryErrorCode>>(
    (options) => parseTarotOptions(SCHEMAS[mode], options),
    tarotDeck,
  );

/** The card points of cards in half points (FFT p.3, `value2`): the card-points and trick-winner answers. */
const halfPointsOf = (cards: readonly Card[]): number => cards.reduce((s, c) => s + value2(c), 0);

// ---------------------------------------------------------------------------------------------
// card-points

/** The facts of `tarotCardPoints`: any cards, each once. */
export const tarotCardPointsFacts = z.strictObject({
  cards: cardListSchema(tarotDeck, tarotDeck.cards.length),
});
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

const cardPointsIn = (mode: GameMode) =>
  queryIn(mode)(tarotCardPointsFacts, (f) => {
    const cards = distinctCards(tarotDeck, [['cards', f.cards]]);
    if (cards._tag === 'Left') return cards;
    const half = halfPointsOf(cards.right[0]!);
    const oudlers = cards.right[0]!.filter(isOudler).length;
    return right({ points: half / 2, halfPoints: half, oudlers, total: TOTAL_POINTS2 / 2 });
  });

/**
 * The card points of any Tarot cards (FFT p.3: oudlers and kings 4.5, queens 3.5, knights 2.5,
 * jacks 1.5, any other card 0.5), the number of oudlers among them and the deck's total, 91.
 *
 * ```ts
 * tarotCardPoints({ cards: ['KH', 'EX', '3T'] }); // right({ points: 9.5, halfPoints: 19, oudlers: 1, total: 91 })
 * ```
 * @returns Left `query/bad-facts`, `notation/bad-card`, `query/duplicate-card`, or an `options/…` code.
 */
export const tarotCardPoints: TarotQuery<TarotCardPointsFacts, TarotCardPointsAnswer> =
  /* @__PURE__ */ cardPointsIn('classic');

// ---------------------------------------------------------------------------------------------
// legal-plays

/** The facts of `tarotLegalPlays`. */
export const tarotLegalPlaysFacts = z.strictObject({
  /** The cards of the player to act. */
  hand: cardListSchema(tarotDeck, Math.max(...Object.values(HAND_SIZE))),
  /** The trick so far, in play order (empty: the player leads). */
  trick: trickSchema(tarotDeck, 4),
  /** Whether this is the deal's first trick (read at 5 players, for the called suit). Default false. */
  firstTrick: z.optional(z.boolean()),
  /** The card called at 5 players (a king, or a lower rank when the taker holds the four kings); default none. */
  called: z.optional(z.nullable(card)),
});
/** The facts of `tarotLegalPlays`. */
export type TarotLegalPlaysFacts = z.input<typeof tarotLegalPlaysFacts>;

const legalPlaysIn = (mode: GameMode) =>
  queryIn(mode)(tarotLegalPlaysFacts, (f, o) => {
    const seat = checkTrick(f.trick, o.players, false);
    if (seat._tag === 'Left') return seat;
    const called = f.called ?? null;
    if (called !== null && (o.players !== 5 || o.mode !== 'classic'))
      return left(badFacts('A card is called only in a classic deal at 5 players.', 'called'));
    const cards = distinctCards(tarotDeck, [
      ['hand', f.hand],
      ['trick', f.trick.map((t) => t.card)],
    ]);
    if (cards._tag === 'Left') return cards;
    const [hand, trick] = cards.right as [Card[], Card[]];
    if (hand.length === 0 || hand.length > HAND_SIZE[o.players])
      return left(badFacts(`A hand holds 1 to ${HAND_SIZE[o.players]} cards at ${o.players} players.`, 'hand'));
    const calledCard = called === null || f.firstTrick !== true ? null : tarotDeck.byName.get(called)!;
    const ob = playObligationOf(setOf(tarotDeck.words, hand), trick, calledCard);
    return right(legalPlaysOf(ob, hand, seat.right));
  });

/** The answer from an obligation: each card of the hand allowed (with the rule) or refused (with the code). */
const legalPlaysOf = (ob: TarotObligation, hand: readonly Card[], seat: number | null) =>
  legalPlaysAnswerOf(tarotDeck, hand, seat, ob.rule, (c) => obligationRefusal(ob, c));

/**
 * The cards a Tarot hand may play to a trick so far (FFT p.7–8, and the called suit's ban on the
 * first trick at 5 players, p.12), through the engine's own obligation (`play.ts`): each legal card
 * with the rule allowing it, each other card with the code `apply` refuses it with.
 *
 * ```ts
 * tarotLegalPlays({ hand: ['5T', '12T', 'KS', 'EX'], trick: [{ seat: 1, card: '3H' }, { seat: 2, card: '8T' }] });
 * // right: seat 3, rule 'overtrump', legal 12T and EX, refused KS and 5T ('play/must-overtrump')
 * ```
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const tarotLegalPlays: TarotQuery<TarotLegalPlaysFacts, LegalPlaysAnswer> =
  /* @__PURE__ */ legalPlaysIn('classic');

// ---------------------------------------------------------------------------------------------
// trick-winner

/** The facts of `tarotTrickWinner`. */
export const tarotTrickWinnerFacts = z.strictObject({
  /** The complete trick, one card per player, in play order. */
  trick: trickSchema(tarotDeck, 4),
  /** Whether it is the deal's last trick (for the Excuse). Default false. */
  lastTrick: z.optional(z.boolean()),
  /**
   * Whether the side of the trick's leader has won every earlier trick: with an Excuse led to the
   * last trick, it then wins (FFT p.6). Default false.
   */
  leaderSideWonEveryTrick: z.optional(z.boolean()),
});
/** The facts of `tarotTrickWinner`. */
export type TarotTrickWinnerFacts = z.input<typeof tarotTrickWinnerFacts>;

/** The answer of `tarotTrickWinner`. */
export const tarotTrickWinnerAnswer = z.strictObject({
  /** The winning seat. */
  winner: z.int(),
  /** The winning card. */
  card: z.string(),
  /** The trick's card points, every card counted, the Excuse included (its exchange is settled at the deal's end). */
  points: z.number(),
  /** The same in half points, an integer. */
  halfPoints: z.int(),
});
/** The answer of `tarotTrickWinner`. */
export type TarotTrickWinnerAnswer = z.output<typeof tarotTrickWinnerAnswer>;

const trickWinnerIn = (mode: GameMode) =>
  queryIn(mode)(tarotTrickWinnerFacts, (f, o) => {
    const checked = checkTrick(f.trick, o.players, true);
    if (checked._tag === 'Left') return checked;
    const cards = distinctCards(tarotDeck, [['trick', f.trick.map((t) => t.card)]]);
    if (cards._tag === 'Left') return cards;
    const trick = cards.right[0]!;
    const at = trickWinner(
      new TrickSoFar().load(TAROT_FOLLOW, trick),
      trick.indexOf(EXCUSE),
      f.lastTrick === true,
      o.mode,
      o.excuseOnLastTrick,
      f.leaderSideWonEveryTrick === true,
    );
    const half = halfPointsOf(trick);
    return right({ winner: f.trick[at]!.seat, card: f.trick[at]!.card, points: half / 2, halfPoints: half });
  });

/**
 * The winner of a complete Tarot trick (FFT p.6–7: the highest trump, else the highest card of the
 * suit led; the Excuse never wins, except led to the last trick by a side that has won every other
 * trick, or anywhere in a Goulash's last trick under `excuseOnLastTrick: 'wins'`), through the
 * engine's own trick winner (`play.ts`), and the trick's card points.
 * @returns Left `query/bad-facts`, `query/bad-trick`, `notation/bad-card`, `query/duplicate-card`,
 *   or an `options/…` code.
 */
export const tarotTrickWinner: TarotQuery<TarotTrickWinnerFacts, TarotTrickWinnerAnswer> =
  /* @__PURE__ */ trickWinnerIn('classic');

// ---------------------------------------------------------------------------------------------
// score

/** The answer of the `score` query: the score sheet's scores (and, for Tarot, its breakdown). */
const scoreAnswer = z.looseObject({ scores: z.readonly(z.array(z.number())) });

/**
 * The score sheet from plain facts: `tarotScoreSheet`, `players` and `excuseLastTrick` defaulting
 * to the request's options. (A Goulash deal's sheet, `goulashScoreSheet`, lives in `atout/goulash`.)
 */
function score(options: unknown, facts: unknown): Either<RuleError, unknown> {
  const o = parseTarotOptions(SCHEMAS.classic, options);
  if (o._tag === 'Left') return o;
  const entry =
    typeof facts === 'object' && facts !== null && !Array.isArray(facts)
      ? { players: o.right.players, excuseLastTrick: o.right.excuseLastTrick, ...facts }
      : facts;
  return tarotScoreSheet(entry);
}

// ---------------------------------------------------------------------------------------------
// the rule queries as a table

/**
 * The rule queries of a Tarot ruleset of this mode by name (`'classic'`: `tarot`'s, `'goulash'`:
 * `goulash`'s, without `score`), as `atout oracle` answers them: each `run(options, facts)` is the
 * typed function above (`score`: `tarotScoreSheet`, `players` and `excuseLastTrick` defaulting to
 * the options). Not part of the ruleset, so that an app that only plays does not load them.
 */
export function tarotQueries(mode: GameMode): RuleQueries {
  return {
    'legal-plays': ruleQuery(tarotLegalPlaysFacts, legalPlaysAnswer, legalPlaysIn(mode)),
    'trick-winner': ruleQuery(tarotTrickWinnerFacts, tarotTrickWinnerAnswer, trickWinnerIn(mode)),
    'card-points': ruleQuery(tarotCardPointsFacts, tarotCardPointsAnswer, cardPointsIn(mode)),
    // through ruleQuery like the others, so that facts which cannot be read are refused, not thrown
    ...(mode === 'classic'
      ? { score: ruleQuery(tarotScoreSheetSchema, scoreAnswer, (f: unknown, o: unknown) => score(o, f)) }
      : {}),
  };
}
