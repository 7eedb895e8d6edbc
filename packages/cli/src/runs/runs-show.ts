import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { formatRun } from "./format-run";
import { runIdOf, runRunsCommand } from "./runs-command";

/** The help text of `agentic runs show`. */
export const RUNS_SHOW_HELP = `Usage: agentic runs show <id> [--json] [--db FILE]

Prints one durable run: its method and arguments, status, the call waiting for approval and why, every
verdict given (who, when, the note), the result or error, and its journal of completed steps.

Options:
  --json         Print the run record and its steps as JSON.
  --db <file>    The store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.`;

/** Runs `agentic runs show`; returns the exit code. */
export function runRunsShow(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  return runRunsCommand("show", RUNS_SHOW_HELP, argv, io, { json: { type: "boolean" } }, async ({ values, positionals, store }) => {
    const id = runIdOf(positionals);
    const run = await store.getRunRecord(id);
    if (!run) throw new UsageError(`no run ${id} in this store.`);
    const steps = await store.listSteps(id);
    if (values.json) io.out(JSON.stringify({ run, steps }, null, 2));
    else for (const line of formatRun(run, steps)) io.out(line);
    return ExitCode.Ok;
  });
}
