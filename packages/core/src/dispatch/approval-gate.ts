import { currentContext } from "../context/request-context";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { ApprovalRequiredError } from "../errors/approval-required-error";
import type { FunctionOption } from "../options/option-spec";
import { evaluateApproval, type ApprovalNeed } from "../contracts/approval-policy";
import type { ApprovalRequest, ApprovalVerdict, Approver } from "../contracts/approval-request";
import { currentJournal } from "../journal/journal-scope";
import type { Runtime } from "../runtime/runtime";
import type { TraceNode } from "../trace/trace-node";
import type { CallContext } from "../contracts/call-context";

/** Where the model chose the function, and what the call carries besides its arguments. */
export interface GateInput {
  readonly option: FunctionOption;
  /** The validated model arguments. */
  readonly args: Readonly<Record<string, unknown>>;
  readonly via: ApprovalRequest["via"];
  readonly context?: CallContext;
  readonly runtime?: Runtime;
  /**
   * Decides the approval outside a durable run instead of the runtime's `approver` (an MCP server asks its
   * client through elicitation): the same gate, another person to ask.
   */
  readonly approver?: Approver;
  /** The arguments as bound for the call, by position: the policy sees the model's ones by name. */
  readonly bound: readonly unknown[];
}

/**
 * The approval gate before a model-chosen dispatch: evaluates the function's `approval` (the option's own,
 * set with `option.fn(…, { approval })`, wins over the function's) and, when it asks for one, gets a
 * verdict — from the ambient run's journal (which may suspend the run), else from the runtime's
 * `approver`. Resolves to `undefined` when no approval is needed. With neither a journal nor an approver
 * it throws {@link ApprovalRequiredError}: fail closed.
 *
 * Inside a durable run the policy's answer is itself a journaled step (kind `gate`, at the dispatch's
 * position): a replay uses the recorded answer and never asks the policy again, so a policy that answers
 * differently after a deploy (a raised limit, a flag) cannot wave through a call that was declined — and a
 * replay whose code no longer gates the call finds the gate step where it would dispatch, which is a
 * `NonDeterminismError`, not a dispatch.
 */
export async function gateDispatch(input: GateInput): Promise<ApprovalVerdict | undefined> {
  const { option } = input;
  if (!needsApprovalCheck(option)) return undefined;
  const policy = (option.approval ?? option.spec.approval)!;
  const context: CallContext = Object.assign(Object.create(null) as Record<string, unknown>, currentContext(), input.context);
  const journal = currentJournal();
  const ask = (): Promise<ApprovalNeed> => evaluateApproval(policy, modelArgsAsBound(option, input.bound), context);
  const target = { option: option.name, function: option.spec.name, args: input.args, via: input.via };
  const need = journal ? await journal.step({ kind: "gate", name: option.name, request: target }, ask) : await ask();
  if (!need.needed) return undefined;
  const request: ApprovalRequest = {
    ...target,
    ...(need.reason !== undefined ? { reason: need.reason } : {}),
    context: functionContext(option, context),
  };
  if (journal) return journal.approve(request);
  const approver = input.approver ?? input.runtime?.approver;
  if (!approver) throw new ApprovalRequiredError(request);
  return toVerdict(await approver(request));
}

/**
 * The model's arguments as the function will receive them, by name: what a policy is typed against (the
 * method's own parameter types, so a `Date` parameter is a `Date` and a DTO an instance). The journal and
 * the approver see the validated JSON form instead.
 */
function modelArgsAsBound(option: FunctionOption, bound: readonly unknown[]): Record<string, unknown> {
  // A plain object: parameter names are checked identifiers, never an Object.prototype member.
  const out: Record<string, unknown> = {};
  for (const param of option.spec.params) if (param.source === "llm" && bound[param.index] !== undefined) out[param.name] = bound[param.index];
  return out;
}

/** Tells whether a function option has an `approval` policy to evaluate (its own or its function's). */
export function needsApprovalCheck(option: FunctionOption): boolean {
  const policy = option.approval ?? option.spec.approval;
  return policy !== undefined && policy !== false;
}

/**
 * The part of the call's context an approver is shown: the values of the function's own string-keyed
 * `@ContextParam` parameters, and nothing else of the ambient context (a request's headers or a password
 * the function never takes must not ride along on an {@link ApprovalRequiredError} that a logger prints).
 */
export function functionContext(option: FunctionOption, context: CallContext): CallContext {
  const out = Object.create(null) as Record<string, unknown>;
  for (const param of option.spec.params) {
    if (param.source !== "context") continue;
    const key = param.token ?? param.name;
    if (typeof key === "string" && Object.prototype.hasOwnProperty.call(context, key)) out[key] = context[key];
  }
  return out;
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
