import "reflect-metadata";
import {
  AuthenticationError,
  ConnectionError,
  decision,
  MalformedResponseError,
  ModelNotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  type RetryInfo,
} from "@agentic-ts/core";
import OpenAI from "openai";
import { pick } from "./__fixtures__/desk-agent";
import { until } from "../../transport/src/__fixtures__/until";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
// Polls on a 10 ms timer and fails after ~2 s.
const WITHIN_2_S = { polls: 200, everyMs: 10 };
const ok = { reply: { text: pick("close") } } as const;
const options = { close: "CLOSED", wait: "WAIT" } as const;

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as Error,
  );
}

describe("OpenAIRuntime transport faults: retried in core, typed at the boundary", () => {
  it("retries a 500, then succeeds, reporting the retry", async () => {
    loop.server.script({ fault: "status", status: 500 }, ok);
    const retries: RetryInfo[] = [];
    const runtime = loop.runtime();
    await expect(decision.make("Pick.", options, { runtime, onRetry: (r) => retries.push(r) })).resolves.toBe("CLOSED");
    expect(retries).toHaveLength(1);
    expect(retries[0].error).toBeInstanceOf(ServerError);
    expect(loop.server.requests).toHaveLength(2);
    expect(runtime.trace.nodes.find((n) => n.kind === "model_call")?.data.retries).toBe(1);
  });

  it("retries a 429 honouring Retry-After, then succeeds", async () => {
    loop.server.script({ fault: "status", status: 429, headers: { "retry-after": "0" } }, ok);
    const retries: RetryInfo[] = [];
    await expect(decision.make("Pick.", options, { runtime: loop.runtime(), onRetry: (r) => retries.push(r) })).resolves.toBe("CLOSED");
    expect(retries[0].error).toBeInstanceOf(RateLimitError);
    expect(retries[0].error.retryAfterMs).toBe(0);
    expect(retries[0].delayMs).toBe(0);
  });

  it("gives up after the retries with a typed error that says what happened and how many attempts it took", async () => {
    loop.server.script(
      { fault: "status", status: 503, message: "overloaded" },
      { fault: "status", status: 503, message: "overloaded" },
      { fault: "status", status: 503, message: "overloaded" },
    );
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime({ retry: { maxRetries: 2 } }) }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ provider: "openai", status: 503, attempts: 3, retryable: true });
    expect(error.message).toMatch(/openai returned HTTP 503: overloaded.*gave up after 3 attempts/);
    expect(loop.server.requests).toHaveLength(3);
  });

  it("maps a connection reset to a retryable ConnectionError and retries it", async () => {
    loop.server.script({ fault: "reset" }, ok);
    const retries: RetryInfo[] = [];
    await expect(decision.make("Pick.", options, { runtime: loop.runtime(), onRetry: (r) => retries.push(r) })).resolves.toBe("CLOSED");
    expect(retries[0].error).toBeInstanceOf(ConnectionError);
  });

  it("maps a reset that outlasts the retries to ConnectionError", async () => {
    loop.server.script({ fault: "reset" }, { fault: "reset" });
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime({ retry: { maxRetries: 1 } }) }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ provider: "openai", attempts: 2 });
  });

  it.each([
    ["a truncated JSON body", undefined, false],
    ["a body with no choices", '{"object": "chat.completion", "choices": []}', false],
    ["a broken SSE event", undefined, true],
  ])("maps %s to MalformedResponseError", async (_what, body, stream) => {
    loop.server.script({ fault: "malformed", body });
    // An injected client with the SDK's logging off: it logs unparsable SSE data before throwing.
    const client = new OpenAI({ apiKey: "sk", baseURL: loop.server.openaiBaseURL, maxRetries: 0, logLevel: "off" });
    const runtime = loop.runtime({ retry: { maxRetries: 0 }, stream, client });
    const error = await failure(decision.make("Pick.", options, { runtime }));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ provider: "openai", retryable: true });
  });

  it("maps a truncated JSON body to MalformedResponseError through the runtime's own client too", async () => {
    // The own client's answer is read by readResponseBody, not by the SDK's parse step.
    loop.server.script({ fault: "malformed" });
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime({ retry: { maxRetries: 0 }, stream: false }) }));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ provider: "openai", retryable: true });
  });

  it("retries a malformed body like any other transport failure", async () => {
    loop.server.script({ fault: "malformed" }, ok);
    await expect(decision.make("Pick.", options, { runtime: loop.runtime() })).resolves.toBe("CLOSED");
  });

  it("rejects with TimeoutError when the deadline runs out, and aborts the HTTP request", async () => {
    loop.server.script({ fault: "slow", delayMs: 10_000, then: ok });
    // Long enough for the request to reach the server on a loaded machine (a 100 ms deadline could run out
    // before it was sent, under load); the server holds its answer for 10 s.
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime(), timeoutMs: 400 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(loop.server.requests).toHaveLength(1);
    // The server sees the client leave before it answered.
    await until(() => loop.server.abandoned === 1, WITHIN_2_S);
  });

  it("rejects with TimeoutError while a stream is slow to start", async () => {
    loop.server.script({ fault: "slow", delayMs: 10_000, then: ok });
    const runtime = loop.runtime();
    const error = await failure(runtime.exec("Hi.", { timeoutMs: 100, onText: () => undefined }));
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("rejects with the signal's own reason when the caller aborts", async () => {
    loop.server.script({ fault: "slow", delayMs: 10_000, then: ok });
    const controller = new AbortController();
    const reason = new Error("user navigated away");
    const pending = decision.make("Pick.", options, { runtime: loop.runtime(), signal: controller.signal });
    await until(() => loop.server.requests.length === 1, WITHIN_2_S);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it.each([
    [401, AuthenticationError],
    [403, AuthenticationError],
    [404, ModelNotFoundError],
  ] as const)("maps %i to %p without retrying", async (status, type) => {
    loop.server.script({ fault: "status", status }, ok);
    const retries: RetryInfo[] = [];
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime(), onRetry: (r) => retries.push(r) }));
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ provider: "openai", status, retryable: false, attempts: 1 });
    expect(error.message).toContain(`HTTP ${status}`);
    expect(retries).toEqual([]);
    expect(loop.server.requests).toHaveLength(1);
  });

  it("keeps the provider's error code", async () => {
    loop.server.script({ fault: "status", status: 401, message: "Incorrect API key provided" });
    const error = await failure(decision.make("Pick.", options, { runtime: loop.runtime() }));
    expect(error).toMatchObject({ code: "invalid_api_key" });
    expect(error.message).toMatch(/^openai returned HTTP 401: Incorrect API key provided /);
  });
});
