/**
 * zod's English messages. The library's schemas are written with zod's functional build (`zod/mini`:
 * a bundler keeps only the parts of zod they use), which, unlike classic zod, configures no locale:
 * without one, every issue would say only "Invalid input". Each schema module calls
 * `englishMessages()` when it loads, so issues and option errors read as classic zod writes them.
 */
import * as z from 'zod/mini';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

/** Configures zod's English messages (what classic zod does when it is imported); calling it again changes nothing. */
export function englishMessages(): void {
  config(en());
}

/**
 * The schema of a game's action strings (the codec's notation): the strings that match `pattern`.
 * (The JSON Schema files take their descriptions from src/cli/schema-descriptions.ts, not from
 * the zod schemas, so that the words stay out of the bundles.)
 */
export function actionStringSchema(pattern: string): z.ZodMiniString<string> {
  return z.string().check(z.regex(new RegExp(pattern)));
}

/** What `parseUntrusted` returns: zod's result, or the one issue of a value that cannot be read. */
export type UntrustedParse<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly z.core.$ZodIssue[] } };

/**
 * `schema.safeParse` for a value from outside that may not be plain data: a proxy whose traps
 * throw, a getter that throws. zod reads such a value field by field and lets the throw through;
 * here it becomes one issue at the top (`custom`, "cannot be read"), which the callers turn into
 * their refusal (`options/invalid`, `query/bad-facts`, …) as they do any other issue. Never throws.
 */
export function parseUntrusted<T>(schema: z.ZodMiniType<T>, input: unknown): UntrustedParse<T> {
  try {
    return schema.safeParse(input, { reportInput: true });
  } catch {
    const issue = { code: 'custom', path: [], message: 'A value that cannot be read (a getter or proxy that throws).' };
    return { success: false, error: { issues: [issue as z.core.$ZodIssue] } };
  }
}
