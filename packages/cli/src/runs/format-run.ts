import type { RunRecord, StepRecord } from "@agentic-ts/core";

const STATUS_MARK: Readonly<Record<RunRecord["status"], string>> = {
  running: "… running",
  suspended: "⏸ suspended",
  completed: "✓ completed",
  failed: "✗ failed",
};

/** A value as one bounded line of JSON. */
export function oneLine(value: unknown, max = 80): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The table `agentic runs list` prints: one header line, then one line per run. */
export function formatRunList(runs: readonly RunRecord[]): string[] {
  const rows = runs.map((r) => [
    r.id,
    r.createdAt.replace("T", " ").slice(0, 19),
    `${r.agent}.${r.method}`,
    STATUS_MARK[r.status],
    r.pending ? `${r.pending.option} ${oneLine(r.pending.args, 40)}${r.pending.reason ? ` — ${r.pending.reason}` : ""}` : "",
  ]);
  const header = ["RUN", "CREATED", "METHOD", "STATUS", "WAITING FOR"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]))).join("  ").trimEnd());
}

/** What `agentic runs show` prints: the run, its pending approval, its verdicts and its journal. */
export function formatRun(run: RunRecord, steps: readonly StepRecord[]): string[] {
  const lines = [
    `Run ${run.id}`,
    `  ${run.agent}.${run.method}(${run.args.map((a) => oneLine(a, 60)).join(", ")})`,
    `  status: ${STATUS_MARK[run.status]} · executions: ${run.executions} · created ${run.createdAt} · updated ${run.updatedAt}`,
  ];
  if (run.context) lines.push(`  context: ${oneLine(run.context, 120)}`);
  if (run.owner && run.status === "running") lines.push(`  executing in: ${run.owner} (last heartbeat ${run.heartbeatAt ?? "never"})`);
  if (run.pending) {
    lines.push(`  waiting for approval: ${run.pending.option}(${oneLine(run.pending.args, 100)})`);
    if (run.pending.reason) lines.push(`    reason: ${run.pending.reason}`);
  }
  for (const a of run.approvals) {
    const who = a.by ? ` by ${a.by}` : "";
    lines.push(`  ${a.approved ? "approved" : "declined"}${who} at ${a.at}: ${a.option}(${oneLine(a.args, 80)})${a.note ? ` — "${a.note}"` : ""}`);
  }
  if (run.status === "completed") lines.push(`  result: ${oneLine(run.result, 200)}`);
  if (run.error) lines.push(`  error: ${run.error.name}: ${run.error.message}`);
  lines.push(`  journal (${steps.length} step${steps.length === 1 ? "" : "s"}):`);
  for (const s of steps) lines.push(`    ${s.stepId}  ${s.kind.padEnd(10)}  ${s.name}  ${s.at}`);
  return lines;
}
