import { ProviderError } from "./provider-error";

/** The provider rejected the credentials (401/403): check the API key. */
export class AuthenticationError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return false;
  }
}
