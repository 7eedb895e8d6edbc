import { ApprovalRequiredError } from "../errors/approval-required-error";
import { isSuspension } from "../errors/run-suspension";
import type { Trace } from "../trace/trace";
import type { TraceNode } from "../trace/trace-node";

/**
 * Ends a node whose work failed: `suspended` when the failure is a wait for a person (an approval nobody
 * could give here, or a durable run's suspension), else failed. The engine knows run semantics; the trace
 * only records the outcome it is told.
 */
export function traceFailure(trace: Trace, node: TraceNode, error: unknown, data?: Record<string, unknown>): void {
  if (error instanceof ApprovalRequiredError || isSuspension(error)) trace.suspend(node, error, data);
  else trace.fail(node, error, data);
}
