import Anthropic from "@anthropic-ai/sdk";
import {
  AuthenticationError, ConnectionError, decision, MalformedResponseError, ModelNotFoundError, RateLimitError, ServerError, TimeoutError,
  type RetryInfo,
} from "@agentic-ts/core";
import { useLoopback } from "./__fixtures__/loopback-setup";
import { AnthropicRuntime } from "./anthropic-runtime";

const loop = useLoopback();
const ok = { reply: { text: "fine" } } as const;
const status = (code: number, headers?: Record<string, string>) => ({ fault: "status" as const, status: code, headers });

/** Runs `exec("Hi")`, collecting the transport retries it reports. */
async function execWithRetries(runtime: AnthropicRuntime, options: object = {}): Promise<{ result: unknown; retries: RetryInfo[] }> {
  const retries: RetryInfo[] = [];
  const result = await runtime.exec("Hi", { onRetry: (info) => retries.push(info), ...options }).catch((e: unknown) => e);
  return { result, retries };
}

describe("AnthropicRuntime transport faults (one retry layer: the SDK's own retries are off)", () => {
  it.each([500, 529])("retries HTTP %i as a ServerError and then succeeds", async (code) => {
    loop.server.script(status(code), ok);
    const { result, retries } = await execWithRetries(loop.runtime());
    expect(result).toBe("fine");
    expect(loop.server.requests).toHaveLength(2);
    expect(retries).toHaveLength(1);
    expect(retries[0].error).toBeInstanceOf(ServerError);
    expect(retries[0].error).toMatchObject({ provider: "anthropic", status: code, retryable: true });
  });

  it("reports 529 with Anthropic's overloaded_error type", async () => {
    loop.server.script(status(529), ok);
    const { retries } = await execWithRetries(loop.runtime());
    expect(retries[0].error.code).toBe("overloaded_error");
  });

  it("honours Retry-After on a 429 (capped by maxDelayMs) and then succeeds", async () => {
    loop.server.script(status(429, { "retry-after": "1" }), ok);
    const { result, retries } = await execWithRetries(loop.runtime({ retry: { baseDelayMs: 1, maxDelayMs: 20 } }));
    expect(result).toBe("fine");
    expect(retries[0].error).toBeInstanceOf(RateLimitError);
    expect(retries[0].error.retryAfterMs).toBe(1000);
    expect(retries[0].delayMs).toBe(20);
  });

  it("gives up after the retries with the typed error, naming the status and the attempts", async () => {
    loop.server.script(status(503), status(503), status(503));
    const { result } = await execWithRetries(loop.runtime());
    expect(result).toBeInstanceOf(ServerError);
    expect(result).toMatchObject({ status: 503, attempts: 3 });
    expect((result as Error).message).toMatch(/anthropic returned HTTP 503: .*gave up after 3 attempts/);
    expect(loop.server.requests).toHaveLength(3);
  });

  it("retries a connection reset as a ConnectionError", async () => {
    loop.server.script({ fault: "reset" }, ok);
    const { result, retries } = await execWithRetries(loop.runtime());
    expect(result).toBe("fine");
    expect(retries[0].error).toBeInstanceOf(ConnectionError);
  });

  it("gives up on repeated resets with a ConnectionError", async () => {
    loop.server.script({ fault: "reset" }, { fault: "reset" });
    const { result } = await execWithRetries(loop.runtime({ retry: { baseDelayMs: 1, maxRetries: 1 } }));
    expect(result).toBeInstanceOf(ConnectionError);
    expect(result).toMatchObject({ provider: "anthropic", attempts: 2 });
  });

  it("turns a body that is not JSON into a MalformedResponseError", async () => {
    loop.server.script({ fault: "malformed" });
    const { result } = await execWithRetries(loop.runtime({ retry: { maxRetries: 0 } }));
    expect(result).toBeInstanceOf(MalformedResponseError);
    expect((result as Error).message).toMatch(/anthropic returned a malformed response/);
  });

  it("turns a JSON body that is not a message into a MalformedResponseError, and retries it", async () => {
    loop.server.script({ fault: "malformed", body: '{"hello": "world"}' }, ok);
    const { result, retries } = await execWithRetries(loop.runtime());
    expect(result).toBe("fine");
    expect(retries[0].error).toBeInstanceOf(MalformedResponseError);
    expect(retries[0].error.message).toMatch(/no "content" array/);
  });

  it("turns a broken event stream into a MalformedResponseError", async () => {
    const client = new Anthropic({ baseURL: loop.server.anthropicBaseURL, apiKey: "test-key", logLevel: "off" });
    loop.server.script({ fault: "malformed" });
    const { result } = await execWithRetries(loop.runtime({ client, retry: { maxRetries: 0 } }), { onText: () => undefined });
    expect(loop.server.requests[0].body?.stream).toBe(true);
    expect(result).toBeInstanceOf(MalformedResponseError);
  });

  it.each([
    [401, AuthenticationError],
    [404, ModelNotFoundError],
  ])("does not retry HTTP %i (%p)", async (code, type) => {
    loop.server.script(status(code), ok);
    const { result, retries } = await execWithRetries(loop.runtime());
    expect(result).toBeInstanceOf(type);
    expect(result).toMatchObject({ status: code, retryable: false, attempts: 1 });
    expect(retries).toHaveLength(0);
    expect(loop.server.requests).toHaveLength(1);
  });
});

describe("AnthropicRuntime deadlines and aborts", () => {
  /** A client whose fetch remembers each request's abort signal, to prove the HTTP request was aborted. */
  function watchedClient(signals: AbortSignal[]): Anthropic {
    const watchingFetch: typeof fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return fetch(input, init);
    };
    return new Anthropic({ baseURL: loop.server.anthropicBaseURL, apiKey: "test-key", fetch: watchingFetch });
  }

  it("rejects a slow call with TimeoutError and aborts its HTTP request", async () => {
    const signals: AbortSignal[] = [];
    const runtime = loop.runtime({ client: watchedClient(signals) });
    loop.server.script({ fault: "slow", delayMs: 60_000, then: ok });
    // Long enough for the request to reach the server on a loaded machine (a 50 ms deadline could run out
    // before it was sent, under load); the server holds its answer for a minute.
    const error = await decision.make("Pick.", { keep: "OPEN" }, { runtime, timeoutMs: 400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(true);
    expect(loop.server.requests).toHaveLength(1);
  });

  it("rejects with the caller's abort reason, streaming or not", async () => {
    for (const onText of [undefined, () => undefined]) {
      loop.server.reset();
      const controller = new AbortController();
      const reason = new Error("user left");
      // The caller leaves once the server holds the request. On a timer, the abort could cut the request
      // while it was being sent, and such a request can reach the server after the next reset() and take
      // the step scripted for the next one.
      loop.server.script(() => {
        setImmediate(() => controller.abort(reason));
        return { fault: "slow", delayMs: 60_000, then: ok };
      });
      await expect(loop.runtime().exec("Hi", { signal: controller.signal, onText })).rejects.toBe(reason);
      expect(loop.server.requests).toHaveLength(1);
    }
  });

  it("aborts a stream that already started", async () => {
    const controller = new AbortController();
    const reason = new Error("enough");
    // Every request gets the stream: under load a first attempt can meet a transient connection error and be
    // retried, and the behaviour under test is the abort of whichever stream starts.
    loop.server.script(() => ({ reply: { text: "a long story ".repeat(50) }, delayMs: 0 }));
    const heard: string[] = [];
    const run = loop.runtime().exec("Tell me.", {
      signal: controller.signal,
      onText: (d) => {
        heard.push(d);
        controller.abort(reason);
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(heard.length).toBeGreaterThanOrEqual(1);
  });
});
