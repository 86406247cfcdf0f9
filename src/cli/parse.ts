/**
 * Reading the bytes of one record as JSON with the library's own parse and limits (`parseJson`,
 * `DEFAULT_LIMITS`), so that `atout validate` refuses exactly what the library refuses, with the
 * library's codes (`input/forbidden-key`, `input/string-too-long`, `input/too-deep`, …).
 */
import { left, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import { DEFAULT_LIMITS, parseJson, type InputLimits } from '../record/guard.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The JSON value of a record's bytes (UTF-8), by `parseJson` within `limits`. `JSON.parse`
 * allocates for every value it reads, so bytes holding more values than `limits.maxNodes` allows
 * are refused first, as `input/too-large`, without decoding them: in an accepted value the commas
 * and opening brackets outside strings number at most 2 × maxNodes + 1 (every comma separates two
 * items or keys; every container but the outermost is an item or a key's value). This refuses
 * nothing that `parseJson` accepts (property-tested).
 */
export function parseRecord(bytes: Uint8Array, limits: InputLimits = DEFAULT_LIMITS): Either<RuleError, unknown> {
  const maxTokens = 2 * limits.maxNodes + 1;
  if (bytes.length > maxTokens && tokensOver(bytes, maxTokens))
    return left(
      ruleError('input/too-large', `The input has more than ${limits.maxNodes} items.`, {
        limit: 'maxNodes',
        max: limits.maxNodes,
      }),
    );
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return left(ruleError('input/bad-json', 'Not valid JSON: the record is not UTF-8 text.'));
  }
  return parseJson(text, limits);
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
