import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
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

const SUBCOMMANDS: Readonly<Record<string, { run: (argv: readonly string[], io: CliIo) => Promise<ExitCodeValue>; help: string }>> = {
  list: { run: runTraceList, help: TRACE_LIST_HELP },
  show: { run: runTraceShow, help: TRACE_SHOW_HELP },
  export: { run: runTraceExport, help: TRACE_EXPORT_HELP },
  serve: { run: runTraceServe, help: TRACE_SERVE_HELP },
};

/** Runs `agentic trace <subcommand>`, printing what it read from the store with control characters escaped; returns the exit code. */
export async function runTrace(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const [sub, ...rest] = argv;
  if (sub === "-h" || sub === "--help") {
    io.out(TRACE_HELP);
    return ExitCode.Ok;
  }
  if (sub === "help") {
    const text = rest[0] === undefined ? TRACE_HELP : Object.hasOwn(SUBCOMMANDS, rest[0]) ? SUBCOMMANDS[rest[0]].help : undefined;
    if (text !== undefined) {
      io.out(text);
      return ExitCode.Ok;
    }
  }
  if (sub === undefined || !Object.hasOwn(SUBCOMMANDS, sub)) {
    io.err(`${sub === undefined ? "agentic trace: expected a subcommand." : `agentic trace: unknown subcommand "${sub === "help" ? rest[0] : sub}".`}\n\n${TRACE_HELP}`);
    return ExitCode.Usage;
  }
  // What a subcommand prints comes from a store, which holds what models wrote: every line it writes,
  // errors included, has its control characters escaped (one-line fields are escaped where they are laid out).
  return SUBCOMMANDS[sub].run(rest, terminalSafeIo(io));
}
