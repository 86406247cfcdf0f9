/**
 * The Tarabish action strings as a schema (for the JSON Schema file `tarabish.actions`): every
 * string the codec writes matches it, with or without the acting seat as a prefix (`2:bid:70`).
 */
import * as z from 'zod';

const CARD = '(?:[6-9]|10|J|Q|K|A)[SHDC]';
const MELD = `(?:run[3-9]-${CARD}|four-(?:[6-9]|10|J|Q|K|A))`;
const VALUE = '[1-9][0-9]{0,4}';

export const TARABISH_ACTION_PATTERN = `^(?:[0-3]:)?(?:bid:(?:pass|${VALUE}|no-trump:${VALUE})|trump:[SHDC]|call:(?:[SHDC]|no-trump)|pass|declare:(?:${MELD}(?:\\+${MELD})*)?|play:${CARD}(?:\\+bella)?)$`;

/** The zod schema of one Tarabish action string (the codec's notation). */
export const tarabishActionSchema = z
  .string()
  .regex(new RegExp(TARABISH_ACTION_PATTERN))
  .describe(
    'A Tarabish action: bid:<points>, bid:no-trump:<points>, bid:pass, trump:<suit>, call:<suit|no-trump>, pass, declare:<melds joined by +>, play:<card>[+bella]; optionally prefixed by the seat (2:bid:70).',
  );
