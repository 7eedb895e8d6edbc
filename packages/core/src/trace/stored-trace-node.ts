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
   * The durable run (`Runs`) whose execution recorded this trace run, on every node of it; absent for work
   * outside a durable run. Stores keep it per trace run ({@link TraceRunSummary.durableRunId}) and list a
   * durable run's trace runs by it ({@link TraceRunFilter.durableRunId}).
   */
  readonly durableRunId?: string;
  /**
   * The store's sequence number of the node's latest write, increasing with every write to the store
   * (across processes for a shared file). Assigned by the store: the value passed to
   * {@link TraceStore.writeNode} is ignored (writers pass 0).
   */
  readonly seq: number;
  /** The id of the process that recorded the node (`process.pid`). */
  readonly pid: number;
}

const PID = process.pid;

/**
 * @internal The record of `node` with `data` (its start snapshot, or its data bounded at its end) that a
 * {@link TraceStore} is given to keep: a fresh object of one shape for every write (absent fields are
 * `undefined`), with this process's id and no sequence number yet.
 */
export function storedNode(node: TraceNode, data: Record<string, unknown>, runId: string, durableRunId: string | undefined): StoredTraceNode {
  return {
    id: node.id,
    parentId: node.parentId,
    kind: node.kind,
    name: node.name,
    startedAt: node.startedAt,
    endedAt: node.endedAt,
    durationMs: node.durationMs,
    status: node.status,
    data,
    error: node.error,
    runId,
    durableRunId,
    seq: 0,
    pid: PID,
  };
}
