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
import type { FastPlayout } from '../../kernel/ruleset.js';
import type { TarabishTypes } from './rules.js';
import { drawAnnouncement, playToTheEnd, type Announce } from '../../family/playout.js';
import { moveId } from './codec.js';
import { legalDeclarations } from './declarations.js';
import type { Meld } from './melds.js';
import { playedResult, type TarabishResult } from './settle.js';
import { tricksDone, type TarabishMove, type TarabishState } from './state.js';
import { TarabishTable } from './table.js';

const byId = (x: TarabishMove, y: TarabishMove): number => moveId(x) - moveId(y);
const meldsOf = (m: TarabishMove): readonly Meld[] => (m as Extract<TarabishMove, { type: 'declare' }>).melds;

/** The declarations in `s` drawn from `rng` (the family's `drawAnnouncement`): the `announce` of the family's `playSteps`. */
export const declareIn = (s: TarabishState, rng: Rng): Announce =>
  drawAnnouncement((seat) => legalDeclarations(s, seat).sort(byId).map(meldsOf), rng);

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
  const declarations = s.declarations.slice();
  playToTheEnd(t.load(s), rng, declareIn(s, rng), declarations, undeclaredSeats(s));
  return resultOf(s, t, declarations);
}

/**
 * A runner of Tarabish's fast playout: a hand in its `play` phase played to the end on the
 * card-play core (`runPlayout`), one table held for the runner's playouts. Listed apart from the
 * ruleset (games/playouts.ts), so that an app that only plays loads no card-play core.
 */
export function tarabishFastPlayout(): FastPlayout<TarabishTypes> {
  const table = new TarabishTable();
  return { play: (s, rng) => (s.phase === 'play' ? runPlayout(s, rng, table) : undefined) };
}
