import { describe, expect, it } from 'vitest';
import { chooseLocale, LANG_USAGE } from '../../src/cli/lang.js';

describe('the language of the command', () => {
  it('is the one --lang names', () => {
    for (const tag of ['en', 'fr', 'de', 'it'])
      expect(chooseLocale(tag, { LANG: 'de_DE.UTF-8' })).toHaveProperty('tag', tag);
    expect(chooseLocale('es', {})).toBe(LANG_USAGE);
    expect(chooseLocale('FR', {})).toBe(LANG_USAGE);
  });
  it("else the environment's, in POSIX order, else English", () => {
    expect(chooseLocale(undefined, { LANG: 'fr_FR.UTF-8' })).toHaveProperty('tag', 'fr');
    expect(chooseLocale(undefined, { LANG: 'it_IT' })).toHaveProperty('tag', 'it');
    expect(chooseLocale(undefined, { LC_ALL: 'de_CH.UTF-8', LANG: 'fr_FR.UTF-8' })).toHaveProperty('tag', 'de');
    expect(chooseLocale(undefined, { LC_MESSAGES: 'C', LANG: 'fr_FR.UTF-8' })).toHaveProperty('tag', 'en');
    expect(chooseLocale(undefined, { LANG: 'es_ES.UTF-8' })).toHaveProperty('tag', 'en');
    expect(chooseLocale(undefined, { LANG: '' })).toHaveProperty('tag', 'en');
    expect(chooseLocale(undefined, {})).toHaveProperty('tag', 'en');
  });
});
