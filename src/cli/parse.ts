/** Reading the bytes of one record as JSON, with the memory of the parse bounded before `JSON.parse` runs. */
import { left, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { DEFAULT_LIMITS, parseJson, type InputLimits } from '../record/guard.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The JSON value of a record's bytes (UTF-8). `JSON.parse` allocates for every value it reads, so
 * bytes holding more values than any record the replay accepts (`limits`, `DEFAULT_LIMITS` by
 * default) are refused first, as `input/too-large`, without decoding them: in an accepted record
 * the commas and opening brackets outside strings number at most 2 × maxNodes + 1 (every comma
 * separates two items or keys; every container but the outermost is an item or a key's value).
 */
export function parseRecord(bytes: Uint8Array, limits: InputLimits = DEFAULT_LIMITS): Either<RuleError, unknown> {
  const maxTokens = 2 * limits.maxNodes + 1;
  if (bytes.length > maxTokens && tokensOver(bytes, maxTokens))
    return left(ruleError('input/too-large', `The input has more than ${limits.maxNodes} items.`));
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return left(ruleError('input/bad-json', 'Not valid JSON: the record is not UTF-8 text.'));
  }
  // strings are checked by the replay's own limits: a wide bound here only keeps long records readable
  return parseJson(text, { ...limits, maxString: 1 << 20 });
}

/** Whether the commas and opening brackets outside strings are more than `max`. */
function tokensOver(bytes: Uint8Array, max: number): boolean {
  let tokens = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === 0x22) {
      // skip the string, escapes included
      for (i++; i < bytes.length; i++) {
        const d = bytes[i]!;
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if ((c === 0x2c || c === 0x5b || c === 0x7b) && ++tokens > max) return true;
  }
  return false;
}
