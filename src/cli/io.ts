/** What the command needs from the outside world, so that tests can drive it without a terminal. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The lines of a file, or of standard input for `-`. */
  readonly lines: (path: string) => AsyncIterable<string>;
  /** Whether standard error is a terminal (progress bars). */
  readonly isTTY: boolean;
}
