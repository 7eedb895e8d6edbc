import { AgenticError } from "./agentic-error";

/** What a {@link ProviderError} is built from. */
export interface ProviderErrorOptions {
  /** The provider's name, e.g. `"openai"` or `"anthropic"`. */
  readonly provider?: string;
  /** HTTP status, when there was a response. */
  readonly status?: number;
  /** Whether trying again may succeed; each subclass has its own default. */
  readonly retryable?: boolean;
  /** How long the provider asked us to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;
  /** The provider's own error code or type, e.g. `"model_not_found"`. */
  readonly code?: string;
  readonly cause?: unknown;
}

/**
 * An error from the model provider or the transport to it. Provider runtimes throw one of its
 * subclasses from their hook; the runtime retries it when `retryable`, and never turns it into a re-pick.
 */
export class ProviderError extends AgenticError {
  readonly provider?: string;
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly code?: string;
  /** How many tries were made before this error was given up on (set by the runtime's retry layer). */
  attempts = 1;

  constructor(message: string, options: ProviderErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.provider = options.provider;
    this.status = options.status;
    this.retryable = options.retryable ?? this.defaultRetryable();
    this.retryAfterMs = options.retryAfterMs;
    this.code = options.code;
  }

  /** Whether errors of this class are retryable when the options do not say. */
  protected defaultRetryable(): boolean {
    return false;
  }
}
