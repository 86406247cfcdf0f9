/** A tiny argument parser: positionals, `--flag`, `--key value` and repeatable `--option k=v`. */
export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  readonly options: readonly string[];
}

export function parseArgs(argv: readonly string[], valued: readonly string[]): ParsedArgs | string {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const options: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-' || !a.startsWith('-')) {
      positional.push(a);
      continue;
    }
    const [name, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
    if (name === '--option' || valued.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) return `${name} needs a value`;
      if (name === '--option') options.push(v);
      else values.set(name, v);
    } else flags.add(name);
  }
  return { positional, flags, values, options };
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
