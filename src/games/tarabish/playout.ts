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
import { playDeclaring, type PlayoutDeclarations } from '../../family/playout.js';
import { moveId } from './codec.js';
import { legalDeclarations, mustDeclareNow } from './declarations.js';
import type { Meld } from './melds.js';
import { playedResult, type TarabishResult } from './settle.js';
import type { TarabishMove, TarabishState } from './state.js';
import { TarabishTable } from './table.js';

/** The declarations as the playout draws them (before its first card, a seat's hand is still the state's). */
export const TARABISH_DECLARATIONS: PlayoutDeclarations<TarabishState, TarabishMove> = {
  legal: legalDeclarations,
  moveId,
  mustNow: mustDeclareNow,
};

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
  return resultOf(s, t, playDeclaring(t.load(s), TARABISH_DECLARATIONS, s, rng));
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
