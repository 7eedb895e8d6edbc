import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { terminalLine } from "../terminal-text";
import { UsageError } from "../usage-error";
import { findTraceTarget, type StoredTraceRun } from "./find-trace-target";
import { printableNodes } from "./printable-nodes";
import { runHeading } from "./run-heading";
import { runTraceCommand } from "./trace-command";

/** The help text of `agentic trace show`. */
export const TRACE_SHOW_HELP = `Usage: agentic trace show <run> [--prompts] [--replies] [--json] [--db FILE]

Prints one stored run as a tree in the terminal: each function call, exec turn, decision (its pick and
validated arguments), model call, re-pick (its problem) and tool call, with durations and tokens.
<run> is a run id as agentic trace list shows it, or a durable run's id (new Runs(…), agentic runs list)
to print each of its trace runs in turn, oldest first: one per execution (the start, each resume,
recovery or retry). A unique prefix of either will do. Text from the store is printed
with its control characters escaped as JSON escapes them (\\u001b, \\n, …): a model's reply cannot
move the cursor, set the window title or write the clipboard.

Options:
  --prompts    Show the text each model call sent, under the call.
  --replies    Show each model call's whole reply, under the call.
  --json       Print the run (summary and nodes) as JSON instead; for a durable run
               { durableRunId, runs: [each trace run's summary and nodes] }.
  --db <file>  The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help   Show this help.

Exit codes: 0 shown, 1 the store could not be read, 2 usage error (no run given, no such run,
an ambiguous prefix, no store file).`;

/** Runs `agentic trace show`; returns the exit code. */
export function runTraceShow(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = { prompts: { type: "boolean" }, replies: { type: "boolean" }, json: { type: "boolean" } } as const;
  return runTraceCommand("show", TRACE_SHOW_HELP, argv, io, options, async ({ values, positionals, store }) => {
    if (positionals.length > 1) throw new UsageError(`expected one run id, got ${positionals.length}.`);
    const target = await findTraceTarget(store, positionals[0]);
    const runs: StoredTraceRun[] = target.kind === "trace" ? [target.run] : [];
    for (const summary of target.kind === "durable" ? target.runs : []) {
      // One removed by retention since the listing is left out.
      const run = await store.getRun(summary.runId);
      if (run) runs.push(run);
    }
    if (values.json) {
      io.out(JSON.stringify(target.kind === "trace" ? target.run : { durableRunId: target.durableRunId, runs }, null, 2));
      return ExitCode.Ok;
    }
    if (target.kind === "durable") {
      io.out(`durable run ${terminalLine(target.durableRunId)} · ${runs.length} trace run${runs.length === 1 ? "" : "s"}, oldest first (one per execution: start, resume, recovery, retry)`);
    }
    // Core is loaded for the tree only, so that listing or exporting runs never loads it.
    const { renderTraceTree } = await import("@agentic-ts/core");
    for (const run of runs) {
      if (target.kind === "durable") io.out("");
      io.out(runHeading(run.summary));
      // One-line fields are escaped before the tree is laid out, the rest as it is printed (the command's io).
      io.out(renderTraceTree(printableNodes(run.nodes), { prompts: values.prompts === true, replies: values.replies === true }));
    }
    return ExitCode.Ok;
  });
}
