import { requestHash, type ApprovalRequest } from "@agentic-ts/core";

/** What a pending approval shows and fingerprints: the request without its context (which is never journaled or stored). */
export type ApprovalRecord = Omit<ApprovalRequest, "context">;

/**
 * The journaled form of an approval request and its fingerprint, exactly as core's run journal computes
 * `run.pending.requestHash`, so a hash an approver copied from any agentic-ts tool names the same request.
 */
export function approvalRecordOf(request: ApprovalRequest): { readonly record: ApprovalRecord; readonly requestHash: string } {
  const { option, function: fn, args, reason, via } = request;
  // Key for key what core's approvalRecord() keeps: a reason only when the policy gave one.
  const record: ApprovalRecord = reason === undefined ? { option, function: fn, args, via } : { option, function: fn, args, reason, via };
  return { record, requestHash: requestHash(record) };
}
