/**
 * The game-folder shape: docs/adding-a-game.md documents it in tables, and this test reads those
 * tables and checks the folders against them. Every full game folder (`src/games/tarot/`,
 * `src/games/tarabish/`) holds exactly the common files plus its documented extras; the Goulash
 * mode folder holds its required files and nothing but its documented optional ones, the Coinche
 * folder exactly its documented files; every
 * `index.ts` in `src/games/*` is a barrel (only `export … from` statements and comments).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_GAMES, readShape, type Shape } from './support/game-shape.js';

const root = resolve(__dirname, '..');
const doc = readFileSync(join(root, 'docs/adding-a-game.md'), 'utf8');
/** Whether a module is a barrel: once comments are removed, only `export … from '…'` statements. */
function isBarrel(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .every((s) => /^export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+'[^']+'$/.test(s));
}

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => e.name)
    .sort();

/** What differs between the game folders under `games` and the shape, one line per problem. */
function shapeProblems(games: string, shape: Shape): string[] {
  const problems: string[] = [];
  const compare = (folder: string, required: readonly string[], allowed: readonly string[]): void => {
    const dir = join(games, folder);
    if (!existsSync(dir)) return void problems.push(`${folder}/ is missing`);
    const present = tsFiles(dir);
    for (const f of required) if (!present.includes(f)) problems.push(`${folder}/${f} is missing`);
    for (const f of present) if (!allowed.includes(f)) problems.push(`${folder}/${f} is not in the documented shape`);
    for (const e of readdirSync(dir, { withFileTypes: true }))
      if (e.isDirectory()) problems.push(`${folder}/${e.name}/ is not in the documented shape`);
  };
  for (const game of FULL_GAMES) {
    const files = [...shape.common, ...(shape.extras.get(game) ?? [])];
    compare(game, files, files);
  }
  for (const [game, files] of shape.inProgress) {
    const all = [...files, ...(shape.extras.get(game) ?? [])];
    compare(game, all, all);
  }
  compare('goulash', shape.goulash.required, [...shape.goulash.required, ...shape.goulash.optional]);
  compare('coinche', shape.coinche, shape.coinche);
  for (const e of readdirSync(games, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const index = join(games, e.name, 'index.ts');
    if (existsSync(index) && !isBarrel(readFileSync(index, 'utf8')))
      problems.push(`${e.name}/index.ts is not a barrel (only export … from lines and comments)`);
  }
  return problems;
}

const shape = readShape(doc);

describe('the game-folder shape (docs/adding-a-game.md)', () => {
  it('the doc documents the common files, the extras per game and the Goulash folder', () => {
    expect(shape.common).toHaveLength(30);
    for (const f of [
      'index.ts',
      'game.ts',
      'rules.ts',
      'reducer.ts',
      'card-play.ts',
      'play.ts',
      'playout.ts',
      'table.ts',
      'board.ts',
      'cards.ts',
      'match.ts',
      'queries.ts',
      'heuristic.ts',
      'bots.ts',
      'facts.ts',
    ])
      expect(shape.common).toContain(f);
    expect(new Set(shape.common).size).toBe(shape.common.length);
    expect(shape.extras.get('tarot')).toEqual([
      'call.ts',
      'ecart.ts',
      'evaluation.ts',
      'goulash-scoring.ts',
      'inference.ts',
    ]);
    expect(shape.extras.get('belote')).toEqual(['inference.ts']);
    expect(shape.extras.get('tarabish')).toEqual(['melds.ts']);
    for (const [game, files] of shape.inProgress) {
      expect(FULL_GAMES as readonly string[], `${game} is in progress, not a full game`).not.toContain(game);
      for (const f of files) expect(shape.common, `${game}/${f} is a common file`).toContain(f);
    }
    expect(shape.goulash).toEqual({
      required: ['index.ts', 'game.ts', 'match.ts', 'bots.ts'],
      optional: ['scoresheet.ts'],
    });
    for (const f of ['index.ts', 'game.ts', 'rules.ts', 'auction.ts', 'contract.ts', 'reducer.ts'])
      expect(shape.coinche).toContain(f);
  });

  it('src/games/ has exactly the documented files, and every index.ts is a barrel', () => {
    expect(shapeProblems(join(root, 'src/games'), shape)).toEqual([]);
  });
});

describe('the shape check itself', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'atout-shape-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** A layout built from the doc: every documented file, barrels for index.ts. */
  function layout(name: string): string {
    const games = join(tmp, name);
    const write = (folder: string, files: readonly string[]): void => {
      mkdirSync(join(games, folder), { recursive: true });
      for (const f of files)
        writeFileSync(
          join(games, folder, f),
          f === 'index.ts'
            ? "/** A barrel. */\nexport { a, type B } from './a.js';\nexport * from './b.js';\nexport {\n  c,\n  d,\n} from './c.js';\n"
            : 'export const x = 1;\n',
        );
    };
    for (const game of FULL_GAMES) write(game, [...shape.common, ...(shape.extras.get(game) ?? [])]);
    for (const [game, files] of shape.inProgress) write(game, [...files, ...(shape.extras.get(game) ?? [])]);
    write('goulash', shape.goulash.required);
    write('coinche', shape.coinche);
    return games;
  }

  it('accepts the documented layout', () => {
    expect(shapeProblems(layout('ok'), shape)).toEqual([]);
  });

  it('reports a stray file, a missing file, a stray folder and an index.ts with code', () => {
    const games = layout('broken');
    writeFileSync(join(games, 'tarot/engine.ts'), '');
    rmSync(join(games, 'tarabish/settle.ts'));
    mkdirSync(join(games, 'tarabish/helpers'));
    writeFileSync(join(games, 'goulash/index.ts'), "import { x } from './match.js';\nexport const y = x;\n");
    expect(shapeProblems(games, shape).sort()).toEqual([
      'goulash/index.ts is not a barrel (only export … from lines and comments)',
      'tarabish/helpers/ is not in the documented shape',
      'tarabish/settle.ts is missing',
      'tarot/engine.ts is not in the documented shape',
    ]);
  });

  it('tells a barrel from a module with code', () => {
    expect(isBarrel("// c\nexport type { A } from './a.js';\n")).toBe(true);
    expect(isBarrel('export const a = 1;\n')).toBe(false);
    expect(isBarrel("import { a } from './a.js';\nexport { a };\n")).toBe(false);
  });
});
