import type { RunFilter, RunStatus } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { withoutContext } from "./format-run";
import { formatRunList } from "./format-run-list";
import { runRunsCommand } from "./runs-command";

/** The help text of `agentic runs list`. */
export const RUNS_LIST_HELP = `Usage: agentic runs list [--status running|suspended|budget|completed|failed] [--limit N] [--json] [--db FILE]

Lists the durable runs (new Runs({ store })), newest first: id, when created, the agent method, the
status and, for a suspended run, a one-line summary of the call waiting for approval and why (for a
run stopped by its budget, the limit reached and what it spent). The
summary is abbreviated (a cut says so); agentic runs show <id> prints the whole request and its hash.
Text from the store is printed with its control characters escaped (\\u001b, \\n, …).

Options:
  --status <s>   Only runs with this status.
  --limit <n>    At most <n> runs (default 50).
  --json         Print the run records as JSON (without their context; runs show --context prints it).
  --db <file>    The store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.

Exit codes: 0 listed (also when no run matches), 1 the store could not be read, 2 usage error.`;

const STATUSES: readonly RunStatus[] = ["running", "suspended", "budget", "completed", "failed"];

/** Runs `agentic runs list`; returns the exit code. */
export function runRunsList(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = { status: { type: "string" }, limit: { type: "string" }, json: { type: "boolean" } } as const;
  return runRunsCommand("list", RUNS_LIST_HELP, argv, io, options, async ({ values, positionals, store, io: out }) => {
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
    const status = values.status as RunStatus | undefined;
    if (status !== undefined && !STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(", ")}, got "${status}".`);
    const limit = Number(values.limit ?? "50");
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer, got "${String(values.limit)}".`);
    const filter: RunFilter = status ? { status, limit } : { limit };
    const runs = await store.listRunRecords(filter);
    if (values.json) out.out(JSON.stringify(runs.map(withoutContext), null, 2));
    else if (runs.length === 0) out.out("No runs match.");
    else for (const line of formatRunList(runs)) out.out(line);
    return ExitCode.Ok;
  });
}
