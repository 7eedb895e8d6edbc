const SUSPENSION: unique symbol = Symbol.for("agentic-ts.run-suspension");

/**
 * The signal a journal throws from `approve` to suspend a run: it unwinds the run's method to the
 * `Runs` call that started or resumed it. The engine never turns it into a tool result, a re-pick or a
 * journaled failure; code inside a run must let it pass (rethrow what {@link isSuspension} accepts).
 */
export class RunSuspension extends Error {
  readonly [SUSPENSION] = true;

  constructor(readonly stepId: string) {
    super(`The run is suspended at step ${stepId}, waiting for approval.`);
    this.name = "RunSuspension";
  }
}

/** Tells whether an error is a journal's suspension signal (which must propagate untouched). */
export function isSuspension(error: unknown): boolean {
  return typeof error === "object" && error !== null && SUSPENSION in error;
}
