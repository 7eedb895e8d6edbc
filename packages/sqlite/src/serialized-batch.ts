/**
 * One run's part of a {@link SerializedBatch}: its node states as the `trace_batches` row's JSON, and
 * what the batch adds to its `trace_runs` row (the head node's fields, the counts).
 */
export type RunEntry = [
  runId: string,
  pid: number,
  durableRunId: string | null,
  states: number,
  json: string,
  headId: number,
  headKind: string,
  headName: string,
  headStatus: string,
  headStartedAt: number,
  headEndedAt: number | null,
  headDurationMs: number | null,
  nodes: number,
  decisions: number,
  modelCalls: number,
  inputTokens: number,
  outputTokens: number,
];

/**
 * One flush of node writes, serialized by the thread that records them, ready for whichever thread stores
 * it (a worker by default, see `TraceWriteThread`): plain strings and numbers, cheap to hand over.
 */
export interface SerializedBatch {
  /** Its number in the store that made it, from 1: batches are stored in this order. */
  readonly n: number;
  /** The texts its states refer to (see `TextKeys`), as key, text, key, text… */
  readonly texts: string[];
  /** Its runs: one `trace_batches` row and one `trace_runs` upsert each. */
  readonly runs: RunEntry[];
  /** How many node states it holds. */
  readonly nodes: number;
  /**
   * Nodes of earlier batches that failed (dropped), not counted in the file yet: its transaction adds them
   * to the file's count, so they are counted exactly when a write succeeds again (see `TraceWriter`).
   */
  readonly dropped: number;
}
