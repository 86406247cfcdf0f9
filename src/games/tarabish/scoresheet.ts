/**
 * The Tarabish score sheet: for apps that record only a hand's facts (bid, bidding team, each
 * team's card points with the last trick, the melds each team declared, bella, options) and want
 * both teams' scores (`tarabishScoreSheet`: this module reads and checks the facts, scoring.ts
 * scores them).
 * Input is `unknown`: it is zod-parsed (strict), then checked fact by fact,
 * each impossible fact with its own `scoresheet/...` code. It never throws.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { left, right, type Either } from '../../kernel/either.js';
import { failWith, ruleError, type RuleError } from '../../kernel/errors.js';
import { teamName } from '../../kernel/seat.js';
import { BELLA_POINTS, cardPointTotal, SUIT_LETTERS, tarabishDeck } from './cards.js';
import { noTrumpMinimum, parseTarabishOptions, tarabishOptionsInput, type TarabishOptions } from './options.js';
import {
  bestMeld,
  compareMelds,
  isMeld,
  meldCards,
  meldValue,
  meldValues,
  parseMeld,
  type Meld,
  type MeldStyle,
} from './melds.js';
import { achievableCardPoints, guarded, readEntry } from '../../family/scoresheet.js';
import { bellaMate } from './card-play.js';
import { cardPoints } from '../../family/cards.js';
import { matchOutcome, scoreDeal, type TarabishDealFacts, type TarabishDealScore } from './scoring.js';
import { seatScores } from '../../family/ruleset.js';

englishMessages();

/** The card points of a hand, the last-trick bonus not included. */
const pointsInHand = (noTrump: boolean): number => cardPointTotal(noTrump ? null : 0);

/** A checked score sheet entry: the hand's facts, the resolved options, the meld winner, the totals before. */
export interface ReadScoreSheet {
  readonly facts: TarabishDealFacts;
  readonly options: ScoreSheetOptions;
  readonly meldWinner: 0 | 1 | null;
  readonly totalsBefore?: readonly [number, number];
}

const team = z.union([z.literal(0), z.literal(1)]);
const pairOf = <T extends z.ZodMiniType>(t: T) => z.tuple([t, t]);

/** The options of a score sheet entry: exactly the ruleset's (`options.ts`), resolved the same way. */
export type ScoreSheetOptions = TarabishOptions;

/** A score sheet entry. Melds are `formatMeld` strings (`run4-AH`, `four-J`) or bare meld values (20, 50, …). */
export const tarabishScoreSheetSchema = z.strictObject({
  /** The ruleset's options (`preset` included), as a match would be set up with; default: the auction preset. */
  options: z.optional(tarabishOptionsInput),
  bidTeam: team,
  /** The auction bid; required under 'reach-bid', absent or null under 'outscore'. */
  bid: z.optional(z.nullable(z.number())),
  noTrump: z._default(z.boolean(), false),
  /** The trump suit; only needed when it decides the meld comparison. */
  trump: z.optional(z.enum(SUIT_LETTERS)),
  /** The eldest hand's team; only needed when equal melds go to it. */
  eldestTeam: z.optional(team),
  /** The team that won the last trick, when known (checked against the card points). */
  lastTrickTeam: z.optional(team),
  /** Card points per team, the last-trick bonus included. */
  cardPoints: pairOf(z.number()),
  /** The melds each team declared (both partners together). */
  melds: z._default(pairOf(z.array(z.union([z.string().check(z.maxLength(16)), z.number()])).check(z.maxLength(16))), [
    [],
    [],
  ]),
  /** Bella called by each team: 20 or 0. */
  bella: z._default(pairOf(z.number()), [0, 0]),
  /** The match totals before this hand; when given, the result says whether the match is over. */
  totalsBefore: z.optional(pairOf(z.int().check(z.minimum(-100000), z.maximum(100000)))),
});
/** What `tarabishScoreSheet` reads: the facts of one hand (see `tarabishScoreSheetSchema`). */
export type TarabishScoreSheetInput = z.input<typeof tarabishScoreSheetSchema>;

/** The codes the Tarabish score sheet refuses an entry with (docs/errors.md). */
export const TARABISH_SCORESHEET_ERROR_CODES = [
  'scoresheet/bad-bella',
  'scoresheet/bad-card-points',
  'scoresheet/bad-options',
  'scoresheet/bella-in-no-trump',
  'scoresheet/bella-twice',
  'scoresheet/bid-missing',
  'scoresheet/bid-not-allowed',
  'scoresheet/bid-not-multiple-of-10',
  'scoresheet/bid-out-of-range',
  'scoresheet/card-points-sum',
  'scoresheet/eldest-needed',
  'scoresheet/impossible-bella',
  'scoresheet/impossible-card-points',
  'scoresheet/impossible-melds',
  'scoresheet/last-trick-points',
  'scoresheet/malformed',
  'scoresheet/meld-not-in-style',
  'scoresheet/meld-tie-needs-notation',
  'scoresheet/no-such-meld',
  'scoresheet/no-such-meld-value',
  'scoresheet/no-trump-bid-too-low',
  'scoresheet/no-trump-not-allowed',
  'scoresheet/trump-in-no-trump',
  'scoresheet/trump-needed',
] as const;
/** A code of the Tarabish score sheet. */
export type TarabishScoreSheetErrorCode = Extract<(typeof TARABISH_SCORESHEET_ERROR_CODES)[number], string>;
/** An error of the Tarabish score sheet. */
export type TarabishScoreSheetError = RuleError<TarabishScoreSheetErrorCode>;

const fail = failWith<TarabishScoreSheetErrorCode>();

/** Which card point totals a set of tricks can hold (any trump suit gives the same). */
const ACHIEVABLE = {
  trump: achievableCardPoints(tarabishDeck.cards, (c) => cardPoints(c, 0)),
  noTrump: achievableCardPoints(tarabishDeck.cards, (c) => cardPoints(c, null)),
};

type Entry = { readonly meld: Meld; readonly text: string } | { readonly value: number };

function parseEntries(
  entries: readonly (readonly (string | number)[])[],
  style: MeldStyle,
): Either<TarabishScoreSheetError, readonly (readonly Entry[])[]> {
  const values = meldValues(style);
  const out: Entry[][] = [[], []];
  for (const [t, list] of entries.entries()) {
    for (const [i, e] of list.entries()) {
      if (typeof e === 'number') {
        if (!values.includes(e))
          return fail('scoresheet/no-such-meld-value', `${e} is not the value of a meld (${values.join(', ')}).`, {
            team: t,
            index: i,
            value: e,
          });
        out[t]!.push({ value: e });
        continue;
      }
      const m = parseMeld(e);
      if (m._tag === 'Left')
        return fail('scoresheet/no-such-meld', `"${e}" is not a meld: ${m.left.message}`, {
          team: t,
          index: i,
          text: e,
        });
      if (!isMeld(m.right, style))
        return fail('scoresheet/meld-not-in-style', `"${e}" is not a meld when melds are '${style}'.`, {
          team: t,
          index: i,
          text: e,
        });
      out[t]!.push({ meld: m.right, text: e });
    }
  }
  return right(out);
}

/** Melds that cannot be held at once: a card in two runs, or a run holding a card of the other team's four. */
function impossibleMelds(entries: readonly (readonly Entry[])[]): TarabishScoreSheetError | undefined {
  const runOwner = new Map<number, { team: number; text: string }>();
  const fourOwner = new Map<number, { team: number; text: string }>();
  for (const [t, list] of entries.entries()) {
    for (const e of list) {
      if (!('meld' in e)) continue;
      const { meld, text } = e;
      if (meld.kind === 'four') {
        const other = fourOwner.get(meld.rank);
        if (other)
          return ruleError('scoresheet/impossible-melds', `"${text}" is declared twice.`, {
            melds: [other.text, text],
          });
        fourOwner.set(meld.rank, { team: t, text });
        continue;
      }
      for (const c of meldCards(meld)) {
        const other = runOwner.get(c);
        if (other)
          return ruleError('scoresheet/impossible-melds', `"${other.text}" and "${text}" share a card.`, {
            melds: [other.text, text],
          });
        runOwner.set(c, { team: t, text });
      }
    }
  }
  for (const [rank, four] of fourOwner) {
    for (const [card, run] of runOwner) {
      if ((card & 31) === rank && run.team !== four.team) {
        return ruleError(
          'scoresheet/impossible-melds',
          `"${four.text}" holds every card of its rank, so "${run.text}" cannot.`,
          { melds: [four.text, run.text] },
        );
      }
    }
  }
  // Two partners hold 18 cards between them.
  for (const [t, list] of entries.entries()) {
    const cards = new Set(list.flatMap((e) => ('meld' in e ? meldCards(e.meld) : [])));
    if (cards.size > 18)
      return ruleError(
        'scoresheet/impossible-melds',
        `The melds of ${teamName(t)} need ${cards.size} cards; two partners hold 18.`,
        { team: t, cards: cards.size },
      );
  }
  return undefined;
}

/** Bella's K and Q of trump are in one hand: the other team cannot have declared a meld holding either. */
function impossibleBella(
  entries: readonly (readonly Entry[])[],
  bella: readonly [number, number],
  trump: number | undefined,
): TarabishScoreSheetError | undefined {
  if (trump === undefined) return undefined;
  const isBellaCard = (c: number): boolean => bellaMate(trump, c) >= 0;
  for (const t of [0, 1] as const) {
    if (bella[t] === 0) continue;
    for (const e of entries[1 - t] ?? []) {
      if ('meld' in e && meldCards(e.meld).some(isBellaCard)) {
        return ruleError(
          'scoresheet/impossible-bella',
          `${teamName(t)} called bella, so ${teamName(1 - t)} cannot hold the king or queen of trump in "${e.text}".`,
          { team: t, meld: e.text, seats: [t, t + 2], others: [1 - t, 3 - t] },
        );
      }
    }
  }
  return undefined;
}

const entryValue = (e: Entry, style: MeldStyle): number => ('meld' in e ? meldValue(e.meld, style) : e.value);

/**
 * The meld winner for one trump (or no-trump): a team, null (nobody), 'unknown' (the best values
 * are equal and one of them is a bare value, so the tie-breaks cannot be applied) or 'eldest-needed'.
 */
function winnerFor(
  entries: readonly (readonly Entry[])[],
  trump: number | null,
  style: MeldStyle,
  equalMelds: 'eldest' | 'nobody',
  eldest: 0 | 1 | undefined,
): 0 | 1 | null | 'unknown' | 'eldest-needed' {
  const bestValue = entries.map((list) => Math.max(0, ...list.map((e) => entryValue(e, style))));
  const [va, vb] = [bestValue[0] ?? 0, bestValue[1] ?? 0];
  if (va === 0 && vb === 0) return null;
  if (va !== vb) return va > vb ? 0 : 1;
  const tops = entries.map((list) => list.filter((e) => entryValue(e, style) === va));
  if (tops.some((list) => list.some((e) => !('meld' in e)))) return 'unknown';
  const best = tops.map((list) =>
    bestMeld(
      list.flatMap((e) => ('meld' in e ? [e.meld] : [])),
      trump,
      style,
    ),
  );
  const [a, b] = [best[0], best[1]];
  const c = a !== undefined && b !== undefined ? compareMelds(a, b, trump, style) : 0;
  if (c > 0) return 0;
  if (c < 0) return 1;
  if (equalMelds === 'nobody') return null;
  return eldest ?? 'eldest-needed';
}

function checkBid(
  bid: number | null | undefined,
  noTrump: boolean,
  o: ScoreSheetOptions,
): Either<TarabishScoreSheetError, number | null> {
  if (o.contract === 'outscore') {
    return bid === undefined || bid === null
      ? right(null)
      : fail(
          'scoresheet/bid-not-allowed',
          "There is no bid when the calling team must outscore the opponents (contract 'outscore').",
          { bid },
        );
  }
  if (bid === undefined || bid === null)
    return fail('scoresheet/bid-missing', "The bid is required under contract 'reach-bid'.");
  if (!Number.isInteger(bid) || bid % 10 !== 0)
    return fail('scoresheet/bid-not-multiple-of-10', `A bid is a multiple of 10; ${bid} is not.`, { bid });
  if (bid < o.minBid || bid > o.maxBid)
    return fail('scoresheet/bid-out-of-range', `A bid is from ${o.minBid} to ${o.maxBid}; ${bid} is not.`, {
      bid,
      minBid: o.minBid,
      maxBid: o.maxBid,
    });
  // Tarabish rules: a no-trump bid is at least 150.
  if (noTrump && bid < noTrumpMinimum(o))
    return fail('scoresheet/no-trump-bid-too-low', `A no-trump bid is at least ${noTrumpMinimum(o)}; ${bid} is not.`, {
      bid,
    });
  return right(bid);
}

function checkCardPoints(
  cp: readonly [number, number],
  noTrump: boolean,
  bonus: number,
  lastTrickTeam: 0 | 1 | undefined,
): Either<TarabishScoreSheetError, null> {
  if (!cp.every((p) => Number.isInteger(p) && p >= 0))
    return fail('scoresheet/bad-card-points', 'Card points are whole numbers, zero or more.', { cardPoints: cp });
  const total = pointsInHand(noTrump) + bonus;
  if (cp[0] + cp[1] !== total) {
    return fail(
      'scoresheet/card-points-sum',
      `The card points of both teams, the last trick included, sum to ${total}; these sum to ${cp[0] + cp[1]}.`,
      { cardPoints: cp, expected: total },
    );
  }
  const can = noTrump ? ACHIEVABLE.noTrump : ACHIEVABLE.trump;
  const possibleWithLast = (t: 0 | 1): boolean => cp[t] >= bonus && can[cp[t] - bonus] === true;
  if (lastTrickTeam !== undefined && cp[lastTrickTeam] < bonus) {
    return fail(
      'scoresheet/last-trick-points',
      `The team that won the last trick has at least its ${bonus} bonus points.`,
      { cardPoints: cp, lastTrickTeam },
    );
  }
  const ok = lastTrickTeam !== undefined ? possibleWithLast(lastTrickTeam) : possibleWithLast(0) || possibleWithLast(1);
  if (!ok)
    return fail(
      'scoresheet/impossible-card-points',
      `No set of cards is worth these card points (${cp[0]} and ${cp[1]}).`,
      { cardPoints: cp },
    );
  return right(null);
}

function checkBella(bella: readonly [number, number], noTrump: boolean): Either<TarabishScoreSheetError, null> {
  if (!bella.every((b) => b === 0 || b === BELLA_POINTS))
    return fail('scoresheet/bad-bella', `Bella is worth ${BELLA_POINTS} (or 0 when not called).`, { bella });
  if (bella[0] === BELLA_POINTS && bella[1] === BELLA_POINTS)
    return fail(
      'scoresheet/bella-twice',
      'Only one player holds the king and queen of trump: bella is called at most once.',
      { bella },
    );
  if (noTrump && bella.some((b) => b !== 0))
    return fail('scoresheet/bella-in-no-trump', 'There is no bella in a no-trump hand.', { bella });
  return right(null);
}

function checkOptions(
  o: ScoreSheetOptions,
  noTrump: boolean,
  trump: string | undefined,
): Either<TarabishScoreSheetError, null> {
  if (noTrump && !o.noTrump)
    return fail('scoresheet/no-trump-not-allowed', 'A no-trump hand needs the noTrump option.');
  if (noTrump && trump !== undefined)
    return fail('scoresheet/trump-in-no-trump', 'A no-trump hand has no trump suit.', { trump });
  return right(null);
}

function read(input: unknown): Either<TarabishScoreSheetError, ReadScoreSheet> {
  const entry = readEntry(tarabishScoreSheetSchema, input, parseTarabishOptions, 'Tarabish');
  if (entry._tag === 'Left') return entry;
  const { sheet, options: o } = entry.right;
  const checks = [
    checkOptions(o, sheet.noTrump, sheet.trump),
    checkCardPoints(sheet.cardPoints, sheet.noTrump, o.lastTrickBonus, sheet.lastTrickTeam),
    checkBella(sheet.bella, sheet.noTrump),
  ];
  for (const c of checks) if (c._tag === 'Left') return c;
  const bid = checkBid(sheet.bid, sheet.noTrump, o);
  if (bid._tag === 'Left') return bid;

  const entries = parseEntries(sheet.melds, o.melds);
  if (entries._tag === 'Left') return entries;
  const impossible =
    impossibleMelds(entries.right) ??
    impossibleBella(
      entries.right,
      sheet.bella,
      sheet.trump === undefined ? undefined : SUIT_LETTERS.indexOf(sheet.trump),
    );
  if (impossible) return left(impossible);

  // The trump suit matters only at the last tie-break; when it is not given, every suit must agree.
  const trumps: readonly (number | null)[] = sheet.noTrump
    ? [null]
    : sheet.trump !== undefined
      ? [SUIT_LETTERS.indexOf(sheet.trump)]
      : [0, 1, 2, 3];
  const winners = new Set(trumps.map((t) => winnerFor(entries.right, t, o.melds, o.equalMelds, sheet.eldestTeam)));
  if (winners.has('unknown')) {
    return fail(
      'scoresheet/meld-tie-needs-notation',
      'The best melds of both teams have the same value: write them as melds (run4-AH, four-J), not values, so the tie can be broken.',
    );
  }
  if (winners.size > 1)
    return fail('scoresheet/trump-needed', 'Which team scores its melds depends on the trump suit: give trump.');
  if (winners.has('eldest-needed'))
    return fail(
      'scoresheet/eldest-needed',
      "The best melds are equal and go to the eldest hand's team: give eldestTeam.",
    );
  const winner = [...winners][0] as 0 | 1 | null;
  const meldTotals = [0, 1].map((t) =>
    t === winner ? entries.right[t]!.reduce((s, e) => s + entryValue(e, o.melds), 0) : 0,
  );

  const facts: TarabishDealFacts = {
    bidTeam: sheet.bidTeam,
    bid: bid.right,
    noTrump: sheet.noTrump,
    cardPoints: sheet.cardPoints,
    melds: [meldTotals[0]!, meldTotals[1]!],
    bella: sheet.bella,
  };
  return right(
    sheet.totalsBefore === undefined
      ? { facts, options: o, meldWinner: winner }
      : { facts, options: o, meldWinner: winner, totalsBefore: sheet.totalsBefore },
  );
}

/**
 * Parses and checks a score sheet entry (`tarabishScoreSheet` scores it). Never throws.
 * @returns Left with a `scoresheet/…` code (`TARABISH_SCORESHEET_ERROR_CODES`).
 */
export function readScoreSheet(input: unknown): Either<TarabishScoreSheetError, ReadScoreSheet> {
  return guarded(() => read(input));
}

/**
 * What `tarabishScoreSheet` returns: the hand score per seat and, given the totals before, the
 * match standing.
 */
export interface TarabishScoreSheetResult extends TarabishDealScore {
  /** Per seat (0..3), each seat its team's score. */
  readonly scores: readonly number[];
  /** The team whose melds score, or null. */
  readonly meldWinner: 0 | 1 | null;
  /** The resolved options the entry was scored under. */
  readonly options: ScoreSheetOptions;
  /** When `totalsBefore` was given: the totals after this hand and whether the match is over. */
  readonly match?: {
    readonly totals: readonly [number, number];
    readonly over: boolean;
    readonly winner: 0 | 1 | null;
  };
}

/**
 * For apps that record only a hand's facts: both teams' scores, or a clear `scoresheet/...` error
 * (`tarabishScoreSheetSchema` gives the entry's shape). Never throws.
 * @returns Left with a `scoresheet/…` code (`TARABISH_SCORESHEET_ERROR_CODES`).
 */
export function tarabishScoreSheet(input: unknown): Either<TarabishScoreSheetError, TarabishScoreSheetResult> {
  const read = readScoreSheet(input);
  if (read._tag === 'Left') return read;
  const { facts, options, meldWinner, totalsBefore } = read.right;
  const score = scoreDeal(facts, options);
  const [s0, s1] = score.teamScores;
  const result: TarabishScoreSheetResult = { ...score, scores: seatScores(score.teamScores), meldWinner, options };
  if (totalsBefore === undefined) return right(result);
  const totals: readonly [number, number] = [totalsBefore[0] + s0, totalsBefore[1] + s1];
  return right({ ...result, match: { totals, ...matchOutcome(totals, facts.bidTeam, options) } });
}
