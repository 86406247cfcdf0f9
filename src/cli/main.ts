/** The `atout` executable: wires the command to the process. */
import { createReadStream } from 'node:fs';
import { runCli } from './run.js';
import { cliRegistry } from './registry.js';

const io = {
  out: (t: string) => void process.stdout.write(t),
  err: (t: string) => void process.stderr.write(t),
  read: (path: string): AsyncIterable<Uint8Array> => (path === '-' ? process.stdin : createReadStream(path)),
  isTTY: Boolean(process.stderr.isTTY),
};

runCli(process.argv.slice(2), cliRegistry, io).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`atout: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
