import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus } from "@agentic-ts/core";
import { restoreMenus } from "./shared-menus";

/**
 * One node's state as a `trace_batches` row keeps it, inside the row's JSON array: the {@link StoredTraceNode}
 * fields without those the row holds once for all its nodes (`runId`, `pid`) or that follow from the
 * node's place in the array (`seq`). Absent fields are left out (or `null` in rows migrated from schema 1).
 */
export interface NodeState {
  readonly id: number;
  readonly parentId?: number | null;
  readonly kind: TraceNodeKind;
  readonly name: string;
  readonly startedAt: number;
  readonly endedAt?: number | null;
  readonly durationMs?: number | null;
  readonly status: TraceNodeStatus;
  readonly data: Record<string, unknown>;
  readonly error?: StoredTraceNode["error"] | null;
}

/** A `trace_batches` row as SQLite returns it: one flush's states of one run's nodes. */
export interface TraceBatchRow {
  /** The `seq` of the first node of `nodes`; the others follow one by one. */
  readonly seq: number;
  readonly pid: number;
  /** A JSON array of {@link NodeState}. */
  readonly nodes: string;
}

/**
 * The node's current state to buffer: its fields copied, and its data record too (the trace may still add
 * to a running node's data; its values are bounded previews, never changed in place).
 */
export function nodeState(node: StoredTraceNode): NodeState {
  return {
    id: node.id,
    parentId: node.parentId,
    kind: node.kind,
    name: node.name,
    startedAt: node.startedAt,
    endedAt: node.endedAt,
    durationMs: node.durationMs,
    status: node.status,
    data: { ...node.data },
    error: node.error,
  };
}

/** Calls `visit` with each node of a `trace_batches` row, as a {@link StoredTraceNode} of run `runId`. */
export function forEachBatchNode(runId: string, row: TraceBatchRow, visit: (node: StoredTraceNode) => void): void {
  const states = JSON.parse(row.nodes) as NodeState[];
  restoreMenus(states);
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    const node: { -readonly [K in keyof StoredTraceNode]: StoredTraceNode[K] } = {
      id: s.id,
      kind: s.kind,
      name: s.name,
      startedAt: s.startedAt,
      status: s.status,
      data: s.data,
      runId,
      seq: row.seq + i,
      pid: row.pid,
    };
    if (s.parentId != null) node.parentId = s.parentId;
    if (s.endedAt != null) node.endedAt = s.endedAt;
    if (s.durationMs != null) node.durationMs = s.durationMs;
    if (s.error != null) node.error = s.error;
    visit(node);
  }
}
