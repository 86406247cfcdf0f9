/**
 * docs/architecture.md tells the truth about `src/`:
 * - every file of `src/` on disk (fs, not git: a new untracked file counts) is documented: a file
 *   outside the game folders by its path relative to `src/`, in backticks, in the section "The files
 *   of src/"; a file of a game folder in docs/adding-a-game.md's tables (the same tables
 *   test/shape.test.ts checks the folders against, read by the same parser);
 * - each row of "One rule, one place" names functions and tables that are declared in the files of
 *   its file column, so a rename or a move fails here until the table follows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_GAMES, readShape, tableAfter, type Shape } from './support/game-shape.js';

const root = resolve(__dirname, '..');
const src = join(root, 'src');
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const shape = readShape(readFileSync(join(root, 'docs/adding-a-game.md'), 'utf8'));

const FILES_HEADING = '## The files of `src/`';
const RULES_HEADING = '## One rule, one place';

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/** The text under the heading line `heading`, up to the next heading of the same level or higher. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const at = lines.findIndex((l) => l.trim() === heading);
  if (at < 0) throw new Error(`no heading "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  const end = lines.findIndex((l, i) => i > at && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= level);
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n');
}

/** The files (paths relative to `src/`) that the docs leave out, each with the reason. */
function undocumentedFiles(files: readonly string[], filesSection: string, gameShape: Shape): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const game = /^games\/([^/]+)\/(.+)$/.exec(file);
    if (!game) {
      if (!filesSection.includes(`\`${file}\``))
        problems.push(`${file} is not in docs/architecture.md (${FILES_HEADING})`);
      continue;
    }
    const [, folder, name] = game;
    const allowed =
      folder === 'goulash'
        ? [...gameShape.goulash.required, ...gameShape.goulash.optional]
        : folder === 'coinche'
          ? gameShape.coinche
          : gameShape.inProgress.has(folder!)
            ? [...gameShape.inProgress.get(folder!)!, ...(gameShape.extras.get(folder!) ?? [])]
            : (FULL_GAMES as readonly string[]).includes(folder!)
              ? [...gameShape.common, ...(gameShape.extras.get(folder!) ?? [])]
              : [];
    if (!allowed.includes(name!)) problems.push(`${file} is not in docs/adding-a-game.md's tables`);
  }
  return problems;
}

/** One row of the rule table: the files it names (relative to `src/`) and the identifiers it names. */
interface RuleRow {
  readonly rule: string;
  readonly files: readonly string[];
  readonly names: readonly string[];
}

const backticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * The rows of the rule table. File column: a path with a `/` is relative to `src/`, a bare file name
 * is in the folder of the path before it (`kernel/sfc32.ts`, `rng.ts`), a path ending in `/` is
 * every file under that folder. Function column: identifiers (`decidePlay`), a member as
 * `Type.member`, a call as `name()`; anything else in backticks (a file name, an expression) is
 * reported.
 */
function ruleRows(markdown: string): RuleRow[] {
  return tableAfter(markdown, RULES_HEADING).map(([rule, fileCell, nameCell]) => {
    let folder = '';
    const files = backticked(fileCell ?? '').flatMap((path) => {
      const full = path.includes('/') ? path : posix.join(folder, path);
      folder = full.endsWith('/') ? full : posix.dirname(full);
      if (!full.endsWith('/')) return [full];
      const dir = join(src, full);
      return existsSync(dir) && statSync(dir).isDirectory() ? filesUnder(dir, full) : [full];
    });
    return { rule: rule ?? '', files, names: backticked(nameCell ?? '') };
  });
}

const escape = (s: string): string => s.replace(/[$]/g, '\\$');

const MODIFIERS = '(?:(?:export|public|private|protected|readonly|static|override|abstract|async|get|set)\\s+)*';

/**
 * Whether the method-like text at `open` (an opening parenthesis) is a declaration: after its
 * matching parenthesis, a body (`) {`, `): T {`) or a signature with its return type (`): T;`).
 * A call statement (`name(…);`) is not.
 */
function isSignature(source: string, open: number): boolean {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return /^\s*(?::[^;{]+)?\{|^\s*:[^;{]+;/.test(source.slice(i + 1));
  }
  return false;
}

/**
 * Whether `source` declares `name`: `function`, `const`, `let`, `class`, `interface`, `type` or
 * `enum`; a class or interface member or an object property at the start of a line (`name:`,
 * `name =`, `name?:`, with modifiers), or a method there with its body or return type (a call
 * statement `name(…);` is not a declaration); or a re-export `export { name }`.
 */
function declares(source: string, name: string): boolean {
  const n = escape(name);
  if (
    [
      new RegExp(`\\b(?:function\\*?|const|let|class|interface|type|enum)\\s+${n}\\b`),
      new RegExp(`^\\s*${MODIFIERS}${n}\\s*(?:[:=!]|\\?\\s*:)`, 'm'),
      new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${n}\\b[^}]*\\}`),
    ].some((re) => re.test(source))
  )
    return true;
  const method = new RegExp(`^\\s*${MODIFIERS}${n}\\??\\s*(?:<[^>\\n]*>)?\\(`, 'gm');
  for (const m of source.matchAll(method)) if (isSignature(source, m.index + m[0].length - 1)) return true;
  return false;
}

/** What is wrong with the rule rows, one line per problem; `read` gives a file's text (or undefined). */
function ruleProblems(rows: readonly RuleRow[], read: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const { rule, files, names } of rows) {
    const texts = files.map((f) => {
      const text = read(f);
      if (text === undefined) problems.push(`"${rule}": no file ${f}`);
      return text ?? '';
    });
    if (files.length === 0) problems.push(`"${rule}": no file`);
    if (names.length === 0) problems.push(`"${rule}": no function or table`);
    for (const written of names) {
      const parts = written.replace(/\(\)$/, '').split('.');
      if (/\.(ts|mjs)$/.test(written) || parts.length > 2 || !parts.every((p) => /^[A-Za-z_$][\w$]*$/.test(p))) {
        problems.push(`"${rule}": \`${written}\` is not an identifier, \`Type.member\` or \`name()\``);
        continue;
      }
      for (const part of parts)
        if (!texts.some((t) => declares(t, part)))
          problems.push(`"${rule}": \`${part}\` is declared in none of ${files.join(', ')}`);
    }
  }
  return problems;
}

const readSrc = (file: string): string | undefined => {
  const path = join(src, file);
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
};

describe('docs/architecture.md', () => {
  it('documents every file of src/ (game folders: docs/adding-a-game.md)', () => {
    expect(undocumentedFiles(filesUnder(src), section(architecture, FILES_HEADING), shape)).toEqual([]);
  });

  it('names, in each row of One rule, one place, functions and tables declared in its files', () => {
    const rows = ruleRows(architecture);
    expect(rows.length).toBeGreaterThan(20);
    expect(ruleProblems(rows, readSrc)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('report a file outside the game folders that the section does not name, and a stray game file', () => {
    const files = ['kernel/trick.ts', 'kernel/new.ts', 'games/tarot/table.ts', 'games/tarot/engine.ts'];
    const more = [...files, 'games/goulash/scoresheet.ts', 'games/goulash/play.ts', 'games/whist/rules.ts'];
    expect(undocumentedFiles(more, '| `kernel/trick.ts` | tricks |\nkernel/new.ts unquoted', shape)).toEqual([
      `kernel/new.ts is not in docs/architecture.md (${FILES_HEADING})`,
      "games/tarot/engine.ts is not in docs/adding-a-game.md's tables",
      "games/goulash/play.ts is not in docs/adding-a-game.md's tables",
      "games/whist/rules.ts is not in docs/adding-a-game.md's tables",
    ]);
  });

  it('reads the file column (bare names in the folder before, folders) and the function column', () => {
    const md = [
      RULES_HEADING,
      '',
      '| rule | file | function or table |',
      '| --- | --- | --- |',
      '| draws | `kernel/sfc32.ts`, `rng.ts` | `Sfc32`, `Sfc32.below`, `x()` |',
      '| fallback | `bots/heuristic/` | `genericChoice` |',
    ].join('\n');
    const rows = ruleRows(md);
    expect(rows[0]).toEqual({
      rule: 'draws',
      files: ['kernel/sfc32.ts', 'kernel/rng.ts'],
      names: ['Sfc32', 'Sfc32.below', 'x()'],
    });
    expect(rows[1]!.files).toEqual(['bots/heuristic/generic.ts', 'bots/heuristic/index.ts']);
  });

  it('report a name declared in none of the files, a missing file and a cell that is no identifier', () => {
    const files: Record<string, string> = {
      'a.ts': 'export function decide() {}\nexport class Table {\n  private play(card: number): void {}\n}\n',
    };
    const read = (f: string): string | undefined => files[f];
    const row = (files: string[], names: string[]): RuleRow => ({ rule: 'r', files, names });
    expect(ruleProblems([row(['a.ts'], ['decide', 'Table.play', 'decide()'])], read)).toEqual([]);
    expect(
      ruleProblems(
        [row(['a.ts'], ['decided', 'Table.undo']), row(['b.ts'], ['x']), row(['a.ts'], ['a + b', 'table.ts'])],
        read,
      ),
    ).toEqual([
      '"r": `decided` is declared in none of a.ts',
      '"r": `undo` is declared in none of a.ts',
      '"r": no file b.ts',
      '"r": `x` is declared in none of b.ts',
      '"r": `a + b` is not an identifier, `Type.member` or `name()`',
      '"r": `table.ts` is not an identifier, `Type.member` or `name()`',
    ]);
  });

  it('recognise each form of declaration, and not a mere use', () => {
    for (const source of [
      'export const NAME = 1;',
      'function NAME() {}',
      'export function* NAME() {}',
      'export interface NAME {}',
      'export type NAME = number;',
      'class A {\n  static readonly NAME = 1;\n}',
      'class A {\n  get NAME(): number { return 1; }\n}',
      'const o = {\n  NAME(x) { return x; },\n};',
      "export { a, NAME } from './b.js';",
      'class A {\n  NAME(\n    a: number,\n  ): this {\n    return this;\n  }\n}',
      'interface A {\n  NAME(card: number): void;\n  other?(): void;\n}',
      'interface A {\n  NAME?(): void;\n}',
      'interface A {\n  readonly NAME?: number;\n}',
    ])
      expect(declares(source, 'NAME'), source).toBe(true);
    for (const source of [
      'const a = NAME(1);',
      'return NAME;',
      'const NAMES = 1;',
      '// NAME: a comment',
      'function f() {\n  NAME(out, rules);\n}',
      'function f() {\n  NAME(\n    out,\n    (x) => x,\n  );\n}',
      'if (x) {\n  NAME(a).then(() => {});\n}',
    ])
      expect(declares(source, 'NAME'), source).toBe(false);
  });
});
