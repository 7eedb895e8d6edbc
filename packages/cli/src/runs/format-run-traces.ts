import type { TraceRunSummary } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { formatMs } from "../trace/format-time";
import { statusText } from "../trace/status-text";

/**
 * What `agentic runs show` prints under a durable run: its trace runs, oldest first (one per execution:
 * the start, each resume, recovery or retry), each with its id, start time, status, root and duration, and
 * the `agentic trace show` commands that print them. Control characters are escaped.
 */
export function formatRunTraces(runId: string, traces: readonly TraceRunSummary[]): string[] {
  const id = terminalLine(runId);
  if (traces.length === 0) {
    return ["  trace runs: none in this store; a runtime records them when given it as its store (RuntimeOptions.store)."];
  }
  const lines = [`  trace runs (${traces.length}, oldest first; \`agentic trace show ${id}\` prints them all, \`agentic trace show <trace run>\` one):`];
  for (const t of traces) {
    const started = new Date(t.startedAt).toISOString();
    const took = t.durationMs === undefined ? "still running" : formatMs(t.durationMs);
    lines.push(`    ${terminalLine(t.runId)}  ${started}  ${statusText(t.status)}  ${terminalLine(`${t.root.kind} ${t.root.name}`)}  ${took}`);
  }
  return lines;
}
