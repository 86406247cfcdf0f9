/**
 * The API report: every export of every entry point (`ENTRIES`), with its kind, its category and
 * its signature, read from the sources with the TypeScript compiler API (no build needed).
 *
 *   npm run api        writes api/atout.api.md
 *
 * test/api-report.test.ts regenerates the report in memory and fails when the checked-in file is
 * stale, so every change of the public surface shows in review. An export that falls in no
 * category (the tables below) is an internal that leaked: the script still writes the report, with
 * the export marked **uncategorised**, then fails, as does the test; so do a name exported from two
 * entries with two meanings and a package root of more than `ROOT_LIMIT` names.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ENTRIES } from './entries.js';

const root = join(import.meta.dirname, '..');

/** The report's categories, in the order the report lists them. */
export const CATEGORIES = [
  'rulesets and matches',
  'records and validation',
  'errors and Either',
  'seeds',
  'cards and notation',
  'perft and playout',
  'localization',
  'kernel',
  'game',
  'testing',
  'vectors',
  'bots',
  'game servers',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The names an app needs, by category: the curated package root. A name here has this category in
 * every entry that exports it.
 */
const NAMES: Readonly<Partial<Record<Category, readonly string[]>>> = {
  'rulesets and matches': [
    'tarot',
    'goulash',
    'tarabish',
    'tarotMatch',
    'goulashMatch',
    'tarabishMatch',
    'rulesets',
    'games',
    'Ruleset',
    'AnyRuleset',
    'GameTypes',
    'Step',
    'GameEvent',
    'Audience',
    'Explanation',
    'MatchState',
    'MatchResult',
    'MatchView',
    'MatchEvent',
  ],
  'records and validation': [
    'makeRecord',
    'replay',
    'validate',
    'submit',
    'serialize',
    'deserialize',
    'parseJson',
    'DEFAULT_LIMITS',
    'GameRecord',
    'Replay',
    'ReplayError',
    'ValidationFailure',
    'SavedGame',
    'Resumed',
    'SaveError',
    'InputLimits',
  ],
  'errors and Either': ['getOrThrow', 'isLeft', 'isRight', 'RuleViolation', 'Either', 'RuleError', 'RuleErrorCode'],
  seeds: ['secureSeed', 'parseSeed', 'createRng', 'Seed', 'Rng'],
  'cards and notation': ['parseCard', 'formatCard', 'eventsFor', 'isSeatOf', 'viewFor', 'Card', 'Seat', 'PlayedTrick'],
  'perft and playout': ['perft', 'playout', 'playoutsOf', 'PerftResult'],
  localization: ['localize', 'Locale', 'Localized', 'LocalizeOptions'],
};

const BY_NAME = new Map<string, Category>(
  Object.entries(NAMES).flatMap(([category, names]) => names.map((n) => [n, category as Category] as const)),
);

/**
 * Outside the package root, a name not listed above takes its entry's own category when it is
 * declared under the entry's folder: the kernel's building blocks in `atout/kernel`, a game's own
 * names in its game entry. The package root has no row: every name it exports is listed above.
 */
const FOLDERS: Readonly<Record<string, { readonly category: Category; readonly folders: readonly string[] }>> = {
  // A game's author also needs the match builder and the reference playout (checked against `fastPlayout`).
  'atout/kernel': { category: 'kernel', folders: ['src/kernel/', 'src/match/', 'src/oracle/playout.ts'] },
  'atout/tarot': { category: 'game', folders: ['src/games/tarot/'] },
  'atout/goulash': { category: 'game', folders: ['src/games/goulash/', 'src/games/tarot/'] },
  // Tarabish's names declared in the Belote family's modules it re-exports are its own.
  'atout/tarabish': { category: 'game', folders: ['src/games/tarabish/', 'src/family/'] },
  // Belote's and Coinche's names declared in the Belote family's modules are their own; Coinche's
  // card play is Belote's.
  'atout/belote': { category: 'game', folders: ['src/games/belote/', 'src/family/'] },
  'atout/coinche': { category: 'game', folders: ['src/games/coinche/', 'src/games/belote/', 'src/family/'] },
  'atout/tarot/position': { category: 'game', folders: ['src/games/tarot/position.ts'] },
  'atout/tarabish/position': { category: 'game', folders: ['src/games/tarabish/position.ts'] },
  'atout/testing': { category: 'testing', folders: ['src/testing/', 'src/kernel/data.ts'] },
  'atout/vectors': { category: 'vectors', folders: ['src/entries/vectors.ts', 'src/vectors/', 'vectors/'] },
  // The bots, the solver and the tournament: every name declared under src/bots/.
  'atout/bots': { category: 'bots', folders: ['src/bots/', 'src/kernel/policy.ts'] },
  // The game-server adapters: every name declared under src/adapters/.
  'atout/boardgame.io': { category: 'game servers', folders: ['src/adapters/'] },
  'atout/colyseus': { category: 'game servers', folders: ['src/adapters/'] },
  // Each locale: its words, and the shape of a locale for apps that write or extend one.
  ...Object.fromEntries(
    ['en', 'fr', 'de', 'it'].map((l) => [
      `atout/locales/${l}`,
      { category: 'localization' as const, folders: [`src/locales/${l}.ts`, 'src/l10n/locale.ts'] },
    ]),
  ),
};

/** The category of an export, or undefined when it has none (an internal: the report fails). */
export function categorize(entry: string, name: string, file: string): Category | undefined {
  const byName = BY_NAME.get(name);
  if (byName) return byName;
  const row = FOLDERS[entry];
  return row?.folders.some((f) => file === f || (f.endsWith('/') && file.startsWith(f))) ? row.category : undefined;
}

export type Kind = 'function' | 'const' | 'class' | 'interface' | 'type' | 'namespace' | 'enum';

export interface ApiItem {
  readonly name: string;
  /** Every kind the name has (a value and a type may share a name). */
  readonly kind: string;
  readonly category: Category | undefined;
  readonly signature: string;
  /** The declaration it resolves to, `file:position`: two entries exporting a name must agree on it. */
  readonly declaration: string;
  /** The file it is declared in, relative to the repository. */
  readonly file: string;
  readonly isType: boolean;
  /** The properties and methods of an interface or class (`apply`, `legal`, … of `Ruleset`). */
  readonly members: readonly string[];
}

export interface ApiReport {
  /** Every entry by import path, its exports sorted by category then name. */
  readonly entries: ReadonlyMap<string, readonly ApiItem[]>;
  /** Exports in no category (internals that leaked), each a sentence. */
  readonly uncategorised: readonly string[];
  /** Names exported from two entries that resolve to different declarations, each a sentence. */
  readonly twoMeanings: readonly string[];
  readonly markdown: string;
}

const MAX_SIGNATURE = 200;

function oneLine(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/([{(<[]) /g, '$1')
    .replace(/ ([})\]>])/g, '$1')
    .trim();
  return flat.length > MAX_SIGNATURE ? `${flat.slice(0, MAX_SIGNATURE - 1)}…` : flat;
}

function typeParameters(decl: { readonly typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }): string {
  return decl.typeParameters ? `<${decl.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
}

function heritage(decl: ts.ClassDeclaration | ts.InterfaceDeclaration): string {
  return (decl.heritageClauses ?? []).map((h) => ` ${h.getText()}`).join('');
}

function kindOf(decl: ts.Declaration): Kind | undefined {
  if (ts.isFunctionDeclaration(decl)) return 'function';
  if (ts.isVariableDeclaration(decl)) return 'const';
  if (ts.isClassDeclaration(decl)) return 'class';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isTypeAliasDeclaration(decl)) return 'type';
  if (ts.isSourceFile(decl) || ts.isModuleDeclaration(decl)) return 'namespace';
  if (ts.isEnumDeclaration(decl)) return 'enum';
  return undefined;
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function signatureOf(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.Declaration, kind: Kind): string {
  switch (kind) {
    case 'function': {
      const signatures = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call);
      const first = signatures[0] ? checker.signatureToString(signatures[0], undefined, FORMAT) : '';
      const more = signatures.length - 1;
      return more > 0 ? `${first} (+${more} overload${more > 1 ? 's' : ''})` : first;
    }
    case 'const':
      return checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, FORMAT);
    case 'class': {
      const c = decl as ts.ClassDeclaration;
      const constructors = checker
        .getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Construct)
        .map((sig) => `new ${checker.signatureToString(sig, undefined, FORMAT)}`);
      return [`class${typeParameters(c)}${heritage(c)}`, ...constructors].join('; ');
    }
    case 'interface': {
      const i = decl as ts.InterfaceDeclaration;
      return `${typeParameters(i)}${heritage(i)} { ${i.members.map((m) => m.getText().replace(/[;,]$/, '')).join('; ')} }`;
    }
    case 'type': {
      const t = decl as ts.TypeAliasDeclaration;
      return `${typeParameters(t)} = ${t.type.getText().replace(/^\|\s*/, '')}`;
    }
    case 'namespace':
      return `{ ${checker
        .getExportsOfModule(symbol)
        .map((s) => s.name)
        .sort()
        .join(', ')} }`;
    case 'enum':
      return (decl as ts.EnumDeclaration).members.map((m) => m.name.getText()).join(' | ');
  }
}

/** Builds the report from the sources: one program for every entry. */
export function apiReport(): ApiReport {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json: cannot be read');
  const files = Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(root, path)]));
  // No ambient types (`@types/node`): the entries run in browsers, and parsing them only costs time.
  const program = ts.createProgram(Object.values(files), { ...config.options, types: [] });
  const checker = program.getTypeChecker();
  const uncategorised: string[] = [];
  const entries = new Map<string, ApiItem[]>();
  for (const entry of Object.keys(ENTRIES).sort()) {
    const source = program.getSourceFile(files[entry]!);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry}: ${ENTRIES[entry]} is not a module`);
    const items: ApiItem[] = [];
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decls = symbol.declarations ?? [];
      const kinds = [...new Set(decls.map(kindOf).filter((k): k is Kind => k !== undefined))];
      const first = decls[0];
      if (!first || kinds.length === 0) {
        throw new Error(`${entry}: ${exported.name} has no declaration the report knows`);
      }
      const file = relative(root, first.getSourceFile().fileName).split('\\').join('/');
      const category = categorize(entry, exported.name, file);
      if (!category) {
        uncategorised.push(
          `${entry}: ${exported.name} (${file}) is in no category: list it in scripts/api-report.ts or stop exporting it`,
        );
      }
      const signatures = kinds.map((k) => {
        const decl = decls.find((d) => kindOf(d) === k)!;
        return oneLine(signatureOf(checker, symbol, decl, k));
      });
      items.push({
        name: exported.name,
        kind: kinds.join(' + '),
        category,
        signature: signatures.join(' ⁞ '),
        declaration: `${file}:${first.getStart()}`,
        file,
        isType: kinds.every((k) => k === 'interface' || k === 'type'),
        members:
          kinds.includes('interface') || kinds.includes('class')
            ? checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => p.name)
            : [],
      });
    }
    const rank = (c: Category | undefined) => (c === undefined ? -1 : CATEGORIES.indexOf(c));
    items.sort((a, b) => rank(a.category) - rank(b.category) || compare(a.name, b.name));
    entries.set(entry, items);
  }
  return { entries, uncategorised, twoMeanings: twoMeanings(entries), markdown: render(entries) };
}

function compare(a: string, b: string): number {
  return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Names exported from two entries that resolve to different declarations. */
export function twoMeanings(entries: ReadonlyMap<string, readonly ApiItem[]>): string[] {
  const seen = new Map<string, Map<string, string[]>>();
  for (const [entry, items] of entries) {
    for (const item of items) {
      const byDecl = seen.get(item.name) ?? new Map<string, string[]>();
      byDecl.set(item.declaration, [...(byDecl.get(item.declaration) ?? []), entry]);
      seen.set(item.name, byDecl);
    }
  }
  return [...seen]
    .filter(([, byDecl]) => byDecl.size > 1)
    .map(
      ([name, byDecl]) =>
        `${name} means different things: ${[...byDecl].map(([decl, es]) => `${es.join(', ')} → ${decl.replace(/:\d+$/, '')}`).join('; ')}`,
    );
}

/** Inline code in a table cell: pipes escaped, a code span long enough for the backticks inside. */
function code(text: string): string {
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

function render(entries: ReadonlyMap<string, readonly ApiItem[]>): string {
  const count = (items: readonly ApiItem[]) => {
    const types = items.filter((i) => i.isType).length;
    return `${items.length} (${items.length - types} values, ${types} types)`;
  };
  const lines = [
    '# atout: API report',
    '',
    'Generated by `npm run api` (scripts/api-report.ts) from the sources: every export of every',
    'entry point, with its kind, category and signature. Do not edit: `npm test` fails when it is stale.',
    '',
    '| entry | exports |',
    '| --- | --- |',
    ...[...entries].map(([entry, items]) => `| \`${entry}\` | ${count(items)} |`),
  ];
  for (const [entry, items] of entries) {
    lines.push('', `## \`${entry}\``, '', `Source \`${ENTRIES[entry]}\`: ${count(items)}.`, '');
    lines.push('| name | kind | category | signature |', '| --- | --- | --- | --- |');
    for (const item of items) {
      const sig = item.signature ? code(item.signature) : '';
      lines.push(`| \`${item.name}\` | ${item.kind} | ${item.category ?? '**uncategorised**'} | ${sig} |`);
    }
  }
  const withMembers = new Map<string, ApiItem>();
  for (const items of entries.values()) {
    for (const item of items) if (item.members.length > 0) withMembers.set(item.declaration, item);
  }
  lines.push(
    '',
    '## Members',
    '',
    'The properties and methods of every exported interface and class.',
    '',
    '| interface or class | members |',
    '| --- | --- |',
    ...[...withMembers.values()]
      .sort((a, b) => compare(a.name, b.name) || compare(a.file, b.file))
      .map(
        (i) =>
          `| \`${i.name}\` | ${[...i.members]
            .sort(compare)
            .map((m) => `\`${m}\``)
            .join(', ')} |`,
      ),
  );
  return `${lines.join('\n')}\n`;
}

/** The most names (values and types) the package root may export (62: `isSeatOf` and `viewFor`, for servers). */
export const ROOT_LIMIT = 62;

/** Where the report is checked in. */
export const REPORT = join(root, 'api', 'atout.api.md');

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const report = apiReport();
  writeFileSync(REPORT, report.markdown);
  console.log(`wrote ${relative(root, REPORT)}`);
  const rootCount = report.entries.get('atout')?.length ?? 0;
  const problems = [
    ...report.uncategorised,
    ...report.twoMeanings,
    ...(rootCount > ROOT_LIMIT ? [`atout exports ${rootCount} names, more than ${ROOT_LIMIT}`] : []),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}
