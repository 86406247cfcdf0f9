import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAll, readRecords, RecordSplitter, type Piece, type ReadLimits } from '../../src/cli/records.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** The pieces of `bytes` fed in chunks cut at `cuts` (positions, any order), and the splitter. */
function split(bytes: Uint8Array, cuts: readonly number[] = [], limits?: ReadLimits) {
  const splitter = new RecordSplitter(limits);
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    pieces.push(...splitter.push(bytes.subarray(from, to)));
    from = to;
  }
  pieces.push(...splitter.end());
  return { pieces, splitter };
}

/** Each piece in short: a record as its JSON re-serialized (or its text when not JSON), with its line. */
function show(p: Piece): string {
  if (p.kind !== 'record') return `${p.kind}@${p.line}`;
  const text = decode(p.bytes);
  try {
    return `${JSON.stringify(JSON.parse(text))}@${p.line}`;
  } catch {
    return `${text}@${p.line}`;
  }
}

const cuts = fc.array(fc.nat(), { maxLength: 12 });
const record = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 4 });

describe('the record splitter reads every layout alike, however the input is cut into chunks', () => {
  it('JSON Lines (LF or CRLF, blank lines anywhere), a top-level array (compact or pretty), pretty values', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        fc.boolean(),
        cuts,
        (records, blanks, crlf, at) => {
          const eol = crlf ? '\r\n' : '\n';
          const crlfAll = (t: string): string => (crlf ? t.replace(/\n/g, '\r\n') : t);
          const want = records.map((r) => JSON.stringify(r));
          // JSON Lines, with a blank line after record k when blanks[k]: the line numbers count them
          let text = '';
          let line = 1;
          const lines: string[] = [];
          records.forEach((r, k) => {
            lines.push(`${JSON.stringify(r)}@${line}`);
            text += JSON.stringify(r) + eol;
            line++;
            if (blanks[k]) {
              text += `  ${eol}`;
              line++;
            }
          });
          expect(split(encode(text), at).pieces.map(show)).toEqual(lines);
          // one top-level array, compact or pretty-printed, then the records as pretty-printed values
          for (const layout of [JSON.stringify(records), JSON.stringify(records, null, 2)]) {
            const { pieces } = split(encode(crlfAll(layout)), at);
            expect(pieces.map((p) => show(p).replace(/@\d+$/, ''))).toEqual(want);
          }
          const values = records.map((r) => JSON.stringify(r, null, 2)).join('\n');
          const { pieces } = split(encode(crlfAll(values)), at);
          expect(pieces.map((p) => show(p).replace(/@\d+$/, ''))).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an array of any JSON values: strings holding brackets, commas, quotes and escapes do not split it', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 6 }), cuts, (values, at) => {
        const { pieces } = split(encode(JSON.stringify(values, null, 1)), at);
        expect(pieces.map((p) => show(p).replace(/@\d+$/, ''))).toEqual(values.map((v) => JSON.stringify(v)));
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The rules for oversized lines, written plainly: a line over `maxBytes` is reported and dropped;
 * `maxOversized` of them in a row, or one over `maxOversized` × `maxBytes`, end the reading.
 */
function model(lines: readonly string[], { maxBytes, maxOversized }: ReadLimits): string[] {
  const out: string[] = [];
  let inARow = 0;
  for (let k = 0; k < lines.length; k++) {
    const size = encode(lines[k]!).length;
    if (size > maxBytes) {
      out.push(`too-large@${k + 1}`);
      if (++inARow >= maxOversized || size > maxBytes * maxOversized) return [...out, `endless@${k + 1}`];
    } else if (lines[k]!.trim() !== '') {
      out.push(`${lines[k]!}@${k + 1}`);
      inARow = 0;
    }
  }
  return out;
}

describe('oversized lines', () => {
  // lines of text that start with a letter (or are blank), some far over the limit
  const line = fc.oneof(
    fc.constantFrom('', ' ', '\t\r'),
    fc.tuple(fc.constantFrom('a', 'é', '€'), fc.string({ maxLength: 40 })).map(([a, b]) => a + b.replace(/\n/g, ' ')),
    fc.integer({ min: 1, max: 400 }).map((n) => `x${'é'.repeat(n)}`),
  );

  it('are reported where they are, dropped without being held, and stop the reading as the rules say', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 14 }),
        fc.integer({ min: 8, max: 64 }),
        fc.integer({ min: 2, max: 5 }),
        cuts,
        (lines, maxBytes, maxOversized, at) => {
          const limits = { maxBytes, maxOversized };
          const { pieces, splitter } = split(encode(lines.join('\n')), at, limits);
          expect(pieces.map(show)).toEqual(model(lines, limits));
          expect(splitter.maxHeld).toBeLessThanOrEqual(maxBytes);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a stream without line ends (zeros, the same chunk again and again) stops after ten times the limit', () => {
    const limits = { maxBytes: 1000, maxOversized: 10 };
    const splitter = new RecordSplitter(limits);
    const zeros = new Uint8Array(100);
    const pieces: Piece[] = [];
    let chunks = 0;
    while (!splitter.stopped && chunks < 1_000) {
      pieces.push(...splitter.push(zeros));
      chunks++;
    }
    expect(pieces.map((p) => p.kind)).toEqual(['too-large', 'endless']);
    expect(chunks).toBe(101);
    expect(splitter.maxHeld).toBeLessThanOrEqual(1000);
    expect(pieces[1]).toMatchObject({ line: 1, message: expect.stringContaining('10 × 1000 bytes') });
  });

  it('an element of an array, and a pretty-printed value, are held to the limit like a line', () => {
    const limits = { maxBytes: 20, maxOversized: 10 };
    const long = JSON.stringify('y'.repeat(30));
    expect(split(encode(`[1, ${long}, {"a": [2]}]`), [], limits).pieces.map(show)).toEqual([
      '1@1',
      'too-large@1',
      '{"a":[2]}@1',
    ]);
    const values = `{\n "a": ${long}\n}\n{\n "b": 1\n}\n`;
    expect(split(encode(values), [3, 40], limits).pieces.map(show)).toEqual(['too-large@1', '{"b":1}@4']);
    // an array padded with blanks without end: blanks count toward the element
    const spaces = split(encode(`[${' '.repeat(300)}`), [], limits);
    expect(spaces.pieces.map((p) => p.kind)).toEqual(['too-large', 'endless']);
  });
});

describe('the layout of the input', () => {
  const shown = (text: string) => split(encode(text)).pieces.map(show);

  it('reads empty arrays and inputs, and reports a broken array once', () => {
    expect(shown('')).toEqual([]);
    expect(shown('\n \r\n')).toEqual([]);
    expect(shown('[]')).toEqual([]);
    expect(shown(' [ ]\n')).toEqual([]);
    expect(shown('[1,]')).toEqual(['1@1', 'malformed@1']);
    expect(shown('[,1]')).toEqual(['malformed@1', '1@1']);
    expect(shown('[1,\n2')).toEqual(['1@1', '2@2', 'malformed@2']);
    expect(shown('[1]\n x [2]')).toEqual(['1@1', 'malformed@2']);
    expect(shown('[1]  \r\n')).toEqual(['1@1']);
  });

  it('skips a byte-order mark at the start', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf);
    const bytes = new Uint8Array([...bom, ...encode('[{"a":1}]')]);
    expect(split(bytes, [1]).pieces.map(show)).toEqual(['{"a":1}@1']);
  });

  it('JSON Lines whose first line is a whole object stay JSON Lines, broken lines and all', () => {
    expect(shown('{"a":1}\n{oops\n\n{"b":2}\n')).toEqual(['{"a":1}@1', '{oops@2', '{"b":2}@4']);
  });

  it('numbers records from the line where they start', () => {
    const text = JSON.stringify([{ a: 1 }, { b: [1, 2] }], null, 2);
    expect(shown(text)).toEqual(['{"a":1}@2', '{"b":[1,2]}@5']);
  });
});

describe('reading a whole input within a limit', () => {
  it('returns the bytes, or undefined as soon as the input is longer, reading no further', async () => {
    expect(decode((await readAll(Readable.from(['ab', 'c']), 3))!)).toBe('abc');
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield new Uint8Array(10);
      }
    }
    expect(await readAll(endless(), 95)).toBeUndefined();
    expect(pulled).toBe(10);
  });

  it('readRecords stops pulling chunks once it stops', async () => {
    let pulled = 0;
    async function* zeros() {
      while (pulled < 10_000) {
        pulled++;
        yield new Uint8Array(64);
      }
    }
    const kinds: string[] = [];
    for await (const p of readRecords(zeros(), { maxBytes: 64, maxOversized: 10 })) kinds.push(p.kind);
    expect(kinds).toEqual(['too-large', 'endless']);
    expect(pulled).toBe(11);
  });
});
