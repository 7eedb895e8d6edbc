import type { StoredTraceNode, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import { findByPrefix } from "../find-by-prefix";

/**
 * The run a command line names: its whole id, or a prefix of it as `agentic trace list` shows. No match
 * and an ambiguous prefix are {@link UsageError}s (the ambiguous one lists the candidates).
 */
export function findRun(store: TraceStore, ref: string | undefined): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] }> {
  return findByPrefix(ref, {
    exact: (id) => store.getRun(id),
    ids: async () => (await store.listRuns()).map((run) => run.runId),
    what: "run",
    listedBy: "agentic trace list",
  });
}
