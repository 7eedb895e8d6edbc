import { AgenticError } from "./agentic-error";

/**
 * Thrown by `Runs` when a run is not in the state the call needs — typically `resume` on a run another
 * process has just resumed (exactly one `resume` of a suspended run wins), or on a run that is not
 * suspended at all. `status` is the run's status as this call found it.
 */
export class RunConflictError extends AgenticError {
  constructor(
    readonly runId: string,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}
