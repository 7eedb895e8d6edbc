import type { ChosenRuntime } from "./choose-runtime";
import { printReport } from "./print-report";
import { DEFAULT_TRACE_DB, traceDbLines } from "./trace-db";

/** How {@link reportRun} prints. */
export interface ReportRunOptions<T> {
  /** Where the report goes, one call per block of text. */
  readonly print: (text: string) => void;
  /** Also print every prompt and reply in the tree. */
  readonly verbose: boolean;
  /** Turns the run's result into the text of the report's Result section. */
  readonly format: (result: T) => string;
}

/**
 * Runs an example on its chosen runtime, prints the report (menu, trace tree, result — the tree also
 * when the run fails, then rethrows), closes the runtime's connections and its trace store either way,
 * and ends with the commands that open the stored trace when there is a store.
 */
export async function reportRun<T>(chosen: ChosenRuntime, run: () => Promise<T>, options: ReportRunOptions<T>): Promise<T> {
  const { trace } = chosen.runtime;
  try {
    const result = await run();
    printReport({ trace, result: options.format(result), verbose: options.verbose }, options.print);
    return result;
  } catch (error) {
    printReport({ trace, verbose: options.verbose }, options.print);
    throw error;
  } finally {
    await chosen.close();
    if (chosen.db) options.print(`\n${traceDbLines(chosen.db, trace).join("\n")}`);
  }
}

/**
 * Runs an example's `main` as a script: its arguments from the command line, its trace written to the
 * store file `AGENTIC_DB` (default `./agentic.db`), a failure printed and exit code 1.
 */
export function runAsScript(main: (options: { argv: readonly string[]; db: string }) => Promise<unknown>): void {
  main({ argv: process.argv.slice(2), db: process.env.AGENTIC_DB?.trim() || DEFAULT_TRACE_DB }).catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    process.exitCode = 1;
  });
}
