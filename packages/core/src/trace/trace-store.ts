import type { StoredTraceNode } from "./stored-trace-node";
import type { TraceRunFilter, TraceRunSummary } from "./trace-run-summary";

/**
 * Where trace nodes last beyond a runtime's in-memory {@link Trace}: give one to a runtime
 * (`RuntimeOptions.store`) and its trace writes every node there when it starts and when it ends. One
 * store can be shared by every runtime of a process; runs are told apart by their `runId` (a UUID), so
 * several processes may write to one store file. Core ships {@link MemoryStore}; `@agentic-ts/sqlite`
 * ships `SqliteStore`.
 *
 * The writer side is synchronous and cheap (stores buffer and write in batches); the reader side, used by
 * `agentic trace` and its viewer, is asynchronous.
 */
export interface TraceStore {
  /**
   * Records a node's current state (called when the node starts and again when it ends; the later write
   * replaces the earlier one). Must not throw and must not block: stores buffer and flush in batches. The
   * node is the store's from then on: the trace passes a fresh object for every write and never changes it,
   * its `data` record or its `error` afterwards, so a store may keep it without copying (and must not change
   * it either: readers may hold it). The store assigns `seq`.
   */
  writeNode(node: StoredTraceNode): void;
  /** Resolves once every node written so far is stored (and visible to readers). */
  flush(): Promise<void>;
  /** Flushes and releases the store; later writes are dropped. Idempotent. */
  close(): Promise<void>;
  /** The runs matching `filter`, newest first. */
  listRuns(filter?: TraceRunFilter): Promise<TraceRunSummary[]>;
  /** One run: its summary and its nodes in start order, or `undefined` when the store has no such run. */
  getRun(runId: string): Promise<{ summary: TraceRunSummary; nodes: StoredTraceNode[] } | undefined>;
  /**
   * The nodes of a run written after sequence number `afterSeq` (started or changed since), in `seq`
   * order: poll it with the largest `seq` seen so far to follow a live run.
   */
  nodesSince(runId: string, afterSeq: number): Promise<StoredTraceNode[]>;
}
