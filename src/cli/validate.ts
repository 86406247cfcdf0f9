/** `atout validate [FILE|-]`: one finding per record, a summary, exit 1 when any record fails. */
import { isLeft } from '../kernel/either.js';
import { parseJson } from '../record/guard.js';
import { validate, type RulesetRegistry, type ValidationFailure } from '../record/replay.js';
import type { ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

const BIG = { maxString: 1 << 20, maxNodes: 2_000_000, maxDepth: 64 };

function describe(f: ValidationFailure): { code: string; text: string; index: number | null } {
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

export async function validateCommand(args: ParsedArgs, registry: RulesetRegistry, io: CliIo): Promise<number> {
  const path = args.positional[1] ?? '-';
  const json = args.flags.has('--json');
  let ok = 0;
  let failed = 0;
  let n = 0;
  const started = Date.now();
  const check = (record: unknown): void => {
    n++;
    const r = validate(record, registry);
    if (isLeft(r)) {
      failed++;
      const d = describe(r.left);
      io.out(
        json
          ? `${JSON.stringify({ record: n, ok: false, code: d.code, index: d.index, message: d.text })}\n`
          : `FAIL #${n} ${d.text}\n`,
      );
    } else {
      ok++;
      if (json) io.out(`${JSON.stringify({ record: n, ok: true })}\n`);
      else if (args.flags.has('--verbose')) io.out(`ok #${n}\n`);
    }
    if (io.isTTY && n % 1000 === 0) io.err(`\r${progress(n, started)}`);
  };
  const bad = (message: string): void => {
    n++;
    failed++;
    io.out(
      json
        ? `${JSON.stringify({ record: n, ok: false, code: 'input/bad-json', index: null, message })}\n`
        : `FAIL #${n} input/bad-json — ${message}\n`,
    );
  };
  let buffer: string[] | null = null;
  try {
    for await (const line of io.lines(path)) {
      if (buffer !== null) {
        buffer.push(line);
        continue;
      }
      const t = line.trim();
      if (t === '') continue;
      if (n === 0 && ok === 0 && failed === 0 && (t === '{' || t.startsWith('['))) {
        buffer = [line];
        continue;
      }
      const v = parseJson(t, BIG);
      if (isLeft(v)) bad(v.left.message);
      else check(v.right);
    }
  } catch (e) {
    io.err(`atout validate: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  if (buffer !== null) {
    const v = parseJson(buffer.join('\n'), { ...BIG, maxString: 1 << 28 });
    if (isLeft(v)) bad(v.left.message);
    else if (Array.isArray(v.right)) v.right.forEach(check);
    else check(v.right);
  }
  if (io.isTTY && n >= 1000) io.err(`\r${progress(n, started)}\n`);
  const secs = (Date.now() - started) / 1000;
  io.out(`${n} records: ${ok} ok, ${failed} failed (${secs.toFixed(1)} s)\n`);
  return failed > 0 || n === 0 ? 1 : 0;
}

function progress(n: number, started: number): string {
  const rate = n / Math.max(0.001, (Date.now() - started) / 1000);
  return `validated ${n.toLocaleString('en-US')} records (${Math.round(rate).toLocaleString('en-US')}/s)`;
}
