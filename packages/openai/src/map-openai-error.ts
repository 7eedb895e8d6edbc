import {
  ConnectionError,
  isSocketFailure,
  MalformedResponseError,
  ProviderError,
  ServerError,
  parseRetryAfter,
  providerErrorFromStatus,
  providerSetup,
  type KeyOptions,
  type ProviderSetup,
} from "@agentic-ts/core";
import { APIConnectionError, APIError, APIUserAbortError, OpenAIError } from "openai";

/** The provider name written on every error this package throws. */
export const PROVIDER = "openai";

/** The environment variable an {@link OpenAIRuntime} reads its key from. */
export const OPENAI_KEY_VARIABLE = "OPENAI_API_KEY";

/** How an OpenAI runtime was set up, for errors that say what to fix (the model is added per call). */
export function openAISetup(options: KeyOptions): ProviderSetup {
  return providerSetup("OpenAIRuntime", OPENAI_KEY_VARIABLE, options);
}

/**
 * Turns whatever the SDK threw into what the core runtime expects: the signal's reason once the call was
 * aborted, else a typed {@link ProviderError} (status errors by status, connection failures as a
 * retryable {@link ConnectionError}, unreadable bodies as {@link MalformedResponseError}). Errors that are
 * none of these (a bug, a configuration mistake) pass through unchanged. With the runtime's `setup`, a
 * 401/403 names the key to check and a 404 the model to change.
 */
export function mapOpenAIError(error: unknown, signal: AbortSignal, setup?: ProviderSetup): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof ProviderError) return error;
  if (error instanceof APIUserAbortError) return new ConnectionError("openai request was aborted", { provider: PROVIDER, cause: error });
  if (error instanceof APIConnectionError) {
    return new ConnectionError(`could not reach openai: ${error.message}`, { provider: PROVIDER, cause: error });
  }
  if (error instanceof APIError) return fromApiError(error, setup);
  // By name, not instanceof: the body is parsed by fetch, whose errors may come from another realm.
  if (errorLike(error)?.name === "SyntaxError") {
    return new MalformedResponseError(`openai sent a body that is not valid JSON: ${errorLike(error)?.message}`, { provider: PROVIDER, cause: error });
  }
  if (error instanceof OpenAIError) return new ProviderError(`openai client failed: ${error.message}`, { provider: PROVIDER, cause: error });
  if (isSocketFailure(error)) {
    return new ConnectionError(`the connection to openai failed: ${errorLike(error)?.message}`, { provider: PROVIDER, cause: error });
  }
  return error;
}

/** Maps an SDK `APIError`: by HTTP status when there is one, else (an error event inside a stream) as a server error. */
function fromApiError(error: APIError, setup: ProviderSetup | undefined): ProviderError {
  const body = (error.error ?? {}) as { message?: unknown };
  const message = typeof body.message === "string" && body.message !== "" ? body.message : error.message;
  const code = error.code ?? error.type ?? undefined;
  if (typeof error.status !== "number") {
    return new ServerError(`openai reported an error mid-stream: ${message}`, { provider: PROVIDER, code, cause: error });
  }
  const headers = error.headers;
  return providerErrorFromStatus(error.status, message, {
    provider: PROVIDER,
    code,
    retryAfterMs: parseRetryAfter(headers?.get("retry-after"), headers?.get("retry-after-ms")),
    cause: error,
    setup,
  });
}

/** The fields of an error, read without `instanceof` (which fails for errors from another realm). */
function errorLike(value: unknown): { name?: unknown; message?: unknown; code?: unknown; cause?: unknown } | undefined {
  return typeof value === "object" && value !== null ? (value as { name?: unknown }) : undefined;
}

/**
 * Whether an error is the server refusing a native `response_format` (servers without structured
 * outputs answer 400 or 422 naming the field).
 */
export function rejectsResponseFormat(error: unknown): boolean {
  if (!(error instanceof ProviderError) || (error.status !== 400 && error.status !== 422)) return false;
  return /response_format|json_schema|structured output/i.test(`${error.message} ${error.code ?? ""}`);
}
