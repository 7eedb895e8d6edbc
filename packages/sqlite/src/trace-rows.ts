import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus } from "@agentic-ts/core";

/** A `trace_nodes` row as SQLite returns it. */
export interface TraceNodeRow {
  readonly seq: number;
  readonly run_id: string;
  readonly node_id: number;
  readonly parent_id: number | null;
  readonly kind: string;
  readonly name: string;
  readonly status: string;
  readonly started_at: number;
  readonly ended_at: number | null;
  readonly duration_ms: number | null;
  readonly pid: number;
  readonly data: string;
  readonly error: string | null;
}

/** The values bound to the node upsert, in column order (see {@link nodeParams}). */
export type TraceNodeParams = [
  string, number, number | null, string, string, string, number, number | null, number | null, number, number, number, number, string, string | null,
];

/** The column list the node upsert binds, matching {@link nodeParams}. */
export const NODE_COLUMNS =
  "run_id, node_id, parent_id, kind, name, status, started_at, ended_at, duration_ms, pid, input_tokens, output_tokens, bytes, data, error";

/** A node (with its data as it was when written) as the values of a `trace_nodes` row. */
export function nodeParams(node: StoredTraceNode, data: Record<string, unknown>): TraceNodeParams {
  const json = JSON.stringify(data);
  const error = node.error ? JSON.stringify(node.error) : null;
  // Only model calls count tokens: decisions and exec turns carry their children's sums.
  const usage = node.kind === "model_call" ? (data.usage as { inputTokens?: unknown; outputTokens?: unknown } | undefined) : undefined;
  return [
    node.runId,
    node.id,
    node.parentId ?? null,
    node.kind,
    node.name,
    node.status,
    node.startedAt,
    node.endedAt ?? null,
    node.durationMs ?? null,
    node.pid,
    typeof usage?.inputTokens === "number" ? usage.inputTokens : 0,
    typeof usage?.outputTokens === "number" ? usage.outputTokens : 0,
    json.length + node.name.length + (error?.length ?? 0),
    json,
    error,
  ];
}

/** A `trace_nodes` row back as a {@link StoredTraceNode}. */
export function rowToNode(row: TraceNodeRow): StoredTraceNode {
  const node: { -readonly [K in keyof StoredTraceNode]: StoredTraceNode[K] } = {
    id: row.node_id,
    kind: row.kind as TraceNodeKind,
    name: row.name,
    startedAt: row.started_at,
    status: row.status as TraceNodeStatus,
    data: JSON.parse(row.data) as Record<string, unknown>,
    runId: row.run_id,
    seq: row.seq,
    pid: row.pid,
  };
  if (row.parent_id !== null) node.parentId = row.parent_id;
  if (row.ended_at !== null) node.endedAt = row.ended_at;
  if (row.duration_ms !== null) node.durationMs = row.duration_ms;
  if (row.error !== null) node.error = JSON.parse(row.error) as StoredTraceNode["error"];
  return node;
}
