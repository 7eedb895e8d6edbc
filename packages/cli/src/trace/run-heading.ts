import type { TraceRunSummary } from "@agentic-ts/core";
import { formatMs } from "./format-time";

/** One line that introduces a run: its id, root, status, start, duration, counts and tokens. */
export function runHeading(run: TraceRunSummary): string {
  const status = run.status === "error" ? "✗ failed" : run.status === "running" ? "◌ running" : "✓ ok";
  return [
    `run ${run.runId}`,
    `${run.root.kind} ${run.root.name}`,
    status,
    `started ${new Date(run.startedAt).toISOString()}`,
    run.durationMs === undefined ? "still running" : formatMs(run.durationMs),
    `${run.decisions} decisions, ${run.modelCalls} model calls, ${run.tokens.total} tokens (${run.tokens.input} in / ${run.tokens.output} out), ${run.nodes} nodes`,
  ].join(" · ");
}
