/** The `atout` command. */
import { demo } from './demo.js';

const HELP = `atout — a rules engine for trick-taking card games

Usage:
  atout demo            play one seeded demo deal of each game and print it
  atout --help          this text
  atout --version       the version
`;

function main(argv: readonly string[]): number {
  const [cmd] = argv;
  if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  if (cmd === '--version') {
    process.stdout.write('atout 0.1.0\n');
    return 0;
  }
  if (cmd === 'demo') {
    process.stdout.write(demo());
    return 0;
  }
  process.stderr.write(`atout: unknown command "${cmd}"\n\n${HELP}`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
