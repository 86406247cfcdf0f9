/** The `atout` command run in-process with its output captured, for the command's tests. */
import type { CliIo } from '../../src/cli/io.js';
import { cliRegistry } from '../../src/cli/registry.js';
import { runCli } from '../../src/cli/run.js';
import type { RulesetRegistry } from '../../src/record/replay.js';

/** What a run gives back: the exit code and everything written to standard output and error. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** How the command sees the outside world in a test; every field has a quiet default. */
export interface CliWorld {
  /** The rulesets the command knows: the shipped ones by default. */
  readonly registry?: RulesetRegistry;
  /** Files by path (`-`: standard input), each one text or a list of chunks; another path fails to open. */
  readonly files?: Readonly<Record<string, string | readonly (string | Uint8Array)[]>>;
  readonly env?: Readonly<Record<string, string>>;
  readonly isTTY?: boolean;
}

/** Runs `atout <argv>` against `world`. */
export async function runCommand(argv: readonly string[], world: CliWorld = {}): Promise<CliRun> {
  let out = '';
  let err = '';
  const files = world.files ?? {};
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    isTTY: world.isTTY ?? false,
    ...(world.env !== undefined ? { env: world.env } : {}),
    read: async function* (path) {
      const file = files[path];
      if (file === undefined) throw new Error(`no such file ${path}`);
      if (typeof file === 'string') yield file;
      else yield* file;
    },
  };
  const code = await runCli([...argv], world.registry ?? cliRegistry, io);
  return { code, out, err };
}
