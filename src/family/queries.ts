/**
 * The Belote family's rule queries from plain facts (Belote, Coinche, Tarabish): each answer is
 * computed once here, on a game's deck and hand size, under a strain (`Strain`: a trump suit, no
 * trump, tout atout) and the game's play rules, through the family's own rules: the obligation
 * (`decisionOn`, `refusalOf`), the trick winner (the kernel's `TrickSoFar`), the card points
 * (`STRAIN_POINTS`), the pair of king and queen (`pairCallBits`), the melds (`meldsHeld`). Each
 * game's `queries.ts` parses its facts and options, then calls these.
 */
import * as z from 'zod/mini';
import type { Card, DeckSpec } from '../kernel/card.js';
import { setOf, type CardSet } from '../kernel/cardset.js';
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { FollowChain } from '../kernel/follow.js';
import {
  checkTrick,
  distinctCards,
  legalPlaysAnswerOf,
  ruleQuery,
  type FactsErrorCode,
  type LegalPlaysAnswer,
  type TrickCard,
} from '../kernel/query.js';
import type { RuleQuery } from '../kernel/ruleset.js';
import { TrickSoFar } from '../kernel/trick.js';
import { decisionOn, pairCallBits, refusalOf, strainCardsPoints } from './card-play.js';
import { BELLA_POINTS, isAllTrump, trumpOfStrain, type Strain } from './cards.js';
import { formatMeld, meldCards, meldsHeld, parseMeldOf, type Meld, type MeldStyle } from './melds.js';

/** What the family's queries return on facts they cannot use. */
export type FamilyQueryErrorCode = FactsErrorCode | 'query/bad-trick' | 'notation/bad-meld' | 'notation/no-such-meld';
/** What the card-play queries return on facts they cannot use. */
type QueryError = RuleError<FactsErrorCode | 'query/bad-trick'>;
/** What reading melds returns on facts it cannot use. */
type MeldError = RuleError<FactsErrorCode | 'notation/bad-meld' | 'notation/no-such-meld'>;

/** The play rules of a trick whose suit led is `led` (-1: nothing led yet), under the game's strain and options. */
export type RulesOfLed = (led: number) => FollowChain;

/** The answer of `card-points`. */
export const cardPointsAnswer = /* @__PURE__ */ z.strictObject({
  /** The cards' points under this strain (its trump, or tout atout, or no trump). */
  points: z.int(),
  /** The card points of a whole deal under this strain, the last-trick bonus included. */
  total: z.int(),
  /** The last-trick bonus (Belote's dix de der; included in `total`). */
  lastTrickBonus: z.int(),
});
/** The answer of `card-points`. */
export type CardPointsAnswer = z.output<typeof cardPointsAnswer>;

/** The answer of `trick-winner`. */
export const trickWinnerAnswer = /* @__PURE__ */ z.strictObject({
  winner: z.int(),
  card: z.string(),
  /** The trick's card points, the last-trick bonus included on the last trick. */
  points: z.int(),
});
/** The answer of `trick-winner`. */
export type TrickWinnerAnswer = z.output<typeof trickWinnerAnswer>;

/** One meld a hand holds: its notation, its cards and its value. */
export const meldSchema = /* @__PURE__ */ z.strictObject({
  meld: z.string(),
  cards: z.readonly(z.array(z.string())),
  value: z.int(),
});

/** The card points of cards under a strain, and a deal's total with the last-trick bonus. */
export function cardPointsOn(
  deck: DeckSpec,
  names: readonly string[],
  strain: Strain,
  lastTrickBonus: number,
): Either<QueryError, CardPointsAnswer> {
  const cards = distinctCards(deck, [['cards', names]]);
  if (cards._tag === 'Left') return cards;
  return right({
    points: strainCardsPoints(cards.right[0]!, strain),
    total: strainCardsPoints(deck.cards, strain) + lastTrickBonus,
    lastTrickBonus,
  });
}

/**
 * The legal plays of a hand (1 to `handSize` cards) on a trick so far: the obligation the engine
 * checks at every card, each legal card with the rule allowing it, each other card with the code
 * `apply` refuses it with.
 */
export function legalPlaysOn(
  deck: DeckSpec,
  handSize: number,
  handNames: readonly string[],
  trickCards: readonly TrickCard[],
  rulesOf: RulesOfLed,
): Either<QueryError, LegalPlaysAnswer> {
  const seat = checkTrick(trickCards, 4, false);
  if (seat._tag === 'Left') return seat;
  const cards = distinctCards(deck, [
    ['hand', handNames],
    ['trick', trickCards.map((t) => t.card)],
  ]);
  if (cards._tag === 'Left') return cards;
  const [hand, trick] = cards.right as [Card[], Card[]];
  if (hand.length === 0 || hand.length > handSize)
    return left(ruleError('query/bad-facts', `A hand holds 1 to ${handSize} cards.`, { field: 'hand' }));
  const rules = rulesOf(trick.length > 0 ? trick[0]! >>> 5 : -1);
  const set = setOf(deck.words, hand);
  const d = decisionOn(set, new TrickSoFar().load(rules, trick), rules);
  return right(legalPlaysAnswerOf(deck, hand, seat.right, d.rule, (c) => refusalOf(deck, d, set, rules, c)));
}

/**
 * The winner of a complete trick (the kernel's trick so far under the trick's rules) and its card
 * points under the strain, `bonus` added (the last-trick bonus on the last trick, else 0).
 */
export function trickWinnerOn(
  deck: DeckSpec,
  trickCards: readonly TrickCard[],
  rulesOf: RulesOfLed,
  strain: Strain,
  bonus: number,
): Either<QueryError, TrickWinnerAnswer> {
  const checked = checkTrick(trickCards, 4, true);
  if (checked._tag === 'Left') return checked;
  const cards = distinctCards(deck, [['trick', trickCards.map((t) => t.card)]]);
  if (cards._tag === 'Left') return cards;
  const trick = cards.right[0]!;
  const at = new TrickSoFar().load(rulesOf(trick[0]! >>> 5), trick).win;
  return right({
    winner: trickCards[at]!.seat,
    card: trickCards[at]!.card,
    points: strainCardsPoints(trick, strain) + bonus,
  });
}

/**
 * The pairs of king and queen a hand holds whose calls score (`pairCallBits`, the family's rule of
 * the pair): the trump pair in a suit contract, one a suit in tout atout, none in no trump.
 */
export function pairsHeld(hand: CardSet, strain: Strain): number {
  const trump = trumpOfStrain(strain);
  const suits = isAllTrump(strain) ? [0, 1, 2, 3] : trump === null ? [] : [trump];
  return suits.filter((s) => pairCallBits(s, 0, hand[s] ?? 0) !== 0).length;
}

/** The melds a hand holds (each maximal sequence once, the fours of `style`), each with its cards and its value. */
export function meldsListed(
  deck: DeckSpec,
  hand: CardSet,
  style: MeldStyle,
  value: (m: Meld) => number,
): { melds: { meld: string; cards: string[]; value: number }[]; total: number } {
  const melds = meldsHeld(hand, style).map((m) => ({
    meld: formatMeld(m),
    cards: meldCards(m).map((c) => deck.names.get(c)!),
    value: value(m),
  }));
  return { melds, total: melds.reduce((s, m) => s + m.value, 0) };
}

/** What the game calls a meld in messages: Belote's announcements, Tarabish's melds. */
export interface MeldWords {
  /** `'announcements'`, `'melds'`. */
  readonly plural: string;
  /** `'announced'`, `'declared'`. */
  readonly made: string;
}

/**
 * Two teams' melds to compare, read (`compare.melds` of the facts): each a meld of the notation on
 * `deck` that `isMeld` accepts (refused: `query/bad-facts` naming `style`), none twice in a team,
 * no card in both teams' (each card is in one hand: `query/duplicate-card`), and a team's melds
 * holding no more cards than its two players' hands (`handSize` each).
 */
export function teamMeldsOf(
  deck: DeckSpec,
  lists: readonly (readonly string[])[],
  handSize: number,
  words: MeldWords,
  isMeld: (m: Meld) => boolean,
  style: string,
): Either<MeldError, Meld[][]> {
  const declared: Meld[][] = [];
  for (let team = 0; team < 2; team++) {
    const melds: Meld[] = [];
    for (const [i, text] of (lists[team] ?? []).entries()) {
      const field = `compare.melds[${team}][${i}]`;
      const m = parseMeldOf(deck, text);
      if (m._tag === 'Left') return left(ruleError(m.left.code, m.left.message, { ...m.left.detail, field }));
      if (!isMeld(m.right))
        return left(ruleError('query/bad-facts', `${text} is not a meld under ${style}.`, { field }));
      if (melds.some((x) => formatMeld(x) === text))
        return left(ruleError('query/bad-facts', `${text} is ${words.made} twice by one team.`, { field }));
      melds.push(m.right);
    }
    declared.push(melds);
  }
  const owner = new Map<Card, number>();
  for (let team = 0; team < 2; team++) {
    let count = 0;
    for (const m of declared[team]!)
      for (const c of meldCards(m)) {
        const before = owner.get(c);
        if (before !== undefined && before !== team) {
          const name = deck.names.get(c)!;
          return left(
            ruleError(
              'query/duplicate-card',
              `${name} is in both teams' ${words.plural}: a card is in one hand only.`,
              { card: name, fields: ['compare.melds[0]', 'compare.melds[1]'] },
            ),
          );
        }
        if (before === undefined) count++;
        owner.set(c, team);
      }
    if (count > 2 * handSize)
      return left(
        ruleError(
          'query/bad-facts',
          `A team's ${words.plural} hold ${count} cards, more than its two players' hands (${2 * handSize}).`,
          { field: `compare.melds[${team}]` },
        ),
      );
  }
  return right(declared);
}

/** A score-sheet entry with the request's options when it gives none of its own (the `score` query). */
export const withRequestOptions = (facts: unknown, options: unknown): unknown =>
  typeof facts === 'object' && facts !== null && !Array.isArray(facts) && !('options' in facts) && options !== undefined
    ? { options, ...facts }
    : facts;

/**
 * The `score` query of a game: its score sheet (`sheet`) on the entry, whose `options` default to
 * the request's (checked first by `parseOptions`).
 */
export const sheetQuery = (
  schema: z.ZodMiniType,
  answer: z.ZodMiniType,
  parseOptions: (input: unknown) => Either<RuleError, unknown>,
  sheet: (input: unknown) => Either<RuleError, unknown>,
): RuleQuery =>
  ruleQuery(schema, answer, (facts: unknown, options: unknown): Either<RuleError, unknown> => {
    const o = parseOptions(options);
    return o._tag === 'Left' ? o : sheet(withRequestOptions(facts, options));
  });

/** The pair's value: 20 a pair held (`BELLA_POINTS`). */
export const pairsValue = (pairs: number): number => pairs * BELLA_POINTS;
