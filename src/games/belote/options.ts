/**
 * Belote options (docs/rules/belote.md, "Options"): the FFB's rules are the defaults, every other
 * published reading an option. The resolved set (every field filled in) is what a state, a record
 * and `settings(state)` carry; feeding it back in gives the same set. Combinations that mean
 * nothing (an announcement option without announcements) are refused with a named error.
 */
import { resolvedOptions } from '../../family/options.js';
import * as z from 'zod/mini';
import { englishMessages, parseUntrusted } from '../../kernel/zod.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';
import { PARTNER_EXCEPTIONS, type PartnerException } from '../../kernel/follow.js';
import { optionsError } from '../../kernel/options-error.js';
import type { OptionsInputOf } from '../../kernel/ruleset.js';

englishMessages();

/** What a caller may pass: every field optional, each default the FFB's rule. */
export const beloteOptionsInput = z.strictObject({
  /** The dealer of this deal (seat 0..3). Default 0. */
  dealer: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
  /** The packets of the first part of the deal: 3 then 2 (`'3-2'`, default) or 2 then 3. */
  packets: z.optional(z.enum(['3-2', '2-3'])),
  /** The second round of the taking: any suit (`'any-suit'`, default) or a suit other than the turned card's. */
  secondRound: z.optional(z.enum(['any-suit', 'other-suit'])),
  /** All pass twice: the next dealer deals (`'next-dealer'`, default) or the same dealer deals again. */
  allPass: z.optional(z.enum(['next-dealer', 'same-dealer'])),
  /** Void in the suit led while the partner is master: `'free'` (default), `'off'` or `'overtrump-if-trumping'`. */
  partnerException: z.optional(z.enum(PARTNER_EXCEPTIONS)),
  /** Unable to overtrump an opponent's trump: play a lower trump (`'required'`, default) or any card (`'optional'`). */
  undertrump: z.optional(z.enum(['required', 'optional'])),
  /** Announcements (sequences and carrés): `false` by default (la belote classique se joue sans annonces). */
  announcements: z.optional(z.boolean()),
  /** When announcements are made: with one's first card (`'first-trick'`, default) or all before the first card. */
  announcementTiming: z.optional(z.enum(['first-trick', 'before-first-trick'])),
  /** Whether a card may count in one sequence and one carré (`false` by default). */
  sharedCards: z.optional(z.boolean()),
  /** Equal best announcements of both sides: nobody scores (`'nobody'`, default) or the eldest's side. */
  equalAnnouncements: z.optional(z.enum(['nobody', 'eldest'])),
  /** The belote of takers who fail: kept by its team (`'kept'`, the only value any source gives). */
  beloteOnFailure: z.optional(z.enum(['kept'])),
  /** Equal totals: `'held'` (default: the takers' points wait for the next contract made), `'failed'` or `'made'`. */
  litige: z.optional(z.enum(['held', 'failed', 'made'])),
  /** The points of a capot (all eight tricks to one team): 252 (default) or 250. */
  capotPoints: z.optional(z.union([z.literal(252), z.literal(250)])),
  /** Each team's deal score to the point (`'none'`, default) or to the nearest ten. */
  rounding: z.optional(z.enum(['none', 'nearest-ten'])),
  /** Points held from earlier litiges, to the team that makes this deal's contract (a match sets it). Default 0. */
  held: z.optional(z.int().check(z.minimum(0), z.maximum(100000))),
}) satisfies z.ZodMiniType<BeloteOptionsInput, BeloteOptionsInput>;

/** The Belote options a caller passes; each field means what it means in {@link BeloteOptions}. */
export interface BeloteOptionsInput extends OptionsInputOf<BeloteOptions> {}

/** The resolved Belote options: every field of {@link beloteOptionsInput} filled in. */
export interface BeloteOptions {
  readonly dealer: number;
  readonly packets: '3-2' | '2-3';
  readonly secondRound: 'any-suit' | 'other-suit';
  readonly allPass: 'next-dealer' | 'same-dealer';
  readonly partnerException: PartnerException;
  readonly undertrump: 'required' | 'optional';
  readonly announcements: boolean;
  readonly announcementTiming: 'first-trick' | 'before-first-trick';
  readonly sharedCards: boolean;
  readonly equalAnnouncements: 'nobody' | 'eldest';
  readonly beloteOnFailure: 'kept';
  readonly litige: 'held' | 'failed' | 'made';
  readonly capotPoints: 252 | 250;
  readonly rounding: 'none' | 'nearest-ten';
  readonly held: number;
}

/** The defaults: the FFB's rules (docs/rules/belote.md, "Options"). */
export const BELOTE_DEFAULTS: BeloteOptions = {
  dealer: 0,
  packets: '3-2',
  secondRound: 'any-suit',
  allPass: 'next-dealer',
  partnerException: 'free',
  undertrump: 'required',
  announcements: false,
  announcementTiming: 'first-trick',
  sharedCards: false,
  equalAnnouncements: 'nobody',
  beloteOnFailure: 'kept',
  litige: 'held',
  capotPoints: 252,
  rounding: 'none',
  held: 0,
};

/** The codes of Belote options. */
export const BELOTE_OPTION_ERROR_CODES = ['options/invalid', 'options/needs-announcements'] as const;
/** A code of Belote options. */
export type BeloteOptionErrorCode = Extract<(typeof BELOTE_OPTION_ERROR_CODES)[number], string>;

/** The announcement options, which mean something only with `announcements: true`. */
const ANNOUNCEMENT_OPTIONS = ['announcementTiming', 'sharedCards', 'equalAnnouncements'] as const;

/**
 * The resolved options of an input.
 * @returns Left `options/invalid` (a value the schema refuses) or `options/needs-announcements`
 *   (an announcement option given with announcements off).
 */
export function parseBeloteOptions(input: unknown): Either<RuleError<BeloteOptionErrorCode>, BeloteOptions> {
  const parsed = parseUntrusted(beloteOptionsInput, input ?? {});
  if (!parsed.success) return left(optionsError(beloteOptionsInput, parsed.error.issues, BELOTE_OPTION_ERROR_CODES));
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  const resolved = { ...BELOTE_DEFAULTS, ...given } as BeloteOptions;
  if (!resolved.announcements) {
    // The resolved set carries every field: a default value is no choice.
    const chosen = ANNOUNCEMENT_OPTIONS.filter((k) => k in given && given[k] !== BELOTE_DEFAULTS[k]);
    if (chosen.length > 0)
      return left(
        ruleError(
          'options/needs-announcements',
          `${chosen.join(', ')} ${chosen.length === 1 ? 'means' : 'mean'} something only with announcements: true.`,
          { fields: chosen },
        ),
      );
  }
  return right(resolved);
}

/** The options schema: parses the input and outputs the resolved set (an incoherent set fails with its code). */
export const beloteOptions: z.ZodMiniType<BeloteOptions, BeloteOptionsInput> = /* @__PURE__ */ resolvedOptions(
  beloteOptionsInput,
  parseBeloteOptions,
);
