export { localize, gameTexts } from './localize.js';
export type { Localized, LocalizeOptions } from './localize.js';
export type {
  DisplayNotation,
  GameTexts,
  Locale,
  OptionTexts,
  Plural,
  ResultLine,
  Select,
  Template,
} from './locale.js';
