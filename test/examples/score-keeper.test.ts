import { describe, expect, it } from 'vitest';
import { evening, formatTable, keepScore, PLAYERS } from '../../examples/score-keeper.js';
import { runExample } from './run.js';

describe('examples/score-keeper', () => {
  const rows = keepScore(evening);

  it('scores the worked deals (garde made by 7: 64 a defender; garde sans with petit au bout: +660)', () => {
    expect(rows[0]!.scores).toEqual([-64, 192, -64, -64]);
    expect(rows[1]!.scores).toEqual([-29, 9, -9, 29]); // Goulash: 91 − 4 × points
    expect(rows[2]!.scores).toEqual([46, 46, 46, -138]); // prise failed by 1 (−26), the defence's poignée (−20)
    expect(rows[4]!.scores).toEqual([660, -220, -220, -220]); // (25 + 20) × 4 + 10 × 4 = 220
  });

  it('refuses the impossible entry with its code and leaves the totals alone', () => {
    expect(rows[3]!.error).toBe('scoresheet/points-not-possible');
    expect(rows[3]!.scores).toBeNull();
    expect(rows[3]!.totals).toEqual(rows[2]!.totals);
  });

  it('keeps running totals that are the sums of the scores and add up to zero', () => {
    const sums = new Array<number>(PLAYERS).fill(0);
    for (const r of rows) {
      r.scores?.forEach((x, seat) => (sums[seat]! += x));
      expect(r.totals).toEqual(sums);
      expect(r.totals.reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(formatTable(rows)).toContain('refused: scoresheet/points-not-possible');
  });

  it('runs as a program and prints the table', async () => {
    const run = await runExample('score-keeper.ts');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(formatTable(rows));
  });
});
