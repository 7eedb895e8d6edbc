import {
  AuthenticationError,
  ConnectionError,
  InvalidRequestError,
  MalformedResponseError,
  ModelNotFoundError,
  ProviderError,
  RateLimitError,
  ServerError,
} from "@agentic-ts/core";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from "openai";
import { mapOpenAIError, rejectsResponseFormat } from "./map-openai-error";

const live = new AbortController().signal;
const status = (code: number, body: object, headers: Record<string, string> = {}) =>
  APIError.generate(code, { error: body }, undefined, new Headers(headers));

describe("mapOpenAIError", () => {
  it.each([
    [400, InvalidRequestError],
    [401, AuthenticationError],
    [403, AuthenticationError],
    [404, ModelNotFoundError],
    [422, InvalidRequestError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
  ] as const)("maps HTTP %i to %p with the provider's message and code", (code, type) => {
    const error = mapOpenAIError(status(code, { message: "went wrong", type: "some_type", code: "some_code" }), live);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ provider: "openai", status: code, code: "some_code", message: `openai returned HTTP ${code}: went wrong` });
  });

  it("reads Retry-After (and retry-after-ms) into retryAfterMs", () => {
    expect(mapOpenAIError(status(429, { message: "slow down" }, { "retry-after": "2" }), live)).toMatchObject({ retryAfterMs: 2000 });
    expect(mapOpenAIError(status(429, { message: "slow down" }, { "retry-after-ms": "150" }), live)).toMatchObject({ retryAfterMs: 150 });
    expect(mapOpenAIError(status(503, { message: "busy" }), live)).toMatchObject({ retryAfterMs: undefined });
  });

  it("falls back to the error type when there is no code", () => {
    expect(mapOpenAIError(status(500, { message: "x", type: "server_error", code: null }), live)).toMatchObject({ code: "server_error" });
  });

  it("maps connection failures and timeouts to a retryable ConnectionError", () => {
    for (const cause of [new APIConnectionError({ message: "refused" }), new APIConnectionTimeoutError()]) {
      const error = mapOpenAIError(cause, live);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error).toMatchObject({ retryable: true, cause });
    }
  });

  it("maps a dropped socket while a body is read to ConnectionError", () => {
    const dropped = new TypeError("terminated", { cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }) });
    expect(mapOpenAIError(dropped, live)).toBeInstanceOf(ConnectionError);
    expect(mapOpenAIError(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }), live)).toBeInstanceOf(ConnectionError);
  });

  it("maps an error event inside a stream (no status) to a retryable ServerError", () => {
    const error = mapOpenAIError(new APIError(undefined, { message: "stream broke", type: "server_error" }, undefined, undefined), live);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toContain("stream broke");
  });

  it("maps unparsable JSON to MalformedResponseError", () => {
    expect(mapOpenAIError(new SyntaxError("Unexpected end of JSON input"), live)).toBeInstanceOf(MalformedResponseError);
  });

  it("returns the signal's reason once the call was aborted, whatever the SDK threw", () => {
    const controller = new AbortController();
    const reason = new Error("deadline");
    controller.abort(reason);
    expect(mapOpenAIError(new APIUserAbortError(), controller.signal)).toBe(reason);
    expect(mapOpenAIError(new APIConnectionTimeoutError(), controller.signal)).toBe(reason);
    expect(mapOpenAIError(status(500, { message: "x" }), controller.signal)).toBe(reason);
  });

  it("passes provider errors and unrelated errors through unchanged", () => {
    const provider = new ServerError("already typed");
    const bug = new RangeError("a bug");
    expect(mapOpenAIError(provider, live)).toBe(provider);
    expect(mapOpenAIError(bug, live)).toBe(bug);
    expect(mapOpenAIError(new OpenAIError("odd"), live)).toBeInstanceOf(ProviderError);
  });
});

describe("rejectsResponseFormat", () => {
  it("recognises a 400/422 that names response_format or json_schema", () => {
    expect(rejectsResponseFormat(mapOpenAIError(status(400, { message: "response_format is not supported" }), live))).toBe(true);
    expect(rejectsResponseFormat(mapOpenAIError(status(422, { message: "unknown type json_schema" }), live))).toBe(true);
    expect(rejectsResponseFormat(mapOpenAIError(status(400, { message: "context too long" }), live))).toBe(false);
    expect(rejectsResponseFormat(mapOpenAIError(status(500, { message: "response_format crashed" }), live))).toBe(false);
    expect(rejectsResponseFormat(new Error("response_format"))).toBe(false);
  });
});
