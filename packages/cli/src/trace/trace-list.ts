import type { TraceRunFilter } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { droppedNodesNote } from "./dropped-nodes-note";
import { formatRunTable } from "./format-run-table";
import { parseTime } from "./parse-time";
import { TRACE_STATUSES } from "./status-text";
import { runTraceCommand } from "./trace-command";

/** The help text of `agentic trace list`. */
export const TRACE_LIST_HELP = `Usage: agentic trace list [--status running|ok|error|suspended] [--since TIME] [--until TIME] [--limit N] [--json] [--db FILE]

Lists the stored runs, newest first: when each started, its root function, its status, how many
decisions and model calls it made, its tokens and its duration, and, when a listed run was recorded by
a durable run (new Runs(…)), a DURABLE RUN column with that run's id (agentic runs show and agentic
trace show take it). A run is one top-level agentic function call, exec turn or decision with
everything under it.

Options:
  --status <s>   Only runs that are running, ok, error (failed) or suspended (waiting for an approval).
  --since <t>    Only runs started since <t>: a duration back from now (30m, 2h, 7d) or an ISO time.
  --until <t>    Only runs started before <t> (same forms).
  --limit <n>    At most <n> runs (default 50).
  --json         Print the run summaries as JSON.
  --db <file>    The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.

Exit codes: 0 listed (also when no run matches), 1 the store could not be read, 2 usage error
(bad option, no store file).`;


/** Runs `agentic trace list`; returns the exit code. */
export function runTraceList(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = {
    status: { type: "string" },
    since: { type: "string" },
    until: { type: "string" },
    limit: { type: "string" },
    json: { type: "boolean" },
  } as const;
  return runTraceCommand("list", TRACE_LIST_HELP, argv, io, options, async ({ values, positionals, store }) => {
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
    const filter = listFilter(values);
    const runs = await store.listRuns(filter);
    if (values.json) io.out(JSON.stringify(runs, null, 2));
    else if (runs.length === 0) io.out("No runs match.");
    else for (const line of formatRunTable(runs)) io.out(line);
    // Under the listing; beside JSON on stderr, so that stdout stays one JSON document.
    const note = droppedNodesNote(store);
    if (note && values.json) io.err(note);
    else if (note) io.out(note);
    return ExitCode.Ok;
  });
}

function listFilter(values: Record<string, string | boolean | undefined>): TraceRunFilter {
  const status = values.status as string | undefined;
  if (status !== undefined && !(TRACE_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status must be one of ${TRACE_STATUSES.join(", ")}, got "${status}".`);
  }
  const limitText = (values.limit as string | undefined) ?? "50";
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer, got "${limitText}".`);
  const filter: { -readonly [K in keyof TraceRunFilter]: TraceRunFilter[K] } = { limit };
  if (status !== undefined) filter.status = status as TraceRunFilter["status"];
  if (typeof values.since === "string") filter.since = parseTime("--since", values.since);
  if (typeof values.until === "string") filter.until = parseTime("--until", values.until);
  return filter;
}
