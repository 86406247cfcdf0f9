/**
 * docs/guide.md stays true to the types: every event `type` of every game's event union (and of
 * the match's) is listed in "Every event" with each of its fields, and every field of every
 * game's view is named in "Views". The types are read from the source with the compiler API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const guide = readFileSync(join(root, 'docs/guide.md'), 'utf8');

/** The text of the guide from `heading` to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = guide.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0].length;
  const rest = guide.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

const files = {
  tarot: 'src/games/tarot/state.ts',
  tarabish: 'src/games/tarabish/state.ts',
  match: 'src/match/match.ts',
  tarotView: 'src/games/tarot/view.ts',
  tarabishView: 'src/games/tarabish/view.ts',
  // the parts of TarabishView every game of the Belote family shows (it extends them)
  familyView: 'src/family/view.ts',
  // the events every game of the Belote family sends alike (TarabishEvent is made of them)
  familyState: 'src/family/state.ts',
};
// Imports are not followed beyond these files: the names and literal types read here are declared in them.
const program = ts.createProgram(
  Object.values(files).map((f) => join(root, f)),
  { noResolve: true, noLib: true, types: [] },
);
const checker = program.getTypeChecker();

/** The declared type named `name` in `file`. */
function declared(file: string, name: string): ts.Type {
  const sf = program.getSourceFile(join(root, file))!;
  const decl = sf.statements.find(
    (st) => (ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) && st.name.text === name,
  ) as ts.TypeAliasDeclaration | ts.InterfaceDeclaration | undefined;
  expect(decl, `${name} in ${file}`).toBeDefined();
  return checker.getTypeAtLocation(decl!.name);
}

/** Each member of an event union: its `type` literal and its other fields (`audience` aside). */
function events(file: string, union: string): { type: string; fields: string[] }[] {
  const t = declared(file, union);
  return (t.isUnion() ? t.types : [t]).flatMap((m) => {
    const tag = m.getProperty('type');
    if (tag === undefined) return []; // a match's `G['event']`: the deal's own events
    const literal = checker.getTypeOfSymbol(tag);
    expect(literal.isStringLiteral(), `${union}: a member's type is a string literal`).toBe(true);
    const fields = m
      .getProperties()
      .map((p) => p.name)
      .filter((n) => n !== 'type' && n !== 'audience');
    return [{ type: (literal as ts.StringLiteralType).value, fields }];
  });
}

/** The row of the table in `text` for this event type, or undefined. */
const row = (text: string, type: string): string | undefined =>
  text.split('\n').find((line) => line.startsWith(`| \`${type}\` |`));

describe('docs/guide.md "Every event" lists every event type with its fields', () => {
  const cases = [
    { file: files.tarot, union: 'TarotEvent', heading: '#### Tarot and Goulash events', min: 17 },
    { file: files.tarabish, union: 'TarabishEvent', heading: '#### Tarabish events', min: 8 },
    { file: files.match, union: 'MatchEvent', heading: '#### Match events', min: 3 },
  ];
  for (const { file, union, heading, min } of cases) {
    it(`${union}: every type in "${heading}", with each field`, () => {
      const text = section(heading);
      const found = events(file, union);
      expect(found.length).toBeGreaterThanOrEqual(min);
      for (const e of found) {
        const line = row(text, e.type);
        expect(line, `${union} '${e.type}' has no row in ${heading}`).toBeDefined();
        const cells = line!.split('|');
        for (const f of e.fields) expect(cells[2], `${union} '${e.type}': field ${f}`).toContain(`\`${f}\``);
        if (e.fields.length === 0) expect(cells[2]!.trim()).toBe('—');
      }
      // and nothing listed that the union does not have
      const listed = [...text.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]).filter((t) => t !== 'type');
      expect(listed.sort()).toEqual(found.map((e) => e.type).sort());
    });
  }
});

describe('docs/guide.md "Views" names every field of every view', () => {
  for (const [file, name] of [
    [files.tarotView, 'TarotView'],
    [files.tarabishView, 'TarabishView'],
  ] as const) {
    it(name, () => {
      const text = section('## Views');
      const fields = declared(file, name)
        .getProperties()
        .map((p) => p.name);
      expect(fields.length).toBeGreaterThan(10);
      for (const f of fields) expect(text, `${name}.${f}`).toContain(`\`${f}\``);
    });
  }
});
