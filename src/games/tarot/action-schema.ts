/**
 * The Tarot action strings as a schema (for the JSON Schema file `tarot.actions`): every string the
 * codec writes matches it, and so does the one-string poignée of record format 1
 * (`poignee:21T-20T-…`). Cards: `1S`…`10S`, `JS`, `NS`, `QS`, `KS` (and H D C), `1T`…`21T`, `EX`.
 */
import * as z from 'zod';

const SUIT_CARD = '(?:[1-9]|10|J|N|Q|K)[SHDC]';
const TRUMP = '(?:[1-9]|1[0-9]|2[01])T';
const CARD = `(?:${SUIT_CARD}|${TRUMP}|EX)`;

export const TAROT_ACTION_PATTERN = `^(?:bid:(?:pass|prise|garde|garde-sans|garde-contre)|chelem:(?:yes|no)|(?:call|discard|play):${CARD}|poignee:(?:simple|double|triple)|show:(?:${TRUMP}|EX)|poignee:(?:${TRUMP}|EX)(?:-(?:${TRUMP}|EX))*)$`;

/** The zod schema of one Tarot action string (the codec's notation). */
export const tarotActionSchema = z
  .string()
  .regex(new RegExp(TAROT_ACTION_PATTERN))
  .describe(
    'A Tarot action: bid:<pass|prise|garde|garde-sans|garde-contre>, call:<card>, discard:<card>, chelem:<yes|no>, poignee:<simple|double|triple>, show:<trump or EX>, play:<card> (record format 1 also: poignee:<trumps joined by ->).',
  );
