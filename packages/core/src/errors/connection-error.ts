import { ProviderError } from "./provider-error";

/** The connection to the provider failed (refused, reset, DNS); retried with backoff. */
export class ConnectionError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return true;
  }
}
