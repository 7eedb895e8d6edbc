import type { TraceNode } from "../trace/trace-node";
import { currentScope } from "./ambient-scope";

/**
 * The trace node new work hangs under in the current async context — inside an agentic function's body,
 * that function's own `function` node (its parent is the `tool_call` or `decision` node that dispatched
 * it) — or `undefined` outside any traced scope. Lets code running as a tool add facts to its own trace
 * (`runtime.trace.record(node, key, value)`), such as the remote server that answered.
 */
export function currentTraceNode(): TraceNode | undefined {
  const { runtime, traceParent } = currentScope();
  return traceParent === undefined ? undefined : runtime?.trace.get(traceParent);
}
