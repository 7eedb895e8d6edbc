import { AgenticError } from "./agentic-error";

/**
 * Thrown when a durable run's journal could not be written after a step completed (a store error: a full
 * disk, a lost connection). The step's side effect may have happened and its result is not recorded, so
 * the run is not failed: it stays `running`, released by this process, and the next `runs.recover()` (in
 * any process) executes it again from its journal. The step runs again (at-least-once); a function with
 * side effects keys them by `currentStepId()`, which is the same on that retry.
 */
export class JournalWriteError extends AgenticError {
  /** The run whose journal could not be written. */
  readonly runId: string;
  /** The step whose record was lost. */
  readonly stepId: string;

  constructor(runId: string, stepId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The journal of run ${runId} could not be written after step ${stepId} completed (${reason}). The run stays running: ` +
        `runs.recover() completes it once the store works again, running that step again under the same step id.`,
      { cause },
    );
    this.runId = runId;
    this.stepId = stepId;
  }
}
