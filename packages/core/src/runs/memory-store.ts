import { MemoryRunStore } from "./memory-run-store";
import type { RunRecord } from "./run-record";
import type { RunFilter, RunStore } from "./run-store";
import type { StepRecord } from "../journal/step-record";
import type { StoredTraceNode } from "../trace/stored-trace-node";
import { summarizeTraceRun } from "../trace/summarize-trace-run";
import type { TraceRunFilter, TraceRunSummary } from "../trace/trace-run-summary";
import type { TraceStore } from "../trace/trace-store";

/** Options of a {@link MemoryStore}. */
export interface MemoryStoreOptions {
  /** How many runs are kept; the oldest-started are dropped first. Default 1000. */
  readonly maxRuns?: number;
}

/**
 * A {@link TraceStore} in this process's memory: what a runtime's trace wrote, readable with the store's
 * reader API until the process ends. Useful in tests and as the reference for other stores. Keeps at most
 * `maxRuns` runs. It is also a {@link RunStore}, so `new Runs({ store })` can share it with the runtime.
 */
export class MemoryStore implements TraceStore, RunStore {
  // Runs in first-write order; each run's nodes by node id.
  private readonly runs = new Map<string, Map<number, StoredTraceNode>>();
  private seq = 0;
  private closed = false;
  private readonly maxRuns: number;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxRuns = Math.max(1, options.maxRuns ?? 1000);
  }

  /** Keeps a copy of the node's current state under the next `seq`. */
  writeNode(node: StoredTraceNode): void {
    if (this.closed) return;
    let run = this.runs.get(node.runId);
    if (!run) {
      run = new Map();
      this.runs.set(node.runId, run);
      if (this.runs.size > this.maxRuns) this.runs.delete(this.runs.keys().next().value as string);
    }
    // The node and its data are the store's (the trace never changes them after the write): only `seq` is new.
    run.set(node.id, { ...node, seq: ++this.seq });
  }

  /** Nothing is buffered: resolves at once. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  /** Stops accepting writes; what is stored stays readable. */
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  /** The runs matching `filter`, newest first. */
  listRuns(filter: TraceRunFilter = {}): Promise<TraceRunSummary[]> {
    const since = filter.since === undefined ? -Infinity : +filter.since;
    const until = filter.until === undefined ? Infinity : +filter.until;
    const out: TraceRunSummary[] = [];
    for (const run of this.runs.values()) {
      const summary = summarizeTraceRun([...run.values()]);
      if (!summary || summary.startedAt < since || summary.startedAt >= until) continue;
      if (filter.status !== undefined && summary.status !== filter.status) continue;
      if (filter.durableRunId !== undefined && summary.durableRunId !== filter.durableRunId) continue;
      out.push(summary);
    }
    out.sort((a, b) => b.startedAt - a.startedAt);
    return Promise.resolve(filter.limit === undefined ? out : out.slice(0, Math.max(0, filter.limit)));
  }

  /** One run with its nodes in start order. */
  getRun(runId: string): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined> {
    const run = this.runs.get(runId);
    const nodes = run ? [...run.values()].sort((a, b) => a.id - b.id) : [];
    const summary = summarizeTraceRun(nodes);
    return Promise.resolve(summary && { summary, nodes });
  }

  /** The run's nodes written after `afterSeq`, in `seq` order. */
  nodesSince(runId: string, afterSeq: number): Promise<StoredTraceNode[]> {
    const run = this.runs.get(runId);
    const nodes = run ? [...run.values()].filter((n) => n.seq > afterSeq).sort((a, b) => a.seq - b.seq) : [];
    return Promise.resolve(nodes);
  }

  // The durable-runs part (RunStore), kept apart from the trace part.
  private readonly durable = new MemoryRunStore();
  /** Stores a new durable run (see {@link RunStore}). */
  insertRunRecord(run: RunRecord): Promise<void> {
    return this.durable.insertRunRecord(run);
  }
  /** A durable run by id. */
  getRunRecord(id: string): Promise<RunRecord | undefined> {
    return this.durable.getRunRecord(id);
  }
  /** Durable runs, newest first. */
  listRunRecords(filter?: RunFilter): Promise<RunRecord[]> {
    return this.durable.listRunRecords(filter);
  }
  /** Compare-and-set of a durable run on its version. */
  updateRunRecord(run: RunRecord, expectedVersion: number): Promise<boolean> {
    return this.durable.updateRunRecord(run, expectedVersion);
  }
  /** A durable run owner's heartbeat. */
  touchRunRecord(id: string, owner: string, at: string): Promise<void> {
    return this.durable.touchRunRecord(id, owner, at);
  }
  /** Appends a step to a durable run's journal. */
  appendStep(step: StepRecord): Promise<void> {
    return this.durable.appendStep(step);
  }
  /** A durable run's journal. */
  listSteps(runId: string): Promise<StepRecord[]> {
    return this.durable.listSteps(runId);
  }
}
