/**
 * The game-folder shape as docs/adding-a-game.md documents it in tables: the common files of every
 * full game folder, each game's extras, the Goulash mode folder and the Coinche folder. Read by test/shape.test.ts
 * (the folders against the shape) and test/architecture.test.ts (every file of src/ documented).
 */

/** The full game folders under `src/games/`. */
export const FULL_GAMES = ['tarot', 'tarabish'] as const;

/**
 * The body rows (cells, trimmed, `\|` read as `|`) of the first Markdown table after the heading
 * line `heading`.
 */
export function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const at = lines.findIndex((l) => l.trim() === heading);
  if (at < 0) throw new Error(`no heading "${heading}"`);
  const rows: string[][] = [];
  let i = at + 1;
  while (i < lines.length && !lines[i]!.startsWith('|')) i++;
  for (; i < lines.length && lines[i]!.startsWith('|'); i++) {
    const cells = lines[i]!.slice(1, lines[i]!.lastIndexOf('|'))
      .split(/(?<!\\)\|/) // an escaped \| stays in its cell
      .map((c) => c.trim().replaceAll('\\|', '|'));
    if (!cells.every((c) => /^-+$/.test(c))) rows.push(cells);
  }
  return rows.slice(1); // the header row
}

/** The file name in a table cell: the text between its first pair of backticks. */
function fileIn(cell: string): string {
  const m = /`([^`]+\.ts)`/.exec(cell);
  if (!m) throw new Error(`no file name in the cell "${cell}"`);
  return m[1]!;
}

/** The shape the doc documents. */
export interface Shape {
  /** The files of every full game folder. */
  readonly common: readonly string[];
  /** The documented extras of each full game. */
  readonly extras: ReadonlyMap<string, readonly string[]>;
  /** The games in progress: the common files each folder holds so far (exactly these). */
  readonly inProgress: ReadonlyMap<string, readonly string[]>;
  /** The Goulash mode folder: files it must have, files it may have. */
  readonly goulash: { readonly required: readonly string[]; readonly optional: readonly string[] };
  /** The Coinche folder (a game built on Belote): exactly these files. */
  readonly coinche: readonly string[];
}

export function readShape(markdown: string): Shape {
  const common = tableAfter(markdown, '### The common files').map((r) => fileIn(r[0]!));
  const extras = new Map<string, string[]>();
  for (const [game, file] of tableAfter(markdown, '### Game-specific files')) {
    extras.set(game!, [...(extras.get(game!) ?? []), fileIn(file!)]);
  }
  const inProgress = new Map<string, string[]>();
  for (const [game, file] of tableAfter(markdown, '### Games in progress')) {
    inProgress.set(game!, [...(inProgress.get(game!) ?? []), fileIn(file!)]);
  }
  const goulashRows = tableAfter(markdown, '### The Goulash mode folder');
  const optional = goulashRows.filter((r) => r[1]!.startsWith('optional')).map((r) => fileIn(r[0]!));
  const required = goulashRows.map((r) => fileIn(r[0]!)).filter((f) => !optional.includes(f));
  const coinche = tableAfter(markdown, '### The Coinche folder').map((r) => fileIn(r[0]!));
  return { common, extras, inProgress, goulash: { required, optional }, coinche };
}
