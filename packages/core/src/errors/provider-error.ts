import { AgenticError } from "./agentic-error";

/**
 * An error from the model provider or the transport to it (HTTP status, connection reset …). Provider
 * runtimes throw it from their hook; the runtime retries it when `retryable`, and never turns it into a
 * re-pick.
 */
export class ProviderError extends AgenticError {
  /** HTTP status, when there was a response. */
  readonly status?: number;
  /** Whether trying again may succeed (429, 5xx, connection errors). */
  readonly retryable: boolean;
  /** How long the provider asked us to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    options: { status?: number; retryable?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}
