/**
 * A locale as its JSON file types it. JSON gives every string the type `string`, so a game's
 * `compass` (a list of compass points) reads as `string[]`; everything else has the shape of
 * `Locale` already. Each locale module checks its data against this type when the package
 * compiles, and test/l10n/locales.test.ts checks the compass points themselves.
 */
import type { GameTexts, Locale } from '../l10n/locale.js';

/** `GameTexts` with its compass points widened to strings. */
export type GameTextsData = Omit<GameTexts, 'compass'> & { readonly compass?: readonly string[] };

/** `Locale` as JSON types it: the same, but for the games' compass points. */
export type LocaleData = Omit<Locale, 'games'> & { readonly games: Readonly<Record<string, GameTextsData>> };
