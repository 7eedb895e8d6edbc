import type { TraceRunSummary } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { formatAgo, formatMs } from "./format-time";
import { statusText } from "./status-text";

const HEADINGS = ["RUN", "STARTED", "ROOT", "STATUS", "DECISIONS", "MODEL CALLS", "TOKENS", "DURATION"];
// Numbers read best right-aligned.
const RIGHT = new Set([4, 5, 6, 7]);

/**
 * The runs as an aligned text table, one line per run under a heading line; stored text has its control
 * characters escaped. When a listed run records a durable run (`Runs`), a last column, DURABLE RUN, names
 * it: the id `agentic runs show` and `agentic trace show` take.
 */
export function formatRunTable(runs: readonly TraceRunSummary[], now: number = Date.now()): string[] {
  const durable = runs.some((run) => run.durableRunId !== undefined);
  const headings = durable ? [...HEADINGS, "DURABLE RUN"] : HEADINGS;
  const rows = runs.map((run) => [
    // The whole id: run ids are UUIDv7, whose first characters are a timestamp, so a short prefix of
    // runs started close together is the same.
    terminalLine(run.runId),
    `${new Date(run.startedAt).toISOString().replace("T", " ").slice(0, 19)}Z (${formatAgo(run.startedAt, now)})`,
    terminalLine(`${run.root.kind} ${run.root.name}`),
    statusText(run.status),
    String(run.decisions),
    String(run.modelCalls),
    String(run.tokens.total),
    run.durationMs === undefined ? "-" : formatMs(run.durationMs),
    ...(durable ? [run.durableRunId === undefined ? "-" : terminalLine(run.durableRunId)] : []),
  ]);
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (RIGHT.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(headings), ...rows.map(line)];
}
