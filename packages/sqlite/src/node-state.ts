import type { StoredTraceNode, TraceNodeKind, TraceNodeStatus } from "@agentic-ts/core";

/**
 * A text in `trace_texts`: its key (a string, see `TextKeys`), or its row id in files written by schema
 * version 3.
 */
export type TextRef = string | number;

/**
 * Where a stored state's data values come from `trace_texts`: `field: ref` for a value that is that whole
 * text (left `""` in `data`, so the field keeps its place), `field: [ref, at]` for a text cut out of the
 * stored string at `at`.
 */
export type TextRefs = Record<string, TextRef | [ref: TextRef, at: number]>;

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
