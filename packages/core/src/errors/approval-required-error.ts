import type { ApprovalRequest } from "../contracts/approval-request";
import { AgenticError } from "./agentic-error";

/**
 * Thrown when a model chose a function that needs approval, outside a durable run, and the runtime has no
 * `approver`: nothing was dispatched. `pending` holds the call (option, validated arguments, reason).
 */
export class ApprovalRequiredError extends AgenticError {
  /** The call that waits for approval. */
  readonly pending: ApprovalRequest;

  constructor(pending: ApprovalRequest) {
    const why = pending.reason ? ` (${pending.reason})` : "";
    super(
      `The model chose "${pending.option}", which needs approval${why}, and nothing can approve it here: ` +
        `give the runtime an approver ({ approver: async (request) => … }) or run the call under Runs, where it suspends until approved.`,
    );
    this.pending = pending;
  }
}
