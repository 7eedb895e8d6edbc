import { approvalRecord, approvalRequestHash, type ApprovalRequest } from "@agentic-ts/core";

/** What a pending approval shows and fingerprints: the request without its context (which is never journaled or stored). */
export type ApprovalRecord = Omit<ApprovalRequest, "context">;

/**
 * The journaled form of an approval request and its fingerprint, computed by core's own functions (the ones
 * its run journal uses for `run.pending.requestHash`), so a hash an approver copied from any agentic-ts tool
 * names the same request.
 */
export function approvalRecordOf(request: ApprovalRequest): { readonly record: ApprovalRecord; readonly requestHash: string } {
  return { record: approvalRecord(request), requestHash: approvalRequestHash(request) };
}
