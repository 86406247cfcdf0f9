import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { READ_LIMITS } from '../../src/cli/records.js';
import { runCli } from '../../src/cli/run.js';
import { DEFAULT_LIMITS, registryOf, type AnyRuleset } from '../../src/record/index.js';
import { makeWhist, whistMatch } from '../support/whist.js';

const registry = registryOf(makeWhist() as unknown as AnyRuleset, whistMatch as unknown as AnyRuleset);

/** Runs the command on an input given as chunks (or as one text). */
async function cli(argv: string[], input: AsyncIterable<Uint8Array | string> | string = '') {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    isTTY: false,
    read: () => (typeof input === 'string' ? Readable.from([input]) : input),
  };
  const code = await runCli(argv, registry, io);
  // the summary's time varies: leave it out
  return { code, out: out.replace(/ \(\d+\.\d s\)\n$/, '\n'), err };
}

const records = async (seed: number, deals: number): Promise<string[]> =>
  (await cli(['play', 'whist-test', '--seed', String(seed), '--deals', String(deals), '--json'])).out
    .trim()
    .split('\n');

const MB = 1 << 20;
/** A line just over the limit. */
const oversized = `{"pad":"${'x'.repeat(READ_LIMITS.maxBytes)}"}`;

describe('atout validate on an endless stream', () => {
  it('stops with exit 2 and a finding, having read about ten times the limit', async () => {
    let pulled = 0;
    const zeros = Readable.from(
      (function* () {
        const chunk = new Uint8Array(MB);
        while (pulled < (READ_LIMITS.maxBytes * READ_LIMITS.maxOversized) / MB + 20) {
          pulled++;
          yield chunk;
        }
      })(),
    );
    const r = await cli(['validate', '-'], zeros);
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      `FAIL line 1 (record 1): input/too-large — The record is longer than ${READ_LIMITS.maxBytes} bytes`,
    );
    expect(r.out).toContain('STOP line 1: input/endless — Stopped reading');
    expect(r.out).toContain('1 records: 0 ok, 1 failed; stopped at line 1: endless input\n');
    expect(pulled).toBeLessThanOrEqual((READ_LIMITS.maxBytes * READ_LIMITS.maxOversized) / MB + 2);
  });

  it('ten oversized lines in a row stop the run (exit 2); nine do not (exit 1)', async () => {
    const [good] = await records(1, 1);
    const lines = (n: number) => Readable.from([...Array<string>(n).fill(oversized), good!].map((l) => `${l}\n`));
    const nine = await cli(['validate', '-', '--json'], lines(9));
    expect(nine.code).toBe(1);
    const findings = nine.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(findings.map((f) => f.code)).toEqual([...Array<string>(9).fill('input/too-large'), undefined, undefined]);
    expect(findings[0]).toMatchObject({ line: 1, detail: { limit: 'maxBytes', max: READ_LIMITS.maxBytes } });
    expect(findings[9]).toEqual({ type: 'record', record: 10, line: 10, ok: true });
    expect(findings[10]).toEqual({ type: 'summary', records: 10, ok: 1, failed: 9, stopped: null });
    const ten = await cli(['validate', '-', '--json'], lines(10));
    expect(ten.code).toBe(2);
    const last = JSON.parse(ten.out.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ type: 'summary', records: 10, ok: 0, failed: 10 });
    expect(last.stopped).toMatchObject({ line: 10, code: 'input/endless' });
    expect(last.stopped.message).toContain(`${READ_LIMITS.maxOversized} records in a row`);
  });
});

describe('atout validate, record by record', () => {
  it('one oversized line among good ones: exit 1, a finding for that line, the others validated', async () => {
    const good = await records(2, 3);
    const r = await cli(['validate', '-'], [good[0], oversized, good[1], good[2]].join('\n'));
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      `FAIL line 2 (record 2): input/too-large — The record is longer than ${READ_LIMITS.maxBytes} bytes: skipped.\n` +
        '4 records: 3 ok, 1 failed\n',
    );
  });

  it('reads CRLF line ends like LF, in JSON Lines and in a pretty-printed array', async () => {
    const lines = await records(3, 3);
    const rec = JSON.parse(lines[1]!);
    [rec.actions[2], rec.actions[3]] = [rec.actions[3], rec.actions[2]];
    lines[1] = JSON.stringify(rec);
    const lf = await cli(['validate', '-', '--verbose'], `${lines.join('\n')}\n`);
    expect(lf.code).toBe(1);
    expect(lf.out).toMatch(/^ok line 1 \(record 1\)\nFAIL line 2 \(record 2\): action 3 play:/);
    expect(await cli(['validate', '-', '--verbose'], `${lines.join('\r\n')}\r\n`)).toEqual(lf);
    const pretty = JSON.stringify(
      lines.map((l) => JSON.parse(l)),
      null,
      2,
    );
    const prettyLf = await cli(['validate', '-', '--verbose'], pretty);
    expect(prettyLf.code).toBe(1);
    // in a pretty-printed array, a record's line is the line of its opening brace
    const braces = pretty.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []));
    expect([...prettyLf.out.matchAll(/line (\d+) \(record/g)].map((m) => Number(m[1]))).toEqual(braces);
    expect(prettyLf.out.replace(/line \d+/g, 'line L')).toBe(lf.out.replace(/line \d+/g, 'line L'));
    expect(await cli(['validate', '-', '--verbose'], pretty.replace(/\n/g, '\r\n'))).toEqual(prettyLf);
  });

  it('counts an array element over the limit, or with more values than a record may hold, as a failed record', async () => {
    const [good] = await records(4, 1);
    const many = `[${'0,'.repeat(2 * DEFAULT_LIMITS.maxNodes + 1)}0]`;
    const r = await cli(['validate', '-'], `[${good},\n${oversized},\n${many},\n${good}]`);
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAIL line 2 (record 2): input/too-large — The record is longer than');
    expect(r.out).toContain(
      `FAIL line 3 (record 3): input/too-large — The input has more than ${DEFAULT_LIMITS.maxNodes} items.`,
    );
    expect(r.out).toContain('4 records: 2 ok, 2 failed\n');
  });

  it('refuses an input without records (exit 2), and reports a broken array as a failed record', async () => {
    for (const empty of ['', '\n\r\n  \n', '[]']) {
      const r = await cli(['validate', '-'], empty);
      expect(r.code).toBe(2);
      expect(r.err).toContain('no records in standard input');
    }
    const [good] = await records(5, 1);
    const broken = await cli(['validate', '-'], `[${good},`);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      'FAIL line 1 (record 2): input/bad-json — The input ends before the array is closed with ].',
    );
    const comma = await cli(['validate', '-'], `[${good},,${good}]`);
    expect(comma.out).toContain('FAIL line 1 (record 2): input/bad-json — An element of the array is empty');
    expect(comma.out).toContain('3 records: 2 ok, 1 failed');
  });

  it('an unreadable input is exit 2, even after some records', async () => {
    const [good] = await records(6, 1);
    const failing = (async function* () {
      yield `${good}\n`;
      throw new Error('EIO: i/o error, read');
    })();
    const r = await cli(['validate', 'f.jsonl'], failing);
    expect(r.code).toBe(2);
    expect(r.err).toContain('atout validate: cannot read f.jsonl: EIO');
  });
});

describe("atout validate keeps the library's codes", () => {
  it('a forbidden key, a string too long, nesting too deep: each with its code and the line its record starts on', async () => {
    const [a, b, c, d] = await records(7, 4);
    const deep = `${'['.repeat(DEFAULT_LIMITS.maxDepth + 2)}${']'.repeat(DEFAULT_LIMITS.maxDepth + 2)}`;
    const input = [
      a,
      '',
      b!.replace('{', '{"__proto__":{"x":1},'),
      c!.replace('{', `{"note":"${'n'.repeat(DEFAULT_LIMITS.maxString + 1)}",`),
      '',
      '',
      d!.replace('{', `{"deep":${deep},`),
    ].join('\r\n');
    const r = await cli(['validate', '-', '--json'], input);
    expect(r.code).toBe(1);
    const out = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out.map((o) => [o.line, o.code])).toEqual([
      [1, undefined],
      [3, 'input/forbidden-key'],
      [4, 'input/string-too-long'],
      [7, 'input/too-deep'],
      [undefined, undefined],
    ]);
    expect(out[4]).toEqual({ type: 'summary', records: 4, ok: 1, failed: 3, stopped: null });
  });

  it('prints a progress line on standard error only when it is a terminal', async () => {
    const lines = await records(8, 10);
    const input = Array.from({ length: 260 }, (_, k) => lines[k % 10]!).join('\n');
    let err = '';
    const io: CliIo = {
      out: () => undefined,
      err: (t) => void (err += t),
      isTTY: true,
      read: () => Readable.from([input]),
    };
    expect(await runCli(['validate', '-'], registry, io)).toBe(0);
    expect(err).toMatch(/^\rvalidated 250 records \([\d,]+\/s\)\rvalidated 260 records \([\d,]+\/s\)\n$/);
    expect((await cli(['validate', '-'], input)).err).toBe('');
  });
});

describe('atout validate in bounded memory', () => {
  it('streams a 300 MB top-level array, and stops on `[` and endless blanks, reading adding under 160 MB to its resident memory', () => {
    const fixture = fileURLToPath(new URL('./fixtures/large-array.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', fixture, '300'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const r = JSON.parse(child.stdout);
    expect(r.array.code).toBe(0);
    expect(r.array.offered).toBeGreaterThan(300 * MB);
    expect(r.array.summary).toMatch(/^(\d+) records: \1 ok, 0 failed/);
    expect(r.endless.code).toBe(2);
    expect(r.endless.read).toBeLessThanOrEqual(READ_LIMITS.maxBytes * READ_LIMITS.maxOversized + MB);
    // what streaming 300 MB (and then 250 MB more) costs over the process's own start-up footprint,
    // which depends on the machine and on tsx's cache, not on the input
    expect(r.streamRssMB - r.baseRssMB).toBeLessThan(160);
  });
});
