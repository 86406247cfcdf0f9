/**
 * Shared by the localization tests: the four locales, the rulesets they are checked against, and
 * the checks every text people read must pass.
 */
import { expect } from 'vitest';
import type { AnyRuleset } from '../../src/index.js';
import { games } from '../../src/games/registry.js';
import type { Locale } from '../../src/l10n/locale.js';
import { CLI_ERROR_CODES } from '../../src/cli/codes.js';
import { RULE_ERROR_CODES } from '../../src/errors.js';
import { de } from '../../src/locales/de.js';
import { en } from '../../src/locales/en.js';
import { fr } from '../../src/locales/fr.js';
import { it as itLocale } from '../../src/locales/it.js';

export const LOCALES: Readonly<Record<string, Locale>> = { en, fr, de, it: itLocale };

/** Every shipped game's deal ruleset, in the registry's order (Tarot, Goulash, Tarabish, Belote, Coinche). */
export const DEALS: readonly AnyRuleset[] = games.map((g) => g.deal);
/** Every shipped game's match ruleset, in the same order. */
export const MATCHES: readonly AnyRuleset[] = games.map((g) => g.match!);

/**
 * Every error code a person may read: the library's (`RULE_ERROR_CODES`, joined from each layer's
 * code list) and the command's findings (`CLI_ERROR_CODES`).
 */
export function catalogueCodes(): string[] {
  return [...new Set<string>([...RULE_ERROR_CODES, ...CLI_ERROR_CODES])];
}

/** Codes the lists do not hold that a locale still names (none today: every code is in a list). */
export const UNCATALOGUED: readonly string[] = [];

const HOLE = /undefined|\[object Object\]|\bNaN\b/;
const CODE = /\b[a-z]+\/[a-z0-9]+(?:-[a-z0-9]+)*\b/;

/** What no text for people may contain: a hole, a JavaScript value, a code, a placeholder. */
export function expectClean(text: string, what: string): void {
  // one cheap test per text, the assertions only to report a failure
  if (!HOLE.test(text) && !CODE.test(text) && !/[{}]/.test(text) && text.trim() !== '') return;
  expect(text, what).not.toMatch(HOLE);
  expect(text, what).not.toMatch(CODE);
  expect(text, what).not.toMatch(/[{}]/);
  expect(text.trim(), what).not.toBe('');
}
