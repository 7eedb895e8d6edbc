import { AgenticError } from "./agentic-error";
import type { DecisionAttempt } from "./decision-error";
import type { ProblemKind } from "./problem";
import { withoutFullStop } from "./sentence";

/** Thrown when `exec({ responseFormat })` never got a reply that is JSON of the requested shape. */
export class StructuredOutputError extends AgenticError {
  /** The kind of the last problem. */
  readonly kind: ProblemKind;
  /** Every attempt in order. */
  readonly attempts: readonly DecisionAttempt[];

  constructor(attempts: readonly DecisionAttempt[]) {
    const last = attempts[attempts.length - 1];
    super(
      `The model did not reply with JSON of the requested format after ${attempts.length} attempt(s). ` +
        `Last problem (${last.kind}): ${withoutFullStop(last.message)}.`,
    );
    this.kind = last.kind;
    this.attempts = attempts;
  }
}
