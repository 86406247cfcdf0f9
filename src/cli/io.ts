/** What the command needs from the outside world, so that tests can drive it without a terminal. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /**
   * The bytes of a file, or of standard input for `-`, in chunks as they arrive (text chunks are
   * read as UTF-8). Commands read them through `./records.ts`, which bounds what is held.
   */
  readonly read: (path: string) => AsyncIterable<Uint8Array | string>;
  /** Whether standard error is a terminal (progress bars). */
  readonly isTTY: boolean;
  /** The environment (its locale variables choose the language of the words); none: English. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
