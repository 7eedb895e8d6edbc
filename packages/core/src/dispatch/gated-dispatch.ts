import type { FunctionOption } from "../options/option-spec";
import type { ApprovalRequest, Approver } from "../contracts/approval-request";
import { dispatchStep } from "../journal/dispatch-step";
import type { Runtime } from "../runtime/runtime";
import type { TraceNode } from "../trace/trace-node";
import { declineMessage, gateDispatch, traceVerdict } from "./approval-gate";
import { bindArguments } from "./bind-arguments";
import type { CallContext } from "../contracts/call-context";

/** A function the model chose (a decision's pick or a tool call), with validated arguments. */
export interface ChosenCall {
  readonly option: FunctionOption;
  /** The validated model arguments. */
  readonly args: Readonly<Record<string, unknown>>;
  readonly via: ApprovalRequest["via"];
  readonly context?: CallContext;
  readonly runtime: Runtime;
  /** The trace node of the decision or tool call; a verdict is noted on it. */
  readonly node: TraceNode;
  /** Decides the approval outside a durable run instead of the runtime's `approver`. */
  readonly approver?: Approver;
}

/** How a chosen call left the gate: its bound arguments, and the decline sentence when a person said no. */
export interface GateOutcome {
  /** The arguments bound by position (context, runtime and DI values injected). */
  readonly bound: unknown[];
  /** Set when the call was declined: what the model is told (a re-pick's problem or a tool's error result). */
  readonly declined?: string;
}

/**
 * The one gate every model-chosen call passes, whether a decision picked it or a tool call asked for it:
 * arguments are bound first (a missing context value fails before anyone is asked), then the approval
 * gate decides (journaled inside a durable run, see {@link gateDispatch}), and a verdict is noted on the
 * call's trace node. Nothing runs here: a call that passes is dispatched with {@link dispatchChosen}.
 * An approval nobody can give, a failing approver and a run's suspension propagate.
 */
export async function passGate(call: ChosenCall): Promise<GateOutcome> {
  const { option, args, runtime, node } = call;
  const bound = bindArguments(option, args, { context: call.context, runtime });
  const verdict = await gateDispatch({ ...call, bound });
  if (!verdict) return { bound };
  traceVerdict(node, option.name, verdict);
  return verdict.approved ? { bound } : { bound, declined: declineMessage(option.name, verdict) };
}

/**
 * Runs a model-chosen function that passed {@link passGate}: `invoke` calls it, and inside a durable run
 * the call is a journaled dispatch step (a replay answers it from the journal; it never runs twice).
 */
export function dispatchChosen(option: FunctionOption, args: Readonly<Record<string, unknown>>, invoke: () => Promise<unknown>): Promise<unknown> {
  return dispatchStep({ option: option.name, function: option.spec.name }, args, invoke);
}
