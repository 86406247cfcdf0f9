/**
 * Italiano. Tarot ("Tarocco francese") as Italian players of the French game speak it: the French
 * bids and terms (Prise, Garde, Garde sans, Garde contre, Chien, Poignée, Petit au bout, Chelem,
 * bout), the Italian words of the play (presa, prendente, compagno, difesa, scarto, trionfo, la
 * Scusa) and the French-suited cards (picche, cuori, quadri, fiori; fante, cavallo, donna, re).
 *
 * Tarabish has no established Italian vocabulary. The words chosen here are those of Italian card
 * games that name the same things: "briscola" for the trump suit, "asta" and "offrire" for the
 * auction, "dichiarazioni" for melds, "scala" for a run, "quattro fanti…" for fours, "ultima
 * presa" for the last trick; "bella" stays as Tarabish says it, and "bate" is glossed as "andare
 * sotto", the Italian for failing a contract.
 *
 * Belote and Coinche keep their French terms (belote, rebelote, tierce, cinquante, cent, carré,
 * dix de der, capot, dedans, litige, coinche, surcoinche, tout atout, sans atout), glossed once in
 * Italian (scala, ultima presa, contro, surcontro, tutto briscola); the play in the words chosen
 * for Tarabish (briscola, prendere, passare, dichiarazioni).
 *
 * Plain data: the shape is `Locale`.
 *
 * @module atout/locales/it
 */
import type { Locale } from '../l10n/locale.js';
import type { LocaleData } from './data.js';
import data from './it.json' with { type: 'json' };

/** The shape of a locale and of its parts, for apps that write or extend one. */
export type * from '../l10n/locale.js';

/** The texts of `it.json`, checked against the shape of a locale when the package compiles. */
export const it: Locale = data satisfies LocaleData as Locale;
