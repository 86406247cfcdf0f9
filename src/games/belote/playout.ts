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
import type { Rng } from '../../kernel/rng.js';
import type { FastPlayout } from '../../kernel/ruleset.js';
import type { BeloteTypes } from './rules.js';
import { playDeclaring, type PlayoutDeclarations } from '../../family/playout.js';
import { DIX_DE_DER } from './cards.js';
import { moveId } from './codec.js';
import { legalAnnouncements, mustAnnounceNow } from './declarations.js';
import { playedFacts, scoredResult, type BeloteResult } from './settle.js';
import type { BeloteDealFacts } from './scoring.js';
import type { BeloteMove, BeloteState } from './state.js';
import { BeloteTable, contractOffTable } from './table.js';

/** The announcements as the playout draws them (before its first card, a seat's hand is still the state's). */
export const BELOTE_DECLARATIONS: PlayoutDeclarations<BeloteState, BeloteMove> = {
  legal: legalAnnouncements,
  moveId,
  mustNow: mustAnnounceNow,
};

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
export const playOut = (s: BeloteState, rng: Rng, t: BeloteTable): (readonly Meld[] | null)[] =>
  playDeclaring(t.load(s), BELOTE_DECLARATIONS, s, rng);

/** Plays a state in the `play` phase to the end with random legal choices; the deal's result. */
export function runPlayout(s: BeloteState, rng: Rng, t: BeloteTable = new BeloteTable()): BeloteResult {
  const declarations = playOut(s, rng, t);
  return resultOf(s, t, declarations);
}

/**
 * A runner of Belote's fast playout: a deal in its `play` phase played to the end on the card-play
 * core (`runPlayout`; a contract the core does not play, `contractOffTable`, through the API), one
 * table held for the runner's playouts. Listed apart from the ruleset (games/playouts.ts), so that
 * an app that only plays loads no card-play core.
 */
export function beloteFastPlayout(): FastPlayout<BeloteTypes> {
  const table = new BeloteTable();
  return {
    play: (s, rng) => (s.phase === 'play' && contractOffTable(s) === null ? runPlayout(s, rng, table) : undefined),
  };
}
