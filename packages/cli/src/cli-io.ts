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
  /**
   * Whether a person is at the command: its stdin and its stdout are both a terminal. Only then may a
   * command ask a question (`agentic runs approve` asks for a confirmation). Absent means no.
   */
  readonly interactive?: boolean;
  /**
   * Writes `question` and resolves with the line the user types (without its newline), or `undefined` when
   * the input ends first. Asked only when {@link CliIo.interactive}.
   */
  ask?(question: string): Promise<string | undefined>;
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
    interactive: process.stdin.isTTY === true && process.stdout.isTTY === true,
    ask: askOnTerminal,
  };
}

/** Asks on the process's own terminal; Ctrl+D (end of input) answers `undefined`. */
async function askOnTerminal(question: string): Promise<string | undefined> {
  const { createInterface } = await import("node:readline");
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await new Promise<string | undefined>((resolve) => {
      terminal.once("close", () => resolve(undefined));
      terminal.question(question, resolve);
    });
  } finally {
    terminal.close();
  }
}
