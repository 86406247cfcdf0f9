/**
 * The check of one record, the same in the main thread and in the worker threads of
 * `atout validate --jobs N`: parse with the library's limits, then `validate`. Its finding is plain
 * data (it crosses threads), and it names the action at fault by its index in the record's
 * `actions` (from 0, as data counts; the text output counts from 1).
 */
import { isLeft } from '../kernel/either.js';
import { validate, type RulesetRegistry, type ValidationFailure } from '../record/replay.js';
import { parseRecord } from './parse.js';

/** Why a record failed: a library code, its message and detail, and the action at fault if any. */
export interface Finding {
  readonly code: string;
  readonly message: string;
  /** The action at fault, its index in the record's `actions` (from 0, as data counts); null for the record as a whole. */
  readonly index: number | null;
  /** That action as written in the record. */
  readonly actionText: string | null;
  /** The library's structured detail (`{}` when it has none). */
  readonly detail: unknown;
  /** The id of the record's ruleset, when the record names one (to put the finding in words). */
  readonly ruleset?: string;
}

/** The finding of a record's bytes, or null when the record is valid. Never throws. */
export function checkRecord(bytes: Uint8Array, registry: RulesetRegistry): Finding | null {
  const v = parseRecord(bytes);
  if (isLeft(v))
    return { code: v.left.code, message: v.left.message, index: null, actionText: null, detail: v.left.detail };
  const r = validate(v.right, registry);
  if (!isLeft(r)) return null;
  const id = (v.right as { ruleset?: { id?: unknown } } | null)?.ruleset?.id;
  return typeof id === 'string' ? { ...findingOf(r.left), ruleset: id } : findingOf(r.left);
}

function findingOf(f: ValidationFailure): Finding {
  if (f.kind === 'replay') {
    const e = f.error;
    // the cause's own message: the line already names the action (`action 38 play:5C: …`)
    const message = e.cause?.message ?? e.message;
    return {
      code: e.code,
      message,
      index: e.index,
      actionText: e.action,
      detail: e.detail,
    };
  }
  const message = f.mismatches
    .map((x) => `${x.field} claimed ${JSON.stringify(x.claimed)}, actual ${JSON.stringify(x.actual)}`)
    .join('; ');
  return {
    code: 'result/mismatch',
    message: `The claimed result differs: ${message}`,
    index: null,
    actionText: null,
    detail: { mismatches: f.mismatches },
  };
}
