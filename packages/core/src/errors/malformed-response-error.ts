import { ProviderError } from "./provider-error";

/** The provider answered with a body that is not what its API promises; retried with backoff. */
export class MalformedResponseError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return true;
  }
}
