/**
 * Français. Tarot in its own terms (prise, garde, garde sans, garde contre, chien, écart, poignée,
 * petit au bout, chelem, bouts, l'Excuse, marque), as in the FFT's "Règlement officiel du jeu de
 * Tarot"; Tarabish in the words of Belote, its French cousin (belote, tierce, quarte, quinte,
 * carré, dix de der, dedans, litige); Belote and Coinche in their own words, as the FFB's rules
 * write them (prendre, passer, atout, belote, rebelote, tierce, cinquante, cent, carré, dix de
 * der, capot, dedans, litige, coinche, surcoinche, tout atout, sans atout). Plain data: the shape is `Locale`.
 *
 * @module atout/locales/fr
 */
import type { Locale } from '../l10n/locale.js';
import type { LocaleData } from './data.js';
import data from './fr.json' with { type: 'json' };

/** The shape of a locale and of its parts, for apps that write or extend one. */
export type * from '../l10n/locale.js';

/** The texts of `fr.json`, checked against the shape of a locale when the package compiles. */
export const fr: Locale = data satisfies LocaleData as Locale;
