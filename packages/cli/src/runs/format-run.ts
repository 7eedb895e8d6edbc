import type { RunRecord, StepRecord } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { formatPendingRequest, prettyJson } from "./format-pending-request";
import { oneLineJson } from "./one-line-json";
import { runStatusText } from "./run-status-text";
import { formatOverrun } from "./format-overrun";

/** What `agentic runs show` prints besides the run. */
export interface FormatRunOptions {
  /** Print the run's context (and the pending request's), which may hold personal data. Default hidden. */
  readonly context?: boolean;
}

/**
 * What `agentic runs show` prints: the run, the request it waits for in full (with its hash), its
 * verdicts, its outcome and its journal. The run's own arguments, the verdicts' arguments and the
 * result are summaries that say when they are cut (`--json` prints them whole); the context is shown
 * only when asked for. Control characters are escaped.
 */
export function formatRun(run: RunRecord, steps: readonly StepRecord[], options: FormatRunOptions = {}): string[] {
  const id = terminalLine(run.id);
  const lines = [
    `Run ${id}`,
    `  ${terminalLine(`${run.agent}.${run.method}`)}(${run.args.map((a) => oneLineJson(a, 200)).join(", ")})`,
    `  status: ${runStatusText(run.status)} · executions: ${run.executions} · created ${terminalLine(run.createdAt)} · updated ${terminalLine(run.updatedAt)}`,
  ];
  const contexts = runContexts(run);
  if (contexts.length > 0 && !options.context) lines.push(`  context: hidden; \`agentic runs show ${id} --context\` prints it.`);
  if (options.context) for (const [label, value] of contexts) lines.push(`  ${label}:`, ...prettyJson(value, "    "));
  if (run.owner && run.status === "running") lines.push(`  executing in: ${terminalLine(run.owner)} (last heartbeat ${terminalLine(run.heartbeatAt ?? "never")})`);
  if (run.pending) lines.push("  waiting for approval of this request:", ...formatPendingRequest(run.pending, "    "));
  if (run.overrun) {
    lines.push(`  stopped by its ${terminalLine(String(run.overrun.scope))} budget: ${formatOverrun(run.overrun)}; resume it with a raised budget: runs.resume(id, { budget: { ${terminalLine(String(run.overrun.limit))}: … } }).`);
  }
  if (run.budget) lines.push(`  budget: ${oneLineJson(run.budget, 200)}`);
  for (const a of run.approvals) {
    const who = a.by !== undefined ? ` by ${terminalLine(a.by)}` : "";
    const request = a.requestHash !== undefined ? ` (request ${terminalLine(a.requestHash.slice(0, 12))})` : "";
    const note = a.note !== undefined ? ` — "${terminalLine(a.note)}"` : "";
    lines.push(`  ${a.approved ? "approved" : "declined"}${who} at ${terminalLine(a.at)}: ${terminalLine(a.option)}(${oneLineJson(a.args, 120)})${request}${note}`);
  }
  if (run.status === "completed") lines.push(`  result: ${oneLineJson(run.result, 200)}`);
  if (run.error) lines.push(`  error: ${terminalLine(run.error.name)}: ${terminalLine(run.error.message)}`);
  lines.push(`  journal (${steps.length} step${steps.length === 1 ? "" : "s"}):`);
  for (const s of steps) lines.push(`    ${terminalLine(s.stepId)}  ${terminalLine(s.kind).padEnd(10)}  ${terminalLine(s.name)}  ${terminalLine(s.at)}`);
  return lines;
}

/** The contexts a run record holds: the run's, and the pending request's where the store keeps one. */
export function runContexts(run: RunRecord): Array<[label: string, value: unknown]> {
  const found: Array<[string, unknown]> = [];
  if (run.context !== undefined) found.push(["context", run.context]);
  // A pending request may carry the context keys its function takes; that is context too.
  const pendingContext = (run.pending as { readonly context?: unknown } | undefined)?.context;
  if (pendingContext !== undefined) found.push(["pending request's context", pendingContext]);
  return found;
}

/** A run record without its contexts, as `--json` prints it unless `--context` is given. */
export function withoutContext(run: RunRecord): RunRecord {
  const { context: _context, ...rest } = run;
  if (!rest.pending || !("context" in rest.pending)) return rest;
  const { context: _pendingContext, ...pending } = rest.pending as RunRecord["pending"] & { context?: unknown };
  return { ...rest, pending };
}
