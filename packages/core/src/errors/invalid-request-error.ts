import { ProviderError } from "./provider-error";

/** The provider rejected the request as invalid (400/422). */
export class InvalidRequestError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return false;
  }
}
