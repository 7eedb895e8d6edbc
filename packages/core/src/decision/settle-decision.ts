import type { CallContext } from "../dispatch/call-context";
import { resolveDecision } from "../dispatch/resolve-decision";
import { runInScope } from "../runtime/ambient-scope";
import type { Usage } from "../runtime/model-request";
import type { Runtime } from "../runtime/runtime";
import { addUsage } from "../runtime/usage";
import type { TraceNode } from "../trace/trace-node";
import { preview } from "../trace/preview";
import { runPickLoop, type PickLoopInput } from "./pick-loop";

/** A first reply to settle into a decision, with the decision's trace node and context. */
export interface SettleInput extends Omit<PickLoopInput, "parent" | "runtime"> {
  readonly runtime: Runtime;
  readonly node: TraceNode;
  readonly context?: CallContext;
  /** Usage already spent on the reply (first model call or exec turn). */
  readonly usage?: Usage;
}

/**
 * Turns a first reply into the result of the next step: the pick loop (with re-picks), then resolution
 * under the decision's trace node with the runtime ambient. Records the chosen option, the validated
 * arguments and the summed usage on the node.
 */
export async function settleDecision(input: SettleInput): Promise<unknown> {
  const { runtime, node } = input;
  const { pick, attempts, usage } = await runPickLoop({ ...input, parent: node.id });
  Object.assign(node.data, {
    chosen: pick.option.name,
    kind: pick.option.kind,
    // Bounded now, not only when the node ends: the chosen function runs before that.
    args: preview(pick.args, runtime.trace.previewChars),
    attempts,
    usage: addUsage(input.usage, usage),
  });
  return runInScope({ runtime, traceParent: node.id }, () =>
    resolveDecision(pick, { context: input.context, runtime }),
  );
}
