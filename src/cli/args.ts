/**
 * The arguments of one `atout` command, read by Node's `util.parseArgs` in strict mode: a flag the
 * command does not take, a value missing, or one positional too many is a usage error.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The flags a command takes, in `util.parseArgs`'s form. */
export type FlagSpec = NonNullable<ParseArgsConfig['options']>;

/** What the command line gave a command (its name excluded). */
export interface CommandArgs {
  /** The positional arguments after the command's name. */
  readonly positionals: readonly string[];
  /** The flags given: a string, `true` for a flag without value, or the list of a repeatable flag. */
  readonly values: Readonly<Record<string, string | boolean | readonly string[] | undefined>>;
}

/** Reads `argv` (the words after the command's name) against `flags`; a message on a usage error. */
export function readArgs(argv: readonly string[], flags: FlagSpec, maxPositionals: number): CommandArgs | string {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options: flags, allowPositionals: true, strict: true });
  } catch (e) {
    // TypeErrors with a code ERR_PARSE_ARGS_…: an unknown flag, a missing or ambiguous value
    // (their first sentence: the rest is about positionals that start with a dash)
    return e instanceof Error ? e.message.split(/\.( |\n)/)[0]! : String(e);
  }
  if (parsed.positionals.length > maxPositionals) return `unexpected argument "${parsed.positionals[maxPositionals]!}"`;
  // the flags are strings or booleans by `flags`, so the values are too
  return { positionals: parsed.positionals, values: { ...parsed.values } as CommandArgs['values'] };
}

/** The value of a flag taking a string, if given. */
export function text(args: CommandArgs, name: string): string | undefined {
  const v = args.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** Whether a boolean flag is given. */
export function flag(args: CommandArgs, name: string): boolean {
  return args.values[name] === true;
}

/** The values of a repeatable flag, in order. */
export function list(args: CommandArgs, name: string): readonly string[] {
  const v = args.values[name];
  return Array.isArray(v) ? (v as readonly string[]) : typeof v === 'string' ? [v] : [];
}

/** `k=v` with numbers and booleans read as such. */
export function parseOption(text: string): [string, unknown] | string {
  const eq = text.indexOf('=');
  if (eq <= 0) return `--option expects key=value, got "${text}"`;
  const key = text.slice(0, eq);
  const raw = text.slice(eq + 1);
  const value: unknown =
    raw === 'true' ? true : raw === 'false' ? false : raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  return [key, value];
}

/** The `--option key=value` flags as an options object, or a message on the first malformed one. */
export function optionsOf(args: CommandArgs): Record<string, unknown> | string {
  const entries: [string, unknown][] = [];
  for (const o of list(args, 'option')) {
    const kv = parseOption(o);
    if (typeof kv === 'string') return kv;
    entries.push(kv);
  }
  // own properties only, whatever the keys (`__proto__` included): the options' schema judges them
  return Object.fromEntries(entries);
}

/** A whole number from `min` to `max` written in decimal digits, or undefined. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
