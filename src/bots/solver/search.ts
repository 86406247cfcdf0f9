/**
 * The double-dummy search on a game's mutable board (board.ts): alpha-beta (fail-soft, principal
 * variation search inside an open window; `solve` runs aspiration windows from a guess) on side 0's
 * card points, with a transposition table keyed at trick boundaries (each entry bounds what the
 * remaining tricks add, so one entry serves every history reaching the same hands; fixed-size and
 * pooled, table.ts, so it runs in a browser; keyed by the position up to relabeling, board.ts
 * `key`), quick bounds at every node (the points won are sure, and so are the board's `sure`
 * cards; the points still in play may go either way), move ordering (the table's best card first;
 * at a lead the seat's two killer cards at that depth, then cashing the strongest card of a suit, then low to partner's
 * strongest, then low; following, cheap winners, then the cheapest discards), the last trick
 * played out without search, and merging of equivalent cards: two cards of one
 * hand and one suit are one move when every card between them in power is already won by
 * somebody (not in a hand, nor in the current trick unless neither card would win it) and they are worth the same card points (a
 * Tarot king and queen, or the Tarabish J and 9 of trump, are never merged), and quasi-symmetry
 * (`mirrored`: a card whose mirror, searched first at the node, already falls short of the window
 * by more than their points' difference is settled without a search). No allocation per node.
 */
import { hashOf, type Board } from '../../kernel/board.js';
import { popcount } from '../../kernel/cardset.js';
import { Partition, READS } from './partition.js';
import { BEST, WORK, HI, KEY, LO, NO_HIGH, NO_LOW, type SolverTables, type Table } from './table.js';

export interface SearchOptions {
  /** Use the transposition table. */
  readonly tt: boolean;
  /** Merge equivalent cards, and settle quasi-symmetric ones by their mirror (`mirrored`). */
  readonly merge: boolean;
  /** Nodes (cards played in the search) before giving up. */
  readonly nodes: number;
  /** Transposition table entries (rounded down to a power of two). */
  readonly ttEntries: number;
  /** Where the table comes from (a holder's tables, reused by its later searches). */
  readonly tables: SolverTables;
  /**
   * Search side 0's deal score (the board's `score`) instead of its card points: the values are
   * scores, the table's entries hold them whole (not relative to the points won) under a key that
   * adds the board's `scoreFacts`, and the card-point bounds are not used.
   */
  readonly score?: boolean;
  /**
   * Partition search (partition.ts): table entries keyed on the low cards whose ranks the answer
   * read only, on a board that supports it (not under the score objective). Default: the board's
   * `partitions`.
   */
  readonly partition?: boolean;
}

/** `mirrored`'s answer when no earlier card settles the card. */
const NO_MIRROR = 0x7fffffff;

/** Beyond any deal score (Tarot: a few hundred points a unit). */
const SCORE_BOUND = 1 << 14;

/** A move: a card and the equivalent cards it stands for (itself among them, weakest first). */
export interface Move {
  readonly card: number;
  readonly same: readonly number[];
}

/** Points either side of the first guess of `solve`'s first search (its aspiration window). */
const ASPIRATION = 16;
/** Tricks left from which `solve`'s guess searches the first plies (`GUESS_PLIES`) before its line. */
const GUESS_FROM = 7;
/** Plies that guess searches (alpha-beta, each leaf valued by the line of the first cards tried). */
const GUESS_PLIES = 4;
/** Entries of a table's bucket (a power of two). */
const WAYS = 4;
/** Entries of a bucket under partition search (a bucket holds the positions alike but for their low cards). */
const PARTITION_WAYS = 8;
/** Moves of one node at most (a Tarot hand at three players). */
const STRIDE = 32;
/** Plies of a search at most (24 tricks of 5 cards, with room). */
const MAX_PLY = 128;

export class Search {
  /** Cards played in the search so far. */
  nodes = 0;
  /** The node budget ran out: values since are meaningless. */
  aborted = false;
  /**
   * Side 0's value as far as `solve` (or `resetBounds`) has proven it: at least `lower`, at most
   * `upper` (equal once solved). What a search over budget still tells.
   */
  lower = NO_LOW;
  upper = NO_HIGH;
  private table: Table | null = null;
  /** The score objective (`SearchOptions.score`). */
  private readonly scoring: boolean;
  /** Words of a key: the board's, and the score's facts under the score objective. */
  private readonly keyWords: number;
  private stamp = 0;
  /** The moves of each ply, `STRIDE` a ply, and their ordering scores. */
  private readonly buf = new Int32Array(MAX_PLY * STRIDE);
  private readonly score = new Int32Array(STRIDE);
  /** The key of the position at each ply (trick boundaries). */
  private readonly keys: Int32Array;
  /**
   * Per ply, the moves at `buf`'s place that its node's loop went through; per move (`buf`'s
   * layout), the window it was searched with (its answer, `vals`, is a bound outside it, exact
   * inside; NaN: settled by its mirror). `solve` reads the root's. Written at every node, not only
   * at the root: a branch taken at the root only has no type feedback when the engine optimizes
   * the search, and leaving the optimized code there can leave the search unoptimized for good.
   */
  private readonly tried = new Int32Array(MAX_PLY + 1);
  private readonly alphas = new Float64Array(MAX_PLY * STRIDE);
  private readonly betas = new Float64Array(MAX_PLY * STRIDE);
  /** Per root card, side 0's value after it as `solve`'s tests proved it: at least `rootLow`, at most `rootHigh`. */
  private readonly rootLow = new Int32Array(256);
  private readonly rootHigh = new Int32Array(256);
  /**
   * Per ply and seat (`ply * 8 + seat`): the last two cards that cut the search off there, the
   * latest first (the killer heuristic: at a lead, tried after the table's).
   */
  private readonly killers = new Int32Array(MAX_PLY * 8).fill(-1);
  private readonly killers2 = new Int32Array(MAX_PLY * 8).fill(-1);
  /** What each move searched returned, per ply (`buf`'s layout: quasi-symmetry reads them). */
  private readonly vals = new Int32Array(MAX_PLY * STRIDE);
  /** Per move searched: the side that won the trick it completed, -1 when it did not complete one. */
  private readonly wonBy = new Int32Array(MAX_PLY * STRIDE);
  /** Quasi-symmetry bounds (with merging, not under the score objective). */
  private readonly quasi: boolean;
  /** Legal cards of each word (merging). */
  private readonly legalBits: Int32Array;
  /** Per word, the cards of its order worth the same points as another of them (merging: a word with fewer than two legal ones merges none). */
  private readonly alike: Int32Array;
  /** Partition search's keys (card points objective, a board that has them), else null: exact keys. */
  private readonly part: Partition | null;
  /**
   * Per ply (`READS` ints a ply): the cards below their word's floor whose ranks the answer of the
   * node searched there read, with every card above them (partition.ts).
   */
  private readonly reads = new Int32Array((MAX_PLY + 1) * READS);
  /** Per ply: the runs of equivalent cards `merge` made one move (word, lowest and strongest index in the order), `STRIDE` a ply. */
  private readonly runs = new Int32Array(MAX_PLY * STRIDE * 3);
  private readonly runCount = new Int32Array(MAX_PLY);
  /** Entries of a bucket. */
  private readonly ways: number;
  /** `mirrored`'s card that settled the card. */
  private mirror = -1;
  /**
   * Per word, the board's `order` read by bits (`inOrder`): `orderBits[word * 1024 + 256 * k + byte]`
   * is the byte `k` of a word's card bits as bits of the cards' indices in the order, `orderCards`
   * the card at each index (32 a word), `orderMask` the cards the order holds. The same for merging's
   * order (`order(word, score)`), which differs under the score objective only.
   */
  private readonly orderBits: Int32Array;
  private readonly orderCards: Int32Array;
  private readonly orderMask: Int32Array;
  private readonly mergeBits: Int32Array;
  private readonly mergeCards: Int32Array;
  private readonly mergeMask: Int32Array;
  /** The order each word's tables were built from (`order(word)`'s, then `order(word, score)`'s). */
  private readonly indexed: (readonly number[] | null)[];

  constructor(
    readonly board: Board,
    readonly options: SearchOptions,
  ) {
    this.scoring = options.score === true;
    this.quasi = options.merge && !this.scoring;
    this.part =
      (options.partition ?? board.partitions === true) &&
      options.tt &&
      !this.scoring &&
      board.rankedWords !== undefined &&
      board.keyExtra !== undefined &&
      board.rankWinner !== undefined &&
      board.heldBits !== undefined
        ? new Partition(board)
        : null;
    this.ways = this.part !== null ? PARTITION_WAYS : WAYS;
    this.keyWords = this.part !== null ? this.part.keyWords : board.keyWords + (this.scoring ? 1 : 0);
    this.takeTable();
    this.legalBits = new Int32Array(board.words);
    this.alike = new Int32Array(board.words);
    this.orderBits = new Int32Array(board.words * 1024);
    this.orderCards = new Int32Array(board.words * 32);
    this.orderMask = new Int32Array(board.words);
    this.mergeBits = this.scoring ? new Int32Array(board.words * 1024) : this.orderBits;
    this.mergeCards = this.scoring ? new Int32Array(board.words * 32) : this.orderCards;
    this.mergeMask = this.scoring ? new Int32Array(board.words) : this.orderMask;
    this.indexed = new Array<readonly number[] | null>(2 * board.words).fill(null);
    this.reload();
    this.keys = new Int32Array(MAX_PLY * this.keyWords);
  }

  /** The board was loaded with another deal: what the search read of the last one (partition search's layout, the cards alike in points) is read again. */
  reload(): void {
    if (this.part !== null) this.part.load(this.board);
    const b = this.board;
    for (let w = 0; w < b.words; w++) {
      const order = b.order(w, this.scoring);
      let alike = 0;
      for (const c of order) for (const d of order) if (c !== d && b.points(c) === b.points(d)) alike |= 1 << (c & 31);
      this.alike[w] = alike;
      // The tables depend on the order only (the boards keep one array per order): built again when it changed.
      const power = b.order(w);
      if (this.indexed[w] !== power) {
        Search.indexOrder(power, w, this.orderBits, this.orderCards, this.orderMask);
        this.indexed[w] = power;
      }
      if (this.scoring && this.indexed[b.words + w] !== order) {
        Search.indexOrder(order, w, this.mergeBits, this.mergeCards, this.mergeMask);
        this.indexed[b.words + w] = order;
      }
    }
  }

  /** Writes a word's order to `bits`, `cards` and `mask` (the layout of `orderBits`, `orderCards`, `orderMask`). */
  private static indexOrder(
    order: readonly number[],
    w: number,
    bits: Int32Array,
    cards: Int32Array,
    mask: Int32Array,
  ): void {
    bits.fill(0, w * 1024, w * 1024 + 1024);
    let m = 0;
    for (let i = 0; i < order.length; i++) {
      const c = order[i]!;
      const r = c & 31;
      cards[w * 32 + i] = c;
      m |= 1 << r;
      // Every byte value holding the card's bit.
      for (let x = 0; x < 256; x++) if (((x >>> (r & 7)) & 1) !== 0) bits[w * 1024 + 256 * (r >>> 3) + x]! |= 1 << i;
    }
    mask[w] = m;
  }

  /** The cards of `bits` (of `word`) in the board's order, as bits of their indices there (cards the order leaves out dropped). */
  private static inOrder(table: Int32Array, word: number, bits: number): number {
    const at = word * 1024;
    let x = table[at + (bits & 255)]! | table[at + 256 + ((bits >>> 8) & 255)]!;
    if (bits >>> 16 !== 0) x |= table[at + 512 + ((bits >>> 16) & 255)]! | table[at + 768 + (bits >>> 24)]!;
    return x;
  }

  /** The table of the holder's tables this search reads, with a fresh stamp (none without `tt`). */
  private takeTable(): void {
    const o = this.options;
    const taken = o.tt ? o.tables.take(o.ttEntries, this.keyWords) : null;
    this.table = taken === null ? null : taken.table;
    this.stamp = taken === null ? 0 : taken.stamp;
  }

  /**
   * The search made as a new one on its board (loaded with another deal) would be: a fresh stamp
   * from its holder's tables (what the table learnt of the last deal no longer holds), no killer
   * moves, no nodes spent, the board's layout read again. The buffers of every ply are kept.
   */
  restart(): void {
    this.takeTable();
    this.killers.fill(-1);
    this.killers2.fill(-1);
    this.nodes = 0;
    this.aborted = false;
    this.lower = NO_LOW;
    this.upper = NO_HIGH;
    this.mirror = -1;
    this.reload();
  }

  /**
   * Side 0's card points under perfect play, when they lie inside (alpha, beta); else a bound on
   * the side it fell. `past`: side 0's points of the completed tricks, when the caller knows them.
   */
  value(alpha = -Infinity, beta = Infinity, past = NaN, ply = 0, sure0 = 0, sure1 = 0): number {
    const b = this.board;
    const part = this.part;
    const reads = this.reads;
    const ra = ply * READS;
    reads[ra] = reads[ra + 1] = 0;
    this.tried[ply] = 0;
    if (b.over()) return this.end();
    if (++this.nodes > this.options.nodes) {
      this.aborted = true;
      return 0;
    }
    if (part !== null && b.followReadsWinner === true && b.trickLength() >= 2) {
      // The cards the seat may play depend on the card winning so far.
      const r = b.rankWinner!();
      if (r >= 0) part.read(r, reads, ra);
    }
    if (b.tricksLeft() === 1) return this.lastTrick(ply);
    const boundary = b.trickLength() === 0;
    // Under the score objective values are whole scores: nothing is relative to the points won,
    // and no card-point bound applies.
    if (this.scoring) past = 0;
    else {
      if (boundary || past !== past) past = b.past();
      if (boundary) {
        sure0 = b.sure(0);
        sure1 = b.sure(1);
      }
      // The points won so far, the constant and the cards a side wins whatever is played (from the
      // trick's start: what holds for every way to play from there holds here) are sure; the rest
      // may go either way.
      const sure = past + b.constant + sure0;
      if (sure >= beta) return sure;
      const possible = past + b.constant + b.remaining() - sure1;
      if (possible <= alpha) return possible;
    }
    const t = this.table;
    let hint = -1;
    let hash = 0;
    // The probe's entry (-1: none), for `store`.
    let probed = -1;
    // Positions repeat at trick boundaries (other tricks reaching the same hands): the table is kept there.
    const tabled = t !== null && boundary;
    if (tabled) {
      hash = part !== null ? part.key(b, this.keys, ply * t.keyWords, ply) : b.key(this.keys, ply * t.keyWords);
      if (this.scoring) {
        const at = ply * t.keyWords + t.keyWords - 1;
        this.keys[at] = b.scoreFacts!();
        hash = hashOf(this.keys, ply * t.keyWords, t.keyWords);
      }
      const slot = this.find(t, hash, ply);
      probed = slot;
      if (slot >= 0) {
        const lo = t.data[slot + LO]! + past;
        const hi = t.data[slot + HI]! + past;
        // The entry's answer read the ranks its key keeps.
        if (part !== null && (lo >= beta || lo === hi || hi <= alpha || lo > alpha || hi < beta))
          part.readEntry(t.data[slot + KEY]!, reads, ra, ply);
        if (lo >= beta || lo === hi) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        hint = t.data[slot + BEST]!;
      }
    }
    // What the leader's side can cash (after the table: it takes longer) holds here only (its
    // plan), not after its next card.
    if (boundary && !this.scoring && b.quick !== undefined) {
      const q = b.quick();
      if (b.side(b.seat()) === 0) {
        const sure = past + b.constant + q;
        if (sure >= beta) {
          if (part === null) return sure;
          // The plan without the low cards' runs, when it suffices, reads no low card's rank.
          const high = past + b.constant + b.quick(true);
          if (high >= beta) return high;
          part.readQuick(b, reads, ra, ply);
          return sure;
        }
      } else {
        const possible = past + b.constant + b.remaining() - q;
        if (possible <= alpha) {
          if (part === null) return possible;
          const high = past + b.constant + b.remaining() - b.quick(true);
          if (high <= alpha) return high;
          part.readQuick(b, reads, ra, ply);
          return possible;
        }
      }
    }
    const a0 = alpha;
    const b0 = beta;
    const n0 = this.nodes;
    const max = b.side(b.seat()) === 0;
    const base = ply * STRIDE;
    const n = this.ordered(base, hint);
    const buf = this.buf;
    let best = max ? -Infinity : Infinity;
    let bestCard = buf[base]!;
    const vals = this.vals;
    for (let i = 0; i < n; i++) {
      const c = buf[base + i]!;
      // Quasi-symmetry: a card mirrors an earlier one of its suit when no other seat holds a card
      // between them; its value is then within their points' difference of that card's.
      if (this.quasi && i > 0) {
        const x = this.mirrored(base, i, c, max, alpha, beta);
        if (x !== NO_MIRROR) {
          if (part !== null) {
            // The mirror read the holders of the cards between.
            part.read(c, reads, ra);
            part.read(this.mirror, reads, ra);
          }
          if (max ? x > best : x < best) best = x;
          // No window: `rootBounds` skips the card (both bounds NaN: a window left from an earlier
          // node there would pass its answer off as a bound from the wrong side).
          this.alphas[base + i] = NaN;
          this.betas[base + i] = NaN;
          this.tried[ply] = i + 1;
          continue;
        }
      }
      b.play(c);
      // The side that won the trick the card completed (-1: the trick goes on).
      this.wonBy[base + i] = b.trickLength() === 0 ? b.side(b.seat()) : -1;
      if (part !== null && b.trickLength() === 0) {
        const r = b.rankWinner!();
        if (r >= 0) part.read(r, reads, ra);
      }
      let v: number;
      if (i > 0 && beta - alpha > 1) {
        // Principal variation search: a null window first (does the card beat the best so far?), the
        // whole window again only when it does.
        v = max
          ? this.value(alpha, alpha + 1, past, ply + 1, sure0, sure1)
          : this.value(beta - 1, beta, past, ply + 1, sure0, sure1);
        if (part !== null) {
          reads[ra]! |= reads[ra + READS]!;
          reads[ra + 1]! |= reads[ra + READS + 1]!;
        }
        if (!this.aborted && (max ? v > alpha && v < beta : v < beta && v > alpha))
          v = this.value(max ? v : alpha, max ? beta : v, past, ply + 1, sure0, sure1);
      } else v = this.value(alpha, beta, past, ply + 1, sure0, sure1);
      b.undo();
      if (part !== null) {
        reads[ra]! |= reads[ra + READS]!;
        reads[ra + 1]! |= reads[ra + READS + 1]!;
      }
      if (this.aborted) return 0;
      vals[base + i] = v;
      this.alphas[base + i] = alpha;
      this.betas[base + i] = beta;
      this.tried[ply] = i + 1;
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
      if (alpha >= beta) {
        const kx = ply * 8 + b.seat();
        if (this.killers[kx] !== c) {
          this.killers2[kx] = this.killers[kx]!;
          this.killers[kx] = c;
        }
        break;
      }
    }
    if (part !== null) this.readRuns(ply);
    if (tabled)
      this.store(t, hash, ply, probed, best, past, a0, b0, max ? best > a0 : best < b0, bestCard, this.nodes - n0);
    return best;
  }

  /**
   * Merging read the holders of the cards between a run's cards: a run reaching a card whose rank
   * the node read is read whole (and so may be the runs below it); a run all below stays a move of
   * cards alike (the same hand, the same points, none of their ranks read).
   */
  private readRuns(ply: number): void {
    const part = this.part!;
    const runs = this.runs;
    const at = ply * STRIDE * 3;
    const n = this.runCount[ply]!;
    for (let changed = n > 0; changed;) {
      changed = false;
      for (let i = 0; i < n; i++)
        if (part.readRun(runs[at + 3 * i]!, runs[at + 3 * i + 1]!, runs[at + 3 * i + 2]!, this.reads, ply * READS))
          changed = true;
    }
  }

  /**
   * A bound settling card `c` (the `i`-th at `base`) without a search, from an earlier card `d` of
   * the same suit searched at this node: when every live card between them in power is in the
   * hand to act, the lines after `c` mirror the lines after `d` (the two cards swap places, every
   * trick has the same winner), so `c`'s value is within their points' difference of `d`'s, and
   * on one side of it only when the current trick's side is known (the card completes the trick,
   * or the board's `decided`). When that puts `c` at or below `alpha` (the side to act is side 0)
   * or at or above `beta`, the bound (a fail-soft answer); else `NO_MIRROR`.
   */
  private mirrored(base: number, i: number, c: number, max: boolean, alpha: number, beta: number): number {
    const b = this.board;
    const word = c >>> 5;
    const pc = b.points(c);
    const seat = b.seat();
    for (let j = 0; j < i; j++) {
      const d = this.buf[base + j]!;
      if (d >>> 5 !== word) continue;
      // c's value less d's: the points' difference goes to the current trick's winner, and
      // back to the winner of the trick where the other card falls later; when the card completes
      // the trick, its winner is known (the same for both).
      const delta = pc - b.points(d);
      let won = this.wonBy[base + j]!;
      // The trick's side is known when no seat after can beat its winner: the winner so far when
      // neither card beats it, the seat to act when both do (no other seat holds a card between them).
      if (won < 0 && delta !== 0 && b.decided !== undefined) {
        const wc = b.wins(c);
        if (wc === b.wins(d)) {
          if (!wc) {
            if (b.decided()) won = b.winning!();
          } else if (b.decided(b.strength(c) < b.strength(d) ? c : d)) won = b.side(seat);
        }
      }
      const s = won === 0 ? delta : -delta;
      const v = this.vals[base + j]!;
      const x =
        won < 0 ? (max ? v + Math.abs(delta) : v - Math.abs(delta)) : v + (max ? Math.max(0, s) : Math.min(0, s));
      if (max ? x > alpha : x < beta) continue;
      if (this.between(word, c, d, seat)) {
        this.mirror = d;
        // What the card is settled at bounds it like a searched card's answer (a later card may mirror it).
        this.vals[base + i] = x;
        this.wonBy[base + i] = this.wonBy[base + j]!;
        return x;
      }
    }
    return NO_MIRROR;
  }

  /**
   * Whether every live card strictly between `c` and `d` (one word) in power is held by `seat`;
   * when neither card would win the trick so far, a card of the current trick between
   * them counts as won: the trick goes on to the same winner after either card, and is gone after it.
   */
  private between(word: number, c: number, d: number, seat: number): boolean {
    const b = this.board;
    const live = b.liveBits(word);
    let inside = false;
    let found = 0;
    const cards = this.orderCards;
    // The live cards in the order (c and d among them), by their indices there.
    for (let y = Search.inOrder(this.orderBits, word, live | (1 << (c & 31)) | (1 << (d & 31))); y !== 0; y &= y - 1) {
      const x = cards[word * 32 + 31 - Math.clz32(y & -y)]!;
      if (x === c || x === d) {
        if (++found === 2) return true;
        inside = true;
        continue;
      }
      if (inside && ((live >>> (x & 31)) & 1) !== 0) {
        const h = b.holder(x);
        if (h !== seat && (h >= 0 || b.wins(c) || b.wins(d))) return false;
      }
    }
    // A card left out of the word's order (never equivalent to another).
    return false;
  }

  /** Whether no card of `bits` (of `word`) would win the current trick so far. */
  private noneWins(word: number, bits: number): boolean {
    for (let r = bits; r !== 0; r &= r - 1) if (this.board.wins((word << 5) | (31 - Math.clz32(r & -r)))) return false;
    return true;
  }

  /** The value of the played-out deal: side 0's card points, or its score under the score objective. */
  private end(): number {
    return this.scoring ? this.board.score!() : this.board.final();
  }

  /** The last trick: every card is forced (one card in each hand); it is played out and taken back. */
  private lastTrick(ply: number): number {
    const b = this.board;
    const buf = this.buf;
    const base = ply * STRIDE;
    let played = 0;
    while (!b.over()) {
      b.moves(buf, base);
      b.play(buf[base]!);
      played++;
    }
    if (this.part !== null) {
      const r = b.rankWinner!();
      if (r >= 0) this.part.read(r, this.reads, ply * READS);
    }
    const v = this.end();
    for (let i = 0; i < played; i++) b.undo();
    this.nodes += played - 1;
    return v;
  }

  /** The offset of the entry holding the position whose key is at `ply` of the key buffer, or -1. */
  private find(t: Table, hash: number, ply: number): number {
    const tags = t.tags;
    const e = hash & t.mask & ~(this.ways - 1);
    for (let w = 0; w < this.ways; w++)
      if (tags[2 * (e + w) + 1] === hash && tags[2 * (e + w)] === this.stamp && this.same(t, (e + w) * t.stride, ply))
        return (e + w) * t.stride;
    return -1;
  }

  /** Whether the entry's key is the key at `ply`. */
  private same(t: Table, o: number, ply: number): boolean {
    const k = t.keyWords;
    if (this.part !== null) return this.part.matches(t.data, o + KEY, this.keys, ply * k);
    const d = t.data;
    const mine = this.keys;
    for (let i = 0, a = o + KEY, b = ply * k; i < k; i++) if (d[a + i] !== mine[b + i]) return false;
    return true;
  }

  /**
   * Narrows the board's entry by a search's result `best`: what the remaining tricks add (`best`
   * less `past`) is at most that when the value fell at or below the window's `a0`, at least that
   * at or above `b0`, else exactly that. `found`: the card reached the value or cut the search off (not one of cards all refuted alike).
   * `probed`: the entry the node's probe found, -1 for none. The search below stored positions with
   * fewer cards only (other keys, which no entry of this position's matches), so the position's
   * entry is that one if it still holds the key, and none else (under partition search, where
   * several entries may match one position, the others are looked up then).
   */
  private store(
    t: Table,
    hash: number,
    ply: number,
    probed: number,
    best: number,
    past: number,
    a0: number,
    b0: number,
    found: boolean,
    card: number,
    work: number,
  ): void {
    const future = best - past;
    const d = t.data;
    let slot = -1;
    if (probed >= 0) {
      const i = probed / t.stride;
      if (t.tags[2 * i + 1] === hash && t.tags[2 * i] === this.stamp && this.same(t, probed, ply)) slot = probed;
      // Partition search: another entry of the bucket may match the position too.
      else if (this.part !== null) slot = this.find(t, hash, ply);
    }
    if (slot < 0) {
      // An empty entry, else the one that took the least work to find (the cheapest to lose).
      const e = hash & t.mask & ~(this.ways - 1);
      let at = e;
      for (let w = 0; w < this.ways; w++) {
        if (t.tags[2 * (e + w)] !== this.stamp) {
          at = e + w;
          break;
        }
        if (d[(e + w) * t.stride + WORK]! < d[at * t.stride + WORK]!) at = e + w;
      }
      slot = at * t.stride;
      t.tags[2 * at] = this.stamp;
      t.tags[2 * at + 1] = hash;
      d[slot + WORK] = 0;
      d[slot + LO] = NO_LOW;
      d[slot + HI] = NO_HIGH;
      d[slot + BEST] = card;
      const k = t.keyWords;
      for (let i = 0, a = slot + KEY, from = ply * k; i < k; i++) d[a + i] = this.keys[from + i]!;
      if (this.part !== null) d[slot + KEY] = this.part.js(this.reads, ply * READS, ply);
    } else if (this.part !== null) {
      // The entry's bounds hold where its key and this answer's both match: the finer of the two
      // in each word, this position's cards below it.
      const old = d[slot + KEY]!;
      const mine = this.part.js(this.reads, ply * READS, ply);
      let js = 0;
      for (let w = 0; w < this.board.words; w++)
        js |= Math.max((old >>> (5 * w)) & 31, (mine >>> (5 * w)) & 31) << (5 * w);
      if (js !== old) {
        const k = t.keyWords;
        for (let i = 0, a = slot + KEY, from = ply * k; i < k; i++) d[a + i] = this.keys[from + i]!;
        d[slot + KEY] = js;
      }
    }
    if (best <= a0) d[slot + HI] = Math.min(d[slot + HI]!, future);
    else if (best >= b0) d[slot + LO] = Math.max(d[slot + LO]!, future);
    else {
      d[slot + LO] = future;
      d[slot + HI] = future;
    }
    if (found) d[slot + BEST] = card;
    d[slot + WORK] = Math.min(0x3fffffff, d[slot + WORK]! + work);
  }

  /**
   * The exact value by aspiration searches: the first with a window of `ASPIRATION` points either
   * side of a guess (the caller's, else `guess`: the line every seat plays by the move ordering, from
   * `GUESS_FROM` tricks left the best such line over the first plies), principal
   * variation search inside it; when the value falls outside, its fail-soft answer bounds the value
   * and the next window, twice as wide on each side, starts from that bound. The table keeps what
   * one search learnt for the next.
   */
  solve(first?: number): number {
    const b = this.board;
    if (b.over()) return this.end();
    this.resetBounds();
    let lo = this.lower;
    let hi = this.upper;
    let g = first ?? this.guess();
    let w = ASPIRATION * b.unit;
    this.rootLow.fill(NO_LOW);
    this.rootHigh.fill(NO_HIGH);
    while (lo < hi) {
      const a = Math.max(lo - 1, g - w - 1);
      const z = Math.min(hi + 1, g + w + 1);
      const v = this.value(a, z);
      if (this.aborted) return 0;
      this.rootBounds();
      if (v > a && v < z) {
        this.lower = this.upper = v;
        return v;
      }
      if (v <= a) hi = this.upper = v;
      else lo = this.lower = v;
      w *= 2;
      g = v <= a ? v - w : v + w;
    }
    return lo;
  }

  /** Each root card searched by the last `value` call: its answer bounds its value (outside the window it was searched with) or is its value (inside). */
  private rootBounds(): void {
    for (let i = 0; i < this.tried[0]!; i++) {
      const c = this.buf[i]!;
      const x = this.vals[i]!;
      if (x > this.alphas[i]!) this.rootLow[c] = Math.max(this.rootLow[c]!, x);
      if (x < this.betas[i]!) this.rootHigh[c] = Math.min(this.rootHigh[c]!, x);
    }
  }

  /** Sets `lower` and `upper` to what holds before any search: the points won so far, and all the points still in play besides (the score objective: no deal score reaches the bounds). */
  resetBounds(): void {
    const b = this.board;
    this.lower = this.scoring ? -SCORE_BOUND : b.past() + b.constant;
    this.upper = this.scoring ? SCORE_BOUND : this.lower + b.remaining();
  }

  /**
   * What `solve`'s tests proved of the root cards `same` (equivalent) against the value `v` it
   * returned: 1, they reach it; -1, they do not; 0, a test of their own tells.
   */
  reachesValue(same: readonly number[], v: number): -1 | 0 | 1 {
    const max = this.board.side(this.board.seat()) === 0;
    for (const c of same) {
      if (max ? this.rootHigh[c]! < v : this.rootLow[c]! > v) return -1;
      if (max ? this.rootLow[c]! >= v : this.rootHigh[c]! <= v) return 1;
    }
    return 0;
  }

  /**
   * `solve`'s first guess: side 0's points at the end of the line where every seat plays the first
   * card the ordering tries; from `GUESS_FROM` tricks left, the best of those lines over the first
   * `GUESS_PLIES` plies (alpha-beta, each leaf the line from there: closer to the value where
   * the first cards tried are not the best).
   */
  private guess(): number {
    return this.board.tricksLeft() >= GUESS_FROM ? this.shallow(0, GUESS_PLIES, -Infinity, Infinity) : this.line(0);
  }

  /** Alpha-beta over `depth` plies from `ply`, each leaf valued by `line`. */
  private shallow(ply: number, depth: number, alpha: number, beta: number): number {
    const b = this.board;
    if (depth === 0 || b.over()) return this.line(ply);
    const base = ply * STRIDE;
    const n = this.ordered(base, -1);
    const max = b.side(b.seat()) === 0;
    let best = max ? -Infinity : Infinity;
    for (let i = 0; i < n; i++) {
      b.play(this.buf[base + i]!);
      const v = this.shallow(ply + 1, depth - 1, alpha, beta);
      b.undo();
      if (max) {
        if (v > best) best = v;
        if (v > alpha) alpha = v;
      } else {
        if (v < best) best = v;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** Side 0's points at the end of the line where every seat plays the first card the ordering tries (its moves at `ply`'s place). */
  private line(ply: number): number {
    const b = this.board;
    const base = ply * STRIDE;
    let plays = 0;
    while (!b.over()) {
      this.ordered(base, -1);
      b.play(this.buf[base]!);
      plays++;
    }
    const v = this.end();
    for (let i = 0; i < plays; i++) b.undo();
    return v;
  }

  /** The moves of the seat to act, equivalent cards merged when the option says so (the root's moves). */
  moves(): Move[] {
    const b = this.board;
    const cards = new Int32Array(STRIDE);
    const n = b.moves(cards, 0);
    const all = Array.from(cards.subarray(0, n));
    if (!this.options.merge || n < 2) return all.map((card) => ({ card, same: [card] }));
    return this.groups(all);
  }

  /**
   * Legal cards grouped into equivalent runs: `merge` (the one implementation of the equivalence)
   * keeps a card of each run, and each legal card joins the kept card at or above it in its word's
   * order (a run is contiguous there, and `merge` keeps its strongest card).
   */
  private groups(cards: readonly number[]): Move[] {
    const b = this.board;
    const base = (MAX_PLY - 1) * STRIDE;
    for (let i = 0; i < cards.length; i++) this.buf[base + i] = cards[i]!;
    const kept = this.merge(base, cards.length, -1);
    const legal = new Int32Array(b.words);
    const keptBits = new Int32Array(b.words);
    for (const c of cards) legal[c >>> 5]! |= 1 << (c & 31);
    for (let i = 0; i < kept; i++) keptBits[this.buf[base + i]! >>> 5]! |= 1 << (this.buf[base + i]! & 31);
    const out: Move[] = [];
    for (let word = 0; word < legal.length; word++) {
      const bits = legal[word]!;
      if (bits === 0) continue;
      let run: number[] = [];
      let ordered = 0;
      for (const c of b.order(word, this.scoring)) {
        const bit = 1 << (c & 31);
        ordered |= bit;
        if ((bits & bit) === 0) continue;
        run.push(c);
        if ((keptBits[word]! & bit) !== 0) {
          out.push({ card: c, same: run });
          run = [];
        }
      }
      // Cards the order leaves out (never equivalent to another) are moves of their own.
      let alone = bits & ~ordered;
      while (alone !== 0) {
        const low = alone & -alone;
        const c = (word << 5) | (31 - Math.clz32(low));
        out.push({ card: c, same: [c] });
        alone ^= low;
      }
    }
    return out;
  }

  /**
   * Writes the cards to try at `base` of the ply buffer, in the order to try them (the table's
   * best first, then by a cheap guess), equivalent cards merged (one card of each run, the
   * strongest: it is what `groups` keeps too); their number.
   */
  private ordered(base: number, hint: number): number {
    const b = this.board;
    const buf = this.buf;
    let n = b.moves(buf, base);
    const ply = (base / STRIDE) | 0;
    this.runCount[ply] = 0;
    if (this.options.merge && n > 1) n = this.merge(base, n, hint);
    // One move: nothing to order.
    if (n < 2) return n;
    const score = this.score;
    const seat = b.seat();
    const kx = ply * 8 + seat;
    const killer = this.killers[kx]!;
    const killer2 = this.killers2[kx]!;
    const lead = b.trickLength() === 0;
    // The last card of a trick: the side winning it if the card does not.
    const last = !lead && b.lastToPlay?.() === true && b.winning !== undefined ? b.winning() : -2;
    const mine = b.side(seat);
    for (let i = 0; i < n; i++) {
      const c = buf[base + i]!;
      const pts = b.points(c);
      let x: number;
      if (c === hint) x = 1e9;
      else if (lead && c === killer) x = 5e8;
      else if (lead && c === killer2) x = 4e8;
      else if (lead) x = this.leadScore(c, seat);
      else if (last === mine) {
        // The side wins the trick: the most points first (a card that never wins, the Excuse, keeps its points anyway: last).
        const st = b.strength(c);
        x = st < 0 ? -1e6 : 1000 + pts * 4 - st;
      } else if (b.wins(c)) x = 1000 + pts * 4 - b.strength(c);
      else x = -pts * 4 - b.strength(c);
      score[i] = x;
    }
    // Insertion sort, highest score first (a handful of moves).
    for (let i = 1; i < n; i++) {
      const c = buf[base + i]!;
      const x = score[i]!;
      let j = i - 1;
      while (j >= 0 && score[j]! < x) {
        buf[base + j + 1] = buf[base + j]!;
        score[j + 1] = score[j]!;
        j--;
      }
      buf[base + j + 1] = c;
      score[j + 1] = x;
    }
    return n;
  }

  /** Lead ordering: cash the strongest card of a suit first, then lead low to partner's strongest, then low. */
  private leadScore(c: number, seat: number): number {
    const b = this.board;
    const word = c >>> 5;
    const x = Search.inOrder(this.orderBits, word, b.liveBits(word));
    // The strongest live card of the order.
    const top = x === 0 ? -1 : this.orderCards[word * 32 + 31 - Math.clz32(x)]!;
    if (top === c) return 2000 + b.points(c) * 4;
    const h = top >= 0 ? b.holder(top) : -1;
    if (h >= 0 && h !== seat && b.side(h) === b.side(seat)) return 1000 - b.points(c) * 4 - b.strength(c);
    return -b.points(c) * 4 - b.strength(c);
  }

  /**
   * Keeps one card of each run of equivalent cards among the `n` legal cards at `base` (the
   * hint, when it is in a run, stands for it); the number kept.
   */
  private merge(base: number, n: number, hint: number): number {
    const b = this.board;
    const buf = this.buf;
    const legal = this.legalBits;
    for (let w = 0; w < legal.length; w++) legal[w] = 0;
    for (let i = 0; i < n; i++) {
      const c = buf[base + i]!;
      legal[c >>> 5]! |= 1 << (c & 31);
    }
    let out = 0;
    for (let word = 0; word < legal.length; word++) {
      const bits = legal[word]!;
      if (bits === 0) continue;
      if ((bits & (bits - 1)) === 0) {
        buf[base + out++] = (word << 5) | (31 - Math.clz32(bits));
        continue;
      }
      if (popcount(bits & this.alike[word]!) < 2) {
        // No two legal cards of the word are worth the same: each is a move (in the order, as below).
        const cards = this.mergeCards;
        for (let x = Search.inOrder(this.mergeBits, word, bits); x !== 0; x &= x - 1)
          buf[base + out++] = cards[word * 32 + 31 - Math.clz32(x & -x)]!;
        for (let alone = bits & ~this.mergeMask[word]!; alone !== 0; alone &= alone - 1)
          buf[base + out++] = (word << 5) | (31 - Math.clz32(alone & -alone));
        continue;
      }
      const live = b.liveBits(word);
      // When no legal card of the word would win the trick so far, the trick's cards are as good as
      // won: the trick goes on to the same winner after any of them (`between`).
      // (-1: not known yet; found when a card of the trick is met)
      let losing = -1;
      let inRun = false;
      let last = -1;
      // The run's card to keep: its index in buf.
      let keep = -1;
      // The run's weakest and strongest cards' indices in the order (partition search).
      let lo = -1;
      let hi = -1;
      const cards = this.mergeCards;
      // The legal and live cards in the order (the others change nothing below), by their indices there.
      for (let x = Search.inOrder(this.mergeBits, word, bits | live); x !== 0; x &= x - 1) {
        const r = 31 - Math.clz32(x & -x);
        const c = cards[word * 32 + r]!;
        const bit = 1 << (c & 31);
        if ((bits & bit) !== 0) {
          if (inRun && b.points(c) === b.points(last)) {
            // The same run: the strongest stands for it, or the hint.
            if (buf[base + keep] !== hint) buf[base + keep] = c;
            hi = r;
          } else {
            if (hi > lo) this.pushRun(base, word, lo, hi);
            keep = out++;
            buf[base + keep] = c;
            inRun = true;
            lo = hi = r;
          }
          last = c;
        } else if ((live & bit) !== 0) {
          if (b.holder(c) >= 0) inRun = false;
          else {
            if (losing < 0) losing = this.noneWins(word, bits) ? 1 : 0;
            if (losing === 0) inRun = false;
          }
        }
      }
      if (hi > lo) this.pushRun(base, word, lo, hi);
      let alone = bits & ~this.mergeMask[word]!;
      while (alone !== 0) {
        const low = alone & -alone;
        buf[base + out++] = (word << 5) | (31 - Math.clz32(low));
        alone ^= low;
      }
    }
    return out;
  }

  /** Records a run of equivalent cards `merge` made one move at the ply of `base` (partition search reads it). */
  private pushRun(base: number, word: number, lo: number, hi: number): void {
    const ply = (base / STRIDE) | 0;
    const at = ply * STRIDE * 3 + 3 * this.runCount[ply]!++;
    this.runs[at] = word;
    this.runs[at + 1] = lo;
    this.runs[at + 2] = hi;
  }
}
