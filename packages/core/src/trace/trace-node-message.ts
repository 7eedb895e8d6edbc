import type { Trace } from "./trace";
import type { TraceNode } from "./trace-node";

/**
 * Published on `DIAGNOSTICS_CHANNELS.traceNodeStart` and `DIAGNOSTICS_CHANNELS.traceNodeEnd`: the trace that
 * recorded the node and the node itself (plain, bounded data; read it synchronously, the same object is
 * updated when the node ends).
 */
export interface TraceNodeMessage {
  readonly trace: Trace;
  readonly node: TraceNode;
}
