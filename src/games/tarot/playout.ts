/**
 * The card-play fast path behind `fastPlayout`: the deal played to the end on the card-play core
 * (`table.ts` `TarotTable`: `runPlayout` creates one unless given its runner's; a playout is re-entrant), allocation-free while cards
 * are played, making the same random choices as the public API: at each step the k-th action of
 * `legal(state)` (plays in card order, then the poignée sizes; while a poignée is shown, its next
 * cards in card order: the lists of declarations.ts `poigneeSizes` and `nextShows`), k =
 * rng.below(legal.length). The table decides, plays and settles each trick; the deal is settled by
 * settle.ts `playedResult` on the table's flat tricks. test/games/tarot/lockstep.test.ts runs it
 * beside the API, one action per `watch`, and compares the table's read-outs at every action. The
 * input state is only read.
 */
import type { Rng } from '../../kernel/rng.js';
import type { FastPlayout } from '../../kernel/ruleset.js';
import { belowOf, rngState } from '../../kernel/sfc32.js';
import { nextShows, poigneeLength, poigneeSizeCount, poigneeSizes, showing } from './declarations.js';
import { playedResult, type TarotResult } from './settle.js';
import type { PoigneeShown, TarotState } from './state.js';
import { TarotTable } from './table.js';
import type { TarotTypes } from './rules.js';

/**
 * Watches a playout (the lockstep test): called before each draw with the number of legal actions
 * `m`, of which the first `plays` are card plays (the table's decision, read with `allowedCard`),
 * and the table; returns the index of the action to take instead of drawing one.
 */
export type PlayoutWatch = (m: number, plays: number, table: TarotTable) => number;

/**
 * Plays a state in the `play` phase to the end, taking at each action the k-th of the m legal
 * ones, k = rng.below(m); the deal's result. With `watch`, k = watch(…) instead.
 */
export function runPlayout(
  s: TarotState,
  rng: Rng,
  watch?: PlayoutWatch,
  table: TarotTable = new TarotTable(),
  extras: Int32Array = new Int32Array(5),
): TarotResult {
  // The generator's state: the draws are rng.below's without a call through the Rng interface.
  const st = rngState(rng);
  // The inferences and the points per trick are read by the lockstep test only: a playout nobody
  // watches does without (playedResult settles the tricks once at the end).
  const t = table.load(s, watch !== undefined, watch !== undefined);
  let poignees: PoigneeShown[] | null = null;
  // Per seat: the poignée sizes it may announce at its first card, listed after its plays (0 once
  // shown, or once its first card is played).
  extras.fill(0);
  if (s.mode === 'classic' && t.tricksDone() === 0) {
    let shown = 0;
    for (const p of s.poignees) shown |= 1 << p.seat;
    for (let p = 0; p < s.options.players; p++) extras[p] = (shown >> p) & 1 ? 0 : poigneeSizeCount(s, p);
    // A poignée being shown (its seat has not played yet): its seat shows the rest first.
    const open = showing(s);
    if (open !== undefined) {
      poignees = s.poignees.slice(0, -1);
      poignees.push(showRest(t, s, open, rng, st, watch));
    }
  }
  while (!t.over()) {
    let seat: number;
    let size: number;
    if (st !== undefined && watch === undefined) {
      // Unwatched: the table's one loop, one `belowOf` draw per card, until a poignée is drawn.
      size = t.playToEnd(st, extras);
      if (size < 0) break;
      seat = t.seat();
    } else {
      const plays = t.decide();
      seat = t.seat();
      const extra = t.tricksDone() === 0 ? extras[seat]! : 0;
      const m = plays + extra;
      const k = watch !== undefined ? watch(m, plays, t) : st !== undefined ? belowOf(st, m) : rng.below(m);
      if (k < plays) {
        extras[seat] = 0; // its first card played: the poignée time is over for it
        t.play(t.allowedCard(k));
        continue;
      }
      size = k - plays;
    }
    // A poignée (rare): its size listed after the plays, then its cards one draw each.
    const p = showRest(t, s, { seat, size: poigneeSizes(s, seat)[size]!, cards: [] }, rng, st, watch);
    (poignees ??= s.poignees.slice()).push(p);
    extras[seat] = 0;
  }
  return playedResult(s, t, poignees ?? s.poignees);
}

/**
 * Shows the rest of poignée `p` (its seat has not played yet: its hand is the state's), one draw
 * per card over declarations.ts `nextShows`, as `legal` lists them; the complete poignée.
 */
function showRest(
  t: TarotTable,
  s: TarotState,
  p: PoigneeShown,
  rng: Rng,
  st: Int32Array | undefined,
  watch: PlayoutWatch | undefined,
): PoigneeShown {
  const target = poigneeLength(s, p.size);
  let cards = p.cards;
  while (cards.length < target) {
    const choices = nextShows(s, { seat: p.seat, size: p.size, cards });
    const m = choices.length;
    // no play is legal while a poignée is shown
    const k = watch !== undefined ? watch(m, 0, t) : st !== undefined ? belowOf(st, m) : rng.below(m);
    cards = [...cards, choices[k]!];
  }
  return { seat: p.seat, size: p.size, cards };
}

/**
 * A runner of Tarot's (and Goulash's) fast playout: a state of the card play played to the end on
 * the card-play core (`runPlayout`), one table held for the runner's playouts. Listed apart from
 * the ruleset (games/playouts.ts), so that an app that only plays loads no card-play core.
 */
export function tarotFastPlayout(): FastPlayout<TarotTypes> {
  const table = new TarotTable();
  const extras = new Int32Array(5);
  return { play: (s, rng) => (s.phase === 'play' ? runPlayout(s, rng, undefined, table, extras) : undefined) };
}
