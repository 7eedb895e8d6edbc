import { parseArgs, type ParseArgsConfig } from "node:util";
import type { TraceStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { openTraceStore, traceDbPath } from "./open-trace-store";
import { reportCommandError } from "../report-command-error";

/** The `--db` option every `agentic trace` subcommand takes, and `--help`. */
export const TRACE_COMMON_OPTIONS = {
  db: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const satisfies ParseArgsConfig["options"];

/** What a `trace` subcommand gets: its parsed options and positionals, the open store and its path. */
export interface TraceCommandInput<V> {
  readonly values: V;
  readonly positionals: string[];
  readonly store: TraceStore;
  readonly dbPath: string;
  readonly io: CliIo;
}

/**
 * Runs one `agentic trace <name>` subcommand: parses `argv` with `options` (plus `--db` and `--help`),
 * prints `help` for `--help`, opens the store, runs `body`, and always closes the store. A
 * {@link UsageError} exits 2 with a pointer to the help, any other error exits 1.
 */
export async function runTraceCommand<O extends NonNullable<ParseArgsConfig["options"]>>(
  name: string,
  help: string,
  argv: readonly string[],
  io: CliIo,
  options: O,
  body: (input: TraceCommandInput<Record<string, string | boolean | undefined>>) => Promise<ExitCodeValue>,
): Promise<ExitCodeValue> {
  let store: TraceStore | undefined;
  try {
    // parseArgs cannot infer the value types of options merged at run time; they are strings and booleans.
    const { values, positionals } = parseArgs({ args: [...argv], options: { ...TRACE_COMMON_OPTIONS, ...options }, strict: true, allowPositionals: true }) as {
      values: Record<string, string | boolean | undefined>;
      positionals: string[];
    };
    if (values.help) {
      io.out(help);
      return ExitCode.Ok;
    }
    const dbPath = traceDbPath(values.db as string | undefined, io.cwd);
    store = openTraceStore(dbPath);
    return await body({ values, positionals, store, dbPath, io });
  } catch (error) {
    return reportCommandError(`trace ${name}`, error, io) ? ExitCode.Usage : ExitCode.Failed;
  } finally {
    await store?.close();
  }
}
