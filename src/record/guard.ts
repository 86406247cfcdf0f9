/**
 * Guards for untrusted JSON: refuse prototype-polluting keys and absurd sizes before any schema
 * sees the value, without recursion that a deep input could blow up.
 */
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { InputErrorCode } from './codes.js';

/**
 * Size limits for untrusted JSON, checked before any schema reads it. A refusal's `detail` names
 * the limit and what was measured: `{ limit, max, actual, path }` (`path` where the value was, for
 * the limits read inside the value; `actual` of `maxNodes` is the count when reading stopped).
 */
export interface InputLimits {
  /** Most characters of JSON text (`parseJson`, `deserialize`), checked before the text is parsed. */
  readonly maxTextLength: number;
  /** Longest string anywhere in the input (values and keys), in characters. */
  readonly maxString: number;
  /** Most array items plus object keys, summed over the whole input. */
  readonly maxNodes: number;
  /** Deepest nesting (the top value is at depth 0; each array or object one level more). */
  readonly maxDepth: number;
}

/**
 * The limits records and saves are read with (`parseJson`, `replay`, `validate`, `deserialize`, the
 * command). Anything atout writes passes them with room to spare: the largest record it can produce,
 * a 1000-deal Tarot match (the `deals` maximum), is about 1.3 MB, 82,000 actions and 121,000 items,
 * 6 levels deep, with strings of at most 32 characters; at the bound of 112,000 actions (five
 * players) and with an explicit deal per deal it stays under 4 MB and 250,000 items.
 */
export const DEFAULT_LIMITS: InputLimits = Object.freeze({
  maxTextLength: 8 * 1024 * 1024,
  maxString: 4096,
  maxNodes: 1_000_000,
  maxDepth: 32,
});
/** Keys that could reach an object's prototype once the value is spread or merged. */
const FORBIDDEN: readonly string[] = Object.freeze(['__proto__', 'constructor', 'prototype']);

/** The limit a value exceeds, with what was measured: the `detail` of every size refusal. */
const over = (limit: keyof InputLimits, max: number, actual: number, path?: string): Record<string, unknown> =>
  path === undefined ? { limit, max, actual } : { limit, max, actual, path };

const longString = (length: number, limits: InputLimits, path: string): RuleError<'input/string-too-long'> =>
  ruleError(
    'input/string-too-long',
    `A string is ${length} characters long, more than maxString (${limits.maxString}).`,
    over('maxString', limits.maxString, length, path),
  );

/** `input/too-large`: the text (`maxTextLength`) or the number of items (`maxNodes`) is over its limit. */
const tooLarge = (
  limit: 'maxTextLength' | 'maxNodes',
  max: number,
  actual: number,
  path?: string,
): RuleError<'input/too-large'> =>
  ruleError(
    'input/too-large',
    `The input exceeds a size limit (${limit}): ${actual}, at most ${max}.`,
    over(limit, max, actual, path),
  );

/**
 * Refuses a value that is not plain JSON within `limits` (`input/too-deep`, `input/too-large`,
 * `input/string-too-long`, `input/bad-number`, `input/not-json`, `input/forbidden-key`), without
 * recursion. Returns the value unchanged when it passes. Never throws.
 * @returns Left `input/too-deep`, `input/too-large`, `input/string-too-long`, `input/bad-number`,
 *   `input/not-json` or `input/forbidden-key` (`INPUT_ERROR_CODES`).
 */
export function guardInput(
  value: unknown,
  limits: InputLimits = DEFAULT_LIMITS,
): Either<RuleError<InputErrorCode>, unknown> {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '$' }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (depth > limits.maxDepth)
      return left(
        ruleError(
          'input/too-deep',
          `The input nests ${depth} levels deep, more than maxDepth (${limits.maxDepth}).`,
          over('maxDepth', limits.maxDepth, depth, path),
        ),
      );
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return left(longString(v.length, limits, path));
      continue;
    }
    if (typeof v === 'number' && !Number.isFinite(v))
      return left(ruleError('input/bad-number', 'Numbers must be finite.', { path }));
    if (typeof v === 'bigint' || typeof v === 'function' || typeof v === 'symbol') {
      return left(ruleError('input/not-json', `A value of type ${typeof v} is not JSON.`, { path }));
    }
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      nodes += v.length;
      if (nodes > limits.maxNodes) return left(tooLarge('maxNodes', limits.maxNodes, nodes, path));
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return left(ruleError('input/not-json', 'Only plain objects are accepted.', { path }));
    const keys = Object.keys(v);
    nodes += keys.length;
    if (nodes > limits.maxNodes) return left(tooLarge('maxNodes', limits.maxNodes, nodes, path));
    for (const k of keys) {
      if (FORBIDDEN.includes(k))
        return left(ruleError('input/forbidden-key', `The key "${k}" is not allowed.`, { path }));
      if (k.length > limits.maxString) return left(longString(k.length, limits, path));
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: `${path}.${k.slice(0, 40)}` });
    }
  }
  return right(value);
}

/**
 * JSON.parse that never throws and applies the guards: text longer than `limits.maxTextLength` is
 * refused before it is parsed. Line ends may be LF or CRLF: JSON reads both as white space.
 * @returns Left `input/bad-json`, `input/not-json` (not text), or a code of `guardInput`
 *   (`INPUT_ERROR_CODES`).
 */
export function parseJson(
  text: unknown,
  limits: InputLimits = DEFAULT_LIMITS,
): Either<RuleError<InputErrorCode>, unknown> {
  if (typeof text !== 'string') return left(ruleError('input/not-json', 'Expected JSON text.'));
  if (text.length > limits.maxTextLength) return left(tooLarge('maxTextLength', limits.maxTextLength, text.length));
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return left(
      ruleError('input/bad-json', `Not valid JSON: ${e instanceof Error ? e.message.slice(0, 120) : 'parse error'}`),
    );
  }
  return guardInput(v, limits);
}
