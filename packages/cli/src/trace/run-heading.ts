import type { TraceRunSummary } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { formatMs } from "./format-time";
import { statusText } from "./status-text";

/**
 * One line that introduces a run: its id, root, status, start, duration, counts and tokens, and the durable
 * run it records, if any (control characters escaped).
 */
export function runHeading(run: TraceRunSummary): string {
  const status = statusText(run.status);
  return [
    `run ${terminalLine(run.runId)}`,
    terminalLine(`${run.root.kind} ${run.root.name}`),
    status,
    `started ${new Date(run.startedAt).toISOString()}`,
    run.durationMs === undefined ? "still running" : formatMs(run.durationMs),
    `${count(run.decisions, "decision")}, ${count(run.modelCalls, "model call")}, ${count(run.tokens.total, "token")} (${run.tokens.input} in / ${run.tokens.output} out), ${count(run.nodes, "node")}`,
    ...(run.durableRunId === undefined ? [] : [`durable run ${terminalLine(run.durableRunId)}`]),
  ].join(" · ");
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
