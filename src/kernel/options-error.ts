/**
 * Option errors that say what is wrong: the field, the value received and what is allowed
 * ("players must be 3, 4 or 5; got 6"; "unknown option 'plyers' — did you mean 'players'?"), built
 * from the issues of a zod options schema. Every game's option parsing (deals and matches) reports
 * through `optionsError`, so the library and the command say the same thing.
 */
import * as z from 'zod/mini';
import { englishMessages } from './zod.js';
import { ruleError, type RuleError } from './errors.js';
import { closest } from './near.js';

englishMessages();

type Issue = z.core.$ZodIssue;

/** A value as it is shown in a message: strings quoted, long values cut. */
export function showValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  let text: string;
  try {
    // JSON.stringify gives undefined for a value whose toJSON does
    text =
      typeof v === 'bigint' || typeof v === 'symbol' || typeof v === 'function'
        ? typeof v
        : (JSON.stringify(v) ?? typeof v);
  } catch {
    text = typeof v;
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The words of a list: `a`, `a or b`, `a, b or c`. */
const either = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;

/** The schema behind defaults, optionals and pipes (a transform's input). */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let i = 0; i < 16; i++) {
    const def = s._zod.def as unknown as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.innerType && ['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type))
      s = def.innerType;
    else break;
  }
  return s;
}

/** The fields of an object schema, by name (empty for any other schema). */
function fieldsOf(schema: z.core.$ZodType): Readonly<Record<string, z.core.$ZodType>> {
  const def = unwrap(schema)._zod.def as unknown as { type: string; shape?: Record<string, z.core.$ZodType> };
  return def.type === 'object' && def.shape ? def.shape : {};
}

/** The values a schema accepts when it is a list of them (an enum, literals, a union of single literals). */
function valuesOf(schema: z.core.$ZodType): readonly unknown[] | undefined {
  const def = schema._zod.def as unknown as {
    type: string;
    entries?: Readonly<Record<string, unknown>>;
    values?: readonly unknown[];
    options?: readonly z.core.$ZodType[];
  };
  if (def.type === 'enum' && def.entries) {
    // a numeric TypeScript enum maps its values back to its names: those keys are not values
    const numbers = Object.values(def.entries).filter((v) => typeof v === 'number');
    return Object.entries(def.entries)
      .filter(([k]) => !numbers.includes(+k))
      .map(([, v]) => v);
  }
  if (def.type === 'literal' && def.values && def.values.length > 1) return def.values;
  if (def.type === 'union' && def.options) {
    const one = def.options.map((o) => {
      const d = o._zod.def as unknown as { type: string; values?: readonly unknown[] };
      return d.type === 'literal' && d.values?.length === 1 ? d.values : undefined;
    });
    return one.every((v) => v !== undefined) ? one.map((v) => v[0]) : undefined;
  }
  return undefined;
}

/** The range of each number format, as zod's `util.NUMBER_FORMAT_RANGES` (read through `z.core.util`, all of zod would load). */
const FORMAT_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

interface Bounds {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  isInt?: boolean;
}

/** The bounds of a number schema, folded from its checks (a format such as `z.int()` is its own first check). */
function numberBounds(schema: z.core.$ZodType): Bounds {
  const b: Bounds = {};
  const tighter = (key: 'minimum' | 'exclusiveMinimum', v: number) => {
    if (b[key] === undefined || v > b[key]) b[key] = v;
  };
  const looser = (key: 'maximum' | 'exclusiveMaximum', v: number) => {
    if (b[key] === undefined || v < b[key]) b[key] = v;
  };
  const checks = (schema._zod.def as unknown as { checks?: readonly z.core.$ZodType[] }).checks ?? [];
  for (const check of schema._zod.traits.has('$ZodCheck') ? [schema, ...checks] : checks) {
    const def = check._zod.def as unknown as { check?: string; value?: number; inclusive?: boolean; format?: string };
    if (def.check === 'greater_than') tighter(def.inclusive ? 'minimum' : 'exclusiveMinimum', def.value!);
    else if (def.check === 'less_than') looser(def.inclusive ? 'maximum' : 'exclusiveMaximum', def.value!);
    else if (def.check === 'multiple_of') b.multipleOf ??= def.value!;
    else if (def.check === 'number_format' && def.format !== undefined) {
      if (def.format.includes('int')) b.isInt = true;
      const range = FORMAT_RANGES[def.format];
      if (range) {
        tighter('minimum', range[0]);
        looser('maximum', range[1]);
      }
    }
  }
  return b;
}

/**
 * What a field allows, in words ("3, 4 or 5", "a whole number from 0 to 4", "true or false"), read
 * from the schema's definition and the bounds its checks record (a JSON Schema generator is not
 * needed for this: an app that only plays does not load one).
 */
export function allowed(schema: z.core.$ZodType): string | undefined {
  const s = unwrap(schema);
  const values = valuesOf(s);
  if (values && values.length > 0 && values.every((v) => v !== undefined)) return either(values.map(showValue));
  const type = (s._zod.def as unknown as { type: string }).type;
  if (type === 'boolean') return 'true or false';
  if (type === 'number') {
    const b = numberBounds(s);
    const kind = b.multipleOf !== undefined ? `a multiple of ${b.multipleOf}` : b.isInt ? 'a whole number' : 'a number';
    // a bound is said only when it is inclusive (an exclusive one at least as tight wins, unsaid)
    const min =
      b.exclusiveMinimum !== undefined && b.exclusiveMinimum >= (b.minimum ?? -Infinity) ? undefined : b.minimum;
    const max =
      b.exclusiveMaximum !== undefined && b.exclusiveMaximum <= (b.maximum ?? Infinity) ? undefined : b.maximum;
    if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
    if (min !== undefined) return `${kind} of at least ${min}`;
    if (max !== undefined) return `${kind} of at most ${max}`;
    return kind;
  }
  if (type === 'string') return 'a string';
  return undefined;
}

/** One issue in words, with the field and value it is about. */
function describe(
  issue: Issue,
  fields: Readonly<Record<string, z.core.$ZodType>>,
): { text: string; field: string; received?: unknown; allowed?: string } {
  const known = Object.keys(fields);
  if (issue.code === 'unrecognized_keys') {
    const text = issue.keys
      .map((k) => {
        const near = closest(k, known);
        return near === undefined
          ? `unknown option ${showValue(k)} (the options are ${known.join(', ')})`
          : `unknown option ${showValue(k)} — did you mean '${near}'?`;
      })
      .join('; ');
    return { text, field: issue.keys[0] ?? '' };
  }
  const field = issue.path.map(String).join('.');
  const received = (issue as { input?: unknown }).input;
  if (field === '') {
    const text =
      issue.code === 'invalid_type' ? `options must be an object; got ${showValue(received)}` : issue.message;
    return { text, field, received };
  }
  if (issue.code === 'custom') {
    // a check across fields: its input is the whole object, the field's value is in it
    const named = /^options\/[a-z0-9-]+: (.*)$/s.exec(issue.message);
    const value = valueAtPath(received, issue.path);
    return {
      text: `${named ? named[1]! : `${field}: ${issue.message}`}; got ${field} ${showValue(value)}`,
      field,
      received: value,
    };
  }
  const head = issue.path[0];
  const schema = typeof head === 'string' && issue.path.length === 1 ? fields[head] : undefined;
  const words = schema === undefined ? undefined : allowed(schema);
  if (words === undefined) return { text: `${field}: ${issue.message}; got ${showValue(received)}`, field, received };
  return { text: `${field} must be ${words}; got ${showValue(received)}`, field, received, allowed: words };
}

/** The value at `path` in `v` (undefined when it is not there; never throws). */
export function valueAtPath(v: unknown, path: readonly PropertyKey[]): unknown {
  try {
    let x = v;
    for (const k of path) x = typeof x === 'object' && x !== null ? (x as Record<PropertyKey, unknown>)[k] : undefined;
    return x;
  } catch {
    return undefined;
  }
}

/** A received value for `detail`: numbers, booleans and short strings as they are, anything else as text. */
export const brief = (v: unknown): unknown =>
  typeof v === 'number' || typeof v === 'boolean' || v === null || (typeof v === 'string' && v.length <= 64)
    ? v
    : showValue(v);

/** An issue as plain data for `detail` (the value received is in `detail.received`, not repeated here). */
function plain(issue: Issue): Record<string, unknown> {
  const { input: _input, ...rest } = issue as Issue & { input?: unknown; errors?: unknown };
  const out: Record<string, unknown> = { ...rest, path: issue.path.map(String) };
  delete out['errors'];
  return out;
}

/**
 * The error for options a schema refused (`schema.safeParse(input, { reportInput: true })`):
 * the code is the one a refinement names at the start of its message (`options/dealer-out-of-range:
 * …`), else `options/invalid`; the message says, issue by issue, the field, what it allows and the
 * value received, and suggests the closest option for an unknown one. `detail` holds the first
 * issue's `field`, `received` and `allowed`, and every zod issue (`issues`).
 */
export function optionsError<C extends `options/${string}` = never>(
  schema: z.core.$ZodType,
  issues: readonly Issue[],
  named: readonly C[] = [],
): RuleError<C | 'options/invalid'> {
  const fields = fieldsOf(schema);
  // a refinement names its own code in its message (`options/dealer-out-of-range: …`): kept when listed in `named`
  const code = issues
    .map((i) => /^(options\/[a-z0-9-]+):/.exec(i.message)?.[1])
    .find((c): c is C => c !== undefined && (named as readonly string[]).includes(c));
  // a value out of a field's own range and a cross-field check on the same field: say the first only
  const described = issues.map((i) => describe(i, fields));
  const seen = new Set<string>();
  const texts = described.filter((d) => (seen.has(d.field) && d.field !== '' ? false : (seen.add(d.field), true)));
  const first = described[0];
  // the option an unknown one was meant to be ("did you mean 'players'?"), for every language
  const known = Object.keys(fields);
  const suggestion = issues
    .flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []))
    .map((k) => closest(k, known))
    .find((n) => n !== undefined);
  return ruleError<C | 'options/invalid'>(code ?? 'options/invalid', texts.map((d) => d.text).join('; '), {
    field: first?.field ?? '',
    ...(first && 'received' in first ? { received: brief(first.received) } : {}),
    ...(first?.allowed !== undefined ? { allowed: first.allowed } : {}),
    ...(suggestion !== undefined ? { suggestion } : {}),
    issues: issues.slice(0, 20).map(plain),
  });
}
