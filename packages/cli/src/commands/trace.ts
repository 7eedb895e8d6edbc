import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { runSubcommand, type Subcommand } from "./subcommands";
import { terminalSafeIo } from "../terminal-safe-io";
import { runTraceExport, TRACE_EXPORT_HELP } from "../trace/trace-export";
import { runTraceList, TRACE_LIST_HELP } from "../trace/trace-list";
import { runTraceServe, TRACE_SERVE_HELP } from "../trace/trace-serve";
import { runTraceShow, TRACE_SHOW_HELP } from "../trace/trace-show";

/** The help text of `agentic trace`. */
export const TRACE_HELP = `Usage: agentic trace <list|show|export|serve> [options]

Reads the traces a runtime stored (RuntimeOptions.store, e.g. new SqliteStore("agentic.db")).

Subcommands:
  list                      List the runs: time, root function, status, decisions, model calls, tokens, duration
                            (and the durable run each records, if any).
  show <run>                Print a run as a tree; given a durable run's id, each of its trace runs.
  export <run> --html FILE  Write a run as one self-contained HTML page.
  serve                     Browse the runs in a local web viewer that follows running runs live.

Every subcommand takes --db <file> (default: $AGENTIC_DB, else ./agentic.db) and --help.

Exit codes: 0 success, 1 the store could not be read (or the page not written, the server not
started), 2 usage error (unknown subcommand or option, no such run, no store file).`;

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  list: { run: runTraceList, help: TRACE_LIST_HELP },
  show: { run: runTraceShow, help: TRACE_SHOW_HELP },
  export: { run: runTraceExport, help: TRACE_EXPORT_HELP },
  serve: { run: runTraceServe, help: TRACE_SERVE_HELP },
};

/** Runs `agentic trace <subcommand>`, printing what it read from the store with control characters escaped; returns the exit code. */
export function runTrace(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  // What a subcommand prints comes from a store, which holds what models wrote: every line it writes,
  // errors included, has its control characters escaped (one-line fields are escaped where they are laid out).
  return runSubcommand("trace", TRACE_HELP, SUBCOMMANDS, argv, io, terminalSafeIo);
}
