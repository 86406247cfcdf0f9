/**
 * The solver's JIT warm-up for a benchmark that solves several games in one process: small
 * positions of every variant (both objectives) solved before the measured rows, so that V8
 * optimizes the search with every board's type feedback in short calls. Without it the first
 * long search of a game is compiled on the stack (OSR) with only that game's feedback; the next
 * game's first node deoptimizes it, and V8 (Node 20) may then leave the search unoptimized for
 * the rest of the process, about twice as slow.
 */
import { prepare } from '../src/bots/solver/prepare.js';
import type { SolverTables } from '../src/bots/solver/table.js';
import { rootValues } from '../src/bots/solve.js';
import { endgame, VARIANTS } from '../test/bots/solver/endgames.js';

/** Solves `positions` positions of 2 to 5 tricks of every variant (Tarot's also under the score objective). */
export function warmUp(tables: SolverTables, positions = 40): void {
  for (let i = 0; i < positions; i++)
    for (const v of VARIANTS)
      for (const objective of v.name.startsWith('tarot') ? (['points', 'score'] as const) : (['points'] as const)) {
        let s = endgame(v, 900 + i, 2 + (i % 4), 0);
        for (
          let p = prepare(v.rules, s, { tables });
          p._tag === 'Left' && p.left.code === 'solve/not-card-play';
          p = prepare(v.rules, s, { tables })
        )
          s = v.rules.applyUnchecked(s, v.rules.legal(s)[0]).state as object;
        const p = prepare(v.rules, s, { tables, objective });
        if (p._tag === 'Right') rootValues(p.right);
      }
}
