/**
 * The Belote score sheet: for apps that record only a deal's facts (the takers, each team's card
 * points with the dix de der, the capot, the belote, the announcements each team showed) and want
 * both teams' scores (`beloteScoreSheet`: this module reads and checks the facts, `scoring.ts`
 * scores them). Coinche's score sheet reads its card points and announcements here too.
 * Input is `unknown`: it is zod-parsed (strict), then checked fact by fact, each impossible fact
 * with its own `scoresheet/…` code. It never throws.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { right, type Either } from '../../kernel/either.js';
import { failWith, type RuleError } from '../../kernel/errors.js';
import { strainCardPoints, strainOfTrump, SUIT_LETTERS, type Strain } from '../../family/cards.js';
import { formatMeld, isMeld, meldCards, parseMeldOf, type Meld } from '../../family/melds.js';
import { achievableCardPoints, guarded, readEntry } from '../../family/scoresheet.js';
import { beloteDeck, CARD_POINTS_TOTAL, DIX_DE_DER, TRICKS } from './cards.js';
import { announcementWinner, compatible } from './declarations.js';
import { beloteOptionsInput, parseBeloteOptions, type BeloteOptions } from './options.js';
import { scoreDeal, type BeloteDealFacts, type BeloteDealScore } from './scoring.js';
import { announcementTotals } from './settle.js';
import { seatScores } from '../../family/ruleset.js';

englishMessages();

const team = z.union([z.literal(0), z.literal(1)]);
const pairOf = <T extends z.ZodMiniType>(t: T) => z.readonly(z.tuple([t, t]));

/** Each team's card points, the dix de der included (a capot's team: all 162). */
export const cardPointsSchema = pairOf(z.int().check(z.minimum(0), z.maximum(1000)));
/** The announcements each team showed (both partners together), in the notation (`run3-KS`, `four-J`). */
export const announcementsSchema = pairOf(
  z.readonly(z.array(z.string().check(z.maxLength(16))).check(z.maxLength(12))),
);

/** A Belote score sheet entry (`beloteScoreSheet`). */
export const beloteScoreSheetSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    /** The ruleset's options (`litige`, `capotPoints`, `rounding`, `held`, the announcements'…); default the FFB's. */
    options: z.optional(beloteOptionsInput),
    /** The takers' team (the taker's seat % 2). */
    takers: team,
    /** Each team's card points, the dix de der included: they sum to 162. */
    cardPoints: cardPointsSchema,
    /** The team that won all eight tricks (its card points are then 162), or null. */
    capot: z.optional(z.nullable(team)),
    /** The team that called belote and rebelote (the king and queen of trump), or null. */
    belote: z.optional(z.nullable(team)),
    /** The announcements each team showed (with `announcements: true`). */
    announcements: z.optional(announcementsSchema),
    /** The trump suit; only needed when it decides which announcements score. */
    trump: z.optional(z.enum(SUIT_LETTERS)),
    /** The eldest hand's team; only needed when equal announcements go to it. */
    eldestTeam: z.optional(team),
  }))();
/** What `beloteScoreSheet` reads: the facts of one deal (see `beloteScoreSheetSchema`). */
export type BeloteScoreSheetInput = z.input<typeof beloteScoreSheetSchema>;

/** The codes the Belote and Coinche score sheets refuse an entry with (docs/errors.md). */
export const BELOTE_SCORESHEET_ERROR_CODES = [
  'scoresheet/announcements-off',
  'scoresheet/bad-bid',
  'scoresheet/bad-options',
  'scoresheet/card-points-sum',
  'scoresheet/eldest-needed',
  'scoresheet/impossible-card-points',
  'scoresheet/impossible-melds',
  'scoresheet/malformed',
  'scoresheet/no-such-meld',
  'scoresheet/strain-not-allowed',
  'scoresheet/trump-needed',
] as const;
/** A code of the Belote and Coinche score sheets. */
export type BeloteScoreSheetErrorCode = Extract<(typeof BELOTE_SCORESHEET_ERROR_CODES)[number], string>;
/** An error of the Belote and Coinche score sheets. */
export type BeloteScoreSheetError = RuleError<BeloteScoreSheetErrorCode>;

export const sheetFail = failWith<BeloteScoreSheetErrorCode>();

/** Which card point totals a set of tricks can hold, by strain (the suit contracts' four the same). */
const ACHIEVABLE: readonly (readonly boolean[])[] = Array.from({ length: 8 }, (_, strain) =>
  achievableCardPoints(beloteDeck.cards, (c) => strainCardPoints(c, strain as Strain)),
);
const achievable = (strain: Strain): readonly boolean[] => ACHIEVABLE[strain]!;

/** The facts of the card play a score reads: card points without the dix de der, the last trick's team, the tricks. */
export interface CardPlayFacts {
  readonly cardPoints: readonly [number, number];
  readonly lastTrick: 0 | 1;
  readonly tricks: readonly [number, number];
}

/**
 * Each team's card points (dix de der included) and the capot checked: they sum to `total`, a set
 * of tricks can hold them with the dix de der on one side, and a capot's team holds them all.
 * Returns them as a deal's card-play facts (a team that could have won the last trick is given it:
 * the scores do not depend on which).
 */
export function readCardPoints(
  cp: readonly [number, number],
  capot: 0 | 1 | null,
  total = CARD_POINTS_TOTAL + DIX_DE_DER,
  strain: Strain = 0,
): Either<BeloteScoreSheetError, CardPlayFacts> {
  if (cp[0] + cp[1] !== total)
    return sheetFail(
      'scoresheet/card-points-sum',
      `The card points of both teams, the dix de der included, sum to ${total}; these sum to ${cp[0] + cp[1]}.`,
      { cardPoints: cp, expected: total },
    );
  if (capot !== null) {
    if (cp[capot] !== total)
      return sheetFail(
        'scoresheet/impossible-card-points',
        `A capot takes every card: the team with the capot has all ${total} card points.`,
        { cardPoints: cp, capot },
      );
    const points: [number, number] = [0, 0];
    points[capot] = total - DIX_DE_DER;
    const tricks: [number, number] = [0, 0];
    tricks[capot] = TRICKS;
    return right({ cardPoints: points, lastTrick: capot, tricks });
  }
  const last = ([0, 1] as const).find((t) => cp[t] >= DIX_DE_DER && achievable(strain)[cp[t] - DIX_DE_DER] === true);
  if (last === undefined)
    return sheetFail(
      'scoresheet/impossible-card-points',
      `No set of cards is worth these card points (${cp[0]} and ${cp[1]}).`,
      { cardPoints: cp },
    );
  const points: [number, number] = [cp[0], cp[1]];
  points[last] -= DIX_DE_DER;
  return right({ cardPoints: points, lastTrick: last, tricks: [TRICKS / 2, TRICKS / 2] });
}

/**
 * Each team's announcements read and checked (each a meld of the notation, no card in both teams',
 * a team's together as one seat's may be under `sharedCards`), and the points each team scores:
 * the side with the best one (`announcementWinner`, the engine's comparison), under `strains` (the
 * contract's strain; Belote's four suits when the trump is not known: all must agree) and the
 * eldest hand's team.
 */
export function readAnnouncements(
  entries: readonly (readonly string[])[],
  options: Pick<BeloteOptions, 'announcements' | 'sharedCards' | 'equalAnnouncements'>,
  strains: readonly Strain[],
  eldestTeam: 0 | 1 | undefined,
): Either<BeloteScoreSheetError, { points: [number, number]; winner: 0 | 1 | null }> {
  if (entries.every((e) => e.length === 0)) return right({ points: [0, 0], winner: null });
  if (!options.announcements)
    return sheetFail('scoresheet/announcements-off', 'Announcements are made only with announcements: true.');
  const declared: Meld[][] = [[], []];
  const owner = new Map<number, number>();
  for (const [t, list] of entries.entries())
    for (const [i, text] of list.entries()) {
      const m = parseMeldOf(beloteDeck, text);
      if (m._tag === 'Left' || !isMeld(m.right, 'belote'))
        return sheetFail(
          'scoresheet/no-such-meld',
          `"${text}" is not an announcement: ${m._tag === 'Left' ? m.left.message : ''}`,
          { team: t, index: i, text },
        );
      for (const c of meldCards(m.right)) {
        if (owner.get(c) === 1 - t)
          return sheetFail('scoresheet/impossible-melds', `"${text}" holds a card of the other team's announcements.`, {
            melds: [text],
            team: t,
          });
        owner.set(c, t);
      }
      declared[t]!.push(m.right);
    }
  for (const [t, melds] of declared.entries())
    if (!compatible(melds, options.sharedCards))
      return sheetFail('scoresheet/impossible-melds', 'These announcements share a card.', {
        melds: melds.map(formatMeld),
        team: t,
      });
  // Two lists, one per team: the announcement rules read seat % 2, so each team is its own "seat".
  const eldests = eldestTeam === undefined ? [0, 1] : [eldestTeam];
  const winners = new Set<0 | 1 | null>();
  const byTrump = new Set<string>();
  for (const strain of strains) {
    const here = new Set(eldests.map((e) => announcementWinner(declared, strain, options.equalAnnouncements, e)));
    byTrump.add([...here].join());
    for (const w of here) winners.add(w);
  }
  if (byTrump.size > 1)
    return sheetFail(
      'scoresheet/trump-needed',
      'Which team scores its announcements depends on the trump suit: give trump.',
    );
  if (winners.size > 1)
    return sheetFail(
      'scoresheet/eldest-needed',
      "The best announcements are equal and go to the eldest hand's team: give eldestTeam.",
    );
  const winner = [...winners][0]!;
  // an announcement's value is the same under every suit contract
  return right({ points: announcementTotals(declared, winner, strains[0]!), winner });
}

/** What `beloteScoreSheet` returns: the deal's score (`scoreDeal`) per seat and per team. */
export interface BeloteScoreSheetResult extends Omit<BeloteDealScore, 'scores'> {
  /** Per seat (0..3), each seat its team's score. */
  readonly scores: readonly number[];
  /** Each team's deal score (index = seat % 2). */
  readonly teamScores: readonly [number, number];
  /** The announcement points each team scores. */
  readonly announcements: readonly [number, number];
  /** The team whose announcements score, or null. */
  readonly announcementWinner: 0 | 1 | null;
  /** The resolved options the entry was scored under. */
  readonly options: BeloteOptions;
}

/** The four suit contracts (the trump not given). */
const SUIT_STRAINS: readonly Strain[] = [0, 1, 2, 3];

function read(input: unknown): Either<BeloteScoreSheetError, BeloteScoreSheetResult> {
  const entry = readEntry(beloteScoreSheetSchema, input, parseBeloteOptions, 'Belote');
  if (entry._tag === 'Left') return entry;
  const { sheet, options: o } = entry.right;
  const play = readCardPoints(sheet.cardPoints, sheet.capot ?? null);
  if (play._tag === 'Left') return play;
  const strains = sheet.trump === undefined ? SUIT_STRAINS : [strainOfTrump(SUIT_LETTERS.indexOf(sheet.trump))];
  const ann = readAnnouncements(sheet.announcements ?? [[], []], o, strains, sheet.eldestTeam);
  if (ann._tag === 'Left') return ann;
  const facts: BeloteDealFacts = {
    takers: sheet.takers,
    ...play.right,
    belote: [sheet.belote === 0, sheet.belote === 1],
    announcements: ann.right.points,
  };
  return right(sheetAnswer(scoreDeal(facts, o), {}, ann.right, o));
}

/**
 * A score sheet's answer (Belote's, Coinche's) from the deal's score (`scores` per team): each seat
 * its team's score, `extra` (Coinche's multiplier), the announcements read and the options.
 */
export function sheetAnswer<T extends { readonly scores: readonly [number, number] }, X extends object, O>(
  deal: T,
  extra: X,
  announcements: { readonly points: [number, number]; readonly winner: 0 | 1 | null },
  options: O,
) {
  const { scores, ...score } = deal;
  return {
    ...score,
    scores: seatScores(scores),
    teamScores: scores,
    ...extra,
    announcements: announcements.points,
    announcementWinner: announcements.winner,
    options,
  };
}

/**
 * For apps that record only a deal's facts: both teams' scores, or a clear `scoresheet/…` error
 * (`beloteScoreSheetSchema` gives the entry's shape). Never throws.
 *
 * ```ts
 * beloteScoreSheet({ takers: 1, cardPoints: [64, 98], belote: 1 }); // right: teamScores [64, 118], outcome 'made'
 * ```
 * @returns Left with a `scoresheet/…` code (`BELOTE_SCORESHEET_ERROR_CODES`).
 */
export function beloteScoreSheet(input: unknown): Either<BeloteScoreSheetError, BeloteScoreSheetResult> {
  return guarded(() => read(input));
}
