/**
 * `atout oracle`: the JSON Lines protocol of `../oracle/protocol.ts` on standard input and output.
 * Each line of input (LF or CRLF; blank lines are skipped) is one request; each gets one answer
 * line, written as soon as the line is read, in input order, until the end of the input (exit 0).
 * A line longer than `READ_LIMITS.maxBytes` is answered `oracle/line-too-long` as soon as it
 * passes the limit and its bytes are dropped as they arrive, up to its line end: memory holds at
 * most one line within the limit, whatever the input. While standard output is not drained (a
 * reader that does not keep up) no more input is read: memory stays bounded, no answer is lost.
 */
import { text, wholeNumber, type CommandArgs } from './args.js';
import { usageError } from './usage.js';
import { EXIT, type ExitCode } from './exit.js';
import { emit, type CliIo } from './io.js';
import { READ_LIMITS } from './records.js';
import { positionNotations, ruleQueries } from '../games/registry.js';
import { ruleError } from '../kernel/errors.js';
import { answerLine, errorLine, ORACLE_LIMITS, tooLong, type OracleLimits } from '../oracle/protocol.js';
import type { RulesetRegistry } from '../record/replay.js';

/** The command's limits: the protocol's, with the line size of `atout validate`'s records. */
export const ORACLE_CLI_LIMITS: OracleLimits = { ...ORACLE_LIMITS, maxLineBytes: READ_LIMITS.maxBytes };

const LF = 0x0a;
const CR = 0x0d;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** What the splitter finds: a line's bytes (without its line end), or a line that passed the limit. */
export type LinePiece = { readonly kind: 'line'; readonly bytes: Uint8Array } | { readonly kind: 'too-long' };

/** Splits a byte stream into lines of at most `maxBytes` bytes; a longer line is reported once and dropped. */
export class LineSplitter {
  private parts: Uint8Array[] = [];
  private size = 0;
  private dropping = false;

  constructor(private readonly maxBytes: number) {}

  *push(chunk: Uint8Array): Generator<LinePiece> {
    let from = 0;
    while (from < chunk.length) {
      const nl = chunk.indexOf(LF, from);
      const to = nl < 0 ? chunk.length : nl;
      yield* this.take(chunk, from, to);
      if (nl < 0) return;
      yield* this.finish();
      from = nl + 1;
    }
  }

  *end(): Generator<LinePiece> {
    yield* this.finish();
  }

  private *take(chunk: Uint8Array, from: number, to: number): Generator<LinePiece> {
    if (this.dropping || to <= from) return;
    this.size += to - from;
    if (this.size > this.maxBytes) {
      this.parts = [];
      this.dropping = true;
      yield { kind: 'too-long' };
      return;
    }
    // a copy: the source may reuse its chunk
    this.parts.push(chunk.slice(from, to));
  }

  private *finish(): Generator<LinePiece> {
    const dropped = this.dropping;
    const parts = this.parts;
    const size = this.size;
    this.parts = [];
    this.size = 0;
    this.dropping = false;
    if (dropped) return;
    let bytes = parts.length === 1 ? parts[0]! : new Uint8Array(size);
    if (parts.length > 1) {
      let at = 0;
      for (const p of parts) {
        bytes.set(p, at);
        at += p.length;
      }
    }
    if (bytes.length > 0 && bytes[bytes.length - 1] === CR) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.every((b) => b === 0x20 || b === 0x09 || b === CR)) return;
    yield { kind: 'line', bytes };
  }
}

/** The answer line (without its line end) to one piece of input. */
function answerPiece(piece: LinePiece, registry: RulesetRegistry, limits: OracleLimits): string {
  if (piece.kind === 'too-long') return tooLong(limits);
  let text: string;
  try {
    text = decoder.decode(piece.bytes);
  } catch {
    return errorLine(ruleError('input/bad-json', 'Not valid JSON: the line is not UTF-8 text.'));
  }
  return answerLine(text, registry, limits, positionNotations, ruleQueries);
}

/**
 * The command's limits with `--max-nodes N`: the most states a `perft` request may ask for (its
 * default budget no more), or a usage error.
 */
export function oracleLimitsOf(args: CommandArgs): OracleLimits | string {
  const given = text(args, 'max-nodes');
  if (given === undefined) return ORACLE_CLI_LIMITS;
  const max = wholeNumber(given, 1, 999_999_999);
  if (max === undefined) return '--max-nodes must be a whole number from 1 to 999999999';
  return {
    ...ORACLE_CLI_LIMITS,
    perftMaxNodes: max,
    perftDefaultNodes: Math.min(max, ORACLE_CLI_LIMITS.perftDefaultNodes),
  };
}

export async function oracleCommand(args: CommandArgs, registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const limits = oracleLimitsOf(args);
  if (typeof limits === 'string') return usageError(io, 'oracle', limits);
  const splitter = new LineSplitter(limits.maxLineBytes);
  try {
    for await (const chunk of io.read('-')) {
      for (const piece of splitter.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)) {
        // no more input is read, nor answered, until the reader has taken this answer
        await emit(io, `${answerPiece(piece, registry, limits)}\n`);
      }
    }
  } catch (e) {
    io.err(`atout oracle: cannot read standard input: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.refused;
  }
  for (const piece of splitter.end()) io.out(`${answerPiece(piece, registry, limits)}\n`);
  return EXIT.ok;
}
