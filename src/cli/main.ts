/**
 * The `atout` executable: wires the command to the process. In the package this file is also the
 * entry of `atout validate`'s worker threads (`./worker.ts`), which run it without the command.
 */
import { createReadStream } from 'node:fs';
import { EXIT } from './exit.js';
import { runCli } from './run.js';
import { cliRegistry } from './registry.js';
import { isValidateWorker } from './worker.js';

if (!isValidateWorker()) {
  // a closed standard output (`atout play … | head -1`) ends the run quietly: the reader has what it wanted
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
    process.stderr.write(`atout: cannot write the output: ${e.message}\n`);
    process.exit(EXIT.refused);
  });
  const io = {
    out: (t: string) => void process.stdout.write(t),
    err: (t: string) => void process.stderr.write(t),
    read: (path: string): AsyncIterable<Uint8Array> => (path === '-' ? process.stdin : createReadStream(path)),
    // a reader that does not keep up (a paused pipe) holds the command until it has taken the output
    drain: (): Promise<void> | undefined =>
      process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once('drain', resolve)) : undefined,
    isTTY: Boolean(process.stderr.isTTY),
    env: process.env,
  };
  runCli(process.argv.slice(2), cliRegistry, io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`atout: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = EXIT.refused;
    },
  );
}
