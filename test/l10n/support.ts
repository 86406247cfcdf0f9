/**
 * Shared by the localization tests: the four locales, the rulesets they are checked against, and
 * the checks every text people read must pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { goulash, goulashMatch, tarabish, tarabishMatch, tarot, tarotMatch, type AnyRuleset } from '../../src/index.js';
import type { Locale } from '../../src/l10n/locale.js';
import { de } from '../../src/locales/de.js';
import { en } from '../../src/locales/en.js';
import { fr } from '../../src/locales/fr.js';
import { it as itLocale } from '../../src/locales/it.js';

export const LOCALES: Readonly<Record<string, Locale>> = { en, fr, de, it: itLocale };

export const DEALS: readonly AnyRuleset[] = [tarot, goulash, tarabish] as unknown as readonly AnyRuleset[];
export const MATCHES: readonly AnyRuleset[] = [
  tarotMatch,
  goulashMatch,
  tarabishMatch,
] as unknown as readonly AnyRuleset[];

/** Every error code the library returns, read from the generated catalogue (docs/errors.md). */
export function catalogueCodes(): string[] {
  const text = readFileSync(join(import.meta.dirname, '../../docs/errors.md'), 'utf8');
  return [...text.matchAll(/^\| `([a-z-]+\/[a-z0-9-]+)` \|/gm)].map((m) => m[1]!);
}

/**
 * Codes returned with their code inside another field (options refinements name theirs in the
 * message) or from an area the catalogue does not list (positions): they have texts too.
 */
export const UNCATALOGUED = [
  'options/dealer-out-of-range',
  'options/goulash-mode-only',
  'position/illegal',
  'position/inconsistent',
  'position/malformed',
];

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
