import type { TraceNode } from "./trace-node";

/**
 * A trace node as a {@link TraceStore} keeps it: the {@link TraceNode} fields plus the run it belongs to,
 * the store's write sequence number and the id of the process that recorded it.
 */
export interface StoredTraceNode extends TraceNode {
  /**
   * The trace run: a unique id (a UUID) shared by a root node and all its descendants. A root is a
   * top-level agentic-function call, `exec` turn or decision.
   */
  readonly runId: string;
  /**
   * The store's sequence number of the node's latest write, increasing with every write to the store
   * (across processes for a shared file). Assigned by the store: the value passed to
   * {@link TraceStore.writeNode} is ignored (writers pass 0).
   */
  readonly seq: number;
  /** The id of the process that recorded the node (`process.pid`). */
  readonly pid: number;
}
