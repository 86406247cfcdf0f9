/**
 * English. Tarot keeps its French terms (prise, garde, chien, écart, poignée, petit au bout,
 * chelem, oudler), as English-speaking Tarot players do; Tarabish uses the Cape Breton words
 * (bid, bella, run, bate); Belote and Coinche keep their French terms (belote, rebelote, dix de
 * der, capot, dedans, litige, tierce, cinquante, cent, carré, coinche, surcoinche, tout atout,
 * sans atout), each explained once in English where it is not plain. Plain data: the shape is `Locale` (docs/guide.md, "Adding a locale").
 *
 * @module atout/locales/en
 */
import type { Locale } from '../l10n/locale.js';
import type { LocaleData } from './data.js';
import data from './en.json' with { type: 'json' };

/** The shape of a locale and of its parts, for apps that write or extend one. */
export type * from '../l10n/locale.js';

/** The texts of `en.json`, checked against the shape of a locale when the package compiles. */
export const en: Locale = data satisfies LocaleData as Locale;
