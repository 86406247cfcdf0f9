/** What the command needs from the outside world, so that tests can drive it without a terminal. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /**
   * The bytes of a file, or of standard input for `-`, in chunks as they arrive (text chunks are
   * read as UTF-8). Commands read them through `./records.ts`, which bounds what is held.
   */
  readonly read: (path: string) => AsyncIterable<Uint8Array | string>;
  /**
   * Backpressure: a promise that resolves once the reader has taken the output written so far, or
   * undefined when nothing is waiting to be taken. Absent: output is never held (tests' `out`).
   */
  readonly drain?: () => Promise<void> | undefined;
  /** Whether standard error is a terminal (progress bars). */
  readonly isTTY: boolean;
  /** The environment (its locale variables choose the language of the words); none: English. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Writes `text` to the output, then waits while the output is not drained: a command that awaits
 * it between answers reads no more input and does no more work while nobody reads what it wrote,
 * so its memory stays bounded and nothing is lost. Resolves at once when nothing is waiting.
 */
export function emit(io: CliIo, text: string): Promise<void> | undefined {
  io.out(text);
  return io.drain?.();
}
