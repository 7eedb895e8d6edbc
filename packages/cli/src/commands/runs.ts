import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { runSubcommand, type Subcommand } from "./subcommands";
import { terminalSafeIo } from "../terminal-safe-io";
import { runRunsList, RUNS_LIST_HELP } from "../runs/runs-list";
import { runRunsShow, RUNS_SHOW_HELP } from "../runs/runs-show";
import { runRunsVerdict, RUNS_APPROVE_HELP, RUNS_DECLINE_HELP } from "../runs/runs-verdict";

/** The help text of `agentic runs`. */
export const RUNS_HELP = `Usage: agentic runs <list|show|approve|decline> [options]

Reads and acts on the durable runs kept in a store (new Runs({ store: new SqliteStore("agentic.db"), … })).

Subcommands:
  list                      List the runs: id, created, method, status, a summary of the call waiting
                            for approval.
  show <id>                 Print a run: arguments, status, the request it waits for in full (every
                            argument, and its hash), verdicts, result, journal, its trace runs.
                            --context adds the context.
  approve <id>              Approve the request a suspended run waits for, named with --request HASH
                            (the start of the hash runs show prints) or, on a terminal, confirmed when
                            shown. --note TEXT says why.
  decline <id> --note TEXT  Decline it (named the same way); the note is shown to the model.

<id> is a run's id or an unambiguous prefix of it (5be0c1 for 5be0c1d2-…).
Every subcommand takes --db <file> (default: $AGENTIC_DB, else ./agentic.db) and --help. Text read from
the store is printed with its control characters escaped (\\u001b, \\n, …).`;

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  list: { run: runRunsList, help: RUNS_LIST_HELP },
  show: { run: runRunsShow, help: RUNS_SHOW_HELP },
  approve: { run: (argv, io) => runRunsVerdict(true, argv, io), help: RUNS_APPROVE_HELP },
  decline: { run: (argv, io) => runRunsVerdict(false, argv, io), help: RUNS_DECLINE_HELP },
};

/** Runs `agentic runs <subcommand>`, printing what it read from the store with control characters escaped; returns the exit code. */
export function runRuns(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  // What a subcommand prints comes from a store, which holds what models wrote: every line it writes,
  // errors included, has its control characters escaped (one-line fields are escaped where they are laid out).
  return runSubcommand("runs", RUNS_HELP, SUBCOMMANDS, argv, io, terminalSafeIo);
}
