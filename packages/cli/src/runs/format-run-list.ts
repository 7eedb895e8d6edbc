import type { RunRecord } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { oneLineJson, oneLineText } from "./one-line-json";
import { runStatusText } from "./run-status-text";
import { formatOverrun } from "./format-overrun";

// A summary, so that a table row stays a row; `runs show` prints the request in full.
const ARGS_WIDTH = 60;
const REASON_WIDTH = 60;

/**
 * The table `agentic runs list` prints: one header line, one line per run and, when a run waits for an
 * approval, a note that the WAITING FOR column is a summary and where the full request is. Every field
 * is one line with its control characters escaped.
 */
export function formatRunList(runs: readonly RunRecord[]): string[] {
  const rows = runs.map((r) => [
    terminalLine(r.id),
    terminalLine(r.createdAt.replace("T", " ").slice(0, 19)),
    terminalLine(`${r.agent}.${r.method}`),
    runStatusText(r.status),
    r.pending ? `${terminalLine(r.pending.option)} ${oneLineJson(r.pending.args, ARGS_WIDTH)}${r.pending.reason ? ` — ${oneLineText(r.pending.reason, REASON_WIDTH)}` : ""}` : r.overrun ? `a raised budget (${formatOverrun(r.overrun)})` : "",
  ]);
  const header = ["RUN", "CREATED", "METHOD", "STATUS", "WAITING FOR"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const lines = [header, ...rows].map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]))).join("  ").trimEnd());
  if (runs.some((r) => r.pending)) {
    lines.push("", "WAITING FOR is abbreviated (long values are cut, and say so); `agentic runs show <id>` prints the whole request and its hash.");
  }
  return lines;
}
