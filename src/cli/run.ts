/** The `atout` command, independent of the process so that tests can drive it. */
import { parseArgs, type ParsedArgs } from './args.js';
import { demo } from './demo.js';
import { EXIT, EXIT_HELP } from './exit.js';
import type { CliIo } from './io.js';
import { READ_LIMITS } from './records.js';
import { perftCommand } from './perft.js';
import { playCommand, SEED_USAGE } from './play.js';
import { schemaCommand } from './schema.js';
import { validateCommand } from './validate.js';
import { isLeft } from '../kernel/either.js';
import { parseSeedText } from '../kernel/seed.js';
import type { RulesetRegistry } from '../record/replay.js';

export const VERSION = '0.1.0';

export const HELP = `atout — a rules engine for trick-taking card games (French Tarot, Goulash, Tarabish)

Usage:
  atout play <game> [--players N] [--seed S] [--option key=value]… [--deals N] [--json]
      Play seeded deals with random legal moves. Prints a transcript and the scores, or with
      --json one game record per line (JSON Lines), ready for \`atout validate\`.
      S: an integer from 0 to 4294967295, or 32 hex digits (a 128-bit seed); default 1.
  atout validate [FILE|-]  [--json] [--verbose]
      Check game records (one JSON record, a JSON array, or JSON Lines; - or nothing reads
      standard input). One finding per failing record (the first illegal action with its index,
      code and message, or a result mismatch), then a summary. A record (a line, or an element
      of a top-level array) over ${READ_LIMITS.maxBytes >> 20} MiB is a finding (input/too-large) and the run goes on;
      ten in a row, or one running on for ten times the limit, stop the run as an endless input
      (input/endless, exit code 2).
  atout perft <game> <position> <depth> [--divide] [--option key=value]…
      Count legal action sequences. position: seed:S (the start of a seeded deal), @FILE (the
      state a record in FILE reaches), or a position in the game's notation, quoted
      ("tarot players=4 dealer=0 | bids … | hands … | …", see docs/oracle.md).
  atout schema [name]
      Print a JSON Schema: record, or <game>.options.
  atout demo [--seed S]
      Play one seeded demo deal of each game and print it.
  atout --help | --version

Games: GAMES

${EXIT_HELP}`;

/** The flags and the most positionals each command takes: anything else is a usage error (exit 2). */
const USAGE: Readonly<Record<string, { readonly flags: readonly string[]; readonly positionals: number }>> = {
  play: { flags: ['--players', '--seed', '--deals', '--option', '--json'], positionals: 2 },
  validate: { flags: ['--json', '--verbose'], positionals: 2 },
  perft: { flags: ['--divide', '--option'], positionals: 4 },
  schema: { flags: [], positionals: 2 },
  demo: { flags: ['--seed'], positionals: 1 },
};

/** What is wrong with the arguments of a known command, if anything. */
function misuse(cmd: string, args: ParsedArgs): string | undefined {
  const usage = USAGE[cmd];
  if (usage === undefined) return undefined;
  const given = [...args.flags, ...args.values.keys(), ...(args.options.length > 0 ? ['--option'] : [])];
  const unknown = given.find((f) => !usage.flags.includes(f));
  if (unknown !== undefined) return `atout ${cmd}: unknown flag ${unknown}`;
  if (args.positional.length > usage.positionals)
    return `atout ${cmd}: unexpected argument "${args.positional[usage.positionals]!}"`;
  return undefined;
}

export async function runCli(argv: readonly string[], registry: RulesetRegistry, io: CliIo): Promise<number> {
  const args = parseArgs(argv, ['--players', '--seed', '--deals']);
  const help = HELP.replace('GAMES', [...registry.keys()].join(', ') || '(none)');
  if (typeof args === 'string') {
    io.err(`atout: ${args}\n\n${help}`);
    return 2;
  }
  const cmd = args.positional[0];
  if (args.flags.has('--version')) {
    io.out(`atout ${VERSION}\n`);
    return 0;
  }
  if (cmd === undefined || cmd === 'help' || args.flags.has('--help') || args.flags.has('-h')) {
    io.out(help);
    return 0;
  }
  const wrong = misuse(cmd, args);
  if (wrong !== undefined) {
    io.err(`${wrong} (atout --help lists the commands and their flags)\n`);
    return EXIT.refused;
  }
  switch (cmd) {
    case 'play':
      return playCommand(args, registry, io);
    case 'validate':
      return validateCommand(args, registry, io);
    case 'perft':
      return perftCommand(args, registry, io);
    case 'schema':
      return schemaCommand(args, registry, io);
    case 'demo': {
      const seed = parseSeedText(args.values.get('--seed') ?? '1');
      if (isLeft(seed)) {
        io.err(`atout demo: ${SEED_USAGE}\n`);
        return EXIT.refused;
      }
      io.out(demo(seed.right));
      return EXIT.ok;
    }
    default:
      io.err(`atout: unknown command "${cmd}"\n\n${help}`);
      return 2;
  }
}
