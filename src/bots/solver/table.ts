/**
 * The transposition table: one typed array of fixed size (so that the memory is capped and a
 * browser can hold it), four entries per bucket, each entry a run of int32 words: the stamp of
 * the search that wrote it, the hash, bounds on what the remaining tricks add to side 0's points,
 * the best card found, the nodes its searches took (a full bucket loses its cheapest entry), then
 * the position's full key (checked on every probe: no two
 * positions ever share an entry). A `SolverTables` keeps tables by size and key width for the
 * searches of its holder (a bot, an analysis): an entry belongs to the search whose stamp it
 * carries, so a new search starts empty without clearing the array. Nothing is kept at module
 * level: two holders never share a table.
 */
import type { Board } from '../../kernel/board.js';

/** Bounds no score reaches. */
export const NO_LOW = -0x3fffffff;
export const NO_HIGH = 0x3fffffff;

/** The words of an entry, before its key (its stamp and hash are in `tags`). */
export const LO = 0;
export const HI = 1;
export const BEST = 2;
export const WORK = 3;
export const KEY = 4;

export class Table {
  readonly mask: number;
  /** Words per entry. */
  readonly stride: number;
  readonly data: Int32Array;
  /**
   * Per entry, the stamp of the search that wrote it and its hash (two words; a bucket's tags
   * share a cache line or two): a probe reads the entries' words only for a tag that matches.
   */
  readonly tags: Int32Array;

  constructor(
    readonly size: number,
    readonly keyWords: number,
  ) {
    this.mask = size - 1;
    this.stride = KEY + keyWords;
    this.data = new Int32Array(size * this.stride);
    this.tags = new Int32Array(size * 2);
  }
}

/** The largest power of two not above `entries` (at least 2). */
export const tableSize = (entries: number): number => Math.max(2, 2 ** Math.floor(Math.log2(Math.max(2, entries))));

/**
 * The transposition tables of one holder, reused from one search to the next (a table of 200,000
 * entries is several megabytes: a bot or an analysis that solves many positions holds one
 * `SolverTables` instead of allocating a table per search).
 */
export class SolverTables {
  private readonly pool = new Map<string, Table>();
  private lastStamp = 0;
  /**
   * The board of the holder's last search, loaded again by its next search of the same game instead
   * of a new one (a board holds a card-play core: allocating one cost PIMC's rollouts, each ending
   * in a solve, more than their searches). Searches of one holder run one after the other.
   */
  board: Board | undefined = undefined;
  /**
   * The search of the holder's last solve (a `Search`, prepare.ts), started again by its next solve
   * on the same board with the same options instead of a new one (a search holds buffers of every
   * ply: allocating them cost PIMC's rollouts about an eighth of their time).
   */
  search: object | undefined = undefined;

  /** A table of `entries` (rounded down to a power of two) entries of `keyWords` key words, and a fresh stamp for the search that takes it. */
  take(entries: number, keyWords: number): { readonly table: Table; readonly stamp: number } {
    const size = tableSize(entries);
    const id = `${size}/${keyWords}`;
    let table = this.pool.get(id);
    if (table === undefined) this.pool.set(id, (table = new Table(size, keyWords)));
    this.lastStamp = (this.lastStamp + 1) | 0 || 1;
    return { table, stamp: this.lastStamp };
  }
}
