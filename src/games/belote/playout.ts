/**
 * The Belote playout behind `fastPlayout` (and Coinche's, on Belote's state): a deal in its `play`
 * phase played to the end with random choices on the card-play core (`BeloteTable`, table.ts), which
 * applies every card-play rule; this module only makes the choices and settles the deal (settle.ts
 * `playedFacts`). It makes the same random choices as the public API: at each step the k-th action
 * of `legal(state)` (by action id: each allowed card, then the same card with its call;
 * announcements under `announcementTiming: 'first-trick'`), k = rng.below(legal.length). The input
 * state is only read; each runner has its own table.
 */
import type { Meld } from '../../family/melds.js';
import { popcount } from '../../kernel/cardset.js';
import type { Rng } from '../../kernel/rng.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { DIX_DE_DER } from './cards.js';
import { moveId } from './codec.js';
import { legalAnnouncements, mustAnnounceNow } from './declarations.js';
import { playedFacts, scoredResult, type BeloteResult } from './settle.js';
import type { BeloteDealFacts } from './scoring.js';
import type { BeloteMove, BeloteState } from './state.js';
import { PAIR_CALL } from '../../family/table.js';
import { BeloteTable } from './table.js';

const byId = (x: BeloteMove, y: BeloteMove): number => moveId(x) - moveId(y);

/**
 * Plays `s` (in the `play` phase) on `table`: `steps` random actions (all, by default) chosen as
 * the public API does. `declarations` holds the announcements made in the playout, `undeclared` the
 * seats still to announce (a bit per seat); returns the seats still to announce. `full`: play each
 * card with `play` (what `undo` and the inferences need kept), else `advance`.
 */
export function playSteps(
  s: BeloteState,
  table: BeloteTable,
  rng: Rng,
  declarations: (readonly Meld[] | null)[],
  undeclared: number,
  steps = Infinity,
  full = true,
): number {
  const st = rngState(rng);
  for (let n = 0; n < steps && !table.over(); n++) {
    const seat = table.seat();
    if ((undeclared >> seat) & 1) {
      // Before its first card: the hand is still the state's.
      const options = legalAnnouncements(s, seat).sort(byId);
      const chosen = options[rng.below(options.length)] as Extract<BeloteMove, { type: 'announce' }>;
      declarations[seat] = chosen.melds;
      undeclared &= ~(1 << seat);
      continue;
    }
    const plays = table.decide();
    const calls = table.callBits();
    const m = plays + popcount(calls);
    const x = table.actionCard(st !== undefined ? belowOf(st, m) : rng.below(m), calls);
    const card = x & ~PAIR_CALL;
    if (full) table.play(card, x !== card);
    else table.advance(card, x !== card);
  }
  return undeclared;
}

/** The seats that must still announce before their first card in `s` (a bit per seat). */
export function undeclaredSeats(s: BeloteState): number {
  let undeclared = 0;
  for (let p = 0; p < 4; p++) if (mustAnnounceNow(s, p)) undeclared |= 1 << p;
  return undeclared;
}

/** The facts of the deal `s` played out on `table`, with `declarations` (all made). */
export function tableFacts(
  s: BeloteState,
  table: BeloteTable,
  declarations: readonly (readonly Meld[] | null)[],
): BeloteDealFacts {
  const last = (table.leader() & 1) as 0 | 1;
  const points: [number, number] = [table.points(0), table.points(1)];
  // The table counts the dix de der with the last trick; the facts count it apart.
  points[last] -= DIX_DE_DER;
  const calls = [table.calls(0), table.calls(1), table.calls(2), table.calls(3)];
  const at = declarations === s.declarations ? s : { ...s, declarations };
  return playedFacts(at, points, last, [table.tricksWon(0), table.tricksWon(1)], calls);
}

/** The result of the deal `s` played out on `table` with `declarations` (all made). */
export const resultOf = (
  s: BeloteState,
  table: BeloteTable,
  declarations: readonly (readonly Meld[] | null)[],
): BeloteResult => scoredResult(s, tableFacts(s, table, declarations));

/**
 * Plays a state in the `play` phase to the end with random legal choices, on `table`; the table and
 * the announcements made (Coinche settles them its own way).
 */
export function playOut(s: BeloteState, rng: Rng, t: BeloteTable): (readonly Meld[] | null)[] {
  const table = t.load(s);
  const declarations = s.declarations.slice();
  const st = rngState(rng);
  let undeclared = undeclaredSeats(s);
  if (st === undefined) playSteps(s, table, rng, declarations, undeclared, Infinity, false);
  else {
    // The first trick card by card while seats must announce, then the table's own loop.
    while (undeclared !== 0 && !table.over()) undeclared = playSteps(s, table, rng, declarations, undeclared, 1, false);
    table.playToEnd(st);
  }
  return declarations;
}

/** Plays a state in the `play` phase to the end with random legal choices; the deal's result. */
export function runPlayout(s: BeloteState, rng: Rng, t: BeloteTable = new BeloteTable()): BeloteResult {
  const declarations = playOut(s, rng, t);
  return resultOf(s, t, declarations);
}
