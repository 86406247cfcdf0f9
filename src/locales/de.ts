/**
 * Deutsch. German Tarot players keep most French terms: the bids (Prise, Garde, Garde sans, Garde
 * contre), Chien, Écart, Poignée, Petit au bout, Chelem, the Excuse and the Bouts; the cards and
 * the play have their German names (Pik, Herz, Karo, Kreuz; Bube, Reiter, Dame, König; Trumpf,
 * Stich, Alleinspieler). Tarabish uses the German words of the Belote family: Reizen, Meldungen,
 * Tierce, Quart, Vierling, Bella, and "bate" as Cape Breton says it. Belote and Coinche keep
 * their French terms (Belote, Rebelote, Tierce, Cinquante, Cent, Carré, Dix de der, Capot,
 * „dedans“, „Litige“, Coinche, Surcoinche, Tout atout, Sans atout), glossed once in German
 * (Kontra, Re, alles Trumpf); the play in German words (nehmen, passen, Trumpf, Stich, melden).
 * Plain data: the shape is
 * `Locale`.
 *
 * @module atout/locales/de
 */
import type { Locale } from '../l10n/locale.js';
import type { LocaleData } from './data.js';
import data from './de.json' with { type: 'json' };

/** The shape of a locale and of its parts, for apps that write or extend one. */
export type * from '../l10n/locale.js';

/** The texts of `de.json`, checked against the shape of a locale when the package compiles. */
export const de: Locale = data satisfies LocaleData as Locale;
