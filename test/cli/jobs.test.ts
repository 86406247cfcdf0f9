import fc from 'fast-check';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/cli/check.js';
import type { CliIo } from '../../src/cli/io.js';
import { CheckPool } from '../../src/cli/pool.js';
import { readRecords } from '../../src/cli/records.js';
import { cliRegistry } from '../../src/cli/registry.js';
import { runCli } from '../../src/cli/run.js';
import { checkPieces, type Checked, type RecordChecker, type Stopped } from '../../src/cli/validate.js';

/** Runs the command on the real rulesets, the input given as one text. */
async function cli(argv: string[], input = '', isTTY = false) {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    isTTY,
    read: () => Readable.from([input]),
  };
  const code = await runCli(argv, cliRegistry, io);
  return { code, out, err };
}

/** Every outcome of `input`, checked as `plan` says. */
async function outcomes(
  input: string,
  pool: RecordChecker | undefined,
  inProcess: number,
  inFlight: number,
): Promise<(Checked | Stopped)[]> {
  const all: (Checked | Stopped)[] = [];
  const plan = {
    registry: cliRegistry,
    inProcess,
    inFlight,
    inFlightBytes: 1 << 20,
    ...(pool ? { pool: () => pool } : {}),
  };
  for await (const c of checkPieces(readRecords(Readable.from([input])), plan)) all.push(c);
  return all;
}

let good: string[] = [];
let pool: CheckPool;

beforeAll(async () => {
  good = (await cli(['play', 'tarot', '--seed', '9', '--deals', '40', '--json'])).out.trim().split('\n');
  pool = new CheckPool(2);
});
afterAll(() => pool.close());

/** A record made bad in one of the ways a file of records goes wrong, each with its own library code. */
const BAD: readonly ((rec: string, k: number) => string)[] = [
  (rec) => rec.replace('"format"', 'format'), // a key without quotes: input/bad-json
  (rec) => rec.replace('{', '{"__proto__":{},'), // input/forbidden-key
  (rec, k) => {
    // an action that is none: record/bad-action, at that action's number
    const r = JSON.parse(rec);
    r.actions[4 + (k % 40)] = 'play:99Z';
    return JSON.stringify(r);
  },
  (rec) => {
    const r = JSON.parse(rec);
    r.result.scores[0] += 1; // result/mismatch
    return JSON.stringify(r);
  },
  (rec) => rec.replace('"tarot"', '"tarok"'), // record/…: no such ruleset
];

const file = fc.record({
  picks: fc.array(
    fc.record({ rec: fc.nat(39), bad: fc.option(fc.nat(BAD.length - 1), { nil: undefined }), k: fc.nat() }),
    {
      minLength: 1,
      maxLength: 60,
    },
  ),
  layout: fc.constantFrom('lines', 'crlf', 'array'),
  blanks: fc.array(fc.nat(60), { maxLength: 5 }),
  inProcess: fc.nat(10),
  inFlight: fc.integer({ min: 1, max: 100 }),
});

describe('atout validate --jobs N', () => {
  it('gives the same findings, in the same order, in worker threads as in this thread', async () => {
    await fc.assert(
      fc.asyncProperty(file, async ({ picks, layout, blanks, inProcess, inFlight }) => {
        const recs = picks.map(({ rec, bad, k }) => (bad === undefined ? good[rec]! : BAD[bad]!(good[rec]!, k)));
        let input: string;
        if (layout === 'array') input = `[\n${recs.join(',\n')}\n]\n`;
        else {
          const lines = [...recs];
          for (const b of blanks) lines.splice(b % (lines.length + 1), 0, '');
          input = lines.join(layout === 'crlf' ? '\r\n' : '\n');
        }
        const here = await outcomes(input, undefined, 0, 1);
        const there = await outcomes(input, pool, inProcess, inFlight);
        expect(there).toEqual(here);
        expect(here.filter((c) => c.kind === 'record' && c.finding !== null)).toHaveLength(
          picks.filter((p) => p.bad !== undefined).length,
        );
      }),
      { numRuns: 8 },
    );
  });

  it('the findings name the line where each record starts and the library codes', async () => {
    const lines = [good[0]!, '', BAD[1]!(good[1]!, 0), '', '', BAD[2]!(good[2]!, 3), good[3]!];
    const r = await cli(['validate', '-', '--json', '--jobs', '2'], lines.join('\n'));
    expect(r.code).toBe(1);
    const objects = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(objects.map((o) => [o.type, o.record, o.line, o.ok, o.code])).toEqual([
      ['record', 1, 1, true, undefined],
      ['record', 2, 3, false, 'input/forbidden-key'],
      ['record', 3, 6, false, 'record/bad-action'],
      ['record', 4, 7, true, undefined],
      ['summary', undefined, undefined, 2, undefined],
    ]);
    // index 7 of the record's actions: action 8, counted from 1
    expect(objects[2]).toMatchObject({ index: 7, actionText: 'play:99Z' });
    expect(objects[4]).toEqual({ type: 'summary', records: 4, ok: 2, failed: 2, stopped: null });
  });

  it('holds at most `inFlight` records between reading and reporting', async () => {
    let inFlight = 0;
    let most = 0;
    let flushed = 0;
    const sent: (() => void)[] = [];
    // a checker that answers only when flushed, and counts what it holds
    const slow: RecordChecker = {
      check: () =>
        new Promise<Finding | null>((resolve) => {
          inFlight++;
          most = Math.max(most, inFlight);
          sent.push(() => {
            inFlight--;
            resolve(null);
          });
        }),
      flush: () => {
        flushed += sent.length;
        sent.splice(0).forEach((answer) => answer());
      },
      get sent() {
        return flushed;
      },
    };
    const input = good.join('\n');
    for (const bound of [1, 3, 7]) {
      most = 0;
      flushed = 0;
      const all = await outcomes(input, slow, 0, bound);
      expect(all).toHaveLength(good.length);
      expect(most).toBeLessThanOrEqual(bound + 1);
    }
  });
});
