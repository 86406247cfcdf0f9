/**
 * The language of the command's words (`--lang en|fr|de|it`): the flag, else the environment's
 * locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX orders them: `fr_FR.UTF-8` → French), else
 * English. `--json` output is never localized.
 */
import type { Locale } from '../l10n/locale.js';
import { de } from '../locales/de.js';
import { en } from '../locales/en.js';
import { fr } from '../locales/fr.js';
import { it } from '../locales/it.js';

/** The locales the command speaks, by language code. */
export const LOCALES: Readonly<Record<string, Locale>> = { en, fr, de, it };

/** What `--lang` takes. */
export const LANG_USAGE = `--lang must be one of ${Object.keys(LOCALES).join(', ')}`;

/** The language code of a POSIX locale name (`de_CH.UTF-8` → `de`), if the command speaks it. */
function fromEnvironment(env: Readonly<Record<string, string | undefined>>): Locale | undefined {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    // the first variable set decides, as in POSIX: C, POSIX or another language means English
    const code = /^([a-z]{2})(?:[_.@-]|$)/.exec(value)?.[1];
    return code !== undefined && Object.prototype.hasOwnProperty.call(LOCALES, code) ? LOCALES[code] : en;
  }
  return undefined;
}

/** The locale for `--lang` (or the environment); a string when the flag names no locale. */
export function chooseLocale(
  lang: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Locale | string {
  if (lang === undefined) return fromEnvironment(env) ?? en;
  return Object.prototype.hasOwnProperty.call(LOCALES, lang) ? LOCALES[lang]! : LANG_USAGE;
}

/** How a transcript is written: its language and its card notation. */
export interface Words {
  readonly locale: Locale;
  readonly notation: 'display' | 'canonical';
}

/** What `--notation` takes. */
export const NOTATION_USAGE =
  '--notation must be display (cards for people, in the language) or canonical (as in records)';

/** `--lang` and `--notation` of a command (the environment's locale without `--lang`); a message when one is wrong. */
export function wordsOf(
  args: { readonly values: Readonly<Record<string, unknown>> },
  io: { readonly env?: Readonly<Record<string, string | undefined>> },
): Words | string {
  const lang = args.values['lang'];
  const locale = chooseLocale(typeof lang === 'string' ? lang : undefined, io.env ?? {});
  if (typeof locale === 'string') return locale;
  const notation = args.values['notation'] ?? 'display';
  if (notation !== 'display' && notation !== 'canonical') return NOTATION_USAGE;
  return { locale, notation };
}
