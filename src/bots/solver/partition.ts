/**
 * Partition search's table keys (Ginsberg, "GIB: Imperfect Information in a Computationally
 * Challenging Game", 2001, §partition search; DDS's tables by relative rank): one table entry
 * stands for every position that differs from the one searched only in low cards whose ranks the
 * search never read.
 *
 * In a word whose ranks the obligation never reads (a plain suit: one follows by suit only; the
 * board's `rankedWords` are kept whole), the cards below a word's `floor` (the run of its cheapest
 * cards in power order, all worth the same: the Tarot 1 to 10, the Belote family's 7, 8, 9 of a
 * plain suit) matter only by how many each hand holds, unless the search compared their ranks:
 * a card that won a trick over a card of its word, a card a quick bound, a merge of equivalent
 * cards, a quasi-symmetry or a table entry read. The search keeps, per word, how far down from the
 * top the held cards' holders mattered (`cut`, a card's index in the word's order: every held card
 * at or above it mattered); an entry stores per word how many held cards below the floor mattered
 * (`j`), and matches a position with the same hand lengths, the same holders and points of the
 * cards at or above the floor, and the same holders of the `j` strongest cards below it.
 *
 * A key (at `at`): the entry's `j` per word (5 bits a word; 0 in a position's key), the board's
 * `keyExtra`, then the coarse part (hashed, compared whole): per word, ranked: every held card
 * from the weakest as (holder * 8 + points class + 1), 6 bits, 5 to an int; else the hands'
 * lengths (4 bits a seat) and the held cards at or above the floor from the strongest, the same
 * codes; then the fine part: per plain word the held cards below the floor from the strongest, the
 * same codes (compared on their first `j`).
 */
import { hashOf, type Board } from '../../kernel/board.js';
import { popcount } from '../../kernel/cardset.js';

/** Int32 words a run of `n` 6-bit codes takes. */
const intsFor = (n: number): number => Math.ceil(n / 5);
/** Ints of a word's cache: its order bits, then room for its coarse and fine ints (a word of 32 cards at most). */
const CACHE = 1 + 2 * (1 + 7);

/**
 * Writes the cards of `bits` (bits of their indices in the word's order `o`), strongest first, five
 * to an int from `to[i]` (each its holder and class), then zeros up to `end`; returns how many each
 * hand holds (4 bits a hand).
 */
function packDown(
  bits: number,
  o: readonly number[],
  b: Board,
  cls: ArrayLike<number>,
  to: Int32Array,
  i: number,
  end: number,
): number {
  let lengths = 0;
  let x = 0;
  let k = 0;
  for (let r = bits; r !== 0;) {
    const bit = 31 - Math.clz32(r);
    r ^= 1 << bit;
    const c = o[bit]!;
    const h = b.holder(c);
    lengths += 1 << (4 * h);
    x |= (h * 8 + cls[c]! + 1) << (6 * k);
    if (++k === 5) {
      to[i++] = x;
      x = k = 0;
    }
  }
  for (; i < end; x = 0) to[i++] = x;
  return lengths;
}
/** Ints of a node's reads (the cards below the floor whose ranks it read, as bits). */
export const READS = 2;

export class Partition {
  /** Key words: room for any deal of the board's kind (the layout is set per deal by `load`). */
  readonly keyWords: number;
  /** Per word: the cards from the weakest (the board's `order`). */
  private orders: (readonly number[])[] = [];
  /** Per card: its index in its word's order, -1 for a card outside every order. */
  private readonly index = new Int32Array(256).fill(-1);
  /** Per card: its points class (the rank of its points among the board's distinct card points). */
  private readonly cls = new Int32Array(256);
  /** Per word: where the always-relevant cards start in the order (ranked words: 0). */
  readonly floor: Int32Array;
  /** Bits of the words kept whole. */
  ranked = 0;
  /** Per word: where its coarse and fine ints start in the key, and how many fine ints. */
  private readonly coarseAt: Int32Array;
  private readonly fineAt: Int32Array;
  private readonly fineInts: Int32Array;
  /** Per word: the int of a node's reads holding its cards below the floor, and their shift there (`READS` ints a node). */
  private readonly readInt: Int32Array;
  private readonly readShift: Int32Array;
  /** Per word: its coarse ints. */
  private readonly coarseInts: Int32Array;
  /** Per word: the held cards (`liveBits`) of its last key, -1 for none yet, and that key's order bits and ints (`CACHE` a word). */
  private readonly cached: Int32Array;
  private readonly cache: Int32Array;
  /** Coarse ints used (from key word 1: the extra word and the words' coarse parts). */
  private coarse = 0;

  constructor(board: Board) {
    const w = board.words;
    this.floor = new Int32Array(w);
    this.coarseAt = new Int32Array(w);
    this.fineAt = new Int32Array(w);
    this.fineInts = new Int32Array(w);
    this.coarseInts = new Int32Array(w);
    this.readInt = new Int32Array(w);
    this.readShift = new Int32Array(w);
    this.cached = new Int32Array(w).fill(-1);
    this.cache = new Int32Array(w * CACHE);
    this.keyWords = this.layout(board);
    this.load(board);
  }

  /**
   * The key words of the board's deals: per word, the more of its key as ranked and as plain (the
   * words of the board's kind lay out alike from one deal to the next: which word is ranked aside).
   */
  private layout(board: Board): number {
    let size = 2;
    for (let w = 0; w < board.words; w++) {
      const o = board.order(w);
      let f = 0;
      while (f < o.length && board.points(o[f]!) === board.points(o[0]!)) f++;
      size += Math.max(intsFor(o.length), 1 + intsFor(o.length - f) + intsFor(f));
    }
    return size;
  }

  /** Reads the board's deal: the orders, points classes, ranked words and the key's layout. */
  load(board: Board): void {
    const words = board.words;
    this.orders = Array.from({ length: words }, (_, w) => board.order(w));
    this.ranked = board.rankedWords!();
    const values = new Set<number>();
    for (const o of this.orders) for (const c of o) values.add(board.points(c));
    const sorted = [...values].sort((x, y) => x - y);
    this.index.fill(-1);
    for (let w = 0; w < words; w++) {
      const o = this.orders[w]!;
      for (let i = 0; i < o.length; i++) {
        this.index[o[i]!] = i;
        this.cls[o[i]!] = sorted.indexOf(board.points(o[i]!));
      }
      let f = 0;
      if (((this.ranked >>> w) & 1) === 0) while (f < o.length && board.points(o[f]!) === board.points(o[0]!)) f++;
      this.floor[w] = f;
    }
    // A deal laid out wider than the board's first, or whose low cards do not fit a node's reads (none of today's boards): no card below a floor.
    if (this.place() > this.keyWords || !this.placeReads()) {
      this.floor.fill(0);
      this.place();
    }
    this.cached.fill(-1);
  }

  /** Places each word's cards below the floor in a node's reads (a word within one int); whether they fit. */
  private placeReads(): boolean {
    let int = 0;
    let shift = 0;
    for (let w = 0; w < this.orders.length; w++) {
      const f = this.floor[w]!;
      if (shift + f > 31) {
        int++;
        shift = 0;
      }
      this.readInt[w] = int;
      this.readShift[w] = shift;
      shift += f;
    }
    return int < READS;
  }

  /** Places each word's coarse and fine ints in the key; the key words used. */
  private place(): number {
    const words = this.orders.length;
    let at = 2;
    for (let w = 0; w < words; w++) {
      const len = this.orders[w]!.length;
      const f = this.floor[w]!;
      this.coarseAt[w] = at;
      this.coarseInts[w] = ((this.ranked >>> w) & 1) !== 0 ? intsFor(len) : 1 + intsFor(len - f);
      at += this.coarseInts[w]!;
    }
    this.coarse = at - 1;
    for (let w = 0; w < words; w++) {
      this.fineAt[w] = at;
      this.fineInts[w] = intsFor(this.floor[w]!);
      at += this.fineInts[w]!;
    }
    return at;
  }

  /** The index of a card in its word's order (-1: outside every order). */
  indexOf(card: number): number {
    return this.index[card]!;
  }

  /**
   * Per ply and word (`ply * 8 + word`): the held cards of the word at the trick boundary keyed
   * there, as bits of their indices in the word's order (`key` sets them; `js`, `readEntry` and
   * `readQuick` at the same node read them).
   */
  private readonly held = new Int32Array(128 * 8);

  /**
   * Writes the position's key (at a trick boundary, the node at ply `ply`) at `at` of `to`;
   * returns the hash of its coarse part.
   */
  key(b: Board, to: Int32Array, at: number, ply: number): number {
    const words = this.orders.length;
    const index = this.index;
    const cls = this.cls;
    to[at] = 0;
    to[at + 1] = b.keyExtra!();
    for (let w = 0; w < words; w++) {
      const o = this.orders[w]!;
      const live = b.heldBits!(w);
      // A word's held cards are held by the same hands whenever they are the same cards: its key
      // ints are those of the last key with these cards.
      const from = at + this.coarseAt[w]!;
      const fine = at + this.fineAt[w]!;
      const cache = this.cache;
      const cw = w * CACHE;
      if (this.cached[w] === live && live !== -1) {
        this.held[ply * 8 + w] = cache[cw]!;
        const nc = this.coarseInts[w]!;
        for (let i = 0; i < nc; i++) to[from + i] = cache[cw + 1 + i]!;
        for (let i = 0, nf = this.fineInts[w]!; i < nf; i++) to[fine + i] = cache[cw + 1 + nc + i]!;
        continue;
      }
      let ob = 0;
      for (let r = live; r !== 0; r &= r - 1) {
        const i = index[(w << 5) | (31 - Math.clz32(r & -r))]!;
        if (i >= 0) ob |= 1 << i;
      }
      this.held[ply * 8 + w] = ob;
      let i = at + this.coarseAt[w]!;
      let x = 0;
      let k = 0;
      if (((this.ranked >>> w) & 1) !== 0) {
        // From the weakest.
        for (let r = ob; r !== 0; r &= r - 1) {
          const c = o[31 - Math.clz32(r & -r)]!;
          x |= (b.holder(c) * 8 + cls[c]! + 1) << (6 * k);
          if (++k === 5) {
            to[i++] = x;
            x = k = 0;
          }
        }
        for (const end = at + this.coarseAt[w]! + intsFor(o.length); i < end; x = 0) to[i++] = x;
        this.remember(w, live, ob, to, from, fine);
        continue;
      }
      const f = this.floor[w]!;
      // From the strongest: the cards at or above the floor, then (the fine part) those below.
      const lenAt = i;
      const fineEnd = at + this.fineAt[w]! + this.fineInts[w]!;
      to[lenAt] =
        packDown(ob & ~((1 << f) - 1), o, b, cls, to, lenAt + 1, lenAt + 1 + intsFor(o.length - f)) +
        packDown(ob & ((1 << f) - 1), o, b, cls, to, at + this.fineAt[w]!, fineEnd);
      this.remember(w, live, ob, to, from, fine);
    }
    return hashOf(to, at + 1, this.coarse);
  }

  /** Keeps a word's key ints for the next key with the same cards of the word held. */
  private remember(w: number, live: number, ob: number, to: Int32Array, from: number, fine: number): void {
    const cache = this.cache;
    const cw = w * CACHE;
    this.cached[w] = live;
    cache[cw] = ob;
    const nc = this.coarseInts[w]!;
    for (let i = 0; i < nc; i++) cache[cw + 1 + i] = to[from + i]!;
    for (let i = 0, nf = this.fineInts[w]!; i < nf; i++) cache[cw + 1 + nc + i] = to[fine + i]!;
  }

  /**
   * Whether the entry's key at `e` of `d` matches the position's key at `p` of `k`: the coarse
   * parts equal, and per plain word the entry's `j` strongest cards below the floor alike.
   */
  matches(d: Int32Array, e: number, k: Int32Array, p: number): boolean {
    for (let i = 1; i <= this.coarse; i++) if (d[e + i] !== k[p + i]) return false;
    const js = d[e]!;
    if (js === 0) return true;
    const words = this.orders.length;
    for (let w = 0; w < words; w++) {
      let j = (js >>> (5 * w)) & 31;
      for (let i = this.fineAt[w]!; j > 0; i++, j -= 5) {
        const mask = j >= 5 ? 0x3fffffff : (1 << (6 * j)) - 1;
        if (((d[e + i]! ^ k[p + i]!) & mask) !== 0) return false;
      }
    }
    return true;
  }

  /** Copies the position's key at `p` of `k` to the entry at `e` of `d`, with the `j`s `js`. */
  write(d: Int32Array, e: number, k: Int32Array, p: number, js: number, words: number): void {
    d[e] = js;
    for (let i = 1; i < words; i++) d[e + i] = k[p + i]!;
  }

  /** Per word: its cards below the floor as bits (of their order indices). */
  private lowMask(w: number): number {
    return (1 << this.floor[w]!) - 1;
  }

  /** Marks as read, in a node's reads at `at` of `reads`, the cards of word `w` from order index `i` up to the floor. */
  private mark(w: number, i: number, reads: Int32Array, at: number): void {
    const f = this.floor[w]!;
    if (i >= f) return;
    reads[at + this.readInt[w]!]! |= (((1 << f) - 1) & ~((1 << i) - 1)) << this.readShift[w]!;
  }

  /** The `j`s (packed) of the reads of the node at ply `ply` (keyed at a trick boundary), at `at` of `reads`. */
  js(reads: Int32Array, at: number, ply: number): number {
    let js = 0;
    const words = this.orders.length;
    for (let w = 0; w < words; w++) {
      const f = this.floor[w]!;
      if (f === 0) continue;
      const read = (reads[at + this.readInt[w]!]! >>> this.readShift[w]!) & this.lowMask(w);
      if (read !== 0) js |= popcount(this.held[ply * 8 + w]! & read) << (5 * w);
    }
    return js;
  }

  /** Marks as read what an entry with the `j`s `js` read of the position of the node at ply `ply` (keyed at a trick boundary). */
  readEntry(js: number, reads: Int32Array, at: number, ply: number): void {
    if (js === 0) return;
    const words = this.orders.length;
    for (let w = 0; w < words; w++) {
      let j = (js >>> (5 * w)) & 31;
      if (j === 0) continue;
      // The j-th strongest held card below the floor.
      let r = this.held[ply * 8 + w]! & this.lowMask(w);
      let bit = 0;
      for (; j > 0 && r !== 0; j--) {
        bit = 31 - Math.clz32(r);
        r ^= 1 << bit;
      }
      this.mark(w, bit, reads, at);
    }
  }

  /**
   * Marks as read what the board's `quick` read of the position of the node at ply `ply` (keyed at
   * a trick boundary): in each plain word, the run of the strongest held cards of one hand of the
   * leader's side and the card below it (the leader or a partner cashes it), or the strongest card
   * when the other side holds it.
   */
  readQuick(b: Board, reads: Int32Array, at: number, ply: number): void {
    const words = this.orders.length;
    const side = b.side(b.seat());
    for (let w = 0; w < words; w++) {
      if (this.floor[w] === 0) continue;
      const o = this.orders[w]!;
      let top = -1;
      let bit = 0;
      for (let r = this.held[ply * 8 + w]!; r !== 0;) {
        bit = 31 - Math.clz32(r);
        r ^= 1 << bit;
        const h = b.holder(o[bit]!);
        if (top >= 0 && h !== top) break;
        top = h;
        // A run of the other side is not cashed: its strongest card tells.
        if (b.side(h) !== side) break;
      }
      this.mark(w, bit, reads, at);
    }
  }

  /** Marks the card as read (and so every card of its word above it). */
  read(card: number, reads: Int32Array, at: number): void {
    const i = this.index[card]!;
    if (i >= 0) this.mark(card >>> 5, i, reads, at);
  }

  /**
   * A run of equivalent cards of word `w` (order indices `lo` to `hi`) made one move: when a card
   * of it was read, the run is read whole (merging read the holders of the cards between); whether
   * that marked more.
   */
  readRun(w: number, lo: number, hi: number, reads: Int32Array, at: number): boolean {
    const f = this.floor[w]!;
    if (lo >= f) return false;
    const i = at + this.readInt[w]!;
    const read = (reads[i]! >>> this.readShift[w]!) & this.lowMask(w);
    if (hi < f && ((read >>> hi) & 1) === 0) return false;
    if (((read >>> lo) & 1) !== 0) return false;
    this.mark(w, lo, reads, at);
    return true;
  }
}
