/**
 * The Tarot action strings as a schema (for the JSON Schema file `tarot.actions`): every string the
 * codec writes matches it, and so does the one-string poignée of record format 1
 * (`poignee:21T-20T-…`). Cards: `1S`…`10S`, `JS`, `NS`, `QS`, `KS` (and H D C), `1T`…`21T`, `EX`.
 * Also the schema of an action as an object on the wire (`tarotActionObjectSchema`).
 */
import * as z from 'zod/mini';
import { actionStringSchema, englishMessages } from '../../kernel/zod.js';
import { POIGNEE_SIZE_NAMES } from './scoring.js';
import { BIDS } from './state.js';

englishMessages();

const SUIT_CARD = '(?:[1-9]|10|J|N|Q|K)[SHDC]';
const TRUMP = '(?:[1-9]|1[0-9]|2[01])T';
const CARD = `(?:${SUIT_CARD}|${TRUMP}|EX)`;

export const TAROT_ACTION_PATTERN = `^(?:bid:(?:pass|prise|garde|garde-sans|garde-contre)|chelem:(?:yes|no)|(?:call|discard|play):${CARD}|poignee:(?:simple|double|triple)|show:(?:${TRUMP}|EX)|poignee:(?:${TRUMP}|EX)(?:-(?:${TRUMP}|EX))*)$`;

/** The zod schema of one Tarot action string (the codec's notation). */
export const tarotActionSchema = actionStringSchema(TAROT_ACTION_PATTERN);

const cardName = z.string().check(z.regex(new RegExp(`^${CARD}$`)));

/**
 * The zod schema of a Tarot action as an object on the wire (docs/guide.md, "Actions on the
 * wire"): the action with its cards by name, `{ type: 'play', card: '21T' }`, `{ type: 'bid', bid:
 * 'garde' }`; no other key. `submit` accepts it beside the action string.
 */
export const tarotActionObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), bid: z.enum(BIDS) }),
  z.strictObject({ type: z.literal('call'), card: cardName }),
  z.strictObject({ type: z.literal('discard'), card: cardName }),
  z.strictObject({ type: z.literal('chelem'), announce: z.boolean() }),
  z.strictObject({ type: z.literal('poignee'), size: z.enum(POIGNEE_SIZE_NAMES) }),
  z.strictObject({ type: z.literal('show'), card: cardName }),
  z.strictObject({ type: z.literal('play'), card: cardName }),
]);
/** A Tarot action as an object on the wire. */
export type TarotActionObject = z.output<typeof tarotActionObjectSchema>;
