import type { StepKind } from "./step-journal";

/** One completed step of a run's journal, as a {@link RunStore} keeps it. */
export interface StepRecord {
  readonly runId: string;
  /** Stable across replays: `<runId>:<n>` for the run's own steps, `<parent>.<n>` for steps inside a dispatch. */
  readonly stepId: string;
  readonly kind: StepKind;
  /** The model name or the option name. */
  readonly name: string;
  /** {@link requestHash} of the step's request. */
  readonly requestHash: string;
  /** The step's result (plain JSON data): a model response, or a dispatch's outcome. */
  readonly result: unknown;
  /** When it completed (ISO 8601). */
  readonly at: string;
}
