/**
 * The French Tarot score sheet: for apps that only record a deal's facts. Input is untrusted: zod-parsed (strict: unknown keys are refused), then every
 * impossible value is refused with its own stable `scoresheet/...` code, a clear message and the
 * offending field in `detail`. These functions never throw.
 *
 * Only checks that are certainly right are made: a fact sheet is refused only when no deal
 * played by the rules could have produced it (see docs/rules/tarot-scoring.md for each bound).
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { closest } from '../../kernel/near.js';
import { playerName } from '../../kernel/seat.js';
import { left, right, type Either } from '../../kernel/either.js';
import { cardId } from '../../kernel/card.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { EXCUSE, KNIGHT_BIT, MONDE, QUEEN_BIT, SUIT_LETTERS, value2 } from './cards.js';
import { CHIEN_SIZE } from './deal.js';
import {
  CONTRACTS,
  POIGNEE_SIZE_NAMES,
  POIGNEE_SIZES,
  PLAYER_COUNTS,
  TOTAL_POINTS2,
  scoreDeal,
  type Contract,
  type TarotDealFacts,
  type PlayerCount,
  type PoigneeSize,
  type TarotDealScore,
} from './scoring.js';

englishMessages();

/** The codes the Tarot and Goulash score sheets refuse an entry with (docs/errors.md). */
export const TAROT_SCORESHEET_ERROR_CODES = [
  'scoresheet/malformed',
  'scoresheet/bad-players',
  'scoresheet/bad-contract',
  'scoresheet/taker-invalid',
  'scoresheet/partner-invalid',
  'scoresheet/oudlers-out-of-range',
  'scoresheet/points-out-of-range',
  'scoresheet/not-half-point',
  'scoresheet/points-not-possible',
  'scoresheet/bad-poignee',
  'scoresheet/petit-au-bout-inconsistent',
  'scoresheet/chelem-inconsistent',
  'scoresheet/negative-points',
  'scoresheet/total-not-91',
] as const;
/** An error of the Tarot and Goulash score sheets (a code of their list). */
export type TarotScoreSheetError = RuleError<Extract<(typeof TAROT_SCORESHEET_ERROR_CODES)[number], string>>;
export const fail = (
  code: TarotScoreSheetError['code'],
  message: string,
  detail: Readonly<Record<string, unknown>> = {},
): TarotScoreSheetError => ruleError(code, message, detail);

/** safeParse, also when reading the input itself throws (a hostile getter or proxy). */
export function parseSheet<T>(schema: z.ZodMiniType<T>, input: unknown): Either<TarotScoreSheetError, T> {
  try {
    const parsed = schema.safeParse(input);
    return parsed.success ? right(parsed.data) : left(malformed(parsed.error));
  } catch (e) {
    return left(
      fail('scoresheet/malformed', 'Malformed score sheet: the input could not be read.', {
        reason: e instanceof Error ? e.message : String(e),
      }),
    );
  }
}

function malformed(error: z.core.$ZodError): TarotScoreSheetError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  const where = first === undefined || first.path === '' ? '' : ` at "${first.path}"`;
  return fail('scoresheet/malformed', `Malformed score sheet${where}: ${first?.message ?? 'invalid input'}.`, {
    issues,
  });
}

// ---------------------------------------------------------------------------------------------
// Table facts used by the plausibility bounds (all in half points).

/** The Excuse is worth at least 4 points to whichever side ends with it (exchange: owner 4, winners 0.5). */
const EXCUSE_MIN2 = value2(EXCUSE) - 1;
const OUDLER2 = value2(MONDE);
/** Least half points a side holding `n` oudlers can have from them (the Excuse counted as 4). */
const oudlersMin2 = (n: number): number => (n === 0 ? 0 : OUDLER2 * (n - 1) + EXCUSE_MIN2);
/** The richest écart: no king, no oudler (FFT p.6), so queens (3.5) then knights (2.5). */
const ecartMax2 = (players: PlayerCount): number => {
  const size = CHIEN_SIZE[players];
  const queens = Math.min(size, SUIT_LETTERS.length);
  return queens * value2(cardId(0, QUEEN_BIT)) + (size - queens) * value2(cardId(0, KNIGHT_BIT));
};
/** The richest chien: oudlers and kings (4.5 each). */
const chienMax2 = (players: PlayerCount): number => CHIEN_SIZE[players] * value2(MONDE);
/** Trumps and the Excuse: the cards any poignées together can show. */
const POIGNEE_CARDS = 22;

/**
 * The range of the taker's side's half points possible with `oudlers` oudlers under `contract`.
 * Each card is worth at least 0.5; the écart (prise, garde) and the garde-sans chien count for the
 * taker, the garde-contre chien for the defence.
 */
export function pointsRange2(
  players: PlayerCount,
  contract: Contract,
  oudlers: number,
): { readonly min2: number; readonly max2: number } {
  const chien = CHIEN_SIZE[players];
  const own = oudlersMin2(oudlers);
  const theirs = oudlersMin2(3 - oudlers);
  switch (contract) {
    case 'prise':
    case 'garde':
      // The écart holds no oudler, so its cards add to the oudlers' minimum.
      return { min2: own + chien, max2: TOTAL_POINTS2 - theirs };
    case 'garde-sans':
      return { min2: Math.max(own, chien), max2: TOTAL_POINTS2 - theirs };
    case 'garde-contre':
      return { min2: own, max2: TOTAL_POINTS2 - Math.max(theirs, chien) };
  }
}

// ---------------------------------------------------------------------------------------------
// French Tarot

const poigneeInput = z.union([z.string(), z.strictObject({ size: z.string(), seat: z.optional(z.number()) })]);

/** The fact sheet of one deal, in public units. Optional fields default to "nothing happened". */
export const tarotScoreSheetSchema = z.strictObject({
  /** 3, 4 or 5. */
  players: z.number(),
  /** 'prise' | 'garde' | 'garde-sans' | 'garde-contre'. */
  contract: z.string(),
  /** The taker's seat, 0..players−1. */
  taker: z.number(),
  /** 5 players only: the called partner's seat; null or absent when the taker plays alone. */
  partner: z._default(z.nullable(z.number()), null),
  /** Oudlers in the taker's side's cards at the end, 0..3. */
  oudlers: z.number(),
  /** The taker's side's card points, 0..91 in steps of 0.5 (whole at 4 players). */
  points: z.number(),
  /** The side that won the Petit in the last trick (penultimate in the chelem case), if any. */
  petitAuBout: z._default(z.nullable(z.enum(['taker', 'defence'])), null),
  /** Every poignée shown, by size, optionally with the seat that showed it. */
  poignees: z._default(z.array(poigneeInput), []),
  chelemAnnounced: z._default(z.boolean(), false),
  /** The side that won every trick, if any. */
  chelem: z._default(z.nullable(z.enum(['taker', 'defence'])), null),
  /**
   * The table's Tarot option `excuseLastTrick`: 'to-winner' (default, FFT club
   * reading) or 'to-opponents' (the Excuse played to the last trick always changes camp, so a side
   * can end with it as a whole card and, at 4 players, with a half point).
   */
  excuseLastTrick: z._default(z.enum(['to-winner', 'to-opponents']), 'to-winner'),
});
/** What `tarotScoreSheet` reads: the facts of one deal (see `tarotScoreSheetSchema`). */
export type TarotScoreSheetInput = z.input<typeof tarotScoreSheetSchema>;
type Sheet = z.output<typeof tarotScoreSheetSchema>;

const isOneOf = <T>(list: readonly T[], x: unknown): x is T => (list as readonly unknown[]).includes(x);

function checkPlayers(s: Sheet): TarotScoreSheetError | undefined {
  if (!isOneOf(PLAYER_COUNTS, s.players))
    return fail('scoresheet/bad-players', `French Tarot is played by 3, 4 or 5 players, not ${s.players}.`, {
      players: s.players,
    });
  return undefined;
}

function checkContract(s: Sheet): TarotScoreSheetError | undefined {
  if (isOneOf(CONTRACTS, s.contract)) return undefined;
  const near = closest(s.contract, CONTRACTS);
  const hint = near === undefined ? '.' : `; did you mean "${near}"?`;
  return fail('scoresheet/bad-contract', `Unknown contract "${s.contract}"; one of ${CONTRACTS.join(', ')}${hint}`, {
    contract: s.contract,
    valid: CONTRACTS,
    ...(near === undefined ? {} : { suggestion: near }),
  });
}

function checkSeats(s: Sheet, players: number): TarotScoreSheetError | undefined {
  if (!Number.isInteger(s.taker) || s.taker < 0 || s.taker >= players)
    return fail(
      'scoresheet/taker-invalid',
      `The taker must be a seat number from 0 to ${players - 1}, got ${s.taker}.`,
      {
        taker: s.taker,
      },
    );
  if (s.partner === null) return undefined;
  if (players !== 5)
    return fail('scoresheet/partner-invalid', `A partner is called only at 5 players, not at ${players}.`, {
      partner: s.partner,
    });
  if (!Number.isInteger(s.partner) || s.partner < 0 || s.partner >= players)
    return fail(
      'scoresheet/partner-invalid',
      `The partner must be a seat number from 0 to 4 or null (alone), got ${s.partner}.`,
      {
        partner: s.partner,
      },
    );
  if (s.partner === s.taker)
    return fail(
      'scoresheet/partner-invalid',
      'A taker who called his own card plays alone: give partner null, not the taker.',
      { partner: s.partner },
    );
  return undefined;
}

function checkOudlers(s: Sheet): TarotScoreSheetError | undefined {
  if (!Number.isInteger(s.oudlers) || s.oudlers < 0 || s.oudlers > 3)
    return fail('scoresheet/oudlers-out-of-range', `Oudlers must be 0, 1, 2 or 3, got ${s.oudlers}.`, {
      oudlers: s.oudlers,
    });
  return undefined;
}

function checkPoints(s: Sheet, players: PlayerCount, contract: Contract): TarotScoreSheetError | undefined {
  if (s.points < 0 || s.points * 2 > TOTAL_POINTS2)
    return fail(
      'scoresheet/points-out-of-range',
      `Points must be between 0 and ${TOTAL_POINTS2 / 2}, got ${s.points}.`,
      {
        points: s.points,
      },
    );
  const points2 = s.points * 2;
  if (!Number.isInteger(points2))
    return fail('scoresheet/not-half-point', `Points are counted to the half point, got ${s.points}.`, {
      points: s.points,
    });
  // Every card is worth an odd number of half points and at 4 players each side ends with an even
  // number of cards (tricks of 4, écart / chien of 6, the Excuse exchanged card for card).
  // (Under 'to-opponents' the Excuse can leave the side that won the last trick, alone.)
  if (players === 4 && s.excuseLastTrick === 'to-winner' && points2 % 2 !== 0)
    return fail(
      'scoresheet/points-not-possible',
      `At 4 players the taker's points are always whole, got ${s.points}.`,
      { points: s.points },
    );
  const { min2, max2 } = pointsRange2(players, contract, s.oudlers);
  if (points2 < min2 || points2 > max2)
    return fail(
      'scoresheet/points-not-possible',
      `${s.points} points is not possible with ${s.oudlers} oudler(s) under ${contract} at ${players} players (possible: ${min2 / 2}..${max2 / 2}).`,
      { points: s.points, oudlers: s.oudlers, contract, min: min2 / 2, max: max2 / 2 },
    );
  return undefined;
}

function parsePoignees(s: Sheet, players: PlayerCount): Either<TarotScoreSheetError, PoigneeSize[]> {
  const sizes: PoigneeSize[] = [];
  const seats = new Set<number>();
  for (const [index, p] of s.poignees.entries()) {
    const size = typeof p === 'string' ? p : p.size;
    const seat = typeof p === 'string' ? undefined : p.seat;
    if (!isOneOf(POIGNEE_SIZE_NAMES, size))
      return left(
        fail(
          'scoresheet/bad-poignee',
          `Poignée ${index + 1}: unknown size "${size}"; one of ${POIGNEE_SIZE_NAMES.join(', ')}.`,
          { index, size },
        ),
      );
    if (seat !== undefined) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= players)
        return left(
          fail(
            'scoresheet/bad-poignee',
            `Poignée ${index + 1}: its seat number must be from 0 to ${players - 1}, got ${seat}.`,
            {
              index,
              seat,
            },
          ),
        );
      if (seats.has(seat))
        return left(
          fail(
            'scoresheet/bad-poignee',
            `Poignée ${index + 1}: ${playerName(seat)} shows a second poignée; one per player.`,
            {
              index,
              seat,
            },
          ),
        );
      seats.add(seat);
    }
    sizes.push(size);
  }
  if (sizes.length > players)
    return left(
      fail('scoresheet/bad-poignee', `${sizes.length} poignées at ${players} players: at most one per player.`, {
        count: sizes.length,
      }),
    );
  // FFT p.7: each poignée shows exactly its number of cards, trumps or the Excuse, all distinct.
  const shown = sizes.reduce((sum, size) => sum + POIGNEE_SIZES[players][size], 0);
  if (shown > POIGNEE_CARDS)
    return left(
      fail(
        'scoresheet/bad-poignee',
        `These poignées show ${shown} cards but there are only 21 trumps and the Excuse.`,
        { sizes, cards: shown },
      ),
    );
  return right(sizes);
}

function checkPetitAuBout(s: Sheet): TarotScoreSheetError | undefined {
  // The side that wins the trick holding the Petit ends with it among its oudlers.
  const message =
    s.petitAuBout === 'taker' && s.oudlers === 0
      ? "The taker's side won the Petit au bout, so it holds at least 1 oudler."
      : s.petitAuBout === 'defence' && s.oudlers === 3
        ? "The defence won the Petit au bout, so the taker's side cannot hold 3 oudlers."
        : undefined;
  return message === undefined
    ? undefined
    : fail('scoresheet/petit-au-bout-inconsistent', message, { petitAuBout: s.petitAuBout, oudlers: s.oudlers });
}

function checkChelem(s: Sheet, players: PlayerCount, contract: Contract): TarotScoreSheetError | undefined {
  const points2 = s.points * 2;
  const detail = { chelem: s.chelem, points: s.points, oudlers: s.oudlers, contract, petitAuBout: s.petitAuBout };
  const inconsistent = (message: string): TarotScoreSheetError =>
    fail('scoresheet/chelem-inconsistent', message, detail);
  if (s.chelem === 'taker') {
    if (s.petitAuBout === 'defence')
      return inconsistent('The defence cannot win the Petit au bout when the taker takes every trick.');
    // Every trick and the écart / chien go to the taker's side; the defence keeps at most the
    // Excuse: 4 by the exchange, or 4.5 under 'to-opponents' (at 5 players the taker's side can
    // play its Excuse to the last trick without leading it, and the Excuse then changes camp).
    const min2 = TOTAL_POINTS2 - (s.excuseLastTrick === 'to-opponents' ? OUDLER2 : EXCUSE_MIN2);
    const least2 = contract === 'garde-contre' ? min2 - chienMax2(players) : min2;
    if (points2 < least2)
      return inconsistent(`A taker's chelem under ${contract} brings at least ${least2 / 2} points, got ${s.points}.`);
    return undefined;
  }
  if (s.chelem === 'defence') {
    if (s.petitAuBout === 'taker')
      return inconsistent("The taker's side cannot win the Petit au bout when the defence takes every trick.");
    // The taker's side wins no trick: it keeps the écart (prise, garde) or the chien (garde sans),
    // and 4 points for its own Excuse played before the last trick (4.5 when the defence's
    // Excuse changes camp on the last trick, option 'to-opponents').
    const excuse2 = s.excuseLastTrick === 'to-opponents' ? OUDLER2 : EXCUSE_MIN2;
    const cap2 =
      contract === 'garde-contre'
        ? excuse2
        : contract === 'garde-sans'
          ? chienMax2(players) + excuse2
          : ecartMax2(players) + excuse2;
    if (points2 > cap2)
      return inconsistent(
        `After a defence chelem under ${contract} the taker's side has at most ${cap2 / 2} points, got ${s.points}.`,
      );
    if (contract !== 'garde-sans' && s.oudlers > 1)
      return inconsistent(
        `After a defence chelem under ${contract} the taker's side holds at most the Excuse, got ${s.oudlers} oudlers.`,
      );
    return undefined;
  }
  // Every trick holds at least one card worth points to its winner, so 91 points means every
  // trick was the taker's, and 0 points means the taker's side won none.
  if (points2 === TOTAL_POINTS2)
    return inconsistent("The taker's side has all 91 points, so it won every trick: chelem must be 'taker'.");
  if (points2 === 0)
    return inconsistent("The taker's side has no point, so it won no trick: chelem must be 'defence'.");
  return undefined;
}

/**
 * Every seat's score for a deal recorded by its facts, or the first impossible fact as a
 * `scoresheet/...` error. Never throws.
 * @returns Left with a `scoresheet/…` code (`TAROT_SCORESHEET_ERROR_CODES`).
 */
export function tarotScoreSheet(input: unknown): Either<TarotScoreSheetError, TarotDealScore> {
  const parsed = parseSheet(tarotScoreSheetSchema, input);
  if (parsed._tag === 'Left') return parsed;
  const s = parsed.right;
  const early = checkPlayers(s) ?? checkContract(s);
  if (early !== undefined) return left(early);
  const players = s.players as PlayerCount;
  const contract = s.contract as Contract;
  const fact = checkSeats(s, players) ?? checkOudlers(s) ?? checkPoints(s, players, contract);
  if (fact !== undefined) return left(fact);
  const poignees = parsePoignees(s, players);
  if (poignees._tag === 'Left') return poignees;
  const late = checkPetitAuBout(s) ?? checkChelem(s, players, contract);
  if (late !== undefined) return left(late);
  const facts: TarotDealFacts = {
    players,
    contract,
    taker: s.taker,
    partner: s.partner,
    oudlers: s.oudlers as TarotDealFacts['oudlers'],
    points2: s.points * 2,
    petitAuBout: s.petitAuBout,
    poignees: poignees.right,
    chelemAnnounced: s.chelemAnnounced,
    chelem: s.chelem,
  };
  return right(scoreDeal(facts));
}
