/** The `atout` command, independent of the process so that tests can drive it. */
import { flag, readArgs, text, type CommandArgs, type FlagSpec } from './args.js';
import { analyseCommand } from './analyse.js';
import { demo } from './demo.js';
import { wordsOf } from './lang.js';
import { EXIT, EXIT_HELP, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { USAGE, usageError } from './usage.js';
import { oracleCommand } from './oracle.js';
import { perftCommand } from './perft.js';
import { playCommand, SEED_USAGE } from './play.js';
import { schemaCommand } from './schema.js';
import { validateCommand } from './validate.js';
import { VERSION } from './version.js';
import { isLeft } from '../kernel/either.js';
import { parseSeedText } from '../kernel/seed.js';
import type { RulesetRegistry } from '../record/replay.js';

export { VERSION };

/** One command (its usage text, a section of `--help`, is `USAGE`'s): its flags, its positionals and what it does. */
interface Command {
  readonly flags: FlagSpec;
  readonly positionals: number;
  readonly run: (args: CommandArgs, registry: RulesetRegistry, io: CliIo) => ExitCode | Promise<ExitCode>;
}

const STRING = { type: 'string' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const help = { help: { type: 'boolean', short: 'h' } } as const;
const option = { option: { type: 'string', multiple: true } } as const;
/** The language of a transcript and how it writes cards. */
const words = { lang: STRING, notation: STRING } as const;

const COMMANDS: { readonly [K in keyof typeof USAGE]: Command } = {
  play: {
    flags: {
      ...help,
      ...option,
      players: STRING,
      seed: STRING,
      deals: STRING,
      json: BOOLEAN,
      ...words,
      bots: STRING,
      seat: STRING,
    },
    positionals: 1,
    run: playCommand,
  },
  validate: {
    flags: { ...help, json: BOOLEAN, verbose: BOOLEAN, jobs: STRING, lang: STRING },
    positionals: 1,
    run: validateCommand,
  },
  perft: { flags: { ...help, ...option, divide: BOOLEAN }, positionals: 3, run: perftCommand },
  oracle: { flags: { ...help, 'max-nodes': STRING }, positionals: 0, run: oracleCommand },
  analyse: {
    flags: { ...help, json: BOOLEAN, tricks: STRING, score: BOOLEAN, 'max-nodes': STRING },
    positionals: 1,
    run: analyseCommand,
  },
  schema: { flags: help, positionals: 1, run: schemaCommand },
  demo: { flags: { ...help, seed: STRING, ...words }, positionals: 0, run: demoCommand },
};

function demoCommand(args: CommandArgs, _registry: RulesetRegistry, io: CliIo): ExitCode {
  const seed = parseSeedText(text(args, 'seed') ?? '1');
  if (isLeft(seed)) return usageError(io, 'demo', SEED_USAGE);
  const how = wordsOf(args, io);
  if (typeof how === 'string') return usageError(io, 'demo', how);
  io.out(demo(seed.right, how));
  return EXIT.ok;
}

/** The whole of `atout --help`. */
export function helpText(registry: RulesetRegistry): string {
  return `atout — a rules engine for trick-taking card games (French Tarot, Goulash, Tarabish, Belote, Coinche)

Usage:
${Object.values(USAGE).join('')}  atout --help | --version
  atout <command> --help

Games: ${[...registry.keys()].join(', ') || '(none)'}

${EXIT_HELP}`;
}

const isCommand = (name: string): name is keyof typeof USAGE => Object.hasOwn(COMMANDS, name);

export async function runCli(argv: readonly string[], registry: RulesetRegistry, io: CliIo): Promise<ExitCode> {
  const [cmd, ...rest] = argv;
  if (cmd === undefined || cmd === 'help' || cmd === '--help' || cmd === '-h') {
    io.out(helpText(registry));
    return EXIT.ok;
  }
  if (cmd === '--version' || cmd === '-v') {
    io.out(`atout ${VERSION}\n`);
    return EXIT.ok;
  }
  if (!isCommand(cmd)) {
    io.err(`atout: unknown command "${cmd}"\n\n${helpText(registry)}`);
    return EXIT.usage;
  }
  const command = COMMANDS[cmd];
  const args = readArgs(rest, command.flags, command.positionals);
  if (typeof args === 'string') return usageError(io, cmd, args);
  if (flag(args, 'help')) {
    io.out(`Usage:\n${USAGE[cmd]}`);
    return EXIT.ok;
  }
  return command.run(args, registry, io);
}
