import type { RunStore, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { formatRun, withoutContext } from "./format-run";
import { formatRunTraces } from "./format-run-traces";
import { findRunRecord } from "./find-run-record";
import { runIdOf, runRunsCommand } from "./runs-command";

/** The help text of `agentic runs show`. */
export const RUNS_SHOW_HELP = `Usage: agentic runs show <id> [--context] [--json] [--db FILE]

Prints one durable run: its method and arguments, status, every verdict given (who, when, the note, on
which request), the result or error, its journal of completed steps, and its trace runs (one per execution: the start,
each resume, recovery or retry; agentic trace show <id> prints them). For a suspended run, the
request it waits for in full: its hash (what runs approve|decline --request names), the option and
function the model chose, the policy's reason and every argument as pretty JSON, none cut. The run's own
arguments, past verdicts' arguments and the result are summaries that say where they are cut (--json
prints them whole). Text from the store is printed with its control characters escaped (\\u001b, \\n, …).

Options:
  --context      Also print the run's context (@ContextParam values), hidden by default.
  --json         Print the run record, its steps and its trace runs' summaries as JSON (without the
                 context unless --context).
  --db <file>    The store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.

<id> is a run's id or an unambiguous prefix of it, as agentic runs list shows.

Exit codes: 0 shown, 1 the store could not be read, 2 usage error (no such run, no store file).`;

/** Runs `agentic runs show`; returns the exit code. */
export function runRunsShow(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = { json: { type: "boolean" }, context: { type: "boolean" } } as const;
  return runRunsCommand("show", RUNS_SHOW_HELP, argv, io, options, async ({ values, positionals, store, io: out }) => {
    const run = await findRunRecord(store, runIdOf(positionals));
    const steps = await store.listSteps(run.id);
    const traceRuns = await traceRunsOf(store, run.id);
    const context = values.context === true;
    if (values.json) out.out(JSON.stringify({ run: context ? run : withoutContext(run), steps, traceRuns }, null, 2));
    else for (const line of [...formatRun(run, steps, { context }), ...formatRunTraces(run.id, traceRuns)]) out.out(line);
    return ExitCode.Ok;
  });
}

// The runs' store is the trace store too (one SqliteStore file); oldest first.
async function traceRunsOf(store: RunStore, runId: string): Promise<TraceRunSummary[]> {
  const traces = store as RunStore & Partial<TraceStore>;
  return typeof traces.listRuns === "function" ? (await traces.listRuns({ durableRunId: runId })).reverse() : [];
}
