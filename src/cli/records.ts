/**
 * A bounded reader of records from a byte stream, in any of the layouts `atout validate` accepts:
 * JSON Lines (one record a line, LF or CRLF), one top-level JSON array of records (on one line or
 * pretty-printed), or pretty-printed JSON values one after another (the input's first line is `{`).
 *
 * Memory is bounded by construction: of the record being read it holds at most `maxBytes` bytes;
 * once a record is longer, its bytes are dropped as they arrive (only their count is kept) and the
 * record is reported as too large. Reading stops, reporting an endless input, after `maxOversized`
 * oversized records in a row or once one record runs to `maxOversized` times `maxBytes` (a stream
 * without line ends, such as /dev/zero).
 *
 * Each piece carries the line (from 1) where its record starts.
 */
import { DEFAULT_LIMITS } from '../record/guard.js';

/** How much of one record is held, and when an oversized input is given up. */
export interface ReadLimits {
  /** The longest record, in bytes: a line, an element of the top-level array, or a pretty-printed value. */
  readonly maxBytes: number;
  /** Oversized records in a row (or times `maxBytes` within one record) after which reading stops. */
  readonly maxOversized: number;
}

/**
 * The limits of `atout validate`: a record may be as long as the library's cap on JSON text
 * (`DEFAULT_LIMITS.maxTextLength` characters; the longest record atout writes, a 1,000-deal match,
 * is about 1.3 MB) in any encoding: a UTF-16 code unit takes at most 3 bytes of UTF-8, so the
 * reader never refuses a record the library accepts.
 */
export const READ_LIMITS: ReadLimits = {
  maxBytes: 3 * DEFAULT_LIMITS.maxTextLength,
  maxOversized: 10,
};

/** What the reader finds, in input order. */
export type Piece =
  /** The bytes of one record, not blank (not yet decoded nor parsed: see `./parse.ts`). */
  | { readonly kind: 'record'; readonly line: number; readonly bytes: Uint8Array }
  /** A record over `maxBytes`: dropped, reading goes on. */
  | { readonly kind: 'too-large'; readonly line: number }
  /** The layout is broken (text after the array, an array not closed, an empty element). */
  | { readonly kind: 'malformed'; readonly line: number; readonly message: string }
  /** The last piece when reading stops on an endless input: the line reached, and why. */
  | { readonly kind: 'endless'; readonly line: number; readonly message: string };

/** The layout of the input, decided by its first bytes that are not blank. */
type Layout = 'start' | 'lines' | 'array' | 'values' | 'after';
/** The scanner of each layout: the array and the values are read by the one JSON scanner. */
const SCANNER = {
  start: 'scanStart',
  lines: 'scanLines',
  array: 'scanJson',
  values: 'scanJson',
  after: 'scanAfter',
} as const satisfies Record<Layout, string>;

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const BOM = [0xef, 0xbb, 0xbf] as const;

const isBlank = (b: number): boolean => b === SPACE || b === LF || b === CR || b === TAB;

/**
 * Splits a byte stream into record pieces. Feed it chunks with `push`, then call `end`; both yield
 * the pieces completed so far. After an `endless` piece, `stopped` is true and further input is ignored.
 */
export class RecordSplitter {
  private layout: Layout = 'start';
  private line = 1;
  private bomAt = 0;
  private firstRecord = true;
  // the record being read: its bytes while within the limit, its size in any case
  private parts: Uint8Array[] = [];
  private held = 0;
  private size = 0;
  private started = false;
  private startLine = 1;
  // oversized records in a row, and whether reading has stopped
  private inARow = 0;
  private stop = false;
  // the JSON scanner of the array and values layouts
  private depth = 0;
  private inString = false;
  private escaped = false;
  private sawComma = false;
  private mostHeld = 0;

  constructor(private readonly limits: ReadLimits = READ_LIMITS) {}

  /** The most bytes of one record ever held at once (never above `maxBytes`). */
  get maxHeld(): number {
    return this.mostHeld;
  }

  get stopped(): boolean {
    return this.stop;
  }

  *push(chunk: Uint8Array): Generator<Piece> {
    let i = 0;
    while (i < chunk.length && !this.stop) {
      i = yield* this[SCANNER[this.layout]](chunk, i);
    }
  }

  *end(): Generator<Piece> {
    if (this.stop) return;
    if (this.layout === 'lines' || this.layout === 'values') yield* this.finish();
    else if (this.layout === 'array') {
      if (this.started) yield* this.finish();
      yield { kind: 'malformed', line: this.line, message: 'The input ends before the array is closed with ].' };
    }
  }

  /** Blank lines (and a byte-order mark) before the first record; its first byte picks the layout. */
  private *scanStart(chunk: Uint8Array, from: number): Generator<Piece, number> {
    for (let i = from; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (this.bomAt < BOM.length && b === BOM[this.bomAt]) {
        this.bomAt++;
        continue;
      }
      this.bomAt = BOM.length;
      if (b === LF) {
        this.line++;
        this.size = 0;
      } else if (isBlank(b)) {
        if (this.size < this.limits.maxBytes) this.size++;
        else {
          // a blank line longer than the limit: an oversized line
          this.layout = 'lines';
          this.begin();
          yield* this.grow(1);
          return i + 1;
        }
      } else {
        this.size = 0;
        this.layout = b === OPEN_ARRAY ? 'array' : 'lines';
        return b === OPEN_ARRAY ? i + 1 : i;
      }
    }
    return chunk.length;
  }

  /** JSON Lines: a record ends at each line feed (a CR before it is a blank like any other). */
  private *scanLines(chunk: Uint8Array, from: number): Generator<Piece, number> {
    const nl = chunk.indexOf(LF, from);
    const to = nl < 0 ? chunk.length : nl;
    if (!this.started) this.begin();
    yield* this.take(chunk, from, to);
    if (nl < 0) return chunk.length;
    this.line++;
    if (this.firstRecord && this.isOpeningBrace()) {
      // pretty-printed values: the first line is `{` alone
      this.layout = 'values';
      this.depth = 1;
      yield* this.take(Uint8Array.of(LF), 0, 1);
      return nl + 1;
    }
    yield* this.finish();
    return nl + 1;
  }

  private isOpeningBrace(): boolean {
    if (this.size > 64) return false;
    let text = '';
    for (const p of this.parts) for (const b of p) text += String.fromCharCode(b);
    return text.trim() === '{';
  }

  /** A top-level array (its elements end at its commas) or JSON values one after another. */
  private *scanJson(chunk: Uint8Array, from: number): Generator<Piece, number> {
    const array = this.layout === 'array';
    // the scanner's state in locals for the loop, written back before anything else runs
    let { depth, inString, escaped, line } = this;
    let i = from;
    let boundary = -1;
    for (; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
        else if (b === LF) line++;
        continue;
      }
      if (b === SPACE) {
        // runs of spaces (indentation) are common: skip them in one go
        while (i + 1 < chunk.length && chunk[i + 1] === SPACE) i++;
        continue;
      }
      if (b === LF || b === CR || b === TAB) {
        if (b === LF) line++;
        continue;
      }
      if (array && depth === 0 && (b === COMMA || b === CLOSE_ARRAY)) {
        boundary = b;
        break;
      }
      if (!this.started) {
        this.line = line;
        this.begin();
      }
      if (b === QUOTE) inString = true;
      else if (b === OPEN_ARRAY || b === OPEN_OBJECT) depth++;
      else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
        if (depth > 0) depth--;
        if (!array && depth === 0) {
          boundary = b;
          break;
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    this.line = line;
    if (boundary < 0) {
      yield* this.take(chunk, from, chunk.length);
      return chunk.length;
    }
    if (!array) {
      // the end of a value
      yield* this.take(chunk, from, i + 1);
      yield* this.finish();
    } else {
      // the end of an element
      yield* this.take(chunk, from, i);
      if (this.started) yield* this.finish();
      else if (boundary === COMMA || this.sawComma) yield* this.emptyElement();
      else this.reset();
      if (boundary === COMMA) this.sawComma = true;
      else this.layout = 'after';
    }
    return i + 1;
  }

  private *emptyElement(): Generator<Piece> {
    const line = this.line;
    this.reset();
    yield { kind: 'malformed', line, message: 'An element of the array is empty (a comma too many).' };
  }

  /** After the array: blanks only. */
  private *scanAfter(chunk: Uint8Array, from: number): Generator<Piece, number> {
    for (let i = from; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (b === LF) this.line++;
      else if (!isBlank(b)) {
        this.stop = true;
        yield { kind: 'malformed', line: this.line, message: 'Text follows the closing ] of the array.' };
        return chunk.length;
      }
    }
    return chunk.length;
  }

  private begin(): void {
    this.started = true;
    this.startLine = this.line;
  }

  /** Adds bytes to the record being read, holding them only while the record is within the limit. */
  private *take(chunk: Uint8Array, from: number, to: number): Generator<Piece> {
    if (to <= from) return;
    if (this.size + (to - from) <= this.limits.maxBytes) {
      // a copy: the source may reuse its chunk
      this.parts.push(chunk.slice(from, to));
      this.held += to - from;
      this.mostHeld = Math.max(this.mostHeld, this.held);
    }
    yield* this.grow(to - from);
  }

  /** Counts bytes of the record: reports it once it passes the limit, and stops on an endless input. */
  private *grow(bytes: number): Generator<Piece> {
    const { maxBytes, maxOversized } = this.limits;
    const before = this.size;
    this.size += bytes;
    if (before <= maxBytes && this.size > maxBytes) {
      this.parts = [];
      this.held = 0;
      this.inARow++;
      yield { kind: 'too-large', line: this.startLine };
      if (this.inARow >= maxOversized)
        yield* this.giveUp(`${maxOversized} records in a row are longer than ${maxBytes} bytes`);
    }
    if (this.size > maxBytes * maxOversized)
      yield* this.giveUp(`a record runs on for more than ${maxOversized} × ${maxBytes} bytes`);
  }

  private *giveUp(why: string): Generator<Piece> {
    if (this.stop) return;
    this.stop = true;
    yield { kind: 'endless', line: this.line, message: why };
  }

  /** Ends the record being read and yields it, unless it was too large (already reported) or blank. */
  private *finish(): Generator<Piece> {
    const over = this.size > this.limits.maxBytes;
    const bytes = this.parts.length === 1 ? this.parts[0]! : concat(this.parts, this.held);
    const line = this.startLine;
    const started = this.started;
    this.reset();
    if (over || !started || bytes.every(isBlank)) return;
    this.firstRecord = false;
    this.inARow = 0;
    yield { kind: 'record', line, bytes };
  }

  private reset(): void {
    this.parts = [];
    this.held = 0;
    this.size = 0;
    this.started = false;
    this.startLine = this.line;
  }
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const encoder = new TextEncoder();

/** The records of a stream of chunks (bytes, or text as UTF-8), read within `limits`. */
export async function* readRecords(
  chunks: AsyncIterable<Uint8Array | string>,
  limits: ReadLimits = READ_LIMITS,
): AsyncGenerator<Piece> {
  const splitter = new RecordSplitter(limits);
  for await (const chunk of chunks) {
    yield* splitter.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    if (splitter.stopped) return;
  }
  yield* splitter.end();
}

/** The whole of a stream, or `undefined` as soon as it is longer than `maxBytes` (read no further). */
export async function readAll(
  chunks: AsyncIterable<Uint8Array | string>,
  maxBytes: number = READ_LIMITS.maxBytes,
): Promise<Uint8Array | undefined> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    size += bytes.length;
    if (size > maxBytes) return undefined;
    parts.push(bytes.slice());
  }
  return concat(parts, size);
}
