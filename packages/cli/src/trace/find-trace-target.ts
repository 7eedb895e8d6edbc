import type { RunStore, StoredTraceNode, TraceRunSummary, TraceStore } from "@agentic-ts/core";
import { findByPrefix } from "../find-by-prefix";
import { terminalLine } from "../terminal-text";
import { UsageError } from "../usage-error";

/** One stored trace run: its summary and its nodes in start order. */
export interface StoredTraceRun {
  readonly summary: TraceRunSummary;
  readonly nodes: StoredTraceNode[];
}

/**
 * What a `trace` command line names: one trace run, or a durable run (`Runs`) with its trace runs, oldest
 * first (one per execution: the start, each resume, recovery and retry).
 */
export type TraceTarget =
  | { readonly kind: "trace"; readonly run: StoredTraceRun }
  | { readonly kind: "durable"; readonly durableRunId: string; readonly runs: readonly TraceRunSummary[] };

/**
 * The trace run or durable run a command line names: a trace run id, a durable run id, or an unambiguous
 * prefix of either (as `agentic trace list` and `agentic runs list` show them). No match and an ambiguous
 * prefix are {@link UsageError}s, the ambiguous one listing the candidates and what each is. A durable run
 * the store knows but that has no trace runs is a usage error that says why there may be none.
 */
export function findTraceTarget(store: TraceStore, ref: string | undefined): Promise<TraceTarget> {
  const durable = new Set<string>();
  return findByPrefix<TraceTarget>(ref, {
    exact: async (id) => {
      const run = await store.getRun(id);
      if (run) return { kind: "trace", run };
      const runs = await store.listRuns({ durableRunId: id });
      if (runs.length > 0) return { kind: "durable", durableRunId: id, runs: runs.reverse() };
      if (id === ref && (await hasRunRecord(store, id))) {
        throw new UsageError(
          `durable run "${terminalLine(id)}" has no trace runs in this store: its runtime was given no store (RuntimeOptions.store), ` +
            "or another one, or retention removed them.",
        );
      }
      return undefined;
    },
    ids: async () => {
      const ids: string[] = [];
      for (const run of await store.listRuns()) {
        ids.push(run.runId);
        if (run.durableRunId !== undefined && !durable.has(run.durableRunId)) {
          durable.add(run.durableRunId);
          ids.push(run.durableRunId);
        }
      }
      return ids;
    },
    describe: (id) => `${id} (${durable.has(id) ? "durable run" : "trace run"})`,
    what: "run",
    listedBy: "agentic trace list",
  });
}

// The trace commands' store is the runs' store too (SqliteStore): a durable run's own record says it exists.
async function hasRunRecord(store: TraceStore, id: string): Promise<boolean> {
  const runs = store as Partial<RunStore>;
  return typeof runs.getRunRecord === "function" && (await runs.getRunRecord(id)) !== undefined;
}
