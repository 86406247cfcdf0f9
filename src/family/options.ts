/**
 * The options schema of a game of the family: the input's schema piped into the game's parser, so
 * that the schema outputs the resolved set and an incoherent set fails with its code.
 */
import * as z from 'zod/mini';
import type { Either } from '../kernel/either.js';
import type { RuleError } from '../kernel/errors.js';
import type { GamePreset } from '../kernel/game.js';

/** The schema of the options resolved by `parse` from what `input` accepts. */
export function resolvedOptions<O, P, I>(
  input: z.ZodMiniType<P, I>,
  parse: (input: P) => Either<RuleError, O>,
): z.ZodMiniType<O, I> {
  return z.pipe(
    input,
    z.transform((value: P, ctx) => {
      const r = parse(value);
      if (r._tag === 'Left') {
        ctx.issues.push({ code: 'custom', message: `${r.left.code}: ${r.left.message}`, input: ctx.value, path: [] });
        return z.NEVER;
      }
      return r.right;
    }),
  );
}

/**
 * The presets of the family's games with announcements (Belote, Coinche): the game's default rules
 * (`key`), and with announcements (`${key}Announcements`).
 */
export const announcementPresets = (key: string): readonly GamePreset<{ readonly announcements?: boolean }>[] => [
  { key, options: {}, players: 4 },
  { key: `${key}Announcements`, options: { announcements: true }, players: 4 },
];
