/**
 * Tarabish options. Tarabish rules: two presets, `auction` (the default) and
 * `traditional` (Cape Breton call-or-pass); a preset only supplies defaults, every knob is its own
 * option and an explicit option overrides the preset. The resolved set (every field filled in) is
 * what a state, a record and `settings(state)` carry; feeding it back in gives the same set.
 * Combinations that mean nothing are refused with a named `options/...` error.
 */
import { resolvedOptions } from '../../family/options.js';
import * as z from 'zod/mini';
import { englishMessages, parseUntrusted } from '../../kernel/zod.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { PARTNER_EXCEPTIONS, type PartnerException } from '../../kernel/follow.js';
import { optionsError } from '../../kernel/options-error.js';

englishMessages();

/** The Tarabish presets: `auction` (the default) and `traditional`. */
export const PRESETS = ['auction', 'traditional'] as const;
/** A Tarabish preset: a set of option defaults. */
export type Preset = (typeof PRESETS)[number];

const bidValue = z.int().check(z.minimum(10), z.maximum(1000), z.multipleOf(10));

/** What a caller may pass: every field optional; the preset fills in the rest. */
export const tarabishOptionsInput = z.strictObject({
  /** Which set of defaults to start from. Default `'auction'`. */
  preset: z.optional(z.enum(PRESETS)),
  /** `'auction'`: a points auction, the winner names trump; `'call'`: one call-or-pass round. */
  trumpChoice: z.optional(z.enum(['auction', 'call'])),
  /** Cards each player has seen when trump is chosen: 3 (auction), 6 (traditional) or 9 ("open bidding"). */
  biddingCards: z.optional(z.union([z.literal(3), z.literal(6), z.literal(9)])),
  /** Everybody passed: `'redeal'` (annul, the next dealer deals) or `'force-dealer'` (the dealer must call; call only). */
  allPass: z.optional(z.enum(['redeal', 'force-dealer'])),
  /** `'belote'`: runs 20/50/100 and fours; `'runs'`: runs 20/50 only. */
  melds: z.optional(z.enum(['belote', 'runs'])),
  /** `'before-first-trick'`: a declaration round from the eldest; `'first-trick'`: each before their own first card. */
  declaration: z.optional(z.enum(['before-first-trick', 'first-trick'])),
  /** Equal best melds in plain suits: `'eldest'` (the eldest hand's team scores) or `'nobody'`. */
  equalMelds: z.optional(z.enum(['eldest', 'nobody'])),
  /** `'reach-bid'`: the bidders must reach their bid (auction only); `'outscore'`: the callers must outscore the opponents. */
  contract: z.optional(z.enum(['reach-bid', 'outscore'])),
  /** Equal totals under `'outscore'`: `'half'` (callers 0, opponents keep theirs) or `'whole'` (as bait). */
  halfBait: z.optional(z.enum(['half', 'whole'])),
  /** Both teams reach the target after the same hand: `'bidder'` (the bidding team wins) or `'higher'`. */
  bothReachTarget: z.optional(z.enum(['bidder', 'higher'])),
  /** Bonus for the last trick (10; the seed mentions 4). */
  lastTrickBonus: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  /** Match target (500; 1000 for the long game). */
  target: z.optional(z.int().check(z.minimum(1), z.maximum(100000))),
  /**
   * What a player void in the suit led may play while the partner is winning the trick: `'off'`
   * (the ruff rules apply: trump, overtrump if able), `'free'` (any card) or `'overtrump-if-trumping'`
   * (any card, but a trump must beat the highest trump in the trick when able). Default `'off'`;
   * `true` and `false`, the older spelling, mean `'free'` and `'off'`.
   */
  partnerException: z.optional(z.union([z.enum(PARTNER_EXCEPTIONS), z.boolean()])),
  /** Bella of the bidders on bate: `'transferred'` to the opponents with the rest, or `'kept'`. */
  bellaOnBate: z.optional(z.enum(['transferred', 'kept'])),
  /** A no-trump contract may be chosen (auction: a bid of at least 150 stated as no trump; call: `call:no-trump`). */
  noTrump: z.optional(z.boolean()),
  /** Lowest bid (50; 60 and 100 are common variants). Auction only. */
  minBid: z.optional(bidValue),
  /** Highest bid (300). Auction only. */
  maxBid: z.optional(bidValue),
  /** Bonus to bidders who take every card point and the last trick (0 = off; 100 when on). Auction only. */
  coatBonus: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  /** The dealer of this hand (seat 0..3). */
  dealer: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
}) satisfies z.ZodMiniType<TarabishOptionsInput, TarabishOptionsInput>; // checked against the interface
/**
 * The Tarabish options a caller passes: a preset and any option overriding it; each field means
 * what it means in {@link TarabishOptions} (the schema `tarabishOptionsInput` is checked against
 * this interface at compile time).
 */
export interface TarabishOptionsInput {
  readonly preset?: Preset | undefined;
  readonly trumpChoice?: 'auction' | 'call' | undefined;
  readonly biddingCards?: 3 | 6 | 9 | undefined;
  readonly allPass?: 'redeal' | 'force-dealer' | undefined;
  readonly melds?: 'belote' | 'runs' | undefined;
  readonly declaration?: 'before-first-trick' | 'first-trick' | undefined;
  readonly equalMelds?: 'eldest' | 'nobody' | undefined;
  readonly contract?: 'reach-bid' | 'outscore' | undefined;
  readonly halfBait?: 'half' | 'whole' | undefined;
  readonly bothReachTarget?: 'bidder' | 'higher' | undefined;
  readonly lastTrickBonus?: number | undefined;
  readonly target?: number | undefined;
  readonly partnerException?: PartnerException | boolean | undefined;
  readonly bellaOnBate?: 'transferred' | 'kept' | undefined;
  readonly noTrump?: boolean | undefined;
  readonly minBid?: number | undefined;
  readonly maxBid?: number | undefined;
  readonly coatBonus?: number | undefined;
  readonly dealer?: number | undefined;
}

/**
 * The resolved Tarabish options: every field filled in from the preset and the input. Each field
 * means what it means in {@link tarabishOptionsInput}; `PRESET_DEFAULTS` lists each preset's values.
 */
export interface TarabishOptions {
  readonly preset: Preset;
  readonly trumpChoice: 'auction' | 'call';
  readonly biddingCards: 3 | 6 | 9;
  readonly allPass: 'redeal' | 'force-dealer';
  readonly melds: 'belote' | 'runs';
  readonly declaration: 'before-first-trick' | 'first-trick';
  readonly equalMelds: 'eldest' | 'nobody';
  readonly contract: 'reach-bid' | 'outscore';
  readonly halfBait: 'half' | 'whole';
  readonly bothReachTarget: 'bidder' | 'higher';
  readonly lastTrickBonus: number;
  readonly target: number;
  readonly partnerException: PartnerException;
  readonly bellaOnBate: 'transferred' | 'kept';
  readonly noTrump: boolean;
  readonly minBid: number;
  readonly maxBid: number;
  readonly coatBonus: number;
  readonly dealer: number;
}

const COMMON = {
  halfBait: 'half',
  lastTrickBonus: 10,
  target: 500,
  partnerException: 'off',
  bellaOnBate: 'transferred',
  noTrump: false,
  minBid: 50,
  maxBid: 300,
  coatBonus: 0,
  dealer: 0,
} as const;

/** The defaults of each preset (Tarabish rules: the preset table). */
export const PRESET_DEFAULTS: Readonly<Record<Preset, TarabishOptions>> = {
  auction: {
    ...COMMON,
    preset: 'auction',
    trumpChoice: 'auction',
    biddingCards: 3,
    allPass: 'redeal',
    melds: 'belote',
    declaration: 'before-first-trick',
    equalMelds: 'eldest',
    contract: 'reach-bid',
    bothReachTarget: 'bidder',
  },
  traditional: {
    ...COMMON,
    preset: 'traditional',
    trumpChoice: 'call',
    biddingCards: 6,
    allPass: 'force-dealer',
    melds: 'runs',
    declaration: 'first-trick',
    equalMelds: 'nobody',
    contract: 'outscore',
    bothReachTarget: 'higher',
  },
};

/** The lowest no-trump bid (Tarabish rules: "a bid may be 'no trump' … minimum 150"), never below `minBid`. */
export const noTrumpMinimum = (o: TarabishOptions): number => Math.max(150, o.minBid);

/** The codes `setup` returns for options: a schema failure, and one per incoherent combination. */
export const TARABISH_OPTION_ERROR_CODES = [
  'options/invalid',
  'options/auction-only',
  'options/bid-range',
  'options/force-dealer-needs-call',
  'options/half-bait-needs-outscore',
  'options/reach-bid-needs-auction',
] as const;
/** A code of Tarabish options. */
export type TarabishOptionErrorCode = Extract<(typeof TARABISH_OPTION_ERROR_CODES)[number], string>;

/** Refuses the combinations that mean nothing; null when the set is coherent. */
function incoherence(o: TarabishOptions): RuleError<TarabishOptionErrorCode> | null {
  const auction = o.trumpChoice === 'auction';
  if (o.contract === 'reach-bid' && !auction) {
    return ruleError(
      'options/reach-bid-needs-auction',
      "contract 'reach-bid' needs trumpChoice 'auction': without an auction there is no bid to reach.",
    );
  }
  if (o.allPass === 'force-dealer' && auction) {
    return ruleError(
      'options/force-dealer-needs-call',
      "allPass 'force-dealer' needs trumpChoice 'call': an auction cannot force a bid.",
    );
  }
  if (o.halfBait === 'whole' && o.contract !== 'outscore') {
    return ruleError(
      'options/half-bait-needs-outscore',
      "halfBait 'whole' only means something under contract 'outscore'.",
    );
  }
  if (!auction && (o.minBid !== COMMON.minBid || o.maxBid !== COMMON.maxBid || o.coatBonus !== COMMON.coatBonus)) {
    return ruleError('options/auction-only', "minBid, maxBid and coatBonus only apply to trumpChoice 'auction'.", {
      minBid: o.minBid,
      maxBid: o.maxBid,
      coatBonus: o.coatBonus,
    });
  }
  if (o.minBid > o.maxBid)
    return ruleError('options/bid-range', 'minBid is above maxBid.', { minBid: o.minBid, maxBid: o.maxBid });
  if (auction && o.noTrump && noTrumpMinimum(o) > o.maxBid) {
    return ruleError('options/bid-range', 'A no-trump bid needs at least 150, above maxBid.', { maxBid: o.maxBid });
  }
  return null;
}

/**
 * Validates the input, applies the preset's defaults, checks coherence: the full option set or a named error.
 * @returns Left `options/invalid` or the code of an incoherent combination
 *   (`TARABISH_OPTION_ERROR_CODES`).
 */
export function parseTarabishOptions(input: unknown): Either<RuleError<TarabishOptionErrorCode>, TarabishOptions> {
  const parsed = parseUntrusted(tarabishOptionsInput, input ?? {});
  if (!parsed.success)
    return left(optionsError(tarabishOptionsInput, parsed.error.issues, TARABISH_OPTION_ERROR_CODES));
  const given: Record<string, unknown> = Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => v !== undefined),
  );
  // the older boolean spelling (options and records written before the three behaviours)
  const exception = parsed.data.partnerException;
  if (typeof exception === 'boolean') given['partnerException'] = exception ? 'free' : 'off';
  const resolved = { ...PRESET_DEFAULTS[parsed.data.preset ?? 'auction'], ...given } as TarabishOptions;
  const bad = incoherence(resolved);
  return bad ? left(bad) : right(resolved);
}

/** The options schema: parses the input and outputs the resolved set (an incoherent set fails with its code). */
export const tarabishOptions: z.ZodMiniType<TarabishOptions, TarabishOptionsInput> = resolvedOptions(
  tarabishOptionsInput,
  parseTarabishOptions,
);
