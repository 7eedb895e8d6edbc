import type { TraceNodeKind, TraceNodeStatus } from "./trace-node";

/** What a {@link TraceStore} tells about one trace run (one root node's tree) in a listing. */
export interface TraceRunSummary {
  /** The run's id, shared by all its nodes. */
  readonly runId: string;
  /** The durable run (`Runs`) whose execution this trace run records, if any. */
  readonly durableRunId?: string;
  /** When the root node started, milliseconds since the epoch. */
  readonly startedAt: number;
  /** When the root node ended; absent while it runs. */
  readonly endedAt?: number;
  /** The root node's duration in milliseconds; absent while it runs. */
  readonly durationMs?: number;
  /** What the run is: the root node's kind and name. */
  readonly root: { readonly kind: TraceNodeKind; readonly name: string };
  /** The root node's status. */
  readonly status: TraceNodeStatus;
  /** How many `decision` nodes the run holds. */
  readonly decisions: number;
  /** How many `model_call` nodes the run holds. */
  readonly modelCalls: number;
  /** Tokens summed over the run's model calls. */
  readonly tokens: { readonly input: number; readonly output: number; readonly total: number };
  /** How many nodes the run holds. */
  readonly nodes: number;
}

/** Which runs {@link TraceStore.listRuns} returns; every field narrows the list. Newest runs come first. */
export interface TraceRunFilter {
  /** Only the trace runs of this durable run (its id exactly: each start, resume, recovery or retry). */
  readonly durableRunId?: string;
  /** Only runs whose root has this status. */
  readonly status?: TraceNodeStatus;
  /** Only runs started at or after this time (epoch milliseconds or a Date). */
  readonly since?: number | Date;
  /** Only runs started before this time (epoch milliseconds or a Date). */
  readonly until?: number | Date;
  /** At most this many runs (the newest). */
  readonly limit?: number;
}
