/**
 * Guards for untrusted JSON: refuse prototype-polluting keys and absurd sizes before any schema
 * sees the value, without recursion that a deep input could blow up.
 */
import { left, right, type Either } from '../kernel/either.js';
import { ruleError, type RuleError } from '../kernel/errors.js';
import type { InputErrorCode } from './codes.js';

/** Size limits for untrusted JSON, checked before any schema reads it. */
export interface InputLimits {
  /** Longest string anywhere in the input. */
  readonly maxString: number;
  /** Most array items or object keys, summed over the whole input. */
  readonly maxNodes: number;
  /** Deepest nesting. */
  readonly maxDepth: number;
}

/** The limits records and saved states are read with. */
export const DEFAULT_LIMITS: InputLimits = { maxString: 4096, maxNodes: 200_000, maxDepth: 32 };
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

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
      return left(ruleError('input/too-deep', `The input nests deeper than ${limits.maxDepth} levels.`, { path }));
    if (typeof v === 'string') {
      if (v.length > limits.maxString)
        return left(
          ruleError('input/string-too-long', `A string is longer than ${limits.maxString} characters.`, { path }),
        );
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
      if (nodes > limits.maxNodes)
        return left(ruleError('input/too-large', `The input has more than ${limits.maxNodes} items.`, { path }));
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return left(ruleError('input/not-json', 'Only plain objects are accepted.', { path }));
    const keys = Object.keys(v);
    nodes += keys.length;
    if (nodes > limits.maxNodes)
      return left(ruleError('input/too-large', `The input has more than ${limits.maxNodes} items.`, { path }));
    for (const k of keys) {
      if (FORBIDDEN.has(k)) return left(ruleError('input/forbidden-key', `The key "${k}" is not allowed.`, { path }));
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: `${path}.${k.slice(0, 40)}` });
    }
  }
  return right(value);
}

/**
 * JSON.parse that never throws and applies the guards.
 * @returns Left `input/bad-json`, `input/not-json` (not text), or a code of `guardInput`
 *   (`INPUT_ERROR_CODES`).
 */
export function parseJson(
  text: unknown,
  limits: InputLimits = DEFAULT_LIMITS,
): Either<RuleError<InputErrorCode>, unknown> {
  if (typeof text !== 'string') return left(ruleError('input/not-json', 'Expected JSON text.'));
  if (text.length > limits.maxString * 64) return left(ruleError('input/too-large', 'The JSON text is too large.'));
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
