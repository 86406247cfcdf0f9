/**
 * The transposition table: fixed-size typed arrays (so that the memory is capped and a browser
 * can hold it), two slots per bucket, each entry holding a position's full key (checked on every
 * probe: no two positions ever share an entry), bounds on what the remaining tricks add to side
 * 0's points, the best card found and how many tricks were left (deeper entries are kept first).
 * Tables are pooled by size and key width and reused from one search to the next: an entry belongs
 * to the search whose stamp it carries, so a new search starts empty without clearing the arrays.
 */

/** Bounds no score reaches. */
export const NO_LOW = -0x3fffffff;
export const NO_HIGH = 0x3fffffff;

export class Table {
  readonly mask: number;
  readonly keys: Int32Array;
  readonly hashes: Int32Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly best: Int32Array;
  readonly stamps: Int32Array;
  readonly depths: Int8Array;

  constructor(
    readonly size: number,
    readonly keyWords: number,
  ) {
    this.mask = size - 1;
    this.keys = new Int32Array(size * keyWords);
    this.hashes = new Int32Array(size);
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.best = new Int32Array(size);
    this.stamps = new Int32Array(size);
    this.depths = new Int8Array(size);
  }
}

const POOL = new Map<string, Table>();
let lastStamp = 0;

/** A fresh stamp: the entries of earlier searches are empty to its owner. */
export const newStamp = (): number => (lastStamp = (lastStamp + 1) | 0 || 1);

/** The largest power of two not above `entries` (at least 2). */
export const tableSize = (entries: number): number => Math.max(2, 2 ** Math.floor(Math.log2(Math.max(2, entries))));

/** A pooled table of `entries` (rounded down to a power of two) entries of `keyWords` key words. */
export function pooledTable(entries: number, keyWords: number): Table {
  const size = tableSize(entries);
  const id = `${size}/${keyWords}`;
  let t = POOL.get(id);
  if (t === undefined) POOL.set(id, (t = new Table(size, keyWords)));
  return t;
}
