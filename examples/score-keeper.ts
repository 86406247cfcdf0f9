/**
 * A score keeper: an evening of 4-player French Tarot written down deal by deal, the way a score
 * app records it (the facts of each deal, not the cards). Tarot deals go through `tarotScoreSheet`,
 * deals everybody passed and played as a Goulash through `goulashScoreSheet`, and the table shows
 * each deal's scores with the running totals. An impossible entry is refused with its
 * `scoresheet/...` code and left out of the totals.
 *
 *   npx tsx examples/score-keeper.ts
 */
import { pathToFileURL } from 'node:url';
import { goulashScoreSheet, type GoulashScoreSheetInput } from 'atout/goulash';
import { tarotScoreSheet, type TarotScoreSheetInput } from 'atout/tarot';

/** One line of the paper score sheet. */
export type Entry =
  | { readonly game: 'tarot'; readonly sheet: TarotScoreSheetInput }
  | { readonly game: 'goulash'; readonly sheet: GoulashScoreSheetInput };

export interface Row {
  readonly deal: number;
  readonly label: string;
  /** This deal's scores per seat, or null when the entry was refused. */
  readonly scores: readonly number[] | null;
  /** The running totals after this deal. */
  readonly totals: readonly number[];
  /** The refusal's code, when refused. */
  readonly error: string | null;
}

export const PLAYERS = 4;

/** The evening: four Tarot deals, one Goulash, and one mistyped entry (45.5 points at 4 players). */
export const evening: readonly Entry[] = [
  // Garde by seat 1 with 2 oudlers and 48 points: target 41, made by 7: (25 + 7) × 2 = 64 per defender.
  { game: 'tarot', sheet: { players: 4, contract: 'garde', taker: 1, oudlers: 2, points: 48 } },
  // Everybody passed: the Goulash card points, seat by seat (they total 91).
  { game: 'goulash', sheet: { points: [30, 20.5, 25, 15.5] } },
  // Prise by seat 3 with 1 oudler and 50 points (target 51): failed by 1; seat 0 showed a simple poignée.
  {
    game: 'tarot',
    sheet: { players: 4, contract: 'prise', taker: 3, oudlers: 1, points: 50, poignees: [{ size: 'simple', seat: 0 }] },
  },
  // Mistyped: at 4 players the taker's points are always whole.
  { game: 'tarot', sheet: { players: 4, contract: 'garde', taker: 2, oudlers: 2, points: 45.5 } },
  // Garde sans by seat 0, 3 oudlers, 56 points, the Petit au bout won by the taker.
  {
    game: 'tarot',
    sheet: { players: 4, contract: 'garde-sans', taker: 0, oudlers: 3, points: 56, petitAuBout: 'taker' },
  },
];

function describe(entry: Entry): string {
  if (entry.game === 'goulash') return 'goulash';
  const s = entry.sheet;
  return `${s.contract} by seat ${s.taker}, ${s.oudlers} oudler${s.oudlers === 1 ? '' : 's'}, ${s.points} pts`;
}

/** Scores every entry and keeps the running totals. */
export function keepScore(entries: readonly Entry[]): Row[] {
  let totals: readonly number[] = new Array<number>(PLAYERS).fill(0);
  return entries.map((entry, i) => {
    const scored = entry.game === 'tarot' ? tarotScoreSheet(entry.sheet) : goulashScoreSheet(entry.sheet);
    if (scored._tag === 'Left')
      return { deal: i + 1, label: describe(entry), scores: null, totals, error: scored.left.code };
    const scores = scored.right.scores;
    totals = totals.map((t, seat) => t + (scores[seat] ?? 0));
    return { deal: i + 1, label: describe(entry), scores, totals, error: null };
  });
}

const signed = (x: number): string => (x > 0 ? `+${x}` : String(x));

/** The match table: each deal's scores, then the running totals in brackets. */
export function formatTable(rows: readonly Row[]): string {
  const labelWidth = Math.max(4, ...rows.map((r) => r.label.length));
  const cell = 16;
  const header = `  # ${'deal'.padEnd(labelWidth)} ${Array.from({ length: PLAYERS }, (_, s) => `seat ${s}`.padStart(cell)).join('')}`;
  const lines = [header, '-'.repeat(header.length)];
  for (const r of rows) {
    const cells =
      r.scores === null
        ? `  refused: ${r.error}`
        : r.scores.map((x, seat) => `${signed(x)} (${r.totals[seat]})`.padStart(cell)).join('');
    lines.push(`${String(r.deal).padStart(3)} ${r.label.padEnd(labelWidth)} ${cells}`);
  }
  const last = rows[rows.length - 1];
  if (last !== undefined)
    lines.push(
      '-'.repeat(header.length),
      `    ${'total'.padEnd(labelWidth)} ${last.totals.map((t) => String(t).padStart(cell)).join('')}`,
    );
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(formatTable(keepScore(evening)));
}
