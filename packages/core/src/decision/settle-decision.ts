import type { CallContext } from "../contracts/call-context";
import { bindArguments } from "../dispatch/bind-arguments";
import { needsApprovalCheck } from "../dispatch/approval-gate";
import { dispatchChosen, passGate } from "../dispatch/gated-dispatch";
import type { DecisionPick } from "../dispatch/decision-pick";
import { resolveDecisionNow } from "../dispatch/resolve-decision";
import { agenticCallOf, invokeAgenticUnder } from "../decorators/invoke-agentic";
import type { Problem } from "../errors/problem";
import { currentJournal } from "../journal/journal-scope";
import { callInScope } from "../runtime/ambient-scope";
import type { Usage } from "../contracts/model-request";
import type { Runtime } from "../runtime/runtime";
import { addUsage } from "../runtime/usage";
import type { TraceNode } from "../trace/trace-node";
import { runPickLoop, type PickLoopInput, type PickLoopOutput } from "./pick-loop";

/** A first reply to settle into a decision, with the decision's trace node and context. */
export interface SettleInput extends Omit<PickLoopInput, "runtime"> {
  readonly runtime: Runtime;
  readonly node: TraceNode;
  readonly context?: CallContext;
  /** Usage already spent on the reply (first model call or exec turn). */
  readonly usage?: Usage;
  /** Hears the pick loop's outcome once a pick is accepted (for `makeDetailed` / `execDetailed`). */
  readonly onPicked?: (picked: PickLoopOutput) => void;
}

/**
 * Turns a first reply into the result of the next step: the pick loop (with re-picks, and the approval
 * gate before a function is accepted: a decline is a re-pick), then resolution under the decision's trace
 * node with the runtime ambient — a journaled dispatch step inside a durable run. Records the chosen
 * option, the validated arguments and the summed usage on the node.
 */
export async function settleDecision(input: SettleInput): Promise<unknown> {
  return await settleDecisionNow(input);
}

/**
 * {@link settleDecision} without promises of its own where none is needed: a valid first pick checked
 * synchronously, outside a durable run, resolves in the same turn and its result comes back as it is (a
 * promise when the function is async, possibly another thenable). The caller awaits whatever comes back;
 * a synchronous throw is the same failure as a rejection.
 */
export function settleDecisionNow(input: SettleInput): unknown {
  // The settle input is a pick loop input as it is (no copy of its fields per decision), and the gate reads
  // it from the loop (no closure per decision).
  const picked = runPickLoop(input, input.node.id, approvalGate);
  return picked instanceof Promise ? picked.then((p) => settlePicked(input, p)) : settlePicked(input, picked);
}

// Asked about each valid pick before it is accepted.
function approvalGate({ option, args }: DecisionPick, input: SettleInput): Promise<Problem | undefined> | undefined {
  // Most functions ask for no approval: they take no extra await and are bound once, when dispatched.
  if (option.kind !== "function" || !needsApprovalCheck(option)) return undefined;
  const { runtime, node, context } = input;
  return passGate({ option, args, via: "decision", context, runtime, node }).then(({ declined }) =>
    declined === undefined ? undefined : { kind: "declined", message: declined },
  );
}

function settlePicked(input: SettleInput, picked: PickLoopOutput): unknown {
  const { runtime, node } = input;
  const { pick, attempts, usage } = picked;
  input.onPicked?.(picked);
  // Set one by one rather than Object.assign of a literal (the same writes, in the same order, no literal).
  const data = node.data;
  data.chosen = pick.option.name;
  data.kind = pick.option.kind;
  // Bounded now, not only when the node ends: the chosen function runs before that (and recorded, so the
  // end keeps this copy instead of making another). A function's text-mode arguments are the reply's fresh
  // parse, which nobody else holds when no approval policy was shown them and no journal keeps them: a flat
  // record of them is kept as it is rather than copied.
  const journaled = currentJournal() !== undefined;
  const owned = input.wire === undefined && pick.option.kind === "function" && !needsApprovalCheck(pick.option) && !journaled;
  runtime.trace.record(node, "args", pick.args, owned);
  data.attempts = attempts;
  const spent = addUsage(input.usage, usage);
  // Only when known: an undefined value is dropped from the node at its end anyway, and keeping none lets
  // the trace bound the node's data where it stands instead of copying it.
  if (spent !== undefined) data.usage = spent;
  // A value, a schema option's fields or a name: no code of the user's runs, so no scope is made for it.
  if (pick.option.kind !== "function") return resolveDecisionNow(pick, input);
  // The settle input holds the context and the runtime that binding reads: it is the resolve options too.
  // Outside a durable run a dispatch is not journaled: the function runs here, with no step around it.
  if (!journaled) {
    // An agentic function enters its own scope under this node: called through what its wrapper calls, the
    // decision's scope (which only binding and the wrapper would see, neither reading it) is not entered
    // first. It is called on the option, as `option.fn(...)` would be.
    const call = agenticCallOf(pick.option.fn);
    if (call !== undefined) return invokeAgenticUnder(runtime, node.id, call, pick.option, bindArguments(pick.option, pick.args, input), input.budget ?? undefined);
    return callInScope({ runtime, traceParent: node.id, budget: input.budget ?? undefined }, resolveDecisionNow, pick, input);
  }
  // The function the decision picked is part of it: its model calls count toward the decision's budget.
  const scope = { runtime, traceParent: node.id, budget: input.budget ?? undefined };
  return dispatchChosen(pick.option, pick.args, async () => callInScope(scope, resolveDecisionNow, pick, input));
}
