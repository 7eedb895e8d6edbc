import { AgenticError } from "./agentic-error";

/**
 * Thrown when a run being replayed asks, at some step, for something other than what its journal
 * recorded there: the run's code (or what it reads besides its journaled steps) changed between the
 * original execution and the replay. Names the step.
 */
export class NonDeterminismError extends AgenticError {
  /** The id of the step that differs. */
  readonly stepId: string;
  /** What the journal recorded at that step (`kind name`). */
  readonly recorded: string;
  /** What the replay asked for (`kind name`). */
  readonly requested: string;

  constructor(stepId: string, recorded: string, requested: string, detail?: string) {
    super(
      `Step ${stepId} of the run differs from its journal: the journal recorded ${recorded}, the replay asked for ${requested}` +
        `${detail ? ` (${detail})` : ""}. A run's code must make the same model calls and dispatches, in the same order, ` +
        `every time it runs; finish or discard runs started with older code before deploying a change to it.`,
    );
    this.stepId = stepId;
    this.recorded = recorded;
    this.requested = requested;
  }
}
