/**
 * `atout validate [FILE|-]`: one finding per failing record, a summary, and the exit code of
 * `./exit.ts`. The input is streamed within `READ_LIMITS` (`./records.ts`), and not read while the
 * output is not drained (`emit`): a record over the limit
 * is one `input/too-large` finding and the run goes on; an endless input stops the run with an
 * `input/endless` finding. Records are checked by `./check.ts`, in this thread or, with
 * `--jobs N`, in N worker threads (`./pool.ts`); findings come out in input order either way.
 *
 * A finding names the LINE where its record starts in the input (from 1, blank lines counted; for
 * a top-level array or a pretty-printed record, the line of its first character), the record's
 * place among the records (from 1), and the action at fault: in the text counted from 1
 * (`action 38`, as in `atout play`'s transcript), in `--json` by its `index` in the record's
 * `actions` (from 0, as data counts). `--json` writes JSON Lines only: one object per record, then
 * one summary object.
 */
import { actionNumber } from '../kernel/seat.js';
import { flag, text, wholeNumber, type CommandArgs } from './args.js';
import { checkRecord, type Finding } from './check.js';
import { EXIT, type ExitCode } from './exit.js';
import { emit, type CliIo } from './io.js';
import { CheckPool, defaultJobs, PoolFailure } from './pool.js';
import { READ_LIMITS, readRecords, type Piece } from './records.js';
import { cliRegistry } from './registry.js';
import { usageError } from './usage.js';
import type { AnyRuleset, RulesetRegistry } from '../record/replay.js';
import type { RuleError } from '../kernel/errors.js';
import type { Locale } from '../l10n/locale.js';
import { localize, type Localized } from '../l10n/localize.js';
import { wordsOf } from './lang.js';

/** One record's outcome, in input order. */
export interface Checked {
  readonly kind: 'record';
  /** The record's place among the records, from 1. */
  readonly record: number;
  /** The line where the record starts, from 1. */
  readonly line: number;
  /** Why the record fails, or null when it is valid. */
  readonly finding: Finding | null;
}

/** The end of a run on an endless input. */
export interface Stopped {
  readonly kind: 'stop';
  readonly line: number;
  readonly code: 'input/endless';
  readonly message: string;
}

/** What checks records away from this thread (`CheckPool`): a promise per record, sent in batches. */
export interface RecordChecker {
  check(bytes: Uint8Array): Promise<Finding | null>;
  /** Sends the batch being filled (its records are otherwise sent once the batch is full). */
  flush(): void;
  /** The records sent so far: the first `sent` records given to `check`. */
  readonly sent: number;
}

/** How records are checked: in this thread, then (past `inProcess` records) in a pool, if any. */
export interface CheckPlan {
  readonly registry: RulesetRegistry;
  /** Records checked in this thread before the pool takes over (all of them without a pool). */
  readonly inProcess: number;
  /** The pool, made on first need; undefined: every record in this thread. */
  readonly pool?: () => RecordChecker;
  /** Records, and their bytes, that may be awaited at once (the bound on memory with a pool). */
  readonly inFlight: number;
  readonly inFlightBytes: number;
}

/** Records between two updates of the progress line (shown when standard error is a terminal). */
const PROGRESS_EVERY = 250;

/** Records checked in-process before any worker starts: a small input never pays for threads. */
export const IN_PROCESS_RECORDS = 200;

/** The finding of a piece that is not a readable record. */
function pieceFinding(piece: Extract<Piece, { kind: 'too-large' | 'malformed' }>): Finding {
  const base = { index: null, actionText: null } as const;
  return piece.kind === 'too-large'
    ? {
        ...base,
        code: 'input/too-large',
        message: `The record is longer than ${READ_LIMITS.maxBytes} bytes: skipped.`,
        detail: { limit: 'maxBytes', max: READ_LIMITS.maxBytes },
      }
    : { ...base, code: 'input/bad-json', message: piece.message, detail: {} };
}

const stop = (code: Stopped['code'], message: string, line: number): Stopped => ({ kind: 'stop', line, code, message });

interface Slot {
  /** For a record checked by the pool, its place among the pool's records (from 0); else -1. */
  readonly seq: number;
  readonly record: number;
  readonly line: number;
  /** The bytes held for the record until its finding comes back (0 once checked). */
  readonly bytes: number;
  done: boolean;
  finding: Finding | null;
  readonly wait: Promise<void> | undefined;
}

/**
 * The outcome of every record of `pieces`, in input order, then a `Stopped` on an endless input.
 * With a pool, at most `plan.inFlight` records are held between reading and reporting.
 */
export async function* checkPieces(pieces: AsyncIterable<Piece>, plan: CheckPlan): AsyncGenerator<Checked | Stopped> {
  const queue: Slot[] = [];
  let head = 0;
  let pool: RecordChecker | undefined;
  let seq = 0;
  let sentBefore = 0;
  let n = 0;
  let held = 0;
  function* ready(): Generator<Checked> {
    while (head < queue.length && queue[head]!.done) {
      const s = queue[head++]!;
      held -= s.bytes;
      yield { kind: 'record', record: s.record, line: s.line, finding: s.finding };
    }
    if (head > 1024 && head * 2 > queue.length) {
      // drop the reported slots now and then: the queue holds at most about `inFlight` records
      queue.splice(0, head);
      head = 0;
    }
  }
  async function* awaitHead(): AsyncGenerator<Checked> {
    const first = queue[head]!;
    // send the batch being filled only if the record awaited is in it: batches stay full
    if (pool !== undefined && first.seq >= pool.sent - sentBefore) pool.flush();
    await first.wait;
    yield* ready();
  }
  for await (const piece of pieces) {
    if (piece.kind === 'endless') {
      while (head < queue.length) yield* awaitHead();
      yield stop(
        'input/endless',
        `Stopped reading at line ${piece.line}: ${piece.message}; this is not a file of records.`,
        piece.line,
      );
      return;
    }
    n++;
    if (piece.kind !== 'record') {
      queue.push({
        seq: -1,
        record: n,
        line: piece.line,
        bytes: 0,
        done: true,
        finding: pieceFinding(piece),
        wait: undefined,
      });
    } else if (plan.pool === undefined || n <= plan.inProcess) {
      queue.push({
        seq: -1,
        record: n,
        line: piece.line,
        done: true,
        bytes: 0,
        finding: checkRecord(piece.bytes, plan.registry),
        wait: undefined,
      });
    } else {
      if (pool === undefined) {
        pool = plan.pool();
        // a pool may have served earlier runs (all their records sent): count from here
        sentBefore = pool.sent;
      }
      const p = pool.check(piece.bytes);
      held += piece.bytes.length;
      const slot: Slot = {
        seq: seq++,
        record: n,
        line: piece.line,
        bytes: piece.bytes.length,
        done: false,
        finding: null,
        wait: p.then((f) => {
          slot.done = true;
          slot.finding = f;
        }),
      };
      // a failure is thrown where the slot is awaited; later slots may never be
      slot.wait!.catch(() => undefined);
      queue.push(slot);
    }
    yield* ready();
    while (head < queue.length && (queue.length - head > plan.inFlight || held > plan.inFlightBytes))
      yield* awaitHead();
  }
  while (head < queue.length) yield* awaitHead();
}

export async function validateCommand(args: CommandArgs, registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const path = args.positionals[0] ?? '-';
  const name = path === '-' ? 'standard input' : path;
  const json = flag(args, 'json');
  const verbose = flag(args, 'verbose');
  // with --lang, findings in words of that language beside their code (else the library's English
  // message, the most precise); --json never
  const how = text(args, 'lang') === undefined ? undefined : wordsOf(args, io);
  if (typeof how === 'string') return usageError(io, 'validate', how);
  const explain =
    how === undefined ? (f: { readonly message: string }) => f.message : findingWords(registry, how.locale);
  const jobsText = text(args, 'jobs');
  const jobs = jobsText === undefined ? defaultJobs() : wholeNumber(jobsText, 1, 256);
  if (jobs === undefined) return usageError(io, 'validate', '--jobs must be a whole number from 1 to 256');
  let pool: CheckPool | undefined;
  const plan: CheckPlan = {
    registry,
    inProcess: IN_PROCESS_RECORDS,
    // the workers load the command's own rulesets: another registry (tests) is checked in this thread
    ...(jobs > 1 && registry === cliRegistry ? { pool: () => (pool = new CheckPool(jobs)) } : {}),
    inFlight: jobs * 256,
    inFlightBytes: 8 << 20,
  };
  let ok = 0;
  let failed = 0;
  let n = 0;
  let stopped: Stopped | undefined;
  const started = Date.now();
  try {
    for await (const c of checkPieces(readRecords(io.read(path)), plan)) {
      if (c.kind === 'stop') {
        stopped = c;
        if (!json)
          io.out(`STOP line ${c.line}: ${c.code} — ${explain({ code: c.code, message: c.message, detail: {} })}\n`);
        break;
      }
      n++;
      if (c.finding === null) ok++;
      else failed++;
      const out = json ? jsonLine(c) : textLine(c, verbose, explain);
      // while the output is not drained, no more records are read or checked
      if (out !== '') await emit(io, out);
      if (io.isTTY && n % PROGRESS_EVERY === 0) io.err(`\r${progress(n, started)}`);
    }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    io.err(e instanceof PoolFailure ? `atout validate: ${why}\n` : `atout validate: cannot read ${name}: ${why}\n`);
    return EXIT.refused;
  } finally {
    await pool?.close();
  }
  if (io.isTTY && n >= PROGRESS_EVERY) io.err(`\r${progress(n, started)}\n`);
  if (json) {
    const stop = stopped === undefined ? null : { line: stopped.line, code: stopped.code, message: stopped.message };
    io.out(`${JSON.stringify({ type: 'summary', records: n, ok, failed, stopped: stop })}\n`);
  } else {
    const secs = (Date.now() - started) / 1000;
    const stop = stopped === undefined ? '' : `; stopped at line ${stopped.line}: endless input`;
    io.out(`${n} records: ${ok} ok, ${failed} failed${stop} (${secs.toFixed(1)} s)\n`);
  }
  if (stopped !== undefined) return EXIT.refused;
  if (n === 0) {
    io.err(`atout validate: no records in ${name}\n`);
    return EXIT.refused;
  }
  return failed > 0 ? EXIT.invalid : EXIT.ok;
}

/** The `--json` line of a record (never localized). */
function jsonLine(c: Checked): string {
  const where = { type: 'record', record: c.record, line: c.line };
  const f = c.finding;
  if (f === null) return `${JSON.stringify({ ...where, ok: true })}\n`;
  return `${JSON.stringify({ ...where, ok: false, code: f.code, index: f.index, actionText: f.actionText, message: f.message, detail: f.detail })}\n`;
}

/** A finding in words, in the chosen language, from its code and detail (for its record's game). */
function findingWords(
  registry: RulesetRegistry,
  locale: Locale,
): (f: {
  readonly code: string;
  readonly message: string;
  readonly detail: unknown;
  readonly ruleset?: string;
}) => string {
  const any = [...registry.values()][0];
  const cache = new Map<AnyRuleset, Localized>();
  return (f) => {
    const rules = (f.ruleset !== undefined ? registry.get(f.ruleset) : undefined) ?? any;
    if (rules === undefined) return f.message;
    let l = cache.get(rules);
    if (l === undefined) cache.set(rules, (l = localize(rules, locale)));
    const detail = typeof f.detail === 'object' && f.detail !== null ? (f.detail as Record<string, unknown>) : {};
    return l.error({ code: f.code as RuleError['code'], message: f.message, detail });
  };
}

/** The text line of a record: failures always, valid records with `--verbose`. */
function textLine(c: Checked, verbose: boolean, explain: (f: Finding) => string): string {
  const where = `line ${c.line} (record ${c.record})`;
  const f = c.finding;
  if (f === null) return verbose ? `ok ${where}\n` : '';
  const action = f.index === null ? '' : `${actionNumber(f.index)} ${f.actionText ?? ''}: `;
  return `FAIL ${where}: ${action}${f.code} — ${explain(f)}\n`;
}

function progress(n: number, started: number): string {
  const rate = n / Math.max(0.001, (Date.now() - started) / 1000);
  return `validated ${n.toLocaleString('en-US')} records (${Math.round(rate).toLocaleString('en-US')}/s)`;
}
