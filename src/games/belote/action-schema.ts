/**
 * The zod schemas of Belote's actions: as strings (records, the command: `play:KH+belote`) and as
 * objects on the wire (`{ type: 'play', card: 'KH', call: 'belote' }`), whose keys the kernel's
 * `actionReader` allows.
 */
import * as z from 'zod/mini';

const CARD = '(?:7|8|9|10|J|Q|K|A)[SHDC]';
const MELD = `(?:run[3-8]-${CARD}|four-(?:J|9|A|10|K|Q))`;

/** The card play's action strings (an announcement, a play with its belote call), Coinche's too, as a pattern. */
export const CARD_PLAY_ACTIONS = `announce:(?:${MELD}(?:\\+${MELD})*)?|play:${CARD}(?:\\+(?:belote|rebelote))?`;

/** The schema of one action string (for the JSON Schema of records' actions). */
export const beloteActionSchema = z
  .string()
  .check(z.regex(new RegExp(`^(?:[0-3]:)?(?:pass|take|take:[SHDC]|${CARD_PLAY_ACTIONS})$`)));

const seat = z.optional(z.int().check(z.minimum(0), z.maximum(3)));
const suit = z.enum(['S', 'H', 'D', 'C']);

/** A Belote action as an object on the wire. */
export const beloteActionObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass'), seat }),
  z.strictObject({ type: z.literal('take'), suit: z.optional(suit), seat }),
  z.strictObject({ type: z.literal('announce'), melds: z.array(z.string()), seat }),
  z.strictObject({ type: z.literal('play'), card: z.string(), call: z.optional(z.enum(['belote', 'rebelote'])), seat }),
]);
