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

/** One command: its usage text (a section of `--help`), its flags, its positionals and what it does. */
interface Command {
  readonly usage: string;
  readonly flags: FlagSpec;
  readonly positionals: number;
  readonly run: (args: CommandArgs, registry: RulesetRegistry, io: CliIo) => ExitCode | Promise<ExitCode>;
}

const help = { help: { type: 'boolean', short: 'h' } } as const;
const option = { option: { type: 'string', multiple: true } } as const;
/** The language of a transcript and how it writes cards. */
const words = { lang: { type: 'string' }, notation: { type: 'string' } } as const;

const COMMANDS: { readonly [K in keyof typeof USAGE]: Command } = {
  play: {
    usage: USAGE.play,
    flags: {
      ...help,
      ...option,
      players: { type: 'string' },
      seed: { type: 'string' },
      deals: { type: 'string' },
      json: { type: 'boolean' },
      ...words,
      bots: { type: 'string' },
      seat: { type: 'string' },
    },
    positionals: 1,
    run: playCommand,
  },
  validate: {
    usage: USAGE.validate,
    flags: {
      ...help,
      json: { type: 'boolean' },
      verbose: { type: 'boolean' },
      jobs: { type: 'string' },
      lang: { type: 'string' },
    },
    positionals: 1,
    run: validateCommand,
  },
  perft: {
    usage: USAGE.perft,
    flags: { ...help, ...option, divide: { type: 'boolean' } },
    positionals: 3,
    run: perftCommand,
  },
  oracle: {
    usage: USAGE.oracle,
    flags: { ...help, 'max-nodes': { type: 'string' } },
    positionals: 0,
    run: oracleCommand,
  },
  analyse: {
    usage: USAGE.analyse,
    flags: {
      ...help,
      json: { type: 'boolean' },
      tricks: { type: 'string' },
      score: { type: 'boolean' },
      'max-nodes': { type: 'string' },
    },
    positionals: 1,
    run: analyseCommand,
  },
  schema: {
    usage: USAGE.schema,
    flags: help,
    positionals: 1,
    run: schemaCommand,
  },
  demo: {
    usage: USAGE.demo,
    flags: { ...help, seed: { type: 'string' }, ...words },
    positionals: 0,
    run: demoCommand,
  },
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
${Object.values(COMMANDS)
  .map((c) => c.usage)
  .join('')}  atout --help | --version
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
    io.out(`Usage:\n${command.usage}`);
    return EXIT.ok;
  }
  return command.run(args, registry, io);
}
