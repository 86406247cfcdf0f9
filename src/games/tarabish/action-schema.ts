/**
 * The Tarabish action strings as a schema (for the JSON Schema file `tarabish.actions`): every
 * string the codec writes matches it, with or without the acting seat as a prefix (`2:bid:70`).
 */
import * as z from 'zod/mini';
import { actionStringSchema, englishMessages } from '../../kernel/zod.js';

englishMessages();

const CARD = '(?:[6-9]|10|J|Q|K|A)[SHDC]';
const MELD = `(?:run[3-9]-${CARD}|four-(?:[6-9]|10|J|Q|K|A))`;
const VALUE = '[1-9][0-9]{0,4}';

export const TARABISH_ACTION_PATTERN = `^(?:[0-3]:)?(?:bid:(?:pass|${VALUE}|no-trump:${VALUE})|trump:[SHDC]|call:(?:[SHDC]|no-trump)|pass|declare:(?:${MELD}(?:\\+${MELD})*)?|play:${CARD}(?:\\+bella)?)$`;

/** The zod schema of one Tarabish action string (the codec's notation). */
export const tarabishActionSchema = actionStringSchema(TARABISH_ACTION_PATTERN);

const suit = z.enum(['S', 'H', 'D', 'C']);
const seat = z.optional(z.int().check(z.minimum(0), z.maximum(3)));

/**
 * The zod schema of a Tarabish action as an object on the wire (docs/guide.md, "Actions on the
 * wire"): the action with its cards by name, suits by letter and melds in notation,
 * `{ type: 'play', card: 'JS' }`, `{ type: 'bid', value: 70 }`; no other key. `submit` accepts it
 * beside the action string.
 */
export const tarabishActionObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('bid'),
    value: z.int().check(z.minimum(1), z.maximum(99999)),
    noTrump: z.optional(z.boolean()),
    seat,
  }),
  z.strictObject({ type: z.literal('bid-pass'), seat }),
  z.strictObject({ type: z.literal('trump'), suit, seat }),
  z.strictObject({ type: z.literal('call'), suit: z.enum(['S', 'H', 'D', 'C', 'no-trump']), seat }),
  z.strictObject({ type: z.literal('pass'), seat }),
  z.strictObject({
    type: z.literal('declare'),
    melds: z.array(z.string().check(z.regex(new RegExp(`^${MELD}$`)))).check(z.maxLength(12)),
    seat,
  }),
  z.strictObject({
    type: z.literal('play'),
    card: z.string().check(z.regex(new RegExp(`^${CARD}$`))),
    bella: z.optional(z.boolean()),
    seat,
  }),
]);
/** A Tarabish action as an object on the wire. */
export type TarabishActionObject = z.output<typeof tarabishActionObjectSchema>;
