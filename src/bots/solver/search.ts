/**
 * The double-dummy search: alpha-beta (fail-soft) on side 0's card points, with a transposition
 * table keyed at trick boundaries (each entry bounds what the remaining tricks add, so one entry
 * serves every history reaching the same hands; capped by entries and cleared when full, so it runs
 * in a browser), move ordering (the table's best card first, then cheap winners and point-feeding
 * discards), and merging of equivalent cards: two cards of one hand and one suit are one move when
 * every card between them in power is already won by somebody (not in a hand, not in the current
 * trick) and they are worth the same card points (a Tarot king and queen, or the Tarabish J and 9
 * of trump, are never merged).
 */
import type { Card } from '../../kernel/card.js';
import type { Seat } from '../../kernel/seat.js';
import type { SolverGame } from './game.js';

export interface SearchOptions {
  /** Use the transposition table. */
  readonly tt: boolean;
  /** Merge equivalent cards. */
  readonly merge: boolean;
  /** Nodes (cards played in the search) before giving up. */
  readonly nodes: number;
  /** Transposition table entries before it is cleared. */
  readonly ttEntries: number;
}

/** Bounds of what the remaining tricks add to side 0's points, and the best card found. */
interface Entry {
  lo: number;
  hi: number;
  best: Card;
}

/** A move: a card and the equivalent cards it stands for (itself first). */
export interface Move {
  readonly card: Card;
  readonly same: readonly Card[];
}

export class Search<S> {
  /** Cards played in the search so far. */
  nodes = 0;
  /** The node budget ran out: values since are meaningless. */
  aborted = false;
  private readonly table = new Map<string, Entry>();

  constructor(
    readonly game: SolverGame<S>,
    readonly options: SearchOptions,
  ) {}

  /** Side 0's card points under perfect play, when they lie inside (alpha, beta); else a bound on the side it fell. */
  value(s: S, alpha = -Infinity, beta = Infinity): number {
    const g = this.game;
    if (g.over(s)) return g.final(s);
    if (++this.nodes > this.options.nodes) {
      this.aborted = true;
      return 0;
    }
    let key = '';
    let past = 0;
    let hint = -1;
    let entry: Entry | undefined;
    const tabled = this.options.tt && g.boundary(s);
    if (tabled) {
      key = g.key(s);
      past = g.past(s);
      entry = this.table.get(key);
      if (entry !== undefined) {
        const lo = entry.lo + past;
        const hi = entry.hi + past;
        if (lo >= beta || lo === hi) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        hint = entry.best;
      }
    }
    const a0 = alpha;
    const b0 = beta;
    const seat = g.actor(s);
    const max = g.sideOf(s, seat) === 0;
    const moves = this.ordered(s, seat, hint);
    let best = max ? -Infinity : Infinity;
    let bestCard = moves[0]!;
    for (let i = 0; i < moves.length; i++) {
      const c = moves[i]!;
      const v = this.value(g.play(s, c), alpha, beta);
      if (this.aborted) return 0;
      if (max) {
        if (v > best) {
          best = v;
          bestCard = c;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestCard = c;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    if (tabled) {
      if (entry === undefined) {
        if (this.table.size >= this.options.ttEntries) this.table.clear();
        entry = { lo: -Infinity, hi: Infinity, best: bestCard };
        this.table.set(key, entry);
      }
      const future = best - past;
      if (best <= a0) entry.hi = Math.min(entry.hi, future);
      else if (best >= b0) entry.lo = Math.max(entry.lo, future);
      else entry.lo = entry.hi = future;
      entry.best = bestCard;
    }
    return best;
  }

  /** The moves of the seat to act, equivalent cards merged when the option says so. */
  moves(s: S, seat: Seat): Move[] {
    const g = this.game;
    const cards = g.moves(s, seat);
    if (!this.options.merge || cards.length < 2) return cards.map((card) => ({ card, same: [card] }));
    const out: Move[] = [];
    const legal = new Set(cards);
    const done = new Set<number>();
    for (const c0 of cards) {
      const word = c0 >>> 5;
      if (done.has(word)) continue;
      done.add(word);
      let group: Card[] | null = null;
      let last = -1;
      for (const c of g.order(s, word)) {
        if (legal.has(c)) {
          if (group !== null && g.points(s, c) === g.points(s, last)) group.push(c);
          else {
            group = [c];
            out.push({ card: c, same: group });
          }
          last = c;
        } else if (g.live(s, c)) group = null;
      }
      // Cards the order leaves out (never equivalent to another) are moves of their own.
      for (const c of cards) if (c >>> 5 === word && !g.order(s, word).includes(c)) out.push({ card: c, same: [c] });
    }
    return out;
  }

  /** The cards to try, in the order to try them: the table's best first, then by a cheap guess. */
  private ordered(s: S, seat: Seat, hint: number): Card[] {
    const g = this.game;
    const moves = this.moves(s, seat);
    const cards = new Array<Card>(moves.length);
    const score = new Array<number>(moves.length);
    const lead = g.boundary(s);
    for (let i = 0; i < moves.length; i++) {
      const c = moves[i]!.card;
      cards[i] = c;
      const pts = g.points(s, c);
      let x: number;
      if (moves[i]!.same.includes(hint)) x = 1e9;
      else if (lead) x = g.strength(s, c);
      else if (g.wins(s, c)) x = 1000 + pts * 4 - g.strength(s, c);
      else x = -pts * 4 - g.strength(s, c);
      score[i] = x;
    }
    const idx = cards.map((_, i) => i).sort((a, b) => score[b]! - score[a]!);
    return idx.map((i) => cards[i]!);
  }
}
