/** The usage text of each `atout` command (its section of `--help`), and how a usage error is reported. */
import { EXIT, type ExitCode } from './exit.js';
import type { CliIo } from './io.js';
import { READ_LIMITS } from './records.js';

/** A size in MiB when it is a whole number of them, else in bytes. */
const size = (bytes: number): string =>
  bytes % (1 << 20) === 0 ? `${bytes >> 20} MiB` : `${bytes.toLocaleString('en-US')} bytes`;

export const USAGE = {
  play: `  atout play <game> [--players N] [--seed S] [--option key=value]… [--deals N] [--json]
                  [--lang en|fr|de|it] [--notation display|canonical] [--bots LEVEL [--seat N]]
      Play seeded deals with random legal moves. Prints a transcript (the hands, the bids, each
      trick with who played what and who won it, the result in words; seats numbered from 1),
      or with --json one game record per line (JSON Lines), ready for \`atout validate\`.
      S: an integer from 0 to 4294967295, or 32 hex digits (a 128-bit seed); default 1, with
      --bots a fresh secret 128-bit seed (secureSeed) each run.
      N deals: from 1 to 1000000, default 1. --lang: the transcript's language (default: the
      environment's locale, else English); --notation: cards in the language's display notation
      (default; French R D C V ♠ ♥ ♦ ♣) or as records write them. --json is never localized.
      --bots random|baseline|heuristic|pimc: the bots of atout/bots play every seat (the same seed, the
      same game); --seat N (from 1): every seat but N, whose actions are read from standard
      input, one a line: an action as records write it (play:KH) or the number of one of the
      legal actions listed on standard error; a refused line is answered there and read again;
      the input ending before the game does exits 1.
`,
  validate: `  atout validate [FILE|-] [--json] [--verbose] [--jobs N] [--lang en|fr|de|it]
      Check game records: one JSON record, a JSON array, or JSON Lines (LF or CRLF); - or
      nothing reads standard input. One finding per failing record: the LINE where the record
      starts in the file (from 1, blank lines counted), its place among the records, the first
      illegal ACTION numbered from 1 (as in \`atout play\`'s transcript), the code and message
      (or the claimed result fields that differ); then a summary.
      --json: JSON Lines only, one object per record ({"type":"record",…}), the summary last
      ({"type":"summary",…}). --verbose: a line for valid records too. --lang: each finding in
      words of that language beside its code (--json is never localized).
      --jobs N: check in N worker threads (default: the number of cores; small inputs stay in
      this thread); the findings and their order do not depend on N.
      A record over ${size(READ_LIMITS.maxBytes)} is a finding (input/too-large) and the run goes on;
      ten in a row, or one running on for ten times that, stop the run (input/endless, exit 2).
`,
  perft: `  atout perft <game> <position> <depth> [--divide] [--option key=value]…
      Count legal action sequences. position: seed:S (the start of a seeded deal), @FILE (the
      state a record in FILE reaches), or a position in the game's notation, quoted
      ("tarot players=4 dealer=0 | bids … | hands … | …", see docs/oracle.md).
`,
  oracle: `  atout oracle [--max-nodes N]
      Answer rule queries as JSON Lines: one request per line on standard input, one answer per
      line on standard output, in order, until the end of the input (docs/oracle.md, "JSON Lines
      protocol"). {"id":1,"query":"hello"} answers the protocol version and what each game answers.
      A line over ${size(READ_LIMITS.maxBytes)} is answered oracle/line-too-long and skipped.
      --max-nodes N: the most states a perft request may visit (its maxNodes; default 10000000,
      a few seconds); a request asking more is refused before any work.
`,
  analyse: `  atout analyse <record|-> [--json] [--tricks N] [--score] [--max-nodes N]
      Replay a game record and, at each card of the last N tricks of each deal (default 6, at
      most 10), print the double-dummy value of the card played against the best card: the card
      points the player's side owns at the end under perfect play with every hand visible (Tarot
      and Tarabish; Goulash has no sides). A card that cost points is marked ✗ with how many.
      --score (Tarot): the player's score for the deal instead (contract, petit au bout, chelem;
      from the second trick on).
      --json: JSON Lines, one object per card ({"index","seat","action","value","best",
      "bestActions","cost"}). Exit 1 on an invalid record; 2 on a record of a game the solver
      does not know yet (solve/unknown-ruleset).
      --max-nodes N: the solver's nodes for the whole run (default 100000000, about a minute; at
      most 999999999);
      once spent, the run stops with a last line saying so ({"index","stopped":"budget",
      "maxNodes"}). On a terminal, standard error shows the progress.
`,
  schema: `  atout schema [name]
      Print a JSON Schema: record, or <game>.options; without a name, list them.
`,
  demo: `  atout demo [--seed S] [--lang en|fr|de|it] [--notation display|canonical]
      Play one seeded demo deal of each game (Tarot, Goulash, Tarabish, Belote, Coinche) and
      print it as a transcript (the language as for \`atout play\`).
`,
} as const;

/** A usage error of a command: the message and that command's usage on standard error, exit 2. */
export function usageError(io: CliIo, cmd: keyof typeof USAGE, message: string): ExitCode {
  io.err(`atout ${cmd}: ${message}\n\nUsage:\n${USAGE[cmd]}(atout --help lists every command)\n`);
  return EXIT.usage;
}
