import type { StoredTraceNode } from "@agentic-ts/core";
import type { StoredNodeState, TextRef } from "./node-state";
import { restoreMenus } from "./shared-menus";

/** A `trace_batches` row as SQLite returns it: one flush's states of one run's nodes. */
export interface TraceBatchRow {
  /** The `seq` of the first node of `nodes`; the others follow one by one. */
  readonly seq: number;
  readonly pid: number;
  /** A JSON array of {@link StoredNodeState}. */
  readonly nodes: string;
}

/**
 * Calls `visit` with each node of a `trace_batches` row, as a {@link StoredTraceNode} of run `runId` (of
 * durable run `durableRunId`, if any); `textOf` reads the texts its states refer to.
 */
export function forEachBatchNode(
  runId: string,
  durableRunId: string | undefined,
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
    if (durableRunId !== undefined) node.durableRunId = durableRunId;
    if (parentId !== null) node.parentId = parentId;
    if (endedAt !== null) node.endedAt = endedAt;
    if (durationMs !== null) node.durationMs = durationMs;
    if (error !== null) node.error = error;
    visit(node);
  }
}
