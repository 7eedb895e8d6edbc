import { ProviderError } from "./provider-error";

/** The provider is rate limiting (429); retried with backoff honouring Retry-After. */
export class RateLimitError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return true;
  }
}
