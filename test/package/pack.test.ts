/**
 * The package as a user gets it. The tracked files (`git ls-files`) are copied to a scratch folder
 * with no earlier build, and `npm pack` runs there: the package's own `prepare` script must build
 * `dist/`, or the tarball is empty. The tarball is then checked (a build for every entry of
 * ENTRIES, the JSON Schemas, every doc the README links to), installed into a scratch app with
 * npm, and used from ESM, CommonJS, the `atout` command and TypeScript (`node16` and `bundler`
 * resolution); publint and are-the-types-wrong check it too; each entry bundled from the installed
 * package keeps its size budget. One build: about 20 s of CPU.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARBALL_BUDGET } from '../../scripts/budgets.js';
import { installedBundleSize, kB, overBudget, type BundleSize } from '../../scripts/bundle-size.js';
import { ENTRIES } from '../../scripts/entries.js';

const root = resolve(__dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
/** Runs a command; returns its exit code and output instead of throwing. */
function run(cmd: string, args: readonly string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  return { code: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** `atout/tarot` → `./tarot`, the key of package.json's `exports`. */
const subpath = (name: string): string => (name === 'atout' ? '.' : `.${name.slice('atout'.length)}`);
const NAMES = Object.keys(ENTRIES);

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly bin: Readonly<Record<string, string>>;
  readonly dependencies: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly exports: Readonly<Record<string, unknown>>;
}

let dir = '';
let tarball = '';
let app = '';
/** The tarball's files, without the leading `package/`. */
let files = new Set<string>();
let manifest: Manifest;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atout-pack-'));
  // A clean copy of the tracked files: no dist/, no .tmp/, nothing a previous run left behind.
  const copy = join(dir, 'checkout');
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of tracked) {
    if (file === '' || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'), 'dir');
  const packed = run('npm', ['pack', '--pack-destination', dir], copy);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stdout}\n${packed.stderr}`);
  tarball = join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.tgz'))!,
  );
  files = new Set(
    execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => l.replace(/^package\//, '')),
  );
  manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));

  // A scratch app installs the tarball with npm (offline: the dependencies are the repository's).
  app = join(dir, 'app');
  mkdirSync(app);
  const deps: Record<string, string> = { [manifest.name]: `file:${tarball}` };
  for (const dep of Object.keys(manifest.dependencies))
    deps[dep] = `file:${realpathSync(join(root, 'node_modules', dep))}`;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'scratch-app', private: true, type: 'module', dependencies: deps }),
  );
  const flags = ['--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'];
  const installed = run('npm', ['install', ...flags], app);
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`);
  // The adapters' game servers (optional peers), as an app using atout/boardgame.io or
  // atout/colyseus has them: linked to the repository's copies (their own dependencies are found
  // from there), not installed by npm.
  for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
    const link = join(app, 'node_modules', peer);
    mkdirSync(dirname(link), { recursive: true });
    if (!existsSync(link)) symlinkSync(realpathSync(join(root, 'node_modules', peer)), link, 'dir');
  }
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every file path named in an `exports` value (conditions nest). */
function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

describe('the tarball packed from a clean checkout', () => {
  it('holds the build of every entry of ENTRIES and the command', () => {
    for (const name of NAMES) {
      const paths = targets(manifest.exports[subpath(name)]);
      expect(paths.length, name).toBeGreaterThanOrEqual(4); // import and require, code and types
      for (const p of paths) expect(files.has(p.replace(/^\.\//, '')), `${name}: ${p}`).toBe(true);
    }
    for (const p of Object.values(manifest.bin)) expect(files.has(p.replace(/^\.\//, '')), p).toBe(true);
  });

  it('holds every JSON Schema, exported as atout/schema/*', () => {
    const schemas = readdirSync(join(root, 'schema')).filter((f) => f.endsWith('.json'));
    expect(schemas).toContain('record.schema.json');
    for (const s of schemas) expect(files.has(`schema/${s}`), s).toBe(true);
    expect(manifest.exports['./schema/*']).toBe('./schema/*');
  });

  it('holds no sources, tests, examples or screenshots', () => {
    expect(
      [...files].filter((f) => /^(src|test|scripts|bench|examples|\.tmp|docs\/api|docs\/screens)\//.test(f)),
    ).toEqual([]);
  });

  it('follows every link of its README and docs: relative ones to shipped files, the repository at the version', () => {
    const docs = [...files].filter((f) => f.endsWith('.md'));
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/guide.md', 'docs/notation.md']));
    const broken: string[] = [];
    let followed = 0;
    for (const doc of docs) {
      const text = execFileSync('tar', ['-xzOf', tarball, `package/${doc}`], { encoding: 'utf8' });
      for (const link of markdownLinks(text)) {
        followed++;
        const problem = linkProblem(doc, link, manifest.version);
        if (problem) broken.push(`${doc}: ${link} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
    expect(followed).toBeGreaterThan(50);
    // a CHANGELOG entry for the version packed
    const changelog = execFileSync('tar', ['-xzOf', tarball, 'package/CHANGELOG.md'], { encoding: 'utf8' });
    expect(changelog).toContain(`\n## [${manifest.version}] - `);
  });

  it('keeps every entry, bundled from the installed package as an app bundles it, within its budget', async () => {
    // the published build shares chunks between entries: an entry must not reach (and so carry)
    // what it does not use, or an app pays more than the sources' bundle (budgets.test.ts) shows
    const sizes = new Map<string, BundleSize>();
    for (const name of NAMES) sizes.set(name, await installedBundleSize(name, app));
    const over = overBudget(sizes);
    expect(over, over.map((o) => `${o.entry} ${kB(o.gzipped)}`).join(', ')).toEqual([]);
    expect(sizes.get('atout')!.gzipped).toBeGreaterThan(20 * 1024); // real bundles
  }, 120_000);

  it('keeps the tarball within its budget (scripts/budgets.ts)', () => {
    const size = statSync(tarball).size;
    expect(size).toBeGreaterThan(TARBALL_BUDGET / 4); // a real tarball
    expect(size, `${(size / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(TARBALL_BUDGET);
  });
});

/** The targets of a markdown text's inline links and images, outside code blocks and code spans. */
function markdownLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

const REPOSITORY = 'https://github.com/atout-engine/atout';

/**
 * Why a link of a shipped doc leads nowhere from the npm page or `node_modules/atout`, or undefined:
 * a relative link must name a shipped file (or folder), a link into the repository must name the
 * package's version (its tag `v<version>`); other sites are left alone.
 */
function linkProblem(doc: string, link: string, version: string): string | undefined {
  if (link.startsWith('#')) return undefined;
  if (/^[a-z]+:/i.test(link)) {
    const ours = /^https:\/\/(github\.com|raw\.githubusercontent\.com)\/atout-engine\/atout\b/.exec(link);
    if (!ours) return link.startsWith('https://') ? undefined : 'not https';
    const atVersion = [`${REPOSITORY}/blob/v${version}/`, `${REPOSITORY}/tree/v${version}/`].some((p) =>
      link.startsWith(p),
    );
    const raw = link.startsWith(`https://raw.githubusercontent.com/atout-engine/atout/v${version}/`);
    const home = link === REPOSITORY || link.startsWith(`${REPOSITORY}/issues`) || link.startsWith(`${REPOSITORY}#`);
    return atVersion || raw || home ? undefined : `not at v${version}`;
  }
  const path = normalize(join(dirname(doc), decodeURI(link.split('#')[0]!))).replace(/\/$/, '');
  if (path.startsWith('..')) return 'outside the package';
  return files.has(path) || [...files].some((f) => f.startsWith(`${path}/`)) ? undefined : 'not shipped';
}

describe('the installed package', () => {
  it('imports every entry from an ESM script, the JSON Schemas included', () => {
    const file = join(app, 'smoke.mjs');
    writeFileSync(
      file,
      [
        "import { createRequire } from 'node:module';",
        ...NAMES.map((n, i) => `import * as m${i} from '${n}';`),
        "import schema from 'atout/schema/record.schema.json' with { type: 'json' };",
        "import pkg from 'atout/package.json' with { type: 'json' };",
        `for (const m of [${NAMES.map((_, i) => `m${i}`).join(', ')}]) if (Object.keys(m).length === 0) throw new Error('empty entry');`,
        `const root = m${NAMES.indexOf('atout')};`,
        'const state = root.getOrThrow(root.tarot.setup({ players: 4 }, { seed: 42 }));',
        "if (typeof schema !== 'object') throw new Error('no schema');",
        "createRequire(import.meta.url).resolve('atout/schema/record.schema.json');",
        "console.log('esm ok', pkg.name, root.tarot.actor(state));",
      ].join('\n'),
    );
    const out = run('node', [file], app);
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe('esm ok atout 1\n');
  });

  it('requires every entry from a CommonJS script, and resolves atout/schema/record.schema.json', () => {
    const file = join(app, 'smoke.cjs');
    writeFileSync(
      file,
      [
        `const ms = [${NAMES.map((n) => `require('${n}')`).join(', ')}];`,
        "for (const m of ms) if (Object.keys(m).length === 0) throw new Error('empty entry');",
        `const root = ms[${NAMES.indexOf('atout')}];`,
        'const state = root.getOrThrow(root.tarot.setup({ players: 4 }, { seed: 42 }));',
        "const path = require.resolve('atout/schema/record.schema.json');",
        "if (!path.endsWith('record.schema.json') || typeof require(path) !== 'object') throw new Error(path);",
        "console.log('cjs ok', require('atout/package.json').name, root.tarot.actor(state));",
      ].join('\n'),
    );
    const out = run('node', [file], app);
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe('cjs ok atout 1\n');
  });

  it('ships the vectors once: vectors/*.json, which atout/vectors imports (ESM and CommonJS)', () => {
    const pkg = join(app, 'node_modules', manifest.name);
    const description = (JSON.parse(readFileSync(join(pkg, 'vectors/rng.json'), 'utf8')) as { description: string })
      .description;
    const holders = [...files].filter(
      (f) => !f.endsWith('.d.ts') && !f.endsWith('.d.cts') && readFileSync(join(pkg, f), 'utf8').includes(description),
    );
    expect(holders).toEqual(['vectors/rng.json']);
    const file = join(app, 'vectors.mjs');
    writeFileSync(
      file,
      [
        "import { createRequire } from 'node:module';",
        "import { vectors } from 'atout/vectors';",
        "const cjs = createRequire(import.meta.url)('atout/vectors');",
        'console.log(Object.keys(vectors).length, JSON.stringify(vectors) === JSON.stringify(cjs.vectors));',
      ].join('\n'),
    );
    const out = run('node', [file], app);
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe('15 true\n');
  });

  it('runs the command: npx atout --help', () => {
    const out = run('npx', ['--no-install', 'atout', '--help'], app);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Usage/m);
    expect(out.stdout).toMatch(/atout play/);
  });

  it('publint --strict reports nothing', () => {
    const out = run(bin('publint'), ['--strict', tarball], dir);
    expect(out.code).toBe(0);
    expect(out.stdout + out.stderr).not.toMatch(/warning|error|suggestion/i);
  });

  it('are-the-types-wrong: every entry resolves under node16 (CJS and ESM) and bundler', () => {
    const out = run(bin('attw'), [tarball, '--profile', 'node16', '--format', 'json'], dir);
    type Resolution = { readonly resolution?: { readonly fileName: string } };
    const report = JSON.parse(out.stdout) as {
      analysis: {
        entrypoints: Record<string, { resolutions: Record<string, Resolution> }>;
        problems: readonly { kind: string; entrypoint?: string; resolutionKind?: string }[];
      };
    };
    const { entrypoints, problems } = report.analysis;
    for (const name of NAMES) {
      for (const kind of ['node16-cjs', 'node16-esm', 'bundler']) {
        const file = entrypoints[subpath(name)]?.resolutions[kind]?.resolution?.fileName ?? '';
        expect(file, `${name} (${kind})`).toMatch(/\.d\.c?ts$/);
      }
    }
    // The node16 profile leaves out only node10, which cannot see subpaths.
    expect(problems.filter((p) => p.resolutionKind !== 'node10')).toEqual([]);
    expect(out.code).toBe(0);
  });
});

describe('TypeScript over the installed package', () => {
  const profiles = {
    node16: { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 },
    nodenext: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
    bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    // the setting the README warns against: it reads no `exports`, so no subpath resolves
    node10: { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 },
  };
  /** Diagnostics by file name (without the folder), per profile; computed once. */
  const diagnostics = new Map<string, Map<string, string[]>>();
  function check(profile: keyof typeof profiles): Map<string, string[]> {
    const known = diagnostics.get(profile);
    if (known) return known;
    const sources = {
      'entries.ts': [
        ...NAMES.map((n, i) => `import * as m${i} from '${n}';`),
        `export const all = [${NAMES.map((_, i) => `m${i}`).join(', ')}];`,
        `export const state = m${NAMES.indexOf('atout')}.tarot.setup({ players: 4 }, { seed: 42 });`,
      ],
      'good.ts': [
        "import type { RuleErrorCode } from 'atout';",
        "export const c: RuleErrorCode = 'play/must-overtrump';",
      ],
      'bad.ts': [
        "import type { RuleErrorCode } from 'atout';",
        "export const c: RuleErrorCode = 'play/must-overtrup';",
      ],
    };
    const folder = join(app, profile);
    mkdirSync(folder, { recursive: true });
    for (const [name, lines] of Object.entries(sources)) writeFileSync(join(folder, name), `${lines.join('\n')}\n`);
    // No DOM and no @types/node: the declarations must stand on ES2022 alone. Only the package's own
    // declarations and the app's files are checked (the dependencies' are theirs to check).
    const options = { ...profiles[profile], target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: [] };
    const program = ts.createProgram(
      Object.keys(sources).map((f) => join(folder, f)),
      { ...options, strict: true, noEmit: true },
    );
    const ours = program
      .getSourceFiles()
      .filter((f) => f.fileName.includes('/node_modules/atout/') || !f.fileName.includes('/node_modules/'));
    const found = new Map<string, string[]>(Object.keys(sources).map((f) => [f, []]));
    const all = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...ours.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
    ];
    for (const d of all) {
      const file = d.file ? d.file.fileName.replace(`${folder}/`, '') : '(global)';
      const text = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      found.set(file, [...(found.get(file) ?? []), text]);
    }
    diagnostics.set(profile, found);
    return found;
  }

  it('node10 (`moduleResolution: node`) finds the package root and no subpath, as the README says', () => {
    // What TypeScript resolves an import to (the TS2307 "cannot find module" of a full program is
    // this answer being undefined): the package root's types, and none for a subpath.
    const options = { ...profiles.node10, target: ts.ScriptTarget.ES2022, types: [] };
    const from = join(app, 'node10', 'entries.ts');
    const resolved = (n: string) => ts.resolveModuleName(n, from, options, ts.sys).resolvedModule?.resolvedFileName;
    expect(resolved('atout')).toMatch(/\/node_modules\/atout\/dist\/index\.d\.c?ts$/);
    for (const n of NAMES.filter((x) => x !== 'atout')) expect(resolved(n), n).toBeUndefined();
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const typescript = readme.slice(readme.indexOf('### TypeScript'), readme.indexOf('## A first deal'));
    for (const setting of ['"node16"', '"nodenext"', '"bundler"', '`node10`']) expect(typescript).toContain(setting);
  });

  for (const profile of ['node16', 'nodenext', 'bundler'] as const) {
    it(`every entry type-checks (${profile}), its declarations included, on ES2022 alone`, () => {
      const found = check(profile);
      expect([...found].filter(([file, ds]) => file !== 'bad.ts' && ds.length > 0)).toEqual([]);
    });
  }

  // Fails until RuleErrorCode is the literal union of the library's codes (issue 14 item 3).
  it('RuleErrorCode is a literal union: a misspelt code fails to type-check, the right one compiles', () => {
    for (const profile of ['node16', 'bundler'] as const) {
      const found = check(profile);
      expect(found.get('good.ts'), profile).toEqual([]);
      // TS2322 "not assignable", or TS2820 when TypeScript also suggests the right spelling
      expect(found.get('bad.ts'), profile).toEqual([expect.stringMatching(/^TS(2322|2820): .*"play\/must-overtrup"/)]);
    }
  });
});
