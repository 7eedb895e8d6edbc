import { APIConnectionError, APIError, APIUserAbortError } from "@anthropic-ai/sdk";
import {
  AuthenticationError, ConnectionError, MalformedResponseError, ModelNotFoundError, ProviderError, RateLimitError, ServerError,
} from "@agentic-ts/core";
import { toProviderError } from "./to-provider-error";

const live = new AbortController().signal;
const body = (type: string, message: string) => ({ type: "error", error: { type, message } });
const statusError = (status: number, type: string, message: string, headers: Record<string, string> = {}) =>
  APIError.generate(status, body(type, message), undefined, new Headers(headers));

describe("toProviderError", () => {
  it("maps 529 overloaded to a retryable ServerError with the provider's type and message", () => {
    const error = toProviderError(statusError(529, "overloaded_error", "Overloaded"), live) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ provider: "anthropic", status: 529, code: "overloaded_error", retryable: true });
    expect(error.message).toBe("anthropic returned HTTP 529: Overloaded");
  });

  it("maps 429 to a RateLimitError carrying Retry-After", () => {
    const error = toProviderError(statusError(429, "rate_limit_error", "slow down", { "retry-after": "2" }), live);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryable: true, retryAfterMs: 2000 });
  });

  it("maps 401 and 404 to errors that are not retried", () => {
    expect(toProviderError(statusError(401, "authentication_error", "bad key"), live)).toMatchObject({ retryable: false });
    expect(toProviderError(statusError(401, "authentication_error", "bad key"), live)).toBeInstanceOf(AuthenticationError);
    expect(toProviderError(statusError(404, "not_found_error", "model: nope"), live)).toBeInstanceOf(ModelNotFoundError);
  });

  it("honours x-should-retry", () => {
    expect(toProviderError(statusError(500, "api_error", "x", { "x-should-retry": "false" }), live)).toMatchObject({ retryable: false });
  });

  it("maps a mid-stream error event (no status) by its type", () => {
    const error = toProviderError(new APIError(undefined, body("overloaded_error", "Overloaded"), undefined, undefined, "overloaded_error"), live);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ retryable: true, status: undefined, code: "overloaded_error" });
    expect((error as Error).message).toMatch(/stream failed with overloaded_error: Overloaded/);
  });

  it("maps connection failures to ConnectionError and a non-JSON body to MalformedResponseError", () => {
    expect(toProviderError(new APIConnectionError({ cause: new Error("ECONNREFUSED") }), live)).toBeInstanceOf(ConnectionError);
    expect(toProviderError(Object.assign(new TypeError("terminated"), { cause: { code: "UND_ERR_SOCKET" } }), live)).toBeInstanceOf(ConnectionError);
    expect(toProviderError(new SyntaxError("Unexpected token"), live)).toBeInstanceOf(MalformedResponseError);
  });

  it("returns the signal's reason once the signal aborted, whatever the SDK threw", () => {
    const controller = new AbortController();
    const reason = new Error("deadline");
    controller.abort(reason);
    expect(toProviderError(new APIUserAbortError(), controller.signal)).toBe(reason);
    expect(toProviderError(new APIConnectionError({}), controller.signal)).toBe(reason);
  });

  it("passes provider errors and unknown errors through unchanged", () => {
    const own = new ProviderError("x");
    const bug = new RangeError("bug");
    expect(toProviderError(own, live)).toBe(own);
    expect(toProviderError(bug, live)).toBe(bug);
  });
});
