import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus } from "@agentic-ts/core";
import { restoreMenus, type TextRef, type TextRefs } from "./shared-menus";

/**
 * One node's state as the writer stores it: the {@link StoredTraceNode} fields without those a
 * `trace_batches` row holds once for all its nodes (`runId`, `pid`) or that follow from the node's place
 * in the row (`seq`). The writer buffers the trace's own objects (a trace never changes a node it wrote:
 * see `TraceStore.writeNode`); the row stores each as a {@link StoredNodeState} array.
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
 * every node were a sixth of a decision's bytes), absent ones `null`, then which data values are texts
 * kept in `trace_texts` (see `storedStates`), if any.
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
  refs?: TextRefs,
];

/** A `trace_batches` row as SQLite returns it: one flush's states of one run's nodes. */
export interface TraceBatchRow {
  /** The `seq` of the first node of `nodes`; the others follow one by one. */
  readonly seq: number;
  readonly pid: number;
  /** A JSON array of {@link StoredNodeState}. */
  readonly nodes: string;
}

/**
 * Calls `visit` with each node of a `trace_batches` row, as a {@link StoredTraceNode} of run `runId`;
 * `textOf` reads the texts its states refer to.
 */
export function forEachBatchNode(
  runId: string,
  row: TraceBatchRow,
  textOf: (ref: TextRef) => string | undefined,
  visit: (node: StoredTraceNode) => void,
): void {
  const states = JSON.parse(row.nodes) as StoredNodeState[];
  for (let i = 0; i < states.length; i++) {
    const [id, parentId, kind, name, startedAt, endedAt, durationMs, status, data, error, refs] = states[i];
    const node: { -readonly [K in keyof StoredTraceNode]: StoredTraceNode[K] } = {
      id,
      kind,
      name,
      startedAt,
      status,
      data: refs === undefined ? data : restoreMenus(data, refs, textOf),
      runId,
      seq: row.seq + i,
      pid: row.pid,
    };
    if (parentId !== null) node.parentId = parentId;
    if (endedAt !== null) node.endedAt = endedAt;
    if (durationMs !== null) node.durationMs = durationMs;
    if (error !== null) node.error = error;
    visit(node);
  }
}
