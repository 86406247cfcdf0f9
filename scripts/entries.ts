/**
 * The package's entry points: ONE list, by import name, with their sources. Everything that names
 * entry points derives from it: the build (tsup.config.ts), package.json `exports`, the tsconfig
 * `paths`, TypeDoc's entry points (typedoc.json), the bundle-size script, the README extractor, the
 * vitest aliases and the pack test. `npm run entries` rewrites package.json, tsconfig.json and
 * typedoc.json from it; test/package/entries.test.ts fails when any of them disagrees.
 *
 * To add a subpath (`atout/bots`, …): add its line here, then run `npm run entries`.
 */
export const ENTRIES: Readonly<Record<string, string>> = {
  atout: 'src/index.ts',
  'atout/tarot': 'src/entries/tarot.ts',
  'atout/goulash': 'src/entries/goulash.ts',
  'atout/tarabish': 'src/entries/tarabish.ts',
  'atout/belote': 'src/entries/belote.ts',
  'atout/coinche': 'src/entries/coinche.ts',
  'atout/tarot/position': 'src/entries/tarot-position.ts',
  'atout/tarabish/position': 'src/entries/tarabish-position.ts',
  'atout/kernel': 'src/entries/kernel.ts',
  'atout/testing': 'src/testing/index.ts',
  'atout/vectors': 'src/entries/vectors.ts',
  'atout/bots': 'src/entries/bots.ts',
  'atout/boardgame.io': 'src/entries/boardgame-io.ts',
  'atout/colyseus': 'src/entries/colyseus.ts',
  'atout/locales/en': 'src/locales/en.ts',
  'atout/locales/fr': 'src/locales/fr.ts',
  'atout/locales/de': 'src/locales/de.ts',
  'atout/locales/it': 'src/locales/it.ts',
};

/**
 * The optional peer dependencies (package.json `peerDependencies`, optional in
 * `peerDependenciesMeta`): the game servers the adapters plug into (`atout/boardgame.io`,
 * `atout/colyseus`). Never bundled: the build and the bundle-size measure leave them external, so
 * an entry's figure is atout's own bytes, and the package root never reaches them.
 */
export const PEERS: readonly string[] = ['boardgame.io', '@colyseus/core'];

/** The package.json `exports` key of an import name: `'.'` for `atout`, `'./tarot'` for `atout/tarot`. */
export const subpathOf = (name: string): string => (name === 'atout' ? '.' : `./${name.slice('atout/'.length)}`);

/** The name of an entry's built files in `dist/`: `index` for `atout`, `tarot` for `atout/tarot`. */
export const distNameOf = (name: string): string => (name === 'atout' ? 'index' : name.slice('atout/'.length));

/** The tsup `entry` map: built file name → source. */
export const buildEntries = (): Record<string, string> =>
  Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [distNameOf(name), source]));

/** One entry's package.json `exports` condition map (ESM and CommonJS, each with its types first). */
export function exportOf(name: string): object {
  const file = `./dist/${distNameOf(name)}`;
  return {
    import: { types: `${file}.d.ts`, default: `${file}.js` },
    require: { types: `${file}.d.cts`, default: `${file}.cjs` },
  };
}

/** The tsconfig `paths` map: import name → [source]. */
export const pathsOf = (): Record<string, string[]> =>
  Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, [`./${source}`]]));
