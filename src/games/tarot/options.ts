/**
 * Tarot options (zod). Every default is the FFT rule; each other value is a documented variant
 * (docs/rules/tarot.md).
 */
import { z } from 'zod';
import { isOneOf } from '../../kernel/codes.js';
import { left, right, type Either } from '../../kernel/either.js';
import { ruleError, type RuleError } from '../../kernel/errors.js';

/** `classic`: bidding and a contract; `goulash`: every deal a Goulash. */
export const GAME_MODES = ['classic', 'goulash'] as const;
/** A Tarot deal's mode: see `GAME_MODES`. */
export type GameMode = (typeof GAME_MODES)[number];

/** The option fields; `defaultMode` is 'classic' for `tarot` and 'goulash' for `goulash`. */
export function tarotOptionShape(defaultMode: GameMode) {
  return {
    /** Number of players (FFT: 4 is the standard game; 3 and 5 have their own chapters). */
    players: z.union([z.literal(3), z.literal(4), z.literal(5)]).default(4),
    /** The dealer's seat; the seat after the dealer speaks and leads first. */
    dealer: z.number().int().min(0).max(4).default(0),
    /** Everybody passed: deal again (FFT p.5) or play the same cards as a Goulash (house rule). */
    allPass: z.enum(['redeal', 'goulash']).default('redeal'),
    /** The Excuse played to the last trick outside the chelem case goes to that trick's winner (FFT club reading) or always changes camp. */
    excuseLastTrick: z.enum(['to-winner', 'to-opponents']).default('to-winner'),
    /** A house rule: only a taker holding the 21 may announce a chelem. */
    chelemRequires21: z.boolean().default(false),
    /** Goulash only: the Excuse on the last trick stays with its owner and loses (seeds), or wins it. */
    excuseOnLastTrick: z.enum(['loses', 'wins']).default('loses'),
    /** 'classic': bidding and contract; 'goulash': every deal a Goulash, no bidding. */
    mode: z.enum(GAME_MODES).default(defaultMode),
    /**
     * 5 players: a taker holding the four kings may call a queen and still a king ('allowed', FFT
     * "il peut appeler une Dame"), or only the lowest rank his hand opens ('lowest-only').
     */
    callHigherRanks: z.enum(['allowed', 'lowest-only']).default('allowed'),
  };
}

/** The codes `setup` returns for options: a schema failure, and one per check across fields. */
export const TAROT_OPTION_ERROR_CODES = [
  'options/invalid',
  'options/dealer-out-of-range',
  'options/goulash-mode-only',
] as const;
/** A code of Tarot options. */
export type TarotOptionErrorCode = (typeof TAROT_OPTION_ERROR_CODES)[number];

/** The checks across fields, each with a named error code at the start of its message. */
export function tarotOptionChecks<T extends z.ZodType<{ dealer: number; players: number; mode: GameMode }>>(
  schema: T,
  defaultMode: GameMode,
) {
  return schema
    .refine((o) => o.dealer < o.players, {
      path: ['dealer'],
      message: 'options/dealer-out-of-range: the dealer must be a seat, below the number of players',
    })
    .refine((o) => defaultMode === 'classic' || o.mode === 'goulash', {
      path: ['mode'],
      message: 'options/goulash-mode-only: the goulash ruleset plays every deal as a Goulash',
    });
}

/** The option schema of one deal. */
export function tarotOptionsSchema(defaultMode: GameMode) {
  return tarotOptionChecks(z.strictObject(tarotOptionShape(defaultMode)), defaultMode);
}

/**
 * The Tarot options (zod, strict). Every default is the FFT rule; an incoherent set fails with
 * its own code (`options/dealer-out-of-range`, `options/goulash-mode-only`).
 */
export const tarotOptions = tarotOptionsSchema('classic');
/** The resolved Tarot options (every field filled in). */
export type TarotOptions = z.output<typeof tarotOptions>;
/** The Tarot options a caller passes: every field optional, defaulting to the FFT rule. */
export type TarotOptionsInput = z.input<typeof tarotOptions>;

/**
 * Parses options into a RuleError with a stable code (the refinements carry theirs).
 * @returns Left `options/invalid`, `options/dealer-out-of-range` or `options/goulash-mode-only`
 *   (`TAROT_OPTION_ERROR_CODES`).
 */
export function parseTarotOptions(
  schema: ReturnType<typeof tarotOptionsSchema>,
  input: unknown,
): Either<RuleError<TarotOptionErrorCode>, TarotOptions> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return right(parsed.data);
  const named = parsed.error.issues
    .map((i) => /^(options\/[a-z0-9-]+):/.exec(i.message)?.[1])
    .find((c) => c !== undefined && isOneOf(TAROT_OPTION_ERROR_CODES, c));
  return left(
    ruleError(
      named !== undefined && isOneOf(TAROT_OPTION_ERROR_CODES, named) ? named : 'options/invalid',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    ),
  );
}
