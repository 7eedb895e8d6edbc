import {
  AuthenticationError,
  ConfigurationError,
  ConnectionError,
  isSocketFailure,
  MalformedResponseError,
  ProviderError,
  parseRetryAfter,
  providerErrorFromStatus,
} from "@agentic-ts/core";

// The AI SDK's error names (its classes are matched by name: a provider package may bring its own copy of
// @ai-sdk/provider, so instanceof would miss them).
const MALFORMED = new Set(["AI_JSONParseError", "AI_TypeValidationError", "AI_InvalidResponseDataError", "AI_EmptyResponseBodyError"]);

/** The fields of an AI SDK error read without `instanceof`. */
interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  statusCode?: unknown;
  responseHeaders?: unknown;
  responseBody?: unknown;
  isRetryable?: unknown;
  functionality?: unknown;
}

/**
 * Turns what a model threw into what core's runtime expects: the signal's reason once the call was aborted;
 * an `APICallError` (duck-typed: `AI_APICallError`, or `statusCode` with `isRetryable`) by status through
 * core's status table (429 → RateLimitError with `Retry-After`, 5xx → ServerError, 401 → AuthenticationError,
 * …), or, without a status, a retryable ConnectionError; a body the provider could not read →
 * MalformedResponseError; a missing API key → AuthenticationError; an unsupported feature →
 * ConfigurationError. Anything else (a bug) passes through unchanged.
 */
export function toProviderError(error: unknown, signal: AbortSignal, provider: string): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof ProviderError || error instanceof ConfigurationError) return error;
  const e = fieldsOf(error);
  if (!e) return error;
  const message = typeof e.message === "string" ? e.message : String(e.name);
  if (e.name === "AI_APICallError" || (typeof e.statusCode === "number" && typeof e.isRetryable === "boolean")) {
    if (typeof e.statusCode !== "number") {
      return e.isRetryable === false
        ? new ProviderError(`${provider} call failed: ${message}`, { provider, cause: error })
        : new ConnectionError(`could not reach ${provider}: ${message}`, { provider, cause: error });
    }
    const headers = headersOf(e.responseHeaders);
    return providerErrorFromStatus(e.statusCode, message, {
      provider,
      retryAfterMs: parseRetryAfter(headers["retry-after"], headers["retry-after-ms"]),
      cause: error,
    });
  }
  if (typeof e.name === "string" && MALFORMED.has(e.name)) {
    return new MalformedResponseError(`${provider} sent an answer that could not be read: ${message}`, { provider, cause: error });
  }
  if (e.name === "AI_LoadAPIKeyError") return new AuthenticationError(`${provider}: ${message}`, { provider, cause: error });
  if (e.name === "AI_UnsupportedFunctionalityError") {
    return new ConfigurationError(`${provider} does not support ${String(e.functionality ?? "a feature this call needs")}: ${message}`, { cause: error });
  }
  if (isSocketFailure(e)) return new ConnectionError(`the connection to ${provider} failed: ${message}`, { provider, cause: error });
  return error;
}

function fieldsOf(value: unknown): ErrorFields | undefined {
  return typeof value === "object" && value !== null ? (value as ErrorFields) : undefined;
}

/** Response headers by lower-cased name (the spec's are a plain record, in whatever case the server sent). */
function headersOf(value: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  if (typeof value !== "object" || value === null) return out;
  for (const [name, header] of Object.entries(value)) if (typeof header === "string") out[name.toLowerCase()] = header;
  return out;
}

