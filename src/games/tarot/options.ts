/**
 * Tarot options (zod). Every default is the FFT rule; each other value is a documented variant
 * (docs/rules/tarot.md).
 */
import * as z from 'zod/mini';
import { englishMessages, parseUntrusted } from '../../kernel/zod.js';
import { left, right, type Either } from '../../kernel/either.js';
import type { RuleError } from '../../kernel/errors.js';
import { optionsError } from '../../kernel/options-error.js';
import type { OptionsInputOf } from '../../kernel/ruleset.js';

englishMessages();

/** `classic`: bidding and a contract; `goulash`: every deal a Goulash. */
export const GAME_MODES = ['classic', 'goulash'] as const;
/** A Tarot deal's mode: see `GAME_MODES`. */
export type GameMode = (typeof GAME_MODES)[number];

/** The option fields; `defaultMode` is 'classic' for `tarot` and 'goulash' for `goulash`. */
export function tarotOptionShape(defaultMode: GameMode) {
  return {
    /** Number of players (FFT: 4 is the standard game; 3 and 5 have their own chapters). */
    players: z._default(z.union([z.literal(3), z.literal(4), z.literal(5)]), 4),
    /** The dealer's seat; the seat after the dealer speaks and leads first. */
    dealer: z._default(z.int().check(z.minimum(0), z.maximum(4)), 0),
    /** Everybody passed: deal again (FFT p.5) or play the same cards as a Goulash (house rule). */
    allPass: z._default(z.enum(['redeal', 'goulash']), 'redeal'),
    /** The Excuse played to the last trick outside the chelem case goes to that trick's winner (FFT club reading) or always changes camp. */
    excuseLastTrick: z._default(z.enum(['to-winner', 'to-opponents']), 'to-winner'),
    /** A house rule: only a taker holding the 21 may announce a chelem. */
    chelemRequires21: z._default(z.boolean(), false),
    /** Goulash only: the Excuse on the last trick stays with its owner and loses (seeds), or wins it. */
    excuseOnLastTrick: z._default(z.enum(['loses', 'wins']), 'loses'),
    /** 'classic': bidding and contract; 'goulash': every deal a Goulash, no bidding. */
    mode: z._default(z.enum(GAME_MODES), defaultMode),
    /**
     * 5 players: a taker holding the four kings may call a queen and still a king ('allowed', FFT
     * "il peut appeler une Dame"), or only the lowest rank his hand opens ('lowest-only').
     */
    callHigherRanks: z._default(z.enum(['allowed', 'lowest-only']), 'allowed'),
  };
}

/** The codes `setup` returns for options: a schema failure, and one per check across fields. */
export const TAROT_OPTION_ERROR_CODES = [
  'options/invalid',
  'options/dealer-out-of-range',
  'options/goulash-mode-only',
] as const;
/** A code of Tarot options. */
export type TarotOptionErrorCode = Extract<(typeof TAROT_OPTION_ERROR_CODES)[number], string>;

/** The checks across fields, each with a named error code at the start of its message. */
export function tarotOptionChecks<T extends z.ZodMiniType<{ dealer: number; players: number; mode: GameMode }>>(
  schema: T,
  defaultMode: GameMode,
) {
  return schema.check(
    z.refine((o) => o.dealer < o.players, {
      path: ['dealer'],
      message: 'options/dealer-out-of-range: the dealer must be a seat, below the number of players',
    }),
    z.refine((o) => defaultMode === 'classic' || o.mode === 'goulash', {
      path: ['mode'],
      message: 'options/goulash-mode-only: the goulash ruleset plays every deal as a Goulash',
    }),
  );
}

/** The option schema of one deal. */
export function tarotOptionsSchema(defaultMode: GameMode) {
  return tarotOptionChecks(z.strictObject(tarotOptionShape(defaultMode)), defaultMode);
}

/** The resolved Tarot options (every field filled in); each default is the FFT rule. */
export interface TarotOptions {
  /** Number of players (FFT: 4 is the standard game; 3 and 5 have their own chapters). Default 4. */
  readonly players: 3 | 4 | 5;
  /** The dealer's seat, below `players`; the seat after the dealer speaks and leads first. Default 0. */
  readonly dealer: number;
  /** Everybody passed: `'redeal'` (FFT p.5, the default) or play the same cards as a Goulash (house rule). */
  readonly allPass: 'redeal' | 'goulash';
  /** The Excuse on the last trick outside the chelem case: `'to-winner'` (the default, FFT club reading) or `'to-opponents'`. */
  readonly excuseLastTrick: 'to-winner' | 'to-opponents';
  /** A house rule: only a taker holding the 21 may announce a chelem. Default false. */
  readonly chelemRequires21: boolean;
  /** Goulash only: the Excuse on the last trick stays with its owner and `'loses'` (the default), or `'wins'` it. */
  readonly excuseOnLastTrick: 'loses' | 'wins';
  /** `'classic'`: bidding and a contract; `'goulash'`: every deal a Goulash, no bidding. */
  readonly mode: GameMode;
  /** 5 players, a taker holding the four kings: call a queen or still a king (`'allowed'`, the default), or only the lowest rank his hand opens. */
  readonly callHigherRanks: 'allowed' | 'lowest-only';
}

/** The Tarot options a caller passes: every field optional, defaulting to the FFT rule (see `TarotOptions`). */
export interface TarotOptionsInput extends OptionsInputOf<TarotOptions> {}

/**
 * The Tarot options (zod, strict), checked against `TarotOptions` and `TarotOptionsInput` at
 * compile time. Every default is the FFT rule; an incoherent set fails with its own code
 * (`options/dealer-out-of-range`, `options/goulash-mode-only`).
 */
export const tarotOptions: z.ZodMiniType<TarotOptions, TarotOptionsInput> = tarotOptionsSchema('classic');

/**
 * Parses options; a refusal says which field, what it allows and what it got (`optionsError`).
 * @returns Left `options/invalid`, `options/dealer-out-of-range` or `options/goulash-mode-only`
 *   (`TAROT_OPTION_ERROR_CODES`).
 */
export function parseTarotOptions(
  schema: ReturnType<typeof tarotOptionsSchema>,
  input: unknown,
): Either<RuleError<TarotOptionErrorCode>, TarotOptions> {
  const parsed = parseUntrusted(schema, input ?? {});
  return parsed.success
    ? right(parsed.data)
    : left(optionsError(schema, parsed.error.issues, TAROT_OPTION_ERROR_CODES));
}
