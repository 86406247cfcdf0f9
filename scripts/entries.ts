/** The package's entry points by import name, and their sources (the `exports` of package.json). */
export const ENTRIES: Readonly<Record<string, string>> = {
  atout: 'src/index.ts',
  'atout/tarot': 'src/entries/tarot.ts',
  'atout/goulash': 'src/entries/goulash.ts',
  'atout/tarabish': 'src/entries/tarabish.ts',
  'atout/testing': 'src/testing/index.ts',
  'atout/vectors': 'src/entries/vectors.ts',
  'atout/locales/en': 'src/locales/en.ts',
  'atout/locales/fr': 'src/locales/fr.ts',
  'atout/locales/de': 'src/locales/de.ts',
  'atout/locales/it': 'src/locales/it.ts',
};
