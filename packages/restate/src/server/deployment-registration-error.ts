import { AgenticError } from "@agentic-ts/core";

/** Raised when the admin API refuses a deployment registration; carries the HTTP status and its answer. */
export class DeploymentRegistrationError extends AgenticError {
  override readonly name = "DeploymentRegistrationError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
