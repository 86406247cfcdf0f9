/**
 * Backpressure: a command whose standard output is not read stops reading its input, so its memory
 * stays bounded, and every answer arrives once the reader resumes (exit 0). The child process runs
 * the bundled command; its standard output is left paused while many requests wait on its input.
 * `npm test` sends 50,000 oracle requests and 20,000 records (megabytes more than the pipes hold);
 * `npm run test:long` (ATOUT_LONG=1) the 1.5 million of the issue that found the defect
 * (docs/performance.md gives the sizes measured).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, type BuiltCli } from '../support/built-cli.js';

const LONG = process.env['ATOUT_LONG'] === '1';
const REQUESTS = LONG ? 1_500_000 : 50_000;
const RECORDS = LONG ? 1_500_000 : 20_000;
/** An invalid record of 200 bytes (its finding is about as long). */
const BAD_RECORD = `${JSON.stringify({ format: 'atout-record', pad: 'x'.repeat(165) })}\n`;
/** The bound on the command's peak resident memory while its output is not read. */
const MAX_RSS_MB = 200;
/** Polls of the paused child, and how many unchanged ones say that it stopped reading. */
const POLL_MS = 100;
const STILL_POLLS = 5;
const MAX_POLLS = LONG ? 3000 : 600;

let built: BuiltCli | undefined;
beforeAll(async () => {
  built = await bundleCli();
});
afterAll(() => built?.remove());

/** A field of /proc/<pid>/status in MB (VmHWM: the peak resident memory so far). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** What the paused phase saw: the child's peak memory and the input bytes it had not taken. */
interface Paused {
  readonly peakMb: number;
  readonly unreadInput: number;
  /** Whether the child settled within the polls allowed. */
  readonly settled: boolean;
}

/** The bytes the child has read and written so far (/proc/<pid>/io: rchar + wchar), its progress. */
function ioBytes(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  return Number(/^rchar: (\d+)/m.exec(io)?.[1]) + Number(/^wchar: (\d+)/m.exec(io)?.[1]);
}

/**
 * Feeds `input` to the child with its output paused, until the child has settled: it neither read
 * nor wrote anything for STILL_POLLS polls (held by its output, or done with all of its input).
 */
async function pausedPhase(
  child: ChildProcessWithoutNullStreams,
  input: Buffer,
  maxPolls = MAX_POLLS,
): Promise<Paused> {
  child.stdin.on('error', () => undefined);
  child.stdin.end(input);
  let last = -1;
  let still = 0;
  for (let poll = 0; poll < maxPolls && still < STILL_POLLS; poll++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const progress = ioBytes(child.pid!);
    still = progress === last ? still + 1 : 0;
    last = progress;
  }
  // the long run reports what it measured (docs/performance.md)
  if (LONG)
    console.info(
      `peak ${statusMb(child.pid!, 'VmHWM').toFixed(0)} MB; input all taken: ${child.stdin.writableLength === 0}`,
    );
  return {
    peakMb: statusMb(child.pid!, 'VmHWM'),
    unreadInput: child.stdin.writableLength,
    settled: still >= STILL_POLLS,
  };
}

/** Resumes the reader: the number of lines the child writes, and its exit code. */
async function resumed(child: ChildProcessWithoutNullStreams): Promise<{ lines: number; code: number | null }> {
  let lines = 0;
  child.stdout.on('data', (d: Buffer) => {
    for (let i = d.indexOf(10); i >= 0; i = d.indexOf(10, i + 1)) lines++;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { lines, code };
}

const start = (args: readonly string[]) =>
  spawn(process.execPath, [built!.cli, ...args], { cwd: built!.dir, stdio: ['pipe', 'pipe', 'pipe'] });

describe.skipIf(process.platform !== 'linux')('a command whose output is not read', () => {
  it(`regression (output that piles up): atout oracle with ${REQUESTS.toLocaleString('en-US')} hello requests unread stops reading, stays under ${MAX_RSS_MB} MB, then answers every one`, async () => {
    const child = start(['oracle']);
    const paused = await pausedPhase(child, Buffer.from(`{"id":1,"query":"hello"}\n`.repeat(REQUESTS)));
    // it stopped taking input while its answers were not read: the rest waits in the pipe
    expect(paused.unreadInput).toBeGreaterThan(0);
    expect(paused.peakMb).toBeLessThan(MAX_RSS_MB);
    const out = await resumed(child);
    expect(out).toEqual({ lines: REQUESTS, code: 0 });
  });

  it(`regression (output that piles up): atout validate with ${RECORDS.toLocaleString('en-US')} invalid records unread, then every finding and the summary`, async () => {
    const child = start(['validate', '-', '--json', '--jobs', '1']);
    const paused = await pausedPhase(child, Buffer.from(BAD_RECORD.repeat(RECORDS)));
    expect(paused.unreadInput).toBeGreaterThan(0);
    expect(paused.peakMb).toBeLessThan(MAX_RSS_MB);
    const out = await resumed(child);
    // one finding per record, then the summary; exit 1: invalid records
    expect(out).toEqual({ lines: RECORDS + 1, code: 1 });
  });

  it('regression (output that piles up): atout play --json plays no further deal while its records are not read', async () => {
    const child = start(['play', 'tarabish', '--deals', '1000000', '--json']);
    // held by its output within seconds (a million deals would take minutes and gigabytes)
    const paused = await pausedPhase(child, Buffer.alloc(0), 100);
    expect([paused.settled, child.exitCode]).toEqual([true, null]);
    expect(paused.peakMb).toBeLessThan(MAX_RSS_MB);
    // the reader resumes: whole records follow, in order
    const lines = await new Promise<string[]>((resolve) => {
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += String(d);
        if (text.split('\n').length > 2000) resolve(text.split('\n').slice(0, 2000));
      });
    });
    child.kill();
    expect(lines.every((l) => (JSON.parse(l) as { format: string }).format === 'atout-record')).toBe(true);
  });

  it.runIf(LONG)('atout validate --jobs 2 the same, its workers held with it', async () => {
    const child = start(['validate', '-', '--json', '--jobs', '2']);
    const paused = await pausedPhase(child, Buffer.from(BAD_RECORD.repeat(RECORDS)));
    expect(paused.unreadInput).toBeGreaterThan(0);
    expect(paused.peakMb).toBeLessThan(MAX_RSS_MB);
    expect(await resumed(child)).toEqual({ lines: RECORDS + 1, code: 1 });
  });
});
