import { ProviderError } from "./provider-error";

/** The provider failed (5xx); retried with backoff. */
export class ServerError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return true;
  }
}
