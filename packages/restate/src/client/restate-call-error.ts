import { AgenticError } from "@agentic-ts/core";
import { HttpCallError } from "@restatedev/restate-sdk-clients";

/**
 * Raised by {@link RestateRuns} when Restate answers a call with an error: a run that failed for good
 * (its terminal error's message), a decision on a run with nothing pending (status 404), an unknown
 * service. `status` is the HTTP status, `code` the error code Restate reported.
 */
export class RestateCallError extends AgenticError {
  override readonly name = "RestateCallError";

  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Turns the ingress client's HTTP error into a {@link RestateCallError} carrying Restate's own message. */
export function toRestateCallError(error: unknown): unknown {
  if (!(error instanceof HttpCallError)) return error;
  try {
    const body = JSON.parse(error.responseText) as { message?: string; code?: number };
    if (typeof body.message === "string") return new RestateCallError(body.message, error.status, body.code);
  } catch {
    // not JSON: keep the raw text below
  }
  return new RestateCallError(error.responseText || error.message, error.status);
}
