/**
 * The layers of src/ (docs/architecture.md, "Imports point one way"): which files each layer may
 * import, checked on the file an import RESOLVES to (`import-x/no-restricted-paths` zones), and
 * which packages it may use, checked by name (`no-restricted-imports`).
 *
 * Each layer is a list of `paths` (folders or files, from the repository's root), the layers it may
 * import besides itself (`imports`, by key; `'*'`: every layer, `'!key'`: but that one) and the files
 * outside src/ it may import (`files`). Every file of src/ is in exactly one layer: `atout/one-layer`
 * refuses any other.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);

const TOOLS = 'it names no game: drive games through the Ruleset contract';
const GAMES =
  'no game imports another (only Goulash imports Tarot, Coinche Belote), nor the registry, the tools or the localization';
const FAMILY = 'a family module stands on the kernel alone and names no game';
const ABOVE = 'nothing outside src/cli/ imports src/cli/; only src/cli/ and src/entries/ import the bots';
const ADAPTERS = 'nothing imports the server adapters but their entry points (src/entries/)';
const TOOL_IMPORTS = ['kernel', 'match', 'record', 'oracle', 'testing', 'l10n', 'locales'];

export const LAYERS = {
  // The bottom layer: cards, seats, the generator, tricks, the ruleset contract.
  kernel: { paths: ['src/kernel'], imports: [], why: 'it is the bottom layer' },
  // The generic tools drive any game through the ruleset contract: they name no game, neither
  // directly nor through a module that does (the registry, the entry points, the vectors, the root,
  // src/errors.ts).
  match: { paths: ['src/match'], imports: TOOL_IMPORTS, why: TOOLS },
  record: { paths: ['src/record'], imports: TOOL_IMPORTS, why: TOOLS },
  oracle: { paths: ['src/oracle'], imports: TOOL_IMPORTS, files: ['package.json'], why: TOOLS },
  testing: { paths: ['src/testing'], imports: TOOL_IMPORTS, why: TOOLS },
  // The rules a family of games shares (the Belote family: Belote, Tarabish): on the kernel only,
  // naming no game; the games of the family import it.
  family: { paths: ['src/family'], imports: ['kernel'], why: FAMILY },
  // A game stands on the kernel and the match layer; Goulash, a mode of Tarot, imports Tarot.
  tarot: { paths: ['src/games/tarot'], imports: ['kernel', 'match'], why: GAMES },
  tarabish: { paths: ['src/games/tarabish'], imports: ['kernel', 'match', 'family'], why: GAMES },
  belote: { paths: ['src/games/belote'], imports: ['kernel', 'match', 'family'], why: GAMES },
  goulash: { paths: ['src/games/goulash'], imports: ['kernel', 'match', 'tarot'], why: GAMES },
  // Coinche, Belote's auction form, builds on Belote (its card play, announcements, views' parts).
  coinche: { paths: ['src/games/coinche'], imports: ['kernel', 'match', 'family', 'belote'], why: GAMES },
  // The registry lists every game; the generic tools (records, the command) take it, not the reverse.
  // The list of shipped games, all the package root needs of them (the registry re-exports it).
  shipped: {
    paths: ['src/games/shipped.ts'],
    imports: ['kernel', 'match', 'tarot', 'tarabish', 'belote', 'coinche', 'goulash', 'family'],
    why: 'the tools take the list of games, not the reverse',
  },
  registry: {
    paths: ['src/games/registry.ts'],
    imports: ['kernel', 'match', 'tarot', 'tarabish', 'belote', 'coinche', 'goulash', 'shipped', 'family'],
    why: 'the tools take the registry, not the reverse',
  },
  // The localization layer is generic over games: it reads a ruleset through its contract.
  playouts: {
    paths: ['src/games/playouts.ts'],
    imports: ['kernel', 'oracle', 'tarot', 'tarabish', 'belote', 'coinche', 'goulash'],
    why: "the tools take the games' fast playouts, not the reverse",
  },
  l10n: { paths: ['src/l10n'], imports: ['kernel'], why: 'it is generic over games' },
  // Locales are plain data: the Locale type and nothing else.
  locales: { paths: ['src/locales'], imports: [], files: ['src/l10n/locale.ts'], why: 'a locale is plain data' },
  // The bots stand on the games and the tools, under the entry points and the command.
  bots: {
    paths: ['src/bots'],
    imports: [
      'kernel',
      'match',
      'record',
      'oracle',
      'tarot',
      'tarabish',
      'belote',
      'coinche',
      'goulash',
      'registry',
      'playouts',
      'family',
    ],
    why: 'the bots sit above the games and the tools, under the entry points and the command',
  },
  // The game-server adapters (`atout/boardgame.io`, `atout/colyseus`) stand on the public API: the
  // kernel, the tools and the bots; nothing but their entry points imports them.
  adapters: {
    paths: ['src/adapters'],
    imports: ['kernel', 'match', 'record', 'oracle', 'bots'],
    why: 'the adapters stand on the public API (kernel, records, bots) and name no game',
  },
  // The entry points name what the package exports, the bots and the vectors' JSON included.
  entries: {
    paths: ['src/entries'],
    imports: ['*', '!cli'],
    files: ['vectors'],
    why: 'nothing outside src/cli/ imports src/cli/',
  },
  // The curated root `atout`.
  root: { paths: ['src/index.ts'], imports: ['*', '!cli', '!bots', '!adapters'], why: ABOVE },
  // Every layer's error codes, joined: of the bots, their code lists only.
  errors: {
    paths: ['src/errors.ts'],
    imports: ['*', '!cli', '!bots', '!adapters'],
    files: ['src/bots/codes.ts', 'src/bots/solver/codes.ts'],
    why: ABOVE,
  },
  // The builders of the conformance vectors.
  vectors: { paths: ['src/vectors'], imports: ['*', '!cli', '!bots', '!adapters'], why: ABOVE },
  // The command may use anything, package.json included, but the server adapters.
  cli: { paths: ['src/cli'], imports: ['*', '!adapters'], files: ['package.json'], why: ADAPTERS },
};

const label = (p) => (/\.[a-z]+$/.test(p) ? p : `${p}/`);
const list = (paths) => paths.map(label).join(', ');

/** The layers a layer may import, itself included. */
function importable(key) {
  const { imports } = LAYERS[key];
  const keys = imports.includes('*') ? Object.keys(LAYERS) : [key, ...imports.filter((k) => k !== key)];
  return keys.filter((k) => !imports.includes(`!${k}`));
}

/**
 * `import-x/no-restricted-paths` zones, one per layer that may not import everything: from anywhere
 * in the repository but what it may import, with a message that says what.
 */
export const zones = Object.entries(LAYERS)
  .filter(([, layer]) => layer.imports.join() !== '*')
  .map(([key, layer]) => {
    const files = layer.files ?? [];
    const allowed = [...importable(key).flatMap((k) => LAYERS[k].paths), ...files];
    const but = layer.imports.filter((k) => k.startsWith('!')).flatMap((k) => LAYERS[k.slice(1)].paths);
    const what = layer.imports.includes('*')
      ? `any layer but ${list(but)}${files.length === 0 ? '' : ` (and ${list(files)})`}`
      : `only ${list(allowed)}`;
    return {
      target: layer.paths,
      from: '.',
      // Packages are checked by name (PACKAGES).
      except: [...allowed, 'node_modules'],
      message: `${list(layer.paths)} may import ${what}: ${layer.why}.`,
    };
  });

/** The globs of a layer's files, for a config block's `files`. */
export const globs = (key) => LAYERS[key].paths.map((p) => (/\.[a-z]+$/.test(p) ? p : `${p}/**`));

/** The layers that hold a file (a path from the root): exactly one for every file of src/. */
function layersOf(file) {
  const inside = (p) => file === p || file.startsWith(`${p}/`);
  return Object.keys(LAYERS).filter((k) => LAYERS[k].paths.some(inside));
}

/** `atout/one-layer`: a file of src/ belongs to exactly one layer. */
export const oneLayer = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      none: '{{file}} is not in any layer: add it to LAYERS in eslint/layers.js, or move it (docs/architecture.md).',
      several: '{{file}} is in several layers ({{layers}}): LAYERS in eslint/layers.js must not overlap.',
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.physicalFilename).split(path.sep).join('/');
    return {
      Program(node) {
        const layers = layersOf(file);
        if (layers.length === 0) context.report({ node, messageId: 'none', data: { file } });
        if (layers.length > 1)
          context.report({ node, messageId: 'several', data: { file, layers: layers.join(', ') } });
      },
    };
  },
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An import the rule forbids: `regex` is matched against the path as written in the import. */
const forbid = (regex, message) => ({ regex, message });

/** Everything but `src/cli/**` runs in a browser. */
const nodeBuiltins = forbid(
  `^(node:|(${builtinModules
    .filter((m) => !m.startsWith('_'))
    .map(escape)
    .join('|')})(/|$))`,
  'Only src/cli/ may use Node built-ins: the rest of src/ runs in a browser.',
);
/** src/ is what the package is built from: it never imports the package (tsconfig maps the names to src/). */
const self = forbid('^atout(/|$)', 'src/ does not import the package (atout, atout/…): import the module of src/.');
/**
 * Schemas are written with zod's functional build, `import * as z from 'zod/mini'` (a bundler keeps
 * only what they use), and call `englishMessages()` from src/kernel/zod.ts: one import of classic
 * `zod` would bring its whole core and every locale back into the browser bundle.
 */
const zodDirect = forbid(
  '^zod(?!/mini$)(/|$)',
  "Write schemas with `import * as z from 'zod/mini'`: classic zod would bring its whole core into the browser bundle.",
);
/** For a layer that uses no package: every import is relative (and checked on its file). */
const noPackage = (layer) => forbid('^(?!\\.{1,2}/)', `${layer} uses no package: it imports only modules of src/.`);

/** The packages a layer may use, by name (`no-restricted-imports` patterns); by default the browser's. */
const PACKAGES = {
  kernel: [forbid('^(?!\\.{1,2}/|zod/mini$|fp-ts(/|$))', 'src/kernel/ uses only the packages zod/mini and fp-ts.')],
  l10n: [noPackage('src/l10n/')],
  locales: [noPackage('src/locales/')],
  cli: [self],
};
const BROWSER = [nodeBuiltins, zodDirect, self];

/** The `no-restricted-imports` patterns of a layer. */
export const packages = (key) => PACKAGES[key] ?? BROWSER;

/** The one door to zod (src/kernel/zod.ts): its functional build and the English messages classic zod configures. */
export const zodDoor = [
  forbid('^(?!zod/mini$|zod/locales$)', 'src/kernel/zod.ts imports zod/mini and its English locale only.'),
];
