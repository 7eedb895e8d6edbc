import type { StoredTraceNode, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";
import { UsageError } from "../usage-error";

/**
 * The run a command line names: its whole id, or a prefix of it as `agentic trace list` shows. No match
 * and an ambiguous prefix are {@link UsageError}s (the ambiguous one lists the candidates).
 */
export async function findRun(
  store: TraceStore,
  ref: string | undefined,
): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] }> {
  if (ref === undefined || ref === "") throw new UsageError("expected a run id (see agentic trace list).");
  const exact = await store.getRun(ref);
  if (exact) return exact;
  const matches = (await store.listRuns()).filter((run) => run.runId.startsWith(ref));
  if (matches.length === 0) throw new UsageError(`no run "${ref}" in the store (agentic trace list shows the runs).`);
  if (matches.length > 1) {
    throw new UsageError(`"${ref}" matches ${matches.length} runs: ${matches.slice(0, 5).map((r) => terminalLine(r.runId)).join(", ")}${matches.length > 5 ? ", …" : ""}; give more of the id.`);
  }
  const run = await store.getRun(matches[0].runId);
  if (!run) throw new UsageError(`run "${terminalLine(matches[0].runId)}" is gone from the store (retention?).`);
  return run;
}
