import { ProviderError } from "./provider-error";

/** The provider does not know the model or endpoint (404): check the model name and base URL. */
export class ModelNotFoundError extends ProviderError {
  protected override defaultRetryable(): boolean {
    return false;
  }
}
