import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { findRun } from "./find-run";
import { printableNodes } from "./printable-nodes";
import { runHeading } from "./run-heading";
import { runTraceCommand } from "./trace-command";

/** The help text of `agentic trace show`. */
export const TRACE_SHOW_HELP = `Usage: agentic trace show <run> [--prompts] [--replies] [--json] [--db FILE]

Prints one stored run as a tree in the terminal: each function call, exec turn, decision (its pick and
validated arguments), model call, re-pick (its problem) and tool call, with durations and tokens.
<run> is a run id or a unique prefix of one, as agentic trace list shows. Text from the store is printed
with its control characters escaped as JSON escapes them (\\u001b, \\n, …): a model's reply cannot
move the cursor, set the window title or write the clipboard.

Options:
  --prompts    Show the text each model call sent, under the call.
  --replies    Show each model call's whole reply, under the call.
  --json       Print the run (summary and nodes) as JSON instead.
  --db <file>  The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help   Show this help.

Exit codes: 0 shown, 1 the store could not be read, 2 usage error (no run given, no such run,
an ambiguous prefix, no store file).`;

/** Runs `agentic trace show`; returns the exit code. */
export function runTraceShow(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = { prompts: { type: "boolean" }, replies: { type: "boolean" }, json: { type: "boolean" } } as const;
  return runTraceCommand("show", TRACE_SHOW_HELP, argv, io, options, async ({ values, positionals, store }) => {
    if (positionals.length > 1) throw new UsageError(`expected one run id, got ${positionals.length}.`);
    const run = await findRun(store, positionals[0]);
    if (values.json) {
      io.out(JSON.stringify(run, null, 2));
      return ExitCode.Ok;
    }
    io.out(runHeading(run.summary));
    // Core is loaded for the tree only, so that listing or exporting runs never loads it.
    const { renderTraceTree } = await import("@agentic-ts/core");
    // One-line fields are escaped before the tree is laid out, the rest as it is printed (the command's io).
    io.out(renderTraceTree(printableNodes(run.nodes), { prompts: values.prompts === true, replies: values.replies === true }));
    return ExitCode.Ok;
  });
}
