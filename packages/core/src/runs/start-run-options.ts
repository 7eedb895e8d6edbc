import type { Budget } from "../contracts/budget";

/** Options of {@link Runs.start}. */
export interface StartRunOptions {
  /** `@ContextParam` values for the run (plain JSON data), ambient as `withContext` on every execution. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** The run's id; default a random UUID. */
  readonly id?: string;
  /**
   * The run's budget, a total over every execution (start, resumes, recoveries): model calls, tokens and
   * cost of everything the run does. Reaching it suspends the run with status `budget`, its `overrun`
   * saying which limit and what was spent; `runs.resume(id, { budget })` with a higher limit continues.
   * Prices come from the budget's `prices`, else the runtime's. Stored with the run (plain JSON data).
   */
  readonly budget?: Budget;
}
