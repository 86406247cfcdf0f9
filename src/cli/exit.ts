/**
 * The exit codes of every `atout` command, present and future (documented in `--help` and
 * docs/oracle.md): a script can tell "some records are wrong" from "the run itself failed".
 * Every command returns one of these, and nothing else.
 */
export const EXIT = {
  /** Done, every input record valid. */
  ok: 0,
  /** One or more input records are invalid (oversized records included); the others were checked. */
  invalid: 1,
  /** Input that cannot be read, or input refused as a whole (an endless stream, no records). */
  refused: 2,
  /** A usage error: an unknown command or flag, a missing or bad argument. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit-code section of `atout --help`. */
export const EXIT_HELP = `Exit codes (every command):
  0  success
  1  one or more input records are invalid (oversized records included)
  2  usage error, unreadable input, or input refused as a whole (an endless stream, no records)
`;
