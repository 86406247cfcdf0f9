// ESLint flat config: typescript-eslint's recommended rules (not type-checked) plus the layering of
// the sources (docs/adding-a-game.md), enforced with ESLint's core `no-restricted-imports`.
//
// Each layer below is one config block with its own `files`; the blocks are disjoint, because a
// later block that sets `no-restricted-imports` replaces (does not extend) an earlier one's options.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An import path the rule forbids: `regex` is matched against the path as written in the import. */
const forbid = (regex, message) => ({ regex, message });

// Forbidden imports, one per layering rule. Paths are relative to the importing file, so each
// pattern names the folder depth it is written for.

/** Everything but `src/cli/**` runs in a browser. */
const nodeBuiltins = forbid(
  `^(node:|(${builtinModules
    .filter((m) => !m.startsWith('_'))
    .map(escape)
    .join('|')})(/|$))`,
  'Only src/cli/ may use Node built-ins: the rest of src/ runs in a browser.',
);
/** Nothing outside `src/cli/**` imports it (from `src/` or any folder below it). */
const cli = forbid('^(\\./|(\\.\\./)+)cli(/|$)', 'Nothing outside src/cli/ imports src/cli/.');
/**
 * The bots (`src/bots/**`) sit above the games and the tools: only `src/cli/` and the entry points
 * import them; their lists of error codes (`codes.ts`, plain data) are joined in `src/errors.ts`.
 */
const bots = forbid(
  '^(\\./|(\\.\\./)+)bots(/(?!([a-z-]+/)*codes\\.js$)|$)',
  'Only src/cli/ and src/entries/ import src/bots/ (src/errors.ts joins its codes.ts lists).',
);
/**
 * The bots read games through their rulesets and may use the kernel, the games, src/match/,
 * src/record/ and src/oracle/; not the entry points, the package root or the vectors builders
 * (which sit above them).
 */
const aboveBots = forbid(
  '^(\\.\\./)+((entries|vectors)(/|$)|index(\\.[jt]s)?$)',
  'src/bots/ imports the kernel, the games, src/match/, src/record/ and src/oracle/: not the entry points, the package root or the vectors.',
);
/**
 * `src/match`, `src/record`, `src/oracle` and `src/testing` are generic: they name no game, neither
 * directly nor through a module that does (the entry points, the vectors, the package root).
 */
const gamesFromTools = forbid(
  '^\\.\\./((games|entries|vectors)(/|$)|index(\\.[jt]s)?$)',
  'src/match/, src/record/, src/oracle/ and src/testing/ import no game: drive games through the Ruleset contract.',
);
/** A game imports the kernel and `src/match/` only, besides its own folder and packages. */
const aboveGames = forbid(
  '^\\.\\./\\.\\./(?!kernel/|match/)',
  'A game imports only its own folder, src/kernel/ and src/match/.',
);
/**
 * No game imports another, nor the registry of games (`src/games/*`, one folder up); Goulash may
 * import Tarot (it is a mode of Tarot).
 */
const otherGames = (allowed) =>
  forbid(
    `^\\.\\./(?!\\.\\./${allowed.map((g) => `|${escape(g)}/`).join('')})`,
    'No game imports another (only Goulash imports Tarot), nor the registry of games.',
  );

/**
 * Schemas are written with zod's functional build, `import * as z from 'zod/mini'` (a bundler keeps
 * only what they use), and call `englishMessages()` from src/kernel/zod.ts: one import of classic
 * `zod` would bring its whole core and every locale back into the browser bundle.
 */
const zodDirect = forbid(
  '^zod(?!/mini$)(/|$)',
  "Write schemas with `import * as z from 'zod/mini'`: classic zod would bring its whole core into the browser bundle.",
);

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const src = (dirs) => dirs.map((d) => `src/${d}/**/*.ts`);

export default defineConfig(
  {
    ignores: ['dist/', 'coverage/', '.tmp/', 'docs/', 'vectors/', 'schema/', 'playground/dist/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // `!` is used on purpose with `noUncheckedIndexedAccess` where an index is known in range.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  {
    // Seeds are secrets: nothing in the library draws from Math.random, a generator whose state a
    // player can recover from its outputs. Seeded play uses createRng(seed); fresh seeds secureSeed().
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message:
            'Math.random is not allowed in src/: use createRng(seed) for seeded play, secureSeed() for a fresh secret seed.',
        },
      ],
    },
  },

  // The layering.
  {
    // The kernel is the bottom layer: its own modules and the two runtime packages, nothing else.
    files: src(['kernel']),
    ignores: ['src/kernel/zod.ts'],
    rules: restrict(
      forbid('^(?!\\./|zod/mini$|fp-ts(/|$))', 'src/kernel/ imports only its own modules (./…), zod/mini and fp-ts.'),
    ),
  },
  {
    // The one door to zod: its functional build and the English messages classic zod configures.
    files: ['src/kernel/zod.ts'],
    rules: restrict(
      forbid('^(?!zod/mini$|zod/locales$)', 'src/kernel/zod.ts imports zod/mini and its English locale only.'),
    ),
  },
  {
    files: src(['match', 'record', 'oracle', 'testing']),
    rules: restrict(gamesFromTools, cli, bots, nodeBuiltins, zodDirect),
  },
  {
    files: src(['games/tarot']),
    rules: restrict(otherGames([]), aboveGames, nodeBuiltins, zodDirect),
  },
  {
    files: src(['games/tarabish']),
    rules: restrict(otherGames([]), aboveGames, nodeBuiltins, zodDirect),
  },
  {
    files: src(['games/goulash']),
    rules: restrict(otherGames(['tarot']), aboveGames, nodeBuiltins, zodDirect),
  },
  {
    // The registry lists every game; the generic tools (records, the command) take it, not the reverse.
    files: ['src/games/registry.ts'],
    rules: restrict(
      forbid(
        '^\\.\\./(?!kernel/|match/|cli(/|$))',
        'src/games/registry.ts imports the games, src/kernel/ and src/match/ only: not the tools that take it.',
      ),
      cli,
      nodeBuiltins,
      zodDirect,
    ),
  },
  {
    // The localization layer is generic over games: it reads a ruleset through its contract and the
    // kernel's types, never a game (games cannot import it either: they import only the kernel and
    // src/match/).
    files: src(['l10n']),
    rules: restrict(
      forbid('^(?!\\./|\\.\\./kernel/)', 'src/l10n/ imports only its own modules and src/kernel/.'),
      cli,
      nodeBuiltins,
    ),
  },
  {
    // Locales are plain data: they import the Locale type and nothing else.
    files: src(['locales']),
    rules: restrict(
      forbid(
        '^(?!\\.\\./l10n/locale\\.js$)',
        'A locale is plain data: it imports only the Locale type (../l10n/locale.js).',
      ),
    ),
  },
  {
    // The bots: above the games and the generic tools, below the entry points; browser-safe.
    files: src(['bots']),
    rules: restrict(aboveBots, cli, nodeBuiltins, zodDirect),
  },
  {
    // The entry points name what the package exports, the bots included.
    files: src(['entries']),
    rules: restrict(cli, nodeBuiltins, zodDirect),
  },
  {
    // The rest of the library (the package root, the vectors builders, any new folder).
    files: ['src/**/*.ts'],
    ignores: [
      ...src(['kernel', 'match', 'record', 'oracle', 'testing', 'games', 'cli', 'l10n', 'locales', 'bots', 'entries']),
      'src/games/*.ts',
    ],
    rules: restrict(cli, bots, nodeBuiltins, zodDirect),
  },
  {
    // Examples are written as apps are: against the published package, never the sources.
    files: ['examples/**/*.ts'],
    rules: restrict(
      forbid('^\\.\\./', 'Examples import the package (atout, atout/tarot, …), never src/ or other folders.'),
    ),
  },
);
