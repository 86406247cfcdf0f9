import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of the sources, as eslint.config.js enforces it: each case lints a one-line module
// at a path of the tree and expects the import to be refused (with the layer's message) or let through.
const eslint = new ESLint();

async function restrictions(filePath: string, code: string): Promise<readonly string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const KERNEL = 'src/kernel/ imports only its own modules';
const TOOLS = 'import no game';
const CLI = 'Nothing outside src/cli/ imports src/cli/';
const BROWSER = 'Only src/cli/ may use Node built-ins';
const GAME = 'No game imports another';
const ABOVE_GAME = 'A game imports only its own folder, src/kernel/ and src/match/';
const REGISTRY = 'src/games/registry.ts imports the games, src/kernel/ and src/match/ only';
const EXAMPLE = 'Examples import the package';
const L10N = 'src/l10n/ imports only its own modules and src/kernel/';
const LOCALE = 'A locale is plain data';
const ZOD = "Write schemas with `import * as z from 'zod/mini'`";
const ZOD_DOOR = 'src/kernel/zod.ts imports zod/mini and its English locale only';
const BOTS = 'Only src/cli/ and src/entries/ import src/bots/';
const ABOVE_BOTS = 'src/bots/ imports the kernel, the games, src/match/, src/record/ and src/oracle/';

/** [importing file, imported path, the refusal's message (null: permitted)] */
const cases: readonly (readonly [string, string, string | null])[] = [
  // The kernel is the bottom layer.
  ['src/kernel/x.ts', '../games/tarot/cards.js', KERNEL],
  ['src/kernel/x.ts', '../match/match.js', KERNEL],
  ['src/kernel/x.ts', '../record/replay.js', KERNEL],
  ['src/kernel/x.ts', '../oracle/perft.js', KERNEL],
  ['src/kernel/x.ts', '../cli/io.js', KERNEL],
  ['src/kernel/x.ts', 'node:fs', KERNEL],
  ['src/kernel/x.ts', 'fast-check', KERNEL],
  ['src/kernel/x.ts', './card.js', null],
  ['src/kernel/x.ts', 'zod', KERNEL],
  ['src/kernel/x.ts', 'zod/mini', null],
  ['src/kernel/x.ts', 'zod/v4/core', KERNEL],
  ['src/kernel/x.ts', 'zod/locales', KERNEL],
  ['src/kernel/x.ts', 'fp-ts/Either', null],
  // zod/mini through one door (classic zod would bring its whole core into the browser bundle).
  ['src/kernel/zod.ts', 'zod/mini', null],
  ['src/kernel/zod.ts', 'zod/locales', null],
  ['src/kernel/zod.ts', 'zod', ZOD_DOOR],
  ['src/kernel/zod.ts', './card.js', ZOD_DOOR],
  // The generic tools name no game, and stay out of the command.
  ['src/match/x.ts', '../games/tarot/state.js', TOOLS],
  ['src/record/x.ts', '../games/registry.js', TOOLS],
  ['src/oracle/x.ts', '../games/tarabish/rules.js', TOOLS],
  ['src/testing/x.ts', '../games/goulash/index.js', TOOLS],
  ['src/record/x.ts', '../index.js', TOOLS],
  ['src/match/x.ts', '../entries/tarot.js', TOOLS],
  ['src/oracle/x.ts', '../vectors/games.js', TOOLS],
  ['src/record/x.ts', '../cli/registry.js', CLI],
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
  // A game stands on the kernel and the match layer only.
  ['src/games/tarot/x.ts', '../../record/replay.js', ABOVE_GAME],
  ['src/games/tarabish/x.ts', '../../oracle/playout.js', ABOVE_GAME],
  ['src/games/goulash/x.ts', '../../cli/io.js', ABOVE_GAME],
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
  ['src/games/registry.ts', '../cli/io.js', CLI],
  ['src/games/registry.ts', 'node:path', BROWSER],
  ['src/games/registry.ts', './tarabish/index.js', null],
  ['src/games/registry.ts', '../kernel/ruleset.js', null],
  ['src/games/registry.ts', '../match/match.js', null],
  // The rest of the library stays out of the command and runs in a browser.
  ['src/index.ts', './cli/main.js', CLI],
  ['src/entries/tarot.ts', '../cli/demos/tarot.js', CLI],
  ['src/vectors/build.ts', 'fs/promises', BROWSER],
  ['src/entries/tarot.ts', '../games/tarot/index.js', null],
  ['src/some-new-folder/x.ts', '../cli/io.js', CLI],
  ['src/some-new-folder/x.ts', 'node:fs', BROWSER],
  // The localization layer is generic over games; locales are plain data; games do not localize.
  ['src/l10n/x.ts', '../games/tarot/state.js', L10N],
  ['src/l10n/x.ts', '../record/replay.js', L10N],
  ['src/l10n/x.ts', '../kernel/card.js', null],
  ['src/l10n/x.ts', './render.js', null],
  ['src/locales/x.ts', '../l10n/locale.js', null],
  ['src/locales/x.ts', '../l10n/render.js', LOCALE],
  ['src/locales/x.ts', '../games/tarot/state.js', LOCALE],
  ['src/games/tarot/x.ts', '../../l10n/localize.js', ABOVE_GAME],
  ['src/games/tarabish/x.ts', '../../locales/fr.js', ABOVE_GAME],
  // The bots stand on the games and the tools, under the entry points and the command; browser-safe.
  ['src/bots/x.ts', '../games/tarot/index.js', null],
  ['src/bots/x.ts', '../kernel/ruleset.js', null],
  ['src/bots/x.ts', '../oracle/playout.js', null],
  ['src/bots/x.ts', '../match/match.js', null],
  ['src/bots/solver/x.ts', '../../games/tarabish/play.js', null],
  ['src/bots/solver/x.ts', '../policy.js', null],
  ['src/bots/x.ts', '../entries/tarot.js', ABOVE_BOTS],
  ['src/bots/x.ts', '../index.js', ABOVE_BOTS],
  ['src/bots/heuristic/x.ts', '../../vectors/games.js', ABOVE_BOTS],
  ['src/bots/x.ts', '../cli/io.js', CLI],
  ['src/bots/x.ts', 'node:worker_threads', BROWSER],
  ['src/bots/x.ts', 'zod', ZOD],
  ['src/entries/bots.ts', '../bots/index.js', null],
  ['src/cli/x.ts', '../bots/index.js', null],
  ['src/index.ts', './bots/index.js', BOTS],
  ['src/oracle/x.ts', '../bots/bot.js', BOTS],
  ['src/record/x.ts', '../bots/index.js', BOTS],
  ['src/vectors/x.ts', '../bots/bot.js', BOTS],
  ['src/games/tarot/x.ts', '../../bots/bot.js', ABOVE_GAME],
  ['src/kernel/x.ts', '../bots/bot.js', KERNEL],
  ['src/errors.ts', './bots/codes.js', null],
  ['src/errors.ts', './bots/solver/codes.js', null],
  ['src/errors.ts', './bots/bot.js', BOTS],
  // The command may use anything.
  ['src/cli/main.ts', 'node:fs', null],
  ['src/cli/main.ts', '../games/registry.js', null],
  // Examples are apps: they import the package, never the sources.
  ['examples/x.ts', '../src/index.js', EXAMPLE],
  ['examples/x.ts', '../src/entries/tarot.js', EXAMPLE],
  ['examples/x.ts', 'atout/tarot', null],
  ['examples/x.ts', 'node:http', null],
];

describe('the layering (eslint.config.js)', () => {
  it.each(cases)('%s importing %s: %s', async (file, path, refusal) => {
    const messages = await restrictions(file, `import { x } from '${path}';\nexport const y = x;\n`);
    if (refusal === null) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(refusal);
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
    const random = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
    };
    const code = 'export const r = (): number => Math.random();\n';
    for (const file of ['src/kernel/x.ts', 'src/games/tarot/x.ts', 'src/cli/x.ts', 'src/x.ts'])
      expect(await random(file, code)).toEqual([expect.stringContaining('secureSeed()')]);
    expect(await random('src/kernel/x.ts', 'export const { random } = Math;\n')).toHaveLength(1);
    expect(await random('src/kernel/x.ts', 'export const r = (): number => Math.floor(2.5);\n')).toEqual([]);
    expect(await random('test/x.test.ts', code)).toEqual([]);
  });
});
