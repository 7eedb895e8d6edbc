import { requestHash } from "./request-hash";
import type { CallContext } from "./call-context";

/** A dispatch that waits for a person: which function the model chose, with what arguments, and why. */
export interface ApprovalRequest {
  /** The option (or tool) name the model called. */
  readonly option: string;
  /** The agentic function's own name. */
  readonly function: string;
  /** The validated model arguments, by name (hidden parameters are not included). */
  readonly args: Readonly<Record<string, unknown>>;
  /** The reason the function's `approval` gave, when it gave one. */
  readonly reason?: string;
  /** Whether the model chose the function as a decision's pick or as a tool call. */
  readonly via: "decision" | "tool_call";
  /** The call's context (`@ContextParam` values), for an approver's eyes only; never journaled. */
  readonly context?: CallContext;
}

/** A person's answer to an {@link ApprovalRequest}. */
export interface ApprovalVerdict {
  readonly approved: boolean;
  /** Who approved or declined. */
  readonly by?: string;
  /** Why; a decline's note is shown to the model. */
  readonly note?: string;
  /** When (ISO 8601). */
  readonly at?: string;
}

/**
 * The runtime's approver: decides approvals outside a durable run. Return `true` / `false`, or a verdict
 * with a note. Throwing fails the call; nothing is dispatched.
 */
export type Approver = (request: ApprovalRequest) => Promise<boolean | ApprovalVerdict> | boolean | ApprovalVerdict;

/**
 * The journaled form of an approval request: everything but the context. Its {@link requestHash} is the
 * `requestHash` that names the request (`run.pending.requestHash`, a verdict's `requestHash`) in every
 * back-end: use {@link approvalRequestHash}.
 */
export function approvalRecord(request: ApprovalRequest): Omit<ApprovalRequest, "context"> {
  const { option, function: fn, args, reason, via } = request;
  return reason === undefined ? { option, function: fn, args, via } : { option, function: fn, args, reason, via };
}

/** The hash that names a pending approval request: {@link requestHash} of its {@link approvalRecord}. */
export function approvalRequestHash(request: ApprovalRequest): string {
  return requestHash(approvalRecord(request));
}
