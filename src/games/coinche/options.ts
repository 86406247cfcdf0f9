/**
 * Coinche's own options (docs/rules/coinche.md, the options table): the deal's dealer and packets,
 * the auction (bid range and step, tout atout / sans atout, coinche timing, surcoinche) and the
 * score (contract scoring, capot values, belote, tie, rounding, the match target). The `coinche`
 * ruleset takes this schema beside Belote's card-play options (`coincheRulesOptionsInput`).
 *
 * The card-play and announcement options stay Belote's and are not repeated here:
 * `partnerException`, `undertrump`, `announcements`, `announcementTiming`, `sharedCards`,
 * `equalAnnouncements` (their Coinche defaults are in docs/rules/coinche.md). The score reads the
 * announcements from the facts of the deal (`contract.ts`), not from an option.
 *
 * Each option holds every value a source publishes, with the FFB contrée book's as the default;
 * the resolved set (every field filled in) is what a state and `settings` will carry.
 */
import { resolvedOptions } from '../../family/options.js';
import * as z from 'zod/mini';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { optionsError } from '../../kernel/options-error.js';
import { englishMessages, parseUntrusted } from '../../kernel/zod.js';
import {
  BELOTE_DEFAULTS,
  beloteOptionsInput,
  parseBeloteOptions,
  type BeloteOptions,
  type BeloteOptionsInput,
} from '../belote/options.js';

englishMessages();

/** The packets of the deal, 8 cards to each seat in three rounds (or two, `'4-4'`). */
export const PACKETS = ['3-2-3', '3-3-2', '2-3-3', '4-4'] as const;

/** What a caller may pass: every field optional, each absent one takes its default (`COINCHE_DEFAULTS`). */
export const coincheOptionsInput = z.strictObject({
  /** The dealer of this deal (seat 0..3); the eldest, `dealer + 1`, speaks first. Default 0. */
  dealer: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
  /** How the 32 cards are dealt: `'3-2-3'` (default), `'3-3-2'`, `'2-3-3'` (FFB) or `'4-4'`. */
  packets: z.optional(z.enum(PACKETS)),
  /** The lowest bid: 80 (default, FFB) or 82. */
  minBid: z.optional(z.literal([80, 82])),
  /** Bids above the lowest are multiples of this step: 10 (default, FFB) or 5. */
  bidStep: z.optional(z.literal([10, 5])),
  /** The highest numeric bid: `null` (default: no ceiling but the capot; the engine bounds it), 160 or 650. */
  maxBid: z.optional(z.union([z.null(), z.literal([160, 650])])),
  /** Tout atout and sans atout may be bid (default `false`). */
  allTrumpNoTrump: z.optional(z.boolean()),
  /** Card values in tout atout: `'ffb'` (default, 162 in all), `'scaled'` (258 scaled to 162) or `'trump'` (258). */
  allTrumpValues: z.optional(z.enum(['ffb', 'scaled', 'trump'])),
  /** Card values in sans atout: `'ace-19'` (default, 162 in all) or `'plain'` (130). */
  noTrumpValues: z.optional(z.enum(['ace-19', 'plain'])),
  /** `'in-turn'` (default, FFB): a coinche at one's turn; `'any-time'`: a defender may coinche out of turn. */
  coincheTiming: z.optional(z.enum(['in-turn', 'any-time'])),
  /** What a surcoinche multiplies the deal's score by: 4 (default, FFB) or 3. */
  surcoincheMultiplier: z.optional(z.literal([4, 3])),
  /** The belote counts in the totals that decide the contract: `true` (default, FFB) or `false`. */
  beloteCountsForContract: z.optional(z.boolean()),
  /** A failed contract's belote stays with its side: `'kept'`, the one value (FFB). */
  beloteOnFailure: z.optional(z.enum(['kept'])),
  /** A made contract scores the takers' total plus the bid (`'total-plus-bid'`, default) or the bid only. */
  contractScoring: z.optional(z.enum(['total-plus-bid', 'bid-only'])),
  /** What a capot bid is worth: 250 (default, FFB) or 500. */
  capotBid: z.optional(z.literal([250, 500])),
  /** The card points of a side that wins all eight tricks in a suit contract: 252 (default, FFB) or 250. */
  capotPoints: z.optional(z.literal([252, 250])),
  /** Equal totals: `'failed'` (default, FFB) or `'held'` (the takers' total held for the next contract). */
  litige: z.optional(z.enum(['failed', 'held'])),
  /** Each side's deal score to the nearest ten (`'nearest-ten'`, default, FFB) or to the point (`'none'`). */
  rounding: z.optional(z.enum(['nearest-ten', 'none'])),
  /** The match target: the first side to reach it wins (3000 by default). */
  target: z.optional(z.int().check(z.minimum(1), z.maximum(100000))),
}) satisfies z.ZodMiniType<CoincheOptionsInput, CoincheOptionsInput>;

/** The options a caller passes; each field means what it means in {@link coincheOptionsInput}. */
export interface CoincheOptionsInput {
  readonly dealer?: number | undefined;
  readonly packets?: (typeof PACKETS)[number] | undefined;
  readonly minBid?: 80 | 82 | undefined;
  readonly bidStep?: 10 | 5 | undefined;
  readonly maxBid?: null | 160 | 650 | undefined;
  readonly allTrumpNoTrump?: boolean | undefined;
  readonly allTrumpValues?: 'ffb' | 'scaled' | 'trump' | undefined;
  readonly noTrumpValues?: 'ace-19' | 'plain' | undefined;
  readonly coincheTiming?: 'in-turn' | 'any-time' | undefined;
  readonly surcoincheMultiplier?: 4 | 3 | undefined;
  readonly beloteCountsForContract?: boolean | undefined;
  readonly beloteOnFailure?: 'kept' | undefined;
  readonly contractScoring?: 'total-plus-bid' | 'bid-only' | undefined;
  readonly capotBid?: 250 | 500 | undefined;
  readonly capotPoints?: 252 | 250 | undefined;
  readonly litige?: 'failed' | 'held' | undefined;
  readonly rounding?: 'nearest-ten' | 'none' | undefined;
  readonly target?: number | undefined;
}

/** The resolved Coinche options: every field filled in. */
export type CoincheOptions = {
  readonly [K in keyof CoincheOptionsInput]-?: Exclude<CoincheOptionsInput[K], undefined>;
};

/** The defaults: the FFB contrée book's rules (docs/rules/coinche.md, the options table). */
export const COINCHE_DEFAULTS: CoincheOptions = {
  dealer: 0,
  packets: '3-2-3',
  minBid: 80,
  bidStep: 10,
  maxBid: null,
  allTrumpNoTrump: false,
  allTrumpValues: 'ffb',
  noTrumpValues: 'ace-19',
  coincheTiming: 'in-turn',
  surcoincheMultiplier: 4,
  beloteCountsForContract: true,
  beloteOnFailure: 'kept',
  contractScoring: 'total-plus-bid',
  capotBid: 250,
  capotPoints: 252,
  litige: 'failed',
  rounding: 'nearest-ten',
  target: 3000,
};

/** The codes option parsing returns: a schema failure, and the one incoherent combination. */
export const COINCHE_OPTION_ERROR_CODES = ['options/invalid', 'options/needs-all-trump-no-trump'] as const;
/** A code of Coinche options. */
export type CoincheOptionErrorCode = Extract<(typeof COINCHE_OPTION_ERROR_CODES)[number], string>;

/**
 * Validates the input and fills in the defaults: the full option set, or a named error.
 * `allTrumpValues` and `noTrumpValues` set off their defaults without `allTrumpNoTrump: true` mean
 * nothing and are refused (`options/needs-all-trump-no-trump`); the resolved set given back is
 * accepted as it is.
 */
export function parseCoincheOptions(input: unknown): Either<RuleError<CoincheOptionErrorCode>, CoincheOptions> {
  const parsed = parseUntrusted(coincheOptionsInput, input ?? {});
  if (!parsed.success) return left(optionsError(coincheOptionsInput, parsed.error.issues, COINCHE_OPTION_ERROR_CODES));
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  const resolved = { ...COINCHE_DEFAULTS, ...given } as CoincheOptions;
  // compared with the defaults, so that the resolved set, given back, is accepted
  const stray = (['allTrumpValues', 'noTrumpValues'] as const).filter((k) => resolved[k] !== COINCHE_DEFAULTS[k]);
  if (!resolved.allTrumpNoTrump && stray.length > 0)
    return left(
      ruleError(
        'options/needs-all-trump-no-trump',
        `${stray.join(' and ')} only mean something with allTrumpNoTrump: true.`,
        { options: stray },
      ),
    );
  return right(resolved);
}

/**
 * The card-play and announcement options the `coinche` ruleset takes from Belote, with their
 * Coinche defaults: `partnerException: 'free'`, `undertrump: 'optional'` (FFB contrée §5.2: "il
 * n'est pas obligatoire d'en jouer un"), `announcements: false` (§8), the announcement options as
 * in Belote.
 */
export const CARD_PLAY_OPTIONS = [
  'partnerException',
  'undertrump',
  'announcements',
  'announcementTiming',
  'sharedCards',
  'equalAnnouncements',
] as const;
type CardPlayOption = (typeof CARD_PLAY_OPTIONS)[number];

/**
 * What the `coinche` ruleset takes: Coinche's options and Belote's card-play options, every field
 * optional (one strict object of both shapes: `z.extend` would bring zod's shape-merging code into
 * every bundle of `atout/coinche`).
 */
export const coincheRulesOptionsInput = z.strictObject({
  ...coincheOptionsInput.shape,
  partnerException: beloteOptionsInput.shape.partnerException,
  undertrump: beloteOptionsInput.shape.undertrump,
  announcements: beloteOptionsInput.shape.announcements,
  announcementTiming: beloteOptionsInput.shape.announcementTiming,
  sharedCards: beloteOptionsInput.shape.sharedCards,
  equalAnnouncements: beloteOptionsInput.shape.equalAnnouncements,
}) satisfies z.ZodMiniType<CoincheRulesOptionsInput, CoincheRulesOptionsInput>;

/** The options the `coinche` ruleset takes; each field means what it means in {@link coincheRulesOptionsInput}. */
export type CoincheRulesOptionsInput = CoincheOptionsInput & Pick<BeloteOptionsInput, CardPlayOption>;
/** The resolved options of the `coinche` ruleset: every field filled in. */
export type CoincheRulesOptions = CoincheOptions & Pick<BeloteOptions, CardPlayOption>;

/** The defaults of the `coinche` ruleset: Coinche's, and Belote's card-play ones with the contrée's free undertrump. */
export const COINCHE_RULES_DEFAULTS: CoincheRulesOptions = {
  ...COINCHE_DEFAULTS,
  partnerException: BELOTE_DEFAULTS.partnerException,
  undertrump: 'optional',
  announcements: BELOTE_DEFAULTS.announcements,
  announcementTiming: BELOTE_DEFAULTS.announcementTiming,
  sharedCards: BELOTE_DEFAULTS.sharedCards,
  equalAnnouncements: BELOTE_DEFAULTS.equalAnnouncements,
};

/** The codes of the `coinche` ruleset's options. */
export const COINCHE_RULES_OPTION_ERROR_CODES = [
  ...COINCHE_OPTION_ERROR_CODES,
  'options/needs-announcements',
  'options/not-played-yet',
] as const;
/** A code of the `coinche` ruleset's options. */
export type CoincheRulesOptionErrorCode = Extract<(typeof COINCHE_RULES_OPTION_ERROR_CODES)[number], string>;

/**
 * The resolved options of the `coinche` ruleset: Coinche's own through `parseCoincheOptions`, the
 * card-play ones through Belote's `parseBeloteOptions` (its `options/needs-announcements` check),
 * with `undertrump: 'optional'` by default. The out-of-turn coinche is refused
 * (`options/not-played-yet`): the auction knows it, the ruleset's turn order does not yet.
 */
export function parseCoincheRulesOptions(
  input: unknown,
): Either<RuleError<CoincheRulesOptionErrorCode>, CoincheRulesOptions> {
  const parsed = parseUntrusted(coincheRulesOptionsInput, input ?? {});
  if (!parsed.success)
    return left(optionsError(coincheRulesOptionsInput, parsed.error.issues, COINCHE_RULES_OPTION_ERROR_CODES));
  const own: Record<string, unknown> = {};
  const cardPlay: Record<string, unknown> = { undertrump: COINCHE_RULES_DEFAULTS.undertrump };
  for (const [k, v] of Object.entries(parsed.data))
    if (v !== undefined) ((CARD_PLAY_OPTIONS as readonly string[]).includes(k) ? cardPlay : own)[k] = v;
  const coinche = parseCoincheOptions(own);
  if (coinche._tag === 'Left') return coinche;
  const belote = parseBeloteOptions(cardPlay);
  if (belote._tag === 'Left') return left(belote.left as RuleError<CoincheRulesOptionErrorCode>);
  const o = coinche.right;
  if (o.coincheTiming !== 'in-turn')
    return left(
      ruleError('options/not-played-yet', 'The coinche ruleset does not play the out-of-turn coinche yet.', {
        options: ['coincheTiming'],
      }),
    );
  const b = belote.right;
  return right({
    ...o,
    partnerException: b.partnerException,
    undertrump: b.undertrump,
    announcements: b.announcements,
    announcementTiming: b.announcementTiming,
    sharedCards: b.sharedCards,
    equalAnnouncements: b.equalAnnouncements,
  });
}

/** The `coinche` ruleset's options schema: parses the input and outputs the resolved set (an incoherent set fails with its code). */
export const coincheRulesOptions: z.ZodMiniType<CoincheRulesOptions, CoincheRulesOptionsInput> = resolvedOptions(
  coincheRulesOptionsInput,
  parseCoincheRulesOptions,
);

/** The Belote options of a Coinche deal's card play: the dealer, the card-play options, the capot's points. */
export const cardPlayOptions = (o: CoincheRulesOptions): BeloteOptions => ({
  ...BELOTE_DEFAULTS,
  dealer: o.dealer,
  partnerException: o.partnerException,
  undertrump: o.undertrump,
  announcements: o.announcements,
  announcementTiming: o.announcementTiming,
  sharedCards: o.sharedCards,
  equalAnnouncements: o.equalAnnouncements,
  capotPoints: o.capotPoints,
  rounding: o.rounding,
});
