/** A pending approval as the approvals object stores it: which awakeable to resolve and what it is about. */
export interface PendingApproval {
  /** The awakeable the suspended run waits on; also the approval's id. */
  readonly approvalId: string;
  /** The run (Restate invocation id) that waits. */
  readonly runId: string;
  /** The service and handler of the run. */
  readonly service: string;
  readonly handler: string;
  /** What needs approving, as the engine described it (function, validated arguments, reason). */
  readonly request: unknown;
  /** When the run asked, ISO 8601. */
  readonly requestedAt: string;
}

/** A person's answer to a pending approval. */
export interface ApprovalDecision {
  readonly approved: boolean;
  /** Who decided. */
  readonly by?: string;
  /** Why; on a decline the model is told this note. */
  readonly note?: string;
  /** Which pending approval of the run (default: the oldest). */
  readonly approvalId?: string;
}

/** The verdict a suspended run receives: the decision plus when it was made (ISO 8601). */
export interface ApprovalOutcome {
  readonly approved: boolean;
  readonly by?: string;
  readonly note?: string;
  readonly at: string;
}

/** A decided approval, kept on the run's approvals record: what was asked and what was answered. */
export interface DecidedApproval extends PendingApproval {
  readonly verdict: ApprovalOutcome;
}
