import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rules of eslint.config.js (the layering: eslint/layers.js; cycles: eslint/cycles.js): each
// case lints a short module at a path of the tree and expects it refused (with the rule's message)
// or let through. Imports are checked on the file they resolve to, so every imported path of a case
// exists in the tree.
const eslint = new ESLint();

async function messages(filePath: string, code: string, rules: readonly string[]): Promise<readonly string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

const IMPORT_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const restrictions = (filePath: string, code: string) => messages(filePath, code, IMPORT_RULES);

// The refusals, by the start or a part of their message.
const KERNEL = 'src/kernel/ may import only src/kernel/: it is the bottom layer';
const KERNEL_PACKAGES = 'src/kernel/ uses only the packages zod/mini and fp-ts';
const ZOD_DOOR = 'src/kernel/zod.ts imports zod/mini and its English locale only';
// src/match/, src/record/, src/oracle/, src/testing/: each may import the others, the kernel and l10n.
const TOOLS = 'it names no game: drive games through the Ruleset contract';
const GAME =
  'no game imports another (only Goulash imports Tarot, Coinche Belote), nor the registry, the tools or the localization';
const FAMILY =
  'src/family/ may import only src/family/, src/kernel/: a family module stands on the kernel alone and names no game';
const REGISTRY = 'src/games/registry.ts may import only src/games/registry.ts, src/kernel/, src/match/, src/games/';
const L10N = 'src/l10n/ may import only src/l10n/, src/kernel/';
const LOCALE = 'src/locales/ may import only src/locales/, src/l10n/locale.ts: a locale is plain data';
const BOTS = 'src/bots/ may import only src/bots/, src/kernel/, src/match/, src/record/, src/oracle/, src/games/';
const ENTRIES = 'src/entries/ may import any layer but src/cli/';
const ABOVE = 'may import any layer but src/cli/, src/bots/';
const BROWSER = 'Only src/cli/ may use Node built-ins';
const ZOD = "Write schemas with `import * as z from 'zod/mini'`";
const NO_PACKAGE = 'uses no package';
const SELF = 'src/ does not import the package';
const EXAMPLE = 'Examples import the package';
const ADAPTERS =
  'src/adapters/ may import only src/adapters/, src/kernel/, src/match/, src/record/, src/oracle/, src/bots/';
const INTO_ADAPTERS = 'src/adapters/';

/** [importing file, imported path, the refusal's message (null: permitted)] */
const cases: readonly (readonly [string, string, string | null])[] = [
  // The kernel is the bottom layer.
  ['src/kernel/x.ts', '../games/tarot/cards.js', KERNEL],
  ['src/kernel/x.ts', './../games/tarot/cards.js', KERNEL],
  ['src/kernel/x.ts', '../kernel/../games/tarot/cards.js', KERNEL],
  ['src/kernel/x.ts', '../match/match.js', KERNEL],
  ['src/kernel/x.ts', '../record/replay.js', KERNEL],
  ['src/kernel/x.ts', '../oracle/perft.js', KERNEL],
  ['src/kernel/x.ts', '../cli/io.js', KERNEL],
  ['src/kernel/x.ts', '../bots/bot.js', KERNEL],
  ['src/kernel/x.ts', '../../test/support/cli.js', KERNEL],
  ['src/kernel/x.ts', '../../package.json', KERNEL],
  ['src/kernel/x.ts', './card.js', null],
  ['src/kernel/x.ts', '../kernel/./card.js', null],
  ['src/kernel/x.ts', 'node:fs', KERNEL_PACKAGES],
  ['src/kernel/x.ts', 'fast-check', KERNEL_PACKAGES],
  ['src/kernel/x.ts', 'zod', KERNEL_PACKAGES],
  ['src/kernel/x.ts', 'zod/v4/core', KERNEL_PACKAGES],
  ['src/kernel/x.ts', 'zod/locales', KERNEL_PACKAGES],
  ['src/kernel/x.ts', 'zod/mini', null],
  ['src/kernel/x.ts', 'fp-ts/Either', null],
  // zod/mini through one door (classic zod would bring its whole core into the browser bundle).
  ['src/kernel/zod.ts', 'zod/mini', null],
  ['src/kernel/zod.ts', 'zod/locales', null],
  ['src/kernel/zod.ts', 'zod', ZOD_DOOR],
  ['src/kernel/zod.ts', './card.js', ZOD_DOOR],
  // The generic tools name no game, and stay out of the command and the bots.
  ['src/match/x.ts', '../games/tarot/state.js', TOOLS],
  ['src/match/x.ts', '../kernel/../games/tarot/state.js', TOOLS],
  ['src/match/x.ts', '../../src/games/tarot/state.js', TOOLS],
  ['src/record/x.ts', '../games/registry.js', TOOLS],
  ['src/oracle/x.ts', '../games/tarabish/rules.js', TOOLS],
  ['src/testing/x.ts', '../games/goulash/index.js', TOOLS],
  ['src/record/x.ts', '../index.js', TOOLS],
  ['src/record/x.ts', '../errors.js', TOOLS],
  ['src/match/x.ts', '../entries/tarot.js', TOOLS],
  ['src/oracle/x.ts', '../vectors/games.js', TOOLS],
  ['src/record/x.ts', '../cli/registry.js', TOOLS],
  ['src/oracle/x.ts', '../bots/bot.js', TOOLS],
  ['src/record/x.ts', '../bots/index.js', TOOLS],
  ['src/match/x.ts', '../../package.json', TOOLS],
  ['src/oracle/x.ts', '../../package.json', null],
  ['src/oracle/x.ts', 'node:worker_threads', BROWSER],
  ['src/testing/x.ts', 'crypto', BROWSER],
  ['src/oracle/x.ts', '../kernel/ruleset.js', null],
  ['src/oracle/x.ts', '../record/replay.js', null],
  ['src/match/x.ts', 'zod', ZOD],
  ['src/record/x.ts', 'zod/locales', ZOD],
  ['src/match/x.ts', 'zod/mini', null],
  // No game imports another, except Goulash, a mode of Tarot, importing Tarot.
  ['src/games/tarot/x.ts', '../goulash/index.js', GAME],
  ['src/games/tarot/x.ts', '../tarabish/cards.js', GAME],
  ['src/games/tarabish/x.ts', '../tarot/cards.js', GAME],
  ['src/games/tarabish/x.ts', '../goulash/match.js', GAME],
  ['src/games/goulash/x.ts', '../tarabish/rules.js', GAME],
  ['src/games/tarot/x.ts', '../registry.js', GAME],
  ['src/games/goulash/x.ts', '../registry.js', GAME],
  ['src/games/goulash/x.ts', '../tarot/index.js', null],
  // Coinche builds on Belote (and the family); Belote never imports Coinche
  ['src/games/coinche/x.ts', '../belote/reducer.js', null],
  ['src/games/coinche/x.ts', '../../family/cards.js', null],
  ['src/games/belote/x.ts', '../coinche/auction.js', GAME],
  ['src/games/coinche/x.ts', '../tarabish/cards.js', GAME],
  // The Belote family's shared rules stand on the kernel alone; the games of the family import them.
  ['src/family/x.ts', '../kernel/follow.js', null],
  ['src/family/x.ts', './cards.js', null],
  ['src/family/x.ts', '../games/tarabish/cards.js', FAMILY],
  ['src/family/x.ts', '../match/match.js', FAMILY],
  ['src/games/tarabish/x.ts', '../../family/card-play.js', null],
  ['src/games/tarot/x.ts', '../../family/cards.js', GAME],
  // A game stands on the kernel and the match layer only.
  ['src/games/tarot/x.ts', '../../record/replay.js', GAME],
  ['src/games/tarot/x.ts', '../../kernel/../record/replay.js', GAME],
  ['src/games/tarabish/x.ts', '../../oracle/playout.js', GAME],
  ['src/games/goulash/x.ts', '../../cli/io.js', GAME],
  ['src/games/tarot/x.ts', '../../l10n/localize.js', GAME],
  ['src/games/tarabish/x.ts', '../../locales/fr.js', GAME],
  ['src/games/tarot/x.ts', '../../bots/bot.js', GAME],
  ['src/games/tarot/x.ts', 'node:crypto', BROWSER],
  ['src/games/tarot/x.ts', '../../kernel/trick.js', null],
  ['src/games/tarabish/x.ts', '../../match/match.js', null],
  ['src/games/tarabish/x.ts', './cards.js', null],
  ['src/games/tarot/x.ts', 'zod', ZOD],
  ['src/games/tarabish/x.ts', 'zod/v4/core', ZOD],
  ['src/games/registry.ts', 'zod', ZOD],
  ['src/entries/x.ts', 'zod', ZOD],
  ['src/games/tarot/x.ts', 'zod/mini', null],
  // The registry of games sits under the tools that take it.
  ['src/games/registry.ts', '../record/replay.js', REGISTRY],
  ['src/games/registry.ts', '../vectors/games.js', REGISTRY],
  ['src/games/registry.ts', '../cli/io.js', REGISTRY],
  ['src/games/registry.ts', 'node:path', BROWSER],
  ['src/games/registry.ts', './tarabish/index.js', null],
  ['src/games/registry.ts', '../kernel/ruleset.js', null],
  ['src/games/registry.ts', '../match/match.js', null],
  // The entry points, the root, the error codes and the vectors stay out of the command.
  ['src/index.ts', './cli/main.js', ABOVE],
  ['src/entries/tarot.ts', '../cli/demos/tarot.js', ENTRIES],
  ['src/vectors/build.ts', 'fs/promises', BROWSER],
  ['src/entries/tarot.ts', '../games/tarot/index.js', null],
  ['src/entries/x.ts', '../../vectors/deals.json', null],
  // The localization layer is generic over games; locales are plain data.
  ['src/l10n/x.ts', '../games/tarot/state.js', L10N],
  ['src/l10n/x.ts', '../record/replay.js', L10N],
  ['src/l10n/x.ts', 'zod/mini', NO_PACKAGE],
  ['src/l10n/x.ts', '../kernel/card.js', null],
  ['src/l10n/x.ts', './render.js', null],
  ['src/locales/x.ts', '../l10n/locale.js', null],
  ['src/locales/x.ts', '../l10n/render.js', LOCALE],
  ['src/locales/x.ts', '../games/tarot/state.js', LOCALE],
  // The bots stand on the games and the tools, under the entry points and the command; browser-safe.
  ['src/bots/x.ts', '../games/tarot/index.js', null],
  ['src/bots/x.ts', '../kernel/ruleset.js', null],
  ['src/bots/x.ts', '../oracle/playout.js', null],
  ['src/bots/x.ts', '../match/match.js', null],
  ['src/bots/solver/x.ts', '../../games/tarabish/play.js', null],
  ['src/bots/solver/x.ts', '../../kernel/policy.js', null],
  ['src/bots/x.ts', '../entries/tarot.js', BOTS],
  ['src/bots/x.ts', '../index.js', BOTS],
  ['src/bots/heuristic/x.ts', '../../vectors/games.js', BOTS],
  ['src/bots/x.ts', '../cli/io.js', BOTS],
  ['src/bots/x.ts', '../l10n/render.js', BOTS],
  ['src/bots/x.ts', 'node:worker_threads', BROWSER],
  ['src/bots/x.ts', 'zod', ZOD],
  // Only the command and the entry points import the bots (src/errors.ts: their code lists).
  ['src/entries/bots.ts', '../bots/index.js', null],
  ['src/cli/x.ts', '../bots/index.js', null],
  ['src/index.ts', './bots/index.js', ABOVE],
  ['src/vectors/x.ts', '../bots/bot.js', ABOVE],
  ['src/errors.ts', './bots/codes.js', null],
  ['src/errors.ts', './bots/solver/codes.js', null],
  ['src/errors.ts', './bots/bot.js', ABOVE],
  // The server adapters stand on the public API (kernel, tools, bots), name no game, and only
  // their entry points import them; their game servers by name.
  ['src/adapters/x.ts', '../kernel/ruleset.js', null],
  ['src/adapters/x.ts', '../record/submit.js', null],
  ['src/adapters/colyseus/x.ts', '../../bots/index.js', null],
  ['src/adapters/x.ts', 'boardgame.io', null],
  ['src/adapters/colyseus/x.ts', '@colyseus/core', null],
  ['src/adapters/x.ts', '../games/tarot/index.js', ADAPTERS],
  ['src/adapters/x.ts', '../games/registry.js', ADAPTERS],
  ['src/adapters/x.ts', '../index.js', ADAPTERS],
  ['src/adapters/x.ts', '../cli/io.js', ADAPTERS],
  ['src/adapters/x.ts', 'node:http', BROWSER],
  ['src/entries/boardgame-io.ts', '../adapters/boardgame-io/index.js', null],
  ['src/index.ts', './adapters/table.js', INTO_ADAPTERS],
  ['src/cli/x.ts', '../adapters/table.js', INTO_ADAPTERS],
  ['src/bots/x.ts', '../adapters/table.js', BOTS],
  ['src/record/x.ts', '../adapters/table.js', TOOLS],
  ['src/kernel/x.ts', '../adapters/table.js', KERNEL],
  // The command may use anything.
  ['src/cli/main.ts', 'node:fs', null],
  ['src/cli/main.ts', '../games/registry.js', null],
  ['src/cli/main.ts', '../../package.json', null],
  // Examples are apps: they import the package, never the sources.
  ['examples/x.ts', '../src/index.js', EXAMPLE],
  ['examples/x.ts', './../src/entries/tarot.js', EXAMPLE],
  ['examples/whist/x.ts', '../../src/kernel/card.js', EXAMPLE],
  ['examples/x.ts', 'atout/tarot', null],
  ['examples/x.ts', 'node:http', null],
];

/** The file a relative import of a case names (a `.js` specifier names the `.ts` source). */
const target = (file: string, spec: string) =>
  path.resolve(path.dirname(file), spec.startsWith('.') ? spec.replace(/\.js$/, '.ts') : '.');

describe('the layering (eslint.config.js, eslint/layers.js)', () => {
  it.each(cases)('%s importing %s: %s', async (file, spec, refusal) => {
    if (spec.startsWith('.')) expect(existsSync(target(file, spec)), 'the imported file exists').toBe(true);
    const found = await restrictions(file, `import { x } from '${spec}';\nexport const y = x;\n`);
    if (refusal === null) expect(found).toEqual([]);
    else {
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(refusal);
    }
  });

  it('refuses type-only imports and re-exports too', async () => {
    expect(await restrictions('src/games/registry.ts', "import type { X } from '../record/replay.js';\n")).toEqual([
      expect.stringContaining(REGISTRY),
    ]);
    expect(await restrictions('src/kernel/x.ts', "export * from '../games/tarot/index.js';\n")).toEqual([
      expect.stringContaining(KERNEL),
    ]);
    expect(await restrictions('src/oracle/x.ts', "export { tarot } from '../games/tarot/index.js';\n")).toEqual([
      expect.stringContaining(TOOLS),
    ]);
  });

  it('refuses the package importing itself (atout, atout/…) anywhere in src/', async () => {
    // Where dist/ is built, the name also resolves to a file outside the layer: a second refusal.
    for (const [file, spec] of [
      ['src/match/x.ts', 'atout/tarot'],
      ['src/games/tarot/x.ts', 'atout/kernel'],
      ['src/entries/x.ts', 'atout'],
      ['src/cli/x.ts', 'atout'],
    ] as const)
      expect(await restrictions(file, `import { x } from '${spec}';\nexport const y = x;\n`)).toContainEqual(
        expect.stringContaining(SELF),
      );
    expect(await restrictions('src/kernel/x.ts', "import { x } from 'atout';\nexport const y = x;\n")).toContainEqual(
      expect.stringContaining(KERNEL_PACKAGES),
    );
  });

  it('refuses dynamic import() in src/ (and checks its path), but in the worker entry of the command', async () => {
    const dynamic = (file: string, code: string) =>
      messages(file, code, [...IMPORT_RULES, 'no-restricted-syntax', 'atout/no-cycle']);
    expect(await dynamic('src/match/x.ts', "export const m = import('../games/tarot/index.js');\n")).toEqual([
      expect.stringContaining('No dynamic import() in src/'),
      expect.stringContaining(TOOLS),
    ]);
    expect(await dynamic('src/cli/x.ts', "export const m = import('./main.js');\n")).toEqual([
      expect.stringContaining('No dynamic import() in src/'),
    ]);
    expect(await dynamic('src/games/tarot/playout.ts', "export const m = import('./cards.js');\n")).toEqual([
      expect.stringContaining('No dynamic import() in src/'),
    ]);
    expect(await dynamic('src/cli/worker-source.mjs', 'export const m = (entry) => import(entry);\n')).toEqual([]);
  });
});

describe('every file of src/ is in exactly one layer', () => {
  const layering = (filePath: string) => messages(filePath, 'export const x = 1;\n', ['atout/one-layer']);

  it('refuses a file in no layer', async () => {
    expect(await layering('src/games/whist.ts')).toEqual([
      expect.stringContaining('src/games/whist.ts is not in any layer'),
    ]);
    expect(await layering('src/newdir/x.ts')).toEqual([expect.stringContaining('src/newdir/x.ts is not in any layer')]);
    expect(await layering('src/x.ts')).toEqual([expect.stringContaining('src/x.ts is not in any layer')]);
    expect(await layering('src/games/tarot/x.ts')).toEqual([]);
  });

  it('places every file of the tree', async () => {
    // The locales' texts (src/locales/<l>.json) are data: they import nothing, so no layer to check;
    // Prettier checks their form and each locale module their shape (LocaleData).
    const all = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' }).trim().split('\n');
    const files = all.filter((f) => !/^src\/locales\/[a-z]{2}\.json$/.test(f));
    expect(all.length - files.length).toBe(4);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const [result] = await eslint.lintText('', { filePath: file });
      // A file ESLint does not lint (no config for its kind) would escape the check: none in src/.
      expect(result!.messages.map((m) => `${file}: ${m.message}`)).toEqual([]);
    }
  });
});

describe('no import cycle in src/ (eslint/cycles.js)', () => {
  const cycles = (filePath: string, code: string) => messages(filePath, code, ['atout/no-cycle']);

  it('refuses an import that closes a cycle with the tree, type-only imports included', async () => {
    expect(await cycles('src/kernel/sfc32.ts', "import type { Rng } from './rng.js';\nexport type R = Rng;\n")).toEqual(
      [expect.stringContaining('Import cycle: src/kernel/sfc32.ts → src/kernel/rng.ts → src/kernel/sfc32.ts')],
    );
    expect(await cycles('src/kernel/sha256.ts', "export { createRng } from './rng.js';\n")).toEqual([
      expect.stringContaining(
        'Import cycle: src/kernel/sha256.ts → src/kernel/rng.ts → src/kernel/seed.ts → src/kernel/sha256.ts',
      ),
    ]);
    expect(
      await cycles(
        'src/games/tarabish/scoring.ts',
        "import { readScoreSheet } from './scoresheet.js';\nreadScoreSheet({});\n",
      ),
    ).toEqual([expect.stringContaining('src/games/tarabish/scoring.ts → src/games/tarabish/scoresheet.ts →')]);
  });

  it('lets the modules of the tree through as they are', async () => {
    for (const file of ['src/kernel/sfc32.ts', 'src/kernel/rng.ts', 'src/games/tarabish/scoresheet.ts'])
      expect(await cycles(file, readFileSync(file, 'utf8'))).toEqual([]);
    expect(await cycles('src/kernel/x.ts', "export { createRng } from './rng.js';\n")).toEqual([]);
  });
});

describe('no module-level mutable state in src/', () => {
  const state = (code: string, filePath = 'src/kernel/x.ts') => messages(filePath, code, ['no-restricted-syntax']);
  const LET = 'No module-level let/var in src/';
  const NEW = 'No `new` at module level in src/';
  const STATIC = 'No static class state in src/';

  it('refuses a top-level let or var, exported or not', async () => {
    expect(await state('let n = 0;\nexport const next = (): number => ++n;\n')).toEqual([expect.stringContaining(LET)]);
    expect(await state('export let n = 0;\n')).toEqual([expect.stringContaining(LET)]);
    expect(await state('var n = 0;\nexport { n };\n', 'src/games/tarot/x.ts')).toEqual([expect.stringContaining(LET)]);
  });

  it('refuses a Map, a Set or an object of a class built at load time, and static class state', async () => {
    expect(
      await state('const cache = new Map<string, number>();\nexport const get = (k: string) => cache.get(k);\n'),
    ).toEqual([expect.stringContaining(NEW)]);
    expect(await state('export const seen = new Set([1]);\n', 'src/record/x.ts')).toEqual([
      expect.stringContaining(NEW),
    ]);
    expect(await state('export const memo = new WeakMap<object, number>();\n', 'src/l10n/x.ts')).toEqual([
      expect.stringContaining(NEW),
    ]);
    expect(await state('class Table {}\nexport const TABLE = new Table();\n', 'src/bots/x.ts')).toEqual([
      expect.stringContaining(NEW),
    ]);
    expect(await state('export const T = Object.freeze({ pool: new WeakSet<object>() });\n')).toEqual([
      expect.stringContaining(NEW),
    ]);
    expect(await state('export class C {\n  static pool = [] as number[];\n}\n')).toEqual([
      expect.stringContaining(STATIC),
    ]);
  });

  it('lets through constants, lookup tables, stateless built-ins and state a function or an object owns', async () => {
    for (const code of [
      'export const LIMITS = Object.freeze({ max: 3 });\n',
      'const PC8 = new Uint8Array(256);\nfor (let v = 0; v < 256; v++) PC8[v] = v & 1;\nexport const pc = (b: number) => PC8[b];\n',
      "export const CARD = new RegExp('^[0-9]+$');\n",
      "export const numbers = new Intl.NumberFormat('en');\n",
      'export function count(): Map<string, number> {\n  let n = 0;\n  n++;\n  return new Map([["n", n]]);\n}\n',
      'export class Board {\n  private readonly seen = new Map<string, number>();\n  get(k: string) {\n    return this.seen.get(k);\n  }\n}\n',
    ])
      expect(await state(code)).toEqual([]);
    expect(await state('export const encoder = new TextEncoder();\n', 'src/cli/x.ts')).toEqual([]);
  });
});

describe('the rule set (eslint.config.js)', () => {
  const rules = async (code: string): Promise<readonly (string | null)[]> => {
    const [result] = await eslint.lintText(code, { filePath: 'src/kernel/x.ts' });
    return result!.messages.map((m) => m.ruleId);
  };

  it('refuses any and unused names, but not names starting with _ nor the non-null assertion', async () => {
    expect(await rules('export const f = (x: any): number => x;\n')).toEqual(['@typescript-eslint/no-explicit-any']);
    expect(await rules('const unused = 1;\nexport const g = (a: number, b: number): number => a;\n')).toEqual([
      '@typescript-eslint/no-unused-vars',
      '@typescript-eslint/no-unused-vars',
    ]);
    expect(
      await rules(
        'const _kept = 1;\nexport const g = (a: readonly number[], _b: number): number => a[0]!;\nexport const [_x, y] = [1, 2];\n',
      ),
    ).toEqual([]);
  });

  it('refuses Math.random anywhere in src/ (seeds are secrets: createRng, secureSeed), not in tests', async () => {
    const random = (filePath: string, code: string) => messages(filePath, code, ['no-restricted-properties']);
    const code = 'export const r = (): number => Math.random();\n';
    for (const file of ['src/kernel/x.ts', 'src/games/tarot/x.ts', 'src/cli/x.ts', 'src/index.ts'])
      expect(await random(file, code)).toEqual([expect.stringContaining('secureSeed()')]);
    expect(await random('src/kernel/x.ts', 'export const { random } = Math;\n')).toHaveLength(1);
    expect(await random('src/kernel/x.ts', 'export const r = (): number => Math.floor(2.5);\n')).toEqual([]);
    expect(await random('test/x.test.ts', code)).toEqual([]);
  });
});
