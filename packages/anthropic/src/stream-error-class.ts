import { AuthenticationError, InvalidRequestError, ModelNotFoundError, ProviderError, RateLimitError, ServerError } from "@agentic-ts/core";

type ProviderErrorClass = new (...args: ConstructorParameters<typeof ProviderError>) => ProviderError;

// An `error` event inside a 200 event stream carries only the error type, no HTTP status; these are the
// classes the same type gets when it arrives as a status (overloaded_error is Anthropic's 529).
const CLASS_BY_TYPE: ReadonlyMap<string, ProviderErrorClass> = new Map<string, ProviderErrorClass>([
  ["overloaded_error", ServerError],
  ["api_error", ServerError],
  ["timeout_error", ServerError],
  ["rate_limit_error", RateLimitError],
  ["authentication_error", AuthenticationError],
  ["permission_error", AuthenticationError],
  ["not_found_error", ModelNotFoundError],
  ["invalid_request_error", InvalidRequestError],
  ["request_too_large", InvalidRequestError],
]);

/** The typed error class for an Anthropic error `type` seen without an HTTP status (a mid-stream `error` event). */
export function streamErrorClass(type: string | null | undefined): ProviderErrorClass {
  return (type && CLASS_BY_TYPE.get(type)) || ProviderError;
}
