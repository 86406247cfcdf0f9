/**
 * The Coinche score sheet: for apps that record only a deal's facts (the contract with its coinche
 * or surcoinche, each side's card points with the dix de der, the capot, the belote, the
 * announcements each side showed) and want both sides' scores (`coincheScoreSheet`: this module
 * reads and checks the facts, with Belote's readers of card points and announcements; the
 * contract's score is `contract.ts`'s `scoreContract`, as at the end of a played deal).
 * Never throws.
 */
import * as z from 'zod/mini';
import { englishMessages } from '../../kernel/zod.js';
import { right, type Either } from '../../kernel/either.js';
import {
  announcementsSchema,
  cardPointsSchema,
  readAnnouncements,
  sheetAnswer,
  readCardPoints,
  sheetFail,
  type BeloteScoreSheetError,
} from '../belote/scoresheet.js';
import { strainCardsPoints } from '../../family/card-play.js';
import { guarded, readEntry } from '../../family/scoresheet.js';
import { beloteDeck, DIX_DE_DER } from '../belote/cards.js';
import { bidValueError, multiplierOf, STRAINS, strains, type Contract } from './auction.js';
import { playStrain, scoreContract, type CoincheDealFacts, type CoincheDealScore } from './contract.js';
import { coincheRulesOptionsInput, parseCoincheRulesOptions, type CoincheRulesOptions } from './options.js';

englishMessages();

const side = z.union([z.literal(0), z.literal(1)]);
const belotes = z.int().check(z.minimum(0), z.maximum(4));

/** A Coinche score sheet entry (`coincheScoreSheet`). */
export const coincheScoreSheetSchema = z.strictObject({
  /** The ruleset's options (`rounding`, `litige`, `capotBid`, `surcoincheMultiplier`, the announcements'…); default the FFB's. */
  options: z.optional(coincheRulesOptionsInput),
  /** The contract: the takers' side, the bid (a value or `'capot'`), its strain, and whether it was coinched or surcoinched. */
  contract: z.strictObject({
    side,
    bid: z.union([z.int().check(z.minimum(0), z.maximum(10000)), z.literal('capot')]),
    strain: z.enum(STRAINS),
    doubled: z.optional(z.nullable(z.enum(['coinche', 'surcoinche']))),
  }),
  /** Each side's card points, the dix de der included: they sum to 162. */
  cardPoints: cardPointsSchema,
  /** The side that won all eight tricks (its card points are then 162), or null. */
  capot: z.optional(z.nullable(side)),
  /** The side that called belote and rebelote (the king and queen of trump), or null. */
  belote: z.optional(z.nullable(side)),
  /** In place of `belote`: the belotes each side called, both words said (tout atout: one a suit, up to four). */
  belotes: z.optional(z.tuple([belotes, belotes])),
  /** The announcements each side showed (with `announcements: true`). */
  announcements: z.optional(announcementsSchema),
  /** The eldest hand's side; only needed when equal announcements go to it. */
  eldestTeam: z.optional(side),
});
/** What `coincheScoreSheet` reads: the facts of one deal (see `coincheScoreSheetSchema`). */
export type CoincheScoreSheetInput = z.input<typeof coincheScoreSheetSchema>;

/** What `coincheScoreSheet` returns: the deal's score (`scoreContract`) per seat and per side. */
export interface CoincheScoreSheetResult extends Omit<CoincheDealScore, 'scores'> {
  /** Per seat (0..3), each seat its side's score. */
  readonly scores: readonly number[];
  /** Each side's deal score, rounded per `rounding` (index = seat % 2). */
  readonly teamScores: readonly [number, number];
  /** What the contract's score is multiplied by (1, 2, or `surcoincheMultiplier`). */
  readonly multiplier: number;
  /** The announcement points each side showed and scores (before a capot moves them). */
  readonly announcements: readonly [number, number];
  /** The side whose announcements score, or null. */
  readonly announcementWinner: 0 | 1 | null;
  /** The resolved options the entry was scored under. */
  readonly options: CoincheRulesOptions;
}

function read(input: unknown): Either<BeloteScoreSheetError, CoincheScoreSheetResult> {
  const entry = readEntry(coincheScoreSheetSchema, input, parseCoincheRulesOptions, 'Coinche');
  if (entry._tag === 'Left') return entry;
  const { sheet, options: o } = entry.right;
  const c = sheet.contract;
  if (!strains(o).includes(c.strain))
    return sheetFail('scoresheet/strain-not-allowed', `A contract in ${c.strain} is not played under these options.`, {
      strain: c.strain,
      allowed: strains(o),
    });
  if (c.bid !== 'capot') {
    const bad = bidValueError(o, c.bid, c.strain);
    if (bad !== null)
      return sheetFail('scoresheet/bad-bid', `${c.bid} is not a bid: ${bad.message}`, { bid: c.bid, cause: bad });
  }
  const capot = sheet.capot ?? null;
  // the card values of the contract's strain (tout atout and sans atout by their options)
  const strain = playStrain(o, c.strain);
  const play = readCardPoints(
    sheet.cardPoints,
    capot,
    strainCardsPoints(beloteDeck.cards, strain) + DIX_DE_DER,
    strain,
  );
  if (play._tag === 'Left') return play;
  const ann = readAnnouncements(sheet.announcements ?? [[], []], o, [strain], sheet.eldestTeam);
  const most = c.strain === 'TA' ? 4 : c.strain === 'SA' ? 0 : 1;
  const called = sheet.belotes ?? [sheet.belote === 0 ? 1 : 0, sheet.belote === 1 ? 1 : 0];
  if ((sheet.belotes !== undefined && sheet.belote != null) || called[0] + called[1] > most)
    return sheetFail(
      'scoresheet/malformed',
      `A deal in ${c.strain} has at most ${most} belote(s), given by belote or belotes.`,
      {
        belote: sheet.belote ?? null,
        belotes: called,
      },
    );
  if (ann._tag === 'Left') return ann;
  const contract: Pick<Contract, 'side' | 'bid' | 'strain' | 'multiplier'> = {
    side: c.side,
    bid: c.bid,
    strain: c.strain,
    multiplier: multiplierOf(o, c.doubled ?? null),
  };
  const facts: CoincheDealFacts = {
    contract,
    cardPoints: sheet.cardPoints,
    capot,
    belotes: called,
    announcements: ann.right.points,
  };
  return right(sheetAnswer(scoreContract(o, facts), { multiplier: contract.multiplier }, ann.right, o));
}

/**
 * For apps that record only a deal's facts: both sides' scores, or a clear `scoresheet/…` error
 * (`coincheScoreSheetSchema` gives the entry's shape). Never throws.
 *
 * ```ts
 * coincheScoreSheet({ contract: { side: 0, bid: 100, strain: 'H' }, cardPoints: [106, 56], belote: 0 }); // right: teamScores [230, 60]
 * ```
 * @returns Left with a `scoresheet/…` code (`BELOTE_SCORESHEET_ERROR_CODES`).
 */
export function coincheScoreSheet(input: unknown): Either<BeloteScoreSheetError, CoincheScoreSheetResult> {
  return guarded(() => read(input));
}
