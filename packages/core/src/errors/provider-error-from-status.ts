import { AuthenticationError } from "./authentication-error";
import { InvalidRequestError } from "./invalid-request-error";
import { ModelNotFoundError } from "./model-not-found-error";
import { ProviderError, type ProviderErrorOptions } from "./provider-error";
import { setupAdvice, type ProviderSetup } from "./provider-setup";
import { RateLimitError } from "./rate-limit-error";
import { ServerError } from "./server-error";

/** What {@link providerErrorFromStatus} takes besides the status and the provider's message. */
export interface StatusErrorOptions extends Omit<ProviderErrorOptions, "status"> {
  /** How the runtime was set up: with it, a 401/403 names the key to check and a 404 the model to change. */
  readonly setup?: ProviderSetup;
}

/**
 * Builds the typed {@link ProviderError} for an HTTP error status, with the provider's status and message
 * in its text: 401/403 → AuthenticationError, 404 → ModelNotFoundError, 400/422 → InvalidRequestError,
 * 429 → RateLimitError, 408/409/5xx → ServerError (retryable), anything else → ProviderError. Given the
 * runtime's `setup`, the text also says what to fix (see {@link setupAdvice}).
 */
export function providerErrorFromStatus(status: number, providerMessage: string, options: StatusErrorOptions = {}): ProviderError {
  const { setup, ...rest } = options;
  const who = rest.provider ?? "provider";
  const advice = setup ? setupAdvice(status, setup) : undefined;
  const message = `${who} returned HTTP ${status}: ${providerMessage}${advice ? ` ${advice}` : ""}`;
  const full = { ...rest, status };
  if (status === 401 || status === 403) return new AuthenticationError(message, full);
  if (status === 404) return new ModelNotFoundError(message, full);
  if (status === 400 || status === 422) return new InvalidRequestError(message, full);
  if (status === 429) return new RateLimitError(message, full);
  if (status === 408 || status === 409 || status >= 500) return new ServerError(message, full);
  return new ProviderError(message, full);
}

/**
 * Parses an HTTP `Retry-After` header (seconds, or an HTTP date) — or `retry-after-ms` when present —
 * into milliseconds; `undefined` when absent or unreadable.
 */
export function parseRetryAfter(retryAfter: string | null | undefined, retryAfterMs?: string | null): number | undefined {
  if (retryAfterMs != null && retryAfterMs !== "") {
    const ms = Number(retryAfterMs);
    if (Number.isFinite(ms) && ms >= 0) return ms;
  }
  if (retryAfter == null || retryAfter === "") return undefined;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
