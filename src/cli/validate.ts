/**
 * `atout validate [FILE|-]`: one finding per failing record, a summary, and the exit code of
 * `./exit.ts`. The input is streamed within `READ_LIMITS` (`./records.ts`): a record over the limit
 * is one `input/too-large` finding and the run goes on; an endless input stops the run with an
 * `input/endless` finding.
 */
import { isLeft } from '../kernel/either.js';
import { validate, type RulesetRegistry, type ValidationFailure } from '../record/replay.js';
import type { ParsedArgs } from './args.js';
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { parseRecord } from './parse.js';
import { READ_LIMITS, readRecords, type Piece } from './records.js';

interface Finding {
  readonly code: string;
  readonly text: string;
  readonly index: number | null;
}

function describe(f: ValidationFailure): Finding {
  if (f.kind === 'replay') {
    const e = f.error;
    const where = e.index === null ? '' : `action #${e.index} ${e.action ?? ''}: `;
    return { code: e.code, text: `${where}${e.code} — ${e.message}`, index: e.index };
  }
  const m = f.mismatches
    .map((x) => `${x.field} claimed ${JSON.stringify(x.claimed)}, actual ${JSON.stringify(x.actual)}`)
    .join('; ');
  return { code: 'result/mismatch', text: `result mismatch: ${m}`, index: null };
}

/** The finding of a piece that is not a readable record. */
function inputFinding(code: string, message: string): Finding {
  return { code, text: `${code} — ${message}`, index: null };
}

function pieceFinding(piece: Exclude<Piece, { kind: 'record' }>): Finding {
  switch (piece.kind) {
    case 'too-large':
      return inputFinding(
        'input/too-large',
        `The record at line ${piece.line} is longer than ${READ_LIMITS.maxBytes} bytes: skipped.`,
      );
    case 'malformed':
      return inputFinding('input/bad-json', `Line ${piece.line}: ${piece.message}`);
    case 'endless':
      return inputFinding(
        'input/endless',
        `Stopped reading at line ${piece.line}: ${piece.message}; this is not a file of records.`,
      );
  }
}

export async function validateCommand(args: ParsedArgs, registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const path = args.positional[1] ?? '-';
  const name = path === '-' ? 'standard input' : path;
  const json = args.flags.has('--json');
  const verbose = args.flags.has('--verbose');
  let ok = 0;
  let failed = 0;
  let n = 0;
  const started = Date.now();
  /** `record` is null for a finding about the input as a whole. */
  const report = (f: Finding, record: number | null): void =>
    io.out(
      json
        ? `${JSON.stringify({ record, ok: false, code: f.code, index: f.index, message: f.text })}\n`
        : `${record === null ? 'STOP' : `FAIL #${record}`} ${f.text}\n`,
    );
  const fail = (f: Finding): void => {
    failed++;
    report(f, n);
  };
  const check = (bytes: Uint8Array): void => {
    const v = parseRecord(bytes);
    if (isLeft(v)) return fail(inputFinding(v.left.code, v.left.message));
    const r = validate(v.right, registry);
    if (isLeft(r)) return fail(describe(r.left));
    ok++;
    if (json) io.out(`${JSON.stringify({ record: n, ok: true })}\n`);
    else if (verbose) io.out(`ok #${n}\n`);
  };
  let stoppedAt: number | null = null;
  try {
    for await (const piece of readRecords(io.read(path))) {
      if (piece.kind === 'endless') {
        stoppedAt = piece.line;
        report(pieceFinding(piece), null);
        break;
      }
      n++;
      if (piece.kind === 'record') check(piece.bytes);
      else fail(pieceFinding(piece));
      if (io.isTTY && n % 1000 === 0) io.err(`\r${progress(n, started)}`);
    }
  } catch (e) {
    io.err(`atout validate: cannot read ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.refused;
  }
  if (io.isTTY && n >= 1000) io.err(`\r${progress(n, started)}\n`);
  const secs = (Date.now() - started) / 1000;
  const stop = stoppedAt === null ? '' : `; stopped at line ${stoppedAt}: endless input`;
  io.out(`${n} records: ${ok} ok, ${failed} failed${stop} (${secs.toFixed(1)} s)\n`);
  if (stoppedAt !== null) return EXIT.refused;
  if (n === 0) {
    io.err(`atout validate: no records in ${name}\n`);
    return EXIT.refused;
  }
  return failed > 0 ? EXIT.invalid : EXIT.ok;
}

function progress(n: number, started: number): string {
  const rate = n / Math.max(0.001, (Date.now() - started) / 1000);
  return `validated ${n.toLocaleString('en-US')} records (${Math.round(rate).toLocaleString('en-US')}/s)`;
}
