import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus } from "@agentic-ts/core";
import { restoreMenus } from "./shared-menus";

/**
 * One node's state as the writer buffers it: the {@link StoredTraceNode} fields without those a
 * `trace_batches` row holds once for all its nodes (`runId`, `pid`) or that follow from the node's place
 * in the row (`seq`). The row stores it as a {@link StoredNodeState} array.
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

/**
 * A node state as stored in a `trace_batches` row's JSON array: its fields by position (names repeated in
 * every node were a sixth of a decision's bytes), absent ones `null`, then where a shared menu goes back
 * (see `shareMenus`) when one was cut out of its prompt.
 */
export type StoredNodeState = [
  id: number,
  parentId: number | null,
  kind: TraceNodeKind,
  name: string,
  startedAt: number,
  endedAt: number | null,
  durationMs: number | null,
  status: TraceNodeStatus,
  data: Record<string, unknown>,
  error: StoredTraceNode["error"] | null,
  menuOf?: number,
  menuAt?: number,
];

/** A state as stored (see {@link StoredNodeState}). */
export function toStored(s: NodeState & { readonly menuOf?: number; readonly menuAt?: number }): StoredNodeState {
  const row: StoredNodeState = [s.id, s.parentId ?? null, s.kind, s.name, s.startedAt, s.endedAt ?? null, s.durationMs ?? null, s.status, s.data, s.error ?? null];
  if (s.menuOf !== undefined) row.push(s.menuOf, s.menuAt ?? 0);
  return row;
}

/** A stored state back as a {@link NodeState} (with its menu reference, if any). */
function fromStored(r: StoredNodeState): NodeState & { menuOf?: number; menuAt?: number } {
  const s = { id: r[0], parentId: r[1], kind: r[2], name: r[3], startedAt: r[4], endedAt: r[5], durationMs: r[6], status: r[7], data: r[8], error: r[9] };
  return r.length > 10 ? { ...s, menuOf: r[10], menuAt: r[11] } : s;
}

/** A `trace_batches` row as SQLite returns it: one flush's states of one run's nodes. */
export interface TraceBatchRow {
  /** The `seq` of the first node of `nodes`; the others follow one by one. */
  readonly seq: number;
  readonly pid: number;
  /** A JSON array of {@link StoredNodeState}. */
  readonly nodes: string;
}

/**
 * The node's current state to buffer: its fields copied, and a running node's data record too (the trace
 * may still add to it; a finished node's data is not changed again, and values are bounded previews,
 * never changed in place).
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
    data: node.status === "running" ? { ...node.data } : node.data,
    error: node.error,
  };
}

/** Calls `visit` with each node of a `trace_batches` row, as a {@link StoredTraceNode} of run `runId`. */
export function forEachBatchNode(runId: string, row: TraceBatchRow, visit: (node: StoredTraceNode) => void): void {
  const states = (JSON.parse(row.nodes) as StoredNodeState[]).map(fromStored);
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
