/** A pending approval as the approvals object stores it: which awakeable to resolve and what it is about. */
export interface PendingApproval {
  /** The awakeable the suspended run waits on; also the approval's id. */
  readonly approvalId: string;
  /** The run (Restate invocation id) that waits. */
  readonly runId: string;
  /** The service and handler of the run. */
  readonly service: string;
  readonly handler: string;
  /** What needs approving, as the engine described it (option, function, validated arguments, reason, via). */
  readonly request: unknown;
  /**
   * The fingerprint of `request`, computed as core computes `run.pending.requestHash`: a verdict that names
   * another hash is refused, so an approval shown for one request never approves another.
   */
  readonly requestHash: string;
  /** When the run asked, ISO 8601. */
  readonly requestedAt: string;
}

/** A person's answer to a pending approval. */
export interface ApprovalDecision {
  /** Only `true` approves; anything else (`false`, a missing value, `"true"`, `1`) is a decline. */
  readonly approved: boolean;
  /** Who decided. */
  readonly by?: string;
  /** Why; on a decline the model is told this note. */
  readonly note?: string;
  /** Which pending approval of the run (default: the oldest). */
  readonly approvalId?: string;
  /**
   * The `requestHash` of the pending approval this decision is about (what the approver was shown). When
   * the run now waits for another request (the model picked again after a decline, say), the decision is
   * refused (status 409) and nothing changes.
   */
  readonly requestHash?: string;
}

/** The verdict a suspended run receives and acts on: the decision plus when it was made (ISO 8601). */
export interface ApprovalOutcome {
  readonly approved: boolean;
  readonly by?: string;
  readonly note?: string;
  readonly at: string;
  /** The request the verdict is about; the run approves only a verdict that names its own request. */
  readonly requestHash?: string;
  /** Set when the run read a verdict as a decline that did not say so plainly: why. */
  readonly problem?: string;
}

/** A decided approval, kept on the run's approvals record: what was asked and what the run acted on. */
export interface DecidedApproval extends PendingApproval {
  readonly verdict: ApprovalOutcome;
}
