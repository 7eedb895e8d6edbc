/** Where a command writes: injected so tests can capture output without touching the process. */
export interface CliIo {
  /** Writes a line of regular output. */
  out(line: string): void;
  /** Writes a line of diagnostics. */
  err(line: string): void;
  /** The working directory relative paths are resolved against. */
  readonly cwd: string;
}

/** The {@link CliIo} of the running process. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
  };
}
