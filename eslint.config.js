// ESLint flat config: typescript-eslint's recommended rules (not type-checked), the layering of the
// sources (docs/architecture.md, "Imports point one way"; eslint/layers.js), no import cycle in
// src/ (eslint/cycles.js) and no module-level mutable state in src/.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { noCycle } from './eslint/cycles.js';
import { globs, LAYERS, oneLayer, packages, zodDoor, zones } from './eslint/layers.js';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Module-level mutable state: a module is loaded once and shared by every caller, so a top-level
 * `let`/`var`, a static class field or block, or a value built by `new` at load time (a Map, a Set,
 * an object of the project's own classes) is state that leaks between calls, games and tests. `new`
 * at load time is allowed only for what holds no state once built: typed arrays (lookup tables
 * filled at load and only read after), TextEncoder/TextDecoder (stateless when not streaming),
 * RegExp, Intl formatters. Instance fields (`private readonly buf = new Int32Array(…)`) are per
 * object, not per module. Not caught: a top-level object or array literal written to later.
 */
const NEW_AT_LOAD =
  'NewExpression:not(:function NewExpression):not(PropertyDefinition[static=false] NewExpression)' +
  ':not([callee.name=/^((Ui|I)nt(8|16|32)|Uint8Clamped|Float(32|64)|Big(Ui|I)nt64)Array$|^Text(En|De)coder$|^RegExp$/])' +
  ':not([callee.object.name="Intl"])';
const MODULE_STATE = [
  {
    selector:
      'Program > VariableDeclaration[kind!="const"], Program > ExportNamedDeclaration > VariableDeclaration[kind!="const"]',
    message:
      'No module-level let/var in src/: a module is shared by every caller; keep state in a value the caller owns.',
  },
  {
    selector: NEW_AT_LOAD,
    message:
      'No `new` at module level in src/ (but typed arrays, TextEncoder/TextDecoder, RegExp, Intl): a module is shared by every caller; build it in a function or freeze plain data.',
  },
  {
    selector: 'PropertyDefinition[static=true], StaticBlock',
    message: 'No static class state in src/: a class is shared by every caller.',
  },
];
/** Modules are imported statically, so the layering (and a bundler) sees every arrow. */
const DYNAMIC_IMPORT = {
  selector: 'ImportExpression',
  message: 'No dynamic import() in src/: import statically, so the layering and bundlers see it.',
};

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
      // `interface XInput extends OptionsInputOf<X> {}`: an interface keeps its name in signatures.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
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

  // The layering, on the file an import resolves to (`.js` specifiers resolve to the `.ts` sources),
  // so that no spelling of a path (`./../games/…`, `../kernel/../record/…`) gets around it.
  {
    files: ['src/**', 'examples/**'],
    plugins: { 'import-x': importX, atout: { rules: { 'one-layer': oneLayer, 'no-cycle': noCycle } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...zones,
            {
              // Examples are written as apps are: against the published package, never the sources.
              target: 'examples',
              from: '.',
              except: ['examples', 'dist', 'node_modules'],
              message: 'Examples import the package (atout, atout/tarot, …), never src/ or other folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: { 'atout/one-layer': 'error', 'atout/no-cycle': 'error' },
  },
  // The packages, by name: one block per layer (a later block's options replace an earlier one's).
  ...Object.keys(LAYERS).map((key) => ({ files: globs(key), rules: restrict(packages(key)) })),
  { files: ['src/kernel/zod.ts'], rules: restrict(zodDoor) },

  // No dynamic import, no module-level state.
  {
    files: ['src/**'],
    rules: { 'no-restricted-syntax': ['error', DYNAMIC_IMPORT, ...MODULE_STATE] },
  },
  {
    // The worker's entry loads the module named in its workerData: a path known only at run time.
    files: ['src/cli/worker-source.mjs'],
    rules: { 'no-restricted-syntax': ['error', ...MODULE_STATE] },
  },
);
