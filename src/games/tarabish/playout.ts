/**
 * The Tarabish playout behind `fastPlayout`: a state of the `play` phase played to the end with
 * random choices on the card-play core (`TarabishTable`, table.ts), which applies every card-play
 * rule; this module only makes the choices and settles the hand (settle.ts `playedResult`).
 * It makes the same random choices as the public API: at each step the k-th action of
 * `legal(state)` (by action id: each allowed card, then the same card with bella; declarations
 * under `declaration: 'first-trick'`), k = rng.below(legal.length). The input state is only read;
 * each runner has its own table (playouts on different runners may run inside one another).
 */
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { moveId } from './codec.js';
import { legalDeclarations } from './declarations.js';
import type { Meld } from './melds.js';
import { playedResult, type TarabishResult } from './settle.js';
import { tricksDone, type TarabishMove, type TarabishState } from './state.js';
import { BELLA_CALL, TarabishTable } from './table.js';

const byId = (x: TarabishMove, y: TarabishMove): number => moveId(x) - moveId(y);

/**
 * Plays `s` (in the `play` phase) on `table`: `steps` random actions (all, by default) chosen as
 * the public API does. `declarations` holds the declarations made in the playout (declaration
 * 'first-trick': each seat declares just before its first card, the hand still as dealt), and
 * `undeclared` the seats still to declare (a bit per seat); returns the seats still to declare.
 * `full`: play each card with `play` (what `undo` and the inferences need kept), else `advance`.
 */
export function playSteps(
  s: TarabishState,
  table: TarabishTable,
  rng: Rng,
  declarations: (readonly Meld[] | null)[],
  undeclared: number,
  steps = Infinity,
  full = true,
): number {
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  for (let n = 0; n < steps && !table.over(); n++) {
    const seat = table.seat();
    if ((undeclared >> seat) & 1) {
      const options = legalDeclarations(s, seat).sort(byId);
      const chosen = options[rng.below(options.length)] as Extract<TarabishMove, { type: 'declare' }>;
      declarations[seat] = chosen.melds;
      undeclared &= ~(1 << seat);
      continue;
    }
    // `legal` lists each allowed card, and the bella card (when allowed) a second time with the call.
    const plays = table.decide();
    const bella = table.callBits();
    const m = bella === 0 ? plays : plays + 1;
    const x = table.actionCard(st !== undefined ? belowOf(st, m) : rng.below(m), bella);
    const card = x & ~BELLA_CALL;
    if (full) table.play(card, x !== card);
    else table.advance(card, x !== card);
  }
  return undeclared;
}

/** The seats that must still declare before their first card in `s` (a bit per seat). */
export function undeclaredSeats(s: TarabishState): number {
  let undeclared = 0;
  if (s.options.declaration === 'first-trick' && tricksDone(s) === 0)
    for (let p = 0; p < 4; p++) if (s.declarations[p] === null) undeclared |= 1 << p;
  return undeclared;
}

/** The result of the hand `s` played out on `table` with `declarations` (all made). */
export function resultOf(
  s: TarabishState,
  table: TarabishTable,
  declarations: readonly (readonly Meld[] | null)[],
): TarabishResult {
  const bella = [table.calls(0) > 0, table.calls(1) > 0, table.calls(2) > 0, table.calls(3) > 0];
  const lastTrick = (table.leader() & 1) as 0 | 1;
  return playedResult(s, [table.points(0), table.points(1)], lastTrick, bella, declarations);
}

/** Plays a state in the `play` phase to the end with random legal choices; the hand's result. */
export function runPlayout(s: TarabishState, rng: Rng, t: TarabishTable = new TarabishTable()): TarabishResult {
  const table = t.load(s);
  const declarations = s.declarations.slice();
  const st = rngState(rng);
  let undeclared = undeclaredSeats(s);
  if (st === undefined) playSteps(s, table, rng, declarations, undeclared, Infinity, false);
  else {
    // The first trick card by card while seats must declare, then the table's own loop.
    while (undeclared !== 0 && !table.over()) undeclared = playSteps(s, table, rng, declarations, undeclared, 1, false);
    table.playToEnd(st);
  }
  return resultOf(s, table, declarations);
}
