import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { LoopbackProviderServer } from "./loopback-provider-server";
import type { LoopbackStep } from "./loopback-step";

describe("LoopbackProviderServer faults, as the real SDKs see them", () => {
  let server: LoopbackProviderServer;
  let openai: OpenAI;
  let anthropic: Anthropic;
  const chat = { model: "gpt-loop", messages: [{ role: "user" as const, content: "Hello" }] };
  const message = { model: "claude-loop", max_tokens: 64, messages: [{ role: "user" as const, content: "Hello" }] };

  beforeEach(async () => {
    server = await LoopbackProviderServer.start();
    // logLevel "off" keeps the SDKs' "Could not parse message into JSON" logs out of the test output.
    openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: "k", maxRetries: 0, logLevel: "off" });
    anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: "k", maxRetries: 0, logLevel: "off" });
  });
  afterEach(() => server.close());

  it.each([
    [500, OpenAI.InternalServerError, "server_error"],
    [401, OpenAI.AuthenticationError, "invalid_request_error"],
    [404, OpenAI.NotFoundError, "invalid_request_error"],
  ])("turns a %i into the OpenAI SDK's error class with the message", async (status, errorClass, type) => {
    server.script({ fault: "status", status, message: "scripted trouble" });

    const error = await openai.chat.completions.create(chat).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ status, type, message: `${status} scripted trouble`, error: { message: "scripted trouble" } });
  });

  it.each([
    [500, Anthropic.InternalServerError, "api_error"],
    [401, Anthropic.AuthenticationError, "authentication_error"],
    [404, Anthropic.NotFoundError, "not_found_error"],
    [529, Anthropic.InternalServerError, "overloaded_error"],
  ])("turns a %i into the Anthropic SDK's error class with the typed body", async (status, errorClass, type) => {
    server.script({ fault: "status", status, message: "scripted trouble" });

    const error = await anthropic.messages.create(message).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ status, type, apiMessage: "scripted trouble", error: { type: "error", error: { type } } });
    expect((error as Error).message).toContain("scripted trouble");
  });

  it("carries retry-after on a 429 for both SDKs", async () => {
    server.script(
      { fault: "status", status: 429, headers: { "retry-after": "1" } },
      { fault: "status", status: 429, headers: { "retry-after": "1" } },
    );

    const fromOpenAI = await openai.chat.completions.create(chat).catch((e: unknown) => e);
    const fromAnthropic = await anthropic.messages.create(message).catch((e: unknown) => e);

    expect(fromOpenAI).toBeInstanceOf(OpenAI.RateLimitError);
    expect((fromOpenAI as InstanceType<typeof OpenAI.RateLimitError>).headers.get("retry-after")).toBe("1");
    expect(fromAnthropic).toBeInstanceOf(Anthropic.RateLimitError);
    expect((fromAnthropic as InstanceType<typeof Anthropic.RateLimitError>).headers.get("retry-after")).toBe("1");
    expect(fromAnthropic).toMatchObject({ type: "rate_limit_error" });
  });

  it("resets the connection: both SDKs report an APIConnectionError (not a timeout)", async () => {
    server.script({ fault: "reset" }, { fault: "reset" });

    const fromOpenAI = await openai.chat.completions.create(chat).catch((e: unknown) => e);
    const fromAnthropic = await anthropic.messages.create(message).catch((e: unknown) => e);

    expect(fromOpenAI).toBeInstanceOf(OpenAI.APIConnectionError);
    expect(fromOpenAI).not.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
    expect(fromAnthropic).toBeInstanceOf(Anthropic.APIConnectionError);
    expect(fromAnthropic).not.toBeInstanceOf(Anthropic.APIConnectionTimeoutError);
  });

  it("sends a malformed body: plain and streaming requests both fail", async () => {
    server.script({ fault: "malformed" }, { fault: "malformed" }, { fault: "malformed", body: "{nope" }, { fault: "malformed" });

    await expect(openai.chat.completions.create(chat)).rejects.toThrow();
    await expect(anthropic.messages.create(message)).rejects.toThrow();
    await expect(openai.chat.completions.stream(chat).finalChatCompletion()).rejects.toThrow();
    await expect(anthropic.messages.stream(message).finalMessage()).rejects.toThrow();
    expect(server.requests).toHaveLength(4);
  });

  it("stops a slow step when the client times out, and keeps serving", async () => {
    const slow = { fault: "slow" as const, delayMs: 5_000, then: { reply: { text: "too late" } } };
    server.script(slow, slow, { reply: { text: "next" } });

    // 400 ms, well under the step's 5 s: with a shorter timeout a loaded machine could time the call out
    // before it reached the server, and the next call would then meet the slow step.
    const fromAnthropic = await anthropic.messages.create(message, { timeout: 400 }).catch((e: unknown) => e);
    const fromOpenAI = await openai.chat.completions.create(chat, { timeout: 400 }).catch((e: unknown) => e);
    const next = await openai.chat.completions.create(chat);

    expect(server.requests).toHaveLength(3);
    expect(server.abandoned).toBe(2);

    expect(fromAnthropic).toBeInstanceOf(Anthropic.APIConnectionTimeoutError);
    // Under Jest the OpenAI SDK misses its own timeout (the AbortError comes from another realm) and
    // reports a plain APIConnectionError; outside Jest it is an APIConnectionTimeoutError.
    expect(fromOpenAI).toBeInstanceOf(OpenAI.APIConnectionError);
    expect(next.choices[0].message.content).toBe("next");
  });

  it("stops a slow step when the client aborts, and keeps serving", async () => {
    // Each call is aborted once the server holds it (no timer: on a loaded machine a timer could abort
    // the call before it was sent, and the next call would then meet the slow step).
    let held = new AbortController();
    server.script((request): LoopbackStep => {
      if (server.requests.indexOf(request) === 2) return { reply: { text: "next" } };
      held.abort();
      return { fault: "slow", delayMs: 5_000, then: { reply: { text: "too late" } } };
    });
    const abortWhenHeld = () => (held = new AbortController()).signal;

    const fromAnthropic = await anthropic.messages.create(message, { signal: abortWhenHeld() }).catch((e: unknown) => e);
    const fromOpenAI = await openai.chat.completions.create(chat, { signal: abortWhenHeld() }).catch((e: unknown) => e);
    const next = await anthropic.messages.create(message);

    expect(server.requests).toHaveLength(3);
    expect(server.abandoned).toBe(2);

    expect(fromAnthropic).toBeInstanceOf(Anthropic.APIUserAbortError);
    expect(fromOpenAI).toBeInstanceOf(OpenAI.APIUserAbortError);
    expect(next.content).toEqual([{ type: "text", text: "next" }]);
  });

  it("answers a slow step once its delay is over", async () => {
    server.script({ fault: "slow", delayMs: 50, then: { reply: { text: "eventually" }, delayMs: 20 } });
    const started = Date.now();

    const completion = await openai.chat.completions.create(chat);

    expect(completion.choices[0].message.content).toBe("eventually");
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });
});
