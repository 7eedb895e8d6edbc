/** A stream transient status (the spinner) is drawn on: written without newlines, redrawn in place. */
export interface StatusStream {
  write(text: string): unknown;
  /** Only a terminal gets a spinner; pipes, files and CI logs stay clean. */
  readonly isTTY?: boolean;
}

/** Where a command writes: injected so tests can capture output without touching the process. */
export interface CliIo {
  /** Writes a line of regular output. */
  out(line: string): void;
  /** Writes a line of diagnostics. */
  err(line: string): void;
  /** The working directory relative paths are resolved against. */
  readonly cwd: string;
  /** Where `agentic run` draws its spinner; absent means no spinner. */
  readonly status?: StatusStream;
  /**
   * Resolves once the process has nothing left to do (its event loop is about to empty): `agentic run`
   * waits for it before printing the trace. Absent means "after the current macrotask".
   */
  idle?(): Promise<void>;
  /**
   * Starts the script of `agentic run` as the process's main module (so `require.main === module` holds
   * in it). Absent means node's own main-module loading; a test runner, whose `require` is its own,
   * passes a plain `require`.
   */
  runMain?(file: string): void;
  /**
   * Resolves when the user asks a long-running command (`agentic trace serve`) to stop. Absent means the
   * process's first SIGINT (Ctrl+C) or SIGTERM.
   */
  interrupted?(): Promise<void>;
}

/** The {@link CliIo} of the running process. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    status: process.stderr,
    // `beforeExit` fires when the event loop is empty, i.e. when the script would have ended on its own.
    idle: () => new Promise((resolve) => process.once("beforeExit", () => resolve())),
  };
}
