import * as diagnosticsChannel from "node:diagnostics_channel";
import { DIAGNOSTICS_CHANNELS } from "../contracts/diagnostics-channels";
import type { TraceNode } from "./trace-node";

const traceNodeStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeStart);
const traceNodeEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeEnd);

// The message is a `TraceNodeMessage` (trace-node-message.ts). Publishing costs nothing measurable without
// subscribers: each helper checks first.

/** Publishes a trace node's start. */
export function publishTraceNodeStart(trace: object, node: TraceNode): void {
  if (traceNodeStart.hasSubscribers) traceNodeStart.publish({ trace, node });
}

/** Publishes a trace node's end. */
export function publishTraceNodeEnd(trace: object, node: TraceNode): void {
  if (traceNodeEnd.hasSubscribers) traceNodeEnd.publish({ trace, node });
}
