import { APIConnectionError, APIError, APIUserAbortError, AnthropicError } from "@anthropic-ai/sdk";
import {
  ConnectionError,
  ProviderError,
  parseRetryAfter,
  providerErrorFromStatus,
  providerSetup,
  type KeyOptions,
  type ProviderSetup,
} from "@agentic-ts/core";
import { malformed, PROVIDER } from "./malformed";
import { streamErrorClass } from "./stream-error-class";

/** The environment variable the Anthropic SDK reads its key from. */
export const ANTHROPIC_KEY_VARIABLE = "ANTHROPIC_API_KEY";

/** How an Anthropic runtime was set up, for errors that say what to fix (the model is added per call). */
export function anthropicSetup(options: KeyOptions): ProviderSetup {
  return providerSetup("AnthropicRuntime", ANTHROPIC_KEY_VARIABLE, options);
}

/**
 * Translates whatever a Messages API call threw into what the runtime hook throws: the signal's reason
 * when the call was aborted (deadline or caller), else a typed `ProviderError` — an HTTP status through
 * `providerErrorFromStatus` (so 429 carries `Retry-After` and 529 overloaded is a retryable
 * `ServerError`), a mid-stream `error` event by its type, a failed connection as `ConnectionError`, a
 * body that is not JSON as `MalformedResponseError`. Errors it does not recognise are returned unchanged.
 * With the runtime's `setup`, a 401/403 names the key to check and a 404 the model to change.
 */
export function toProviderError(error: unknown, signal: AbortSignal, setup?: ProviderSetup): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof ProviderError) return error;
  if (error instanceof APIUserAbortError || error instanceof APIConnectionError) {
    return new ConnectionError(`${PROVIDER} connection failed: ${describe(error)}`, { provider: PROVIDER, cause: error });
  }
  if (error instanceof APIError) return fromApiError(error, setup);
  if (isErrorNamed(error, "SyntaxError")) return malformed(`the body is not valid JSON (${error.message})`, error);
  if (isNetworkFailure(error)) {
    return new ConnectionError(`${PROVIDER} connection failed: ${describe(error)}`, { provider: PROVIDER, cause: error });
  }
  if (error instanceof AnthropicError) return new ProviderError(`${PROVIDER} client error: ${error.message}`, { provider: PROVIDER, cause: error });
  return error;
}

function fromApiError(error: APIError, setup: ProviderSetup | undefined): ProviderError {
  const message = error.apiMessage ?? error.message;
  const code = error.type ?? undefined;
  if (typeof error.status !== "number") {
    const ErrorClass = streamErrorClass(error.type);
    return new ErrorClass(`${PROVIDER} stream failed with ${code ?? "an error event"}: ${message}`, { provider: PROVIDER, code, cause: error });
  }
  const headers = error.headers;
  const retryAfterMs = parseRetryAfter(headers?.get("retry-after"), headers?.get("retry-after-ms"));
  // Anthropic says per response whether a retry can help; when it does, that overrides the status.
  const shouldRetry = headers?.get("x-should-retry");
  const retryable = shouldRetry === "true" ? true : shouldRetry === "false" ? false : undefined;
  return providerErrorFromStatus(error.status, message, { provider: PROVIDER, code, retryAfterMs, retryable, cause: error, setup });
}

// Undici reports a connection cut while the body is read as a bare TypeError ("terminated") whose cause
// carries a socket error code; the SDK only wraps failures that happen before the response arrives.
const NETWORK_CODES = /^(UND_ERR_|ECONNRESET$|ECONNREFUSED$|EPIPE$|ETIMEDOUT$|ENOTFOUND$|EAI_AGAIN$|ECONNABORTED$)/;

function isNetworkFailure(error: unknown): error is Error {
  if (!isErrorNamed(error)) return false;
  if (error.name === "TypeError" && /^(terminated|fetch failed)$/.test(error.message)) return true;
  return hasNetworkCode(error) || hasNetworkCode(error.cause);
}

// Checked by shape, not `instanceof`: fetch's body parsing throws errors from Node's own realm, which are
// not instances of the global classes when the caller runs in another one (a vm context, Jest).
function isErrorNamed(value: unknown, name?: string): value is Error {
  const e = value as { name?: unknown; message?: unknown } | null;
  return typeof e === "object" && e !== null && typeof e.name === "string" && typeof e.message === "string" && (name === undefined || e.name === name);
}

function hasNetworkCode(value: unknown): boolean {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" && NETWORK_CODES.test(code);
}

function describe(error: Error): string {
  const cause = isErrorNamed(error.cause) ? error.cause : undefined;
  return cause && cause.message !== error.message ? `${error.message} (${cause.message})` : error.message;
}
