/**
 * One record file read whole for a command that takes a single record (`atout analyse`,
 * `atout perft @file`): the file, its size limit and its JSON, each failure said once on stderr.
 */
import { left, right, type Either } from '../kernel/either.js';
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { parseRecord } from './parse.js';
import { READ_LIMITS, readAll } from './records.js';

/**
 * The JSON of the record at `path` (`-` for standard input), or the exit code once the failure is
 * written as `atout <command>: …`: `refused` when the file cannot be read or is too long,
 * `notRecord` when its text is not a record's JSON.
 */
export async function readRecordFile(
  io: CliIo,
  command: string,
  path: string,
  notRecord: ExitCode,
): Promise<Either<ExitCode, unknown>> {
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readAll(io.read(path));
  } catch (e) {
    io.err(`atout ${command}: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}\n`);
    return left(EXIT.refused);
  }
  if (bytes === undefined) {
    io.err(`atout ${command}: ${path} is longer than ${READ_LIMITS.maxBytes} bytes\n`);
    return left(EXIT.refused);
  }
  const json = parseRecord(bytes);
  if (json._tag === 'Left') {
    io.err(`atout ${command}: ${json.left.code}: ${json.left.message}\n`);
    return left(notRecord);
  }
  return right(json.right);
}
