import { writeFileSync } from "node:fs";
import path from "node:path";
import type { TraceStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { viewerPage } from "../viewer/viewer-page";
import { terminalLine } from "../terminal-text";
import { findTraceTarget, type StoredTraceRun, type TraceTarget } from "./find-trace-target";
import { runTraceCommand } from "./trace-command";

/** The help text of `agentic trace export`. */
export const TRACE_EXPORT_HELP = `Usage: agentic trace export <run> --html <file> [--db FILE]

Writes one stored run as a single self-contained HTML page: the viewer of agentic trace serve with the
run embedded, no network access needed, so it can be attached to a ticket or opened offline.
<run> is a run id or a unique prefix of one, as agentic trace list shows, or a durable run's id (or
prefix) when that run has one trace run; for one with several, export each of its trace runs.

Options:
  --html <file>  The page to write (overwritten if it exists).
  --db <file>    The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.

Exit codes: 0 written, 1 the store could not be read or the file not written, 2 usage error (no run or
no --html given, no such run, an ambiguous prefix, no store file).`;

/** Runs `agentic trace export`; returns the exit code. */
export function runTraceExport(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const options = { html: { type: "string" } } as const;
  return runTraceCommand("export", TRACE_EXPORT_HELP, argv, io, options, async ({ values, positionals, store }) => {
    if (positionals.length !== 1) throw new UsageError(`expected one run id, got ${positionals.length}.`);
    if (typeof values.html !== "string" || values.html === "") throw new UsageError("--html <file> is required.");
    const run = await oneTraceRun(store, await findTraceTarget(store, positionals[0]));
    const file = path.resolve(io.cwd, values.html);
    writeFileSync(file, viewerPage({ mode: "export", run }));
    io.out(`Wrote ${file} (run ${run.summary.runId}, ${run.nodes.length} nodes).`);
    return ExitCode.Ok;
  });
}

// A durable run names one page only when it has one trace run; otherwise its trace runs are listed to pick from.
async function oneTraceRun(store: TraceStore, target: TraceTarget): Promise<StoredTraceRun> {
  if (target.kind === "trace") return target.run;
  const only = target.runs.length === 1 ? await store.getRun(target.runs[0]!.runId) : undefined;
  if (only) return only;
  const ids = target.runs.map((run) => terminalLine(run.runId)).join(", ");
  throw new UsageError(`durable run "${terminalLine(target.durableRunId)}" has ${target.runs.length} trace runs (${ids}); export one of them.`);
}
