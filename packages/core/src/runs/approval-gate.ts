import { currentContext } from "../agent/request-context";
import type { CallContext } from "../dispatch/call-context";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { ApprovalRequiredError } from "../errors/approval-required-error";
import type { FunctionOption } from "../options/option-spec";
import type { Runtime } from "../runtime/runtime";
import type { TraceNode } from "../trace/trace-node";
import { evaluateApproval } from "./approval-policy";
import type { ApprovalRequest, ApprovalVerdict } from "./approval-request";
import { currentJournal } from "./journal-scope";

/** Where the model chose the function, and what the call carries besides its arguments. */
export interface GateInput {
  readonly option: FunctionOption;
  /** The validated model arguments. */
  readonly args: Readonly<Record<string, unknown>>;
  readonly via: ApprovalRequest["via"];
  readonly context?: CallContext;
  readonly runtime?: Runtime;
}

/**
 * The approval gate before a model-chosen dispatch: evaluates the function's `approval` (the option's own,
 * set with `option.fn(…, { approval })`, wins over the function's) and, when it asks for one, gets a
 * verdict — from the ambient run's journal (which may suspend the run), else from the runtime's
 * `approver`. Resolves to `undefined` when no approval is needed. With neither a journal nor an approver
 * it throws {@link ApprovalRequiredError}: fail closed.
 */
export async function gateDispatch(input: GateInput): Promise<ApprovalVerdict | undefined> {
  const { option } = input;
  if (!needsApprovalCheck(option)) return undefined;
  const policy = (option.approval ?? option.spec.approval)!;
  const context: CallContext = Object.assign(Object.create(null) as Record<string, unknown>, currentContext(), input.context);
  const need = await evaluateApproval(policy, input.args, context);
  if (!need.needed) return undefined;
  const request: ApprovalRequest = {
    option: option.name,
    function: option.spec.name,
    args: input.args,
    ...(need.reason !== undefined ? { reason: need.reason } : {}),
    via: input.via,
    context,
  };
  const journal = currentJournal();
  if (journal) return journal.approve(request);
  const approver = input.runtime?.approver;
  if (!approver) throw new ApprovalRequiredError(request);
  return toVerdict(await approver(request));
}

/** Tells whether a function option has an `approval` policy to evaluate (its own or its function's). */
export function needsApprovalCheck(option: FunctionOption): boolean {
  const policy = option.approval ?? option.spec.approval;
  return policy !== undefined && policy !== false;
}

/** Reads an approver's answer as a verdict. */
export function toVerdict(answer: unknown): ApprovalVerdict {
  if (typeof answer === "boolean") return { approved: answer, at: new Date().toISOString() };
  if (typeof answer === "object" && answer !== null && typeof (answer as ApprovalVerdict).approved === "boolean") {
    const verdict = answer as ApprovalVerdict;
    return { ...verdict, at: verdict.at ?? new Date().toISOString() };
  }
  throw new AgenticTypeError("An approver must answer true, false or { approved: boolean, by?, note? }.");
}

/**
 * Notes a verdict on the trace node of the decision or tool call it was given for (`data.approvals`), so
 * traces and their viewer show who approved or declined what, when, and why.
 */
export function traceVerdict(node: TraceNode, option: string, verdict: ApprovalVerdict): void {
  const list = Array.isArray(node.data.approvals) ? (node.data.approvals as unknown[]) : [];
  node.data.approvals = [...list, { option, approved: verdict.approved, by: verdict.by, note: verdict.note, at: verdict.at }];
}

/** The sentence a decline sends to the model (as a re-pick's problem or a tool result). */
export function declineMessage(option: string, verdict: ApprovalVerdict): string {
  const by = verdict.by ? ` by ${verdict.by}` : "";
  const note = verdict.note ? `: ${verdict.note}` : "";
  return `The call to "${option}" was declined${by}${note}. Do not call it again with these arguments; choose another way.`;
}
