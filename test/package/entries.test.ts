/**
 * One list of entry points: `ENTRIES` (scripts/entries.ts). Every other place that names entry
 * points (package.json `exports`, the tsconfig `paths`, TypeDoc's entry points, the build) must
 * agree with it (`npm run entries` rewrites the JSON files); each entry's header names its module
 * by import path; no name means two things in two entries; the root stays within `ROOT_LIMIT` names
 * (scripts/api-report.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_LIMIT } from '../../scripts/api-report.js';
import { buildEntries, ENTRIES, exportOf, pathsOf, subpathOf } from '../../scripts/entries.js';
import { exportsFor, isEntryExport, typedocEntryPoints } from '../../scripts/write-entries.js';
import tsup from '../../tsup.config.js';

const root = resolve(__dirname, '../..');
const json = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const names = Object.keys(ENTRIES);

describe('ENTRIES drives every list of entry points', () => {
  it('package.json exports: one per entry, built from ENTRIES, in its order, plus the non-entry exports', () => {
    const exports = json('package.json')['exports'] as Record<string, unknown>;
    for (const name of names) expect(exports[subpathOf(name)], name).toEqual(exportOf(name));
    const entryKeys = Object.keys(exports).filter((k) => isEntryExport(exports[k]));
    expect(entryKeys).toEqual(names.map(subpathOf));
    expect(exports['./package.json']).toBe('./package.json');
    expect(JSON.stringify(exports)).toBe(JSON.stringify(exportsFor(exports)));
  });

  it('tsconfig paths', () => {
    const options = json('tsconfig.json')['compilerOptions'] as Record<string, unknown>;
    expect(options['paths']).toEqual(pathsOf());
  });

  it('TypeDoc entry points, the main entry first', () => {
    expect(json('typedoc.json')['entryPoints']).toEqual(typedocEntryPoints());
    expect(typedocEntryPoints()[0]).toBe(ENTRIES['atout']);
  });

  it('the build (tsup.config.ts)', () => {
    const configs = (Array.isArray(tsup) ? tsup : [tsup]) as readonly { entry?: unknown }[];
    const entries = configs.map((c) => c.entry).filter((e) => typeof e === 'object' && e !== null && 'index' in e);
    expect(entries).toEqual([buildEntries()]);
  });

  it('each entry exists and names its module by import path (@module)', () => {
    for (const [name, source] of Object.entries(ENTRIES)) {
      expect(existsSync(join(root, source)), source).toBe(true);
      const header = /^\/\*\*[\s\S]*?\*\//.exec(readFileSync(join(root, source), 'utf8'))?.[0] ?? '';
      expect(header, source).toContain(`@module ${name}\n`);
    }
  });
});

/**
 * What an exported name of `file` stands for: the file and name of its declaration, found by
 * following re-exports and imports syntactically (each file parsed alone: fast, no type checker).
 */
function origin(file: string, name: string, depth = 0): string {
  if (depth > 20 || !file.startsWith(root)) return `${file}#${name}`;
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false);
  const target = (spec: ts.Expression): string => {
    const text = (spec as ts.StringLiteral).text;
    return text.startsWith('.') ? resolve(dirname(file), text.replace(/\.js$/, '.ts')) : `package:${text}`;
  };
  const imported = new Map<string, { from: string; name: string }>();
  const stars: string[] = [];
  for (const st of sf.statements) {
    if (
      ts.isImportDeclaration(st) &&
      st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings)
    )
      for (const el of st.importClause.namedBindings.elements)
        imported.set(el.name.text, { from: target(st.moduleSpecifier), name: (el.propertyName ?? el.name).text });
    if (!ts.isExportDeclaration(st)) continue;
    if (st.exportClause === undefined) {
      if (st.moduleSpecifier) stars.push(target(st.moduleSpecifier));
      continue;
    }
    if (ts.isNamespaceExport(st.exportClause)) {
      if (st.exportClause.name.text === name) return `${target(st.moduleSpecifier!)}#*`;
      continue;
    }
    for (const el of st.exportClause.elements) {
      if (el.name.text !== name) continue;
      const local = (el.propertyName ?? el.name).text;
      if (st.moduleSpecifier) return origin(target(st.moduleSpecifier), local, depth + 1);
      const from = imported.get(local);
      return from ? origin(from.from, from.name, depth + 1) : `${file}#${local}`;
    }
  }
  for (const star of stars) {
    const found = origin(star, name, depth + 1);
    if (!found.endsWith('#?')) return found;
  }
  const declared = sf.statements.some(
    (st) =>
      ts.canHaveModifiers(st) &&
      ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      (ts.isVariableStatement(st)
        ? st.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)
        : (st as { name?: ts.Identifier }).name?.text === name),
  );
  return declared ? `${file}#${name}` : `${file}#?`;
}

/** The names an entry exports (values and types), from its `export` statements. */
function exportedNames(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause))
      out.push(...st.exportClause.elements.map((el) => el.name.text));
    else if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamespaceExport(st.exportClause))
      out.push(st.exportClause.name.text);
    else if (ts.isExportDeclaration(st) && st.moduleSpecifier)
      out.push(
        ...exportedNames(resolve(dirname(file), (st.moduleSpecifier as ts.StringLiteral).text.replace(/\.js$/, '.ts'))),
      );
    else if (ts.isVariableStatement(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      out.push(...st.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])));
    else if (ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const n = (st as { name?: ts.Identifier }).name;
      if (n) out.push(n.text);
    }
  }
  return out;
}

describe('the exported names', () => {
  const byEntry = new Map(
    names.map((n) => {
      const file = join(root, ENTRIES[n]!);
      return [n, new Map(exportedNames(file).map((e) => [e, origin(file, e)]))];
    }),
  );

  it('every export resolves to a declaration', () => {
    const lost = [...byEntry].flatMap(([entry, m]) =>
      [...m].filter(([, o]) => o.endsWith('#?')).map(([e]) => `${entry}: ${e}`),
    );
    expect(lost).toEqual([]);
  });

  it(`the root exports at most ${ROOT_LIMIT} names, values and types together`, () => {
    expect(byEntry.get('atout')!.size).toBeGreaterThan(40);
    expect(byEntry.get('atout')!.size).toBeLessThanOrEqual(ROOT_LIMIT);
  });

  it('a name exported by two entries is the same thing in both', () => {
    const seen = new Map<string, { entry: string; target: string }>();
    const clashes: string[] = [];
    for (const [entry, exports] of byEntry) {
      for (const [name, target] of exports) {
        const first = seen.get(name);
        if (first === undefined) seen.set(name, { entry, target });
        else if (first.target !== target) clashes.push(`${name}: ${first.entry} and ${entry}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});
