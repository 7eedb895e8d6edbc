import Anthropic from "@anthropic-ai/sdk";
import { Agent, request } from "node:http";
import OpenAI from "openai";
import { LoopbackProviderServer } from "./loopback-provider-server";
import type { LoopbackStep } from "./loopback-step";

describe("LoopbackProviderServer", () => {
  let server: LoopbackProviderServer;
  let openai: OpenAI;
  let anthropic: Anthropic;
  const chat = { model: "gpt-loop", messages: [{ role: "user" as const, content: "Hello" }] };
  const message = { model: "claude-loop", max_tokens: 64, messages: [{ role: "user" as const, content: "Hello" }] };
  const postJson = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeEach(async () => {
    server = await LoopbackProviderServer.start();
    openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: "k", maxRetries: 0 });
    anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: "k", maxRetries: 0 });
  });
  afterEach(() => server.close());

  it("listens on 127.0.0.1 and exposes the two base URLs", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.openaiBaseURL).toBe(`${server.url}/v1`);
    expect(server.anthropicBaseURL).toBe(server.url);
  });

  it("answers plain fetch with a non-streaming OpenAI reply", async () => {
    server.script({ reply: { text: "fetched" } });

    const response = await postJson("/v1/chat/completions", { model: "m", messages: [] });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toMatch(/^req_/);
    const body = await response.json();
    expect(body).toMatchObject({ object: "chat.completion", model: "m", choices: [{ message: { content: "fetched" } }] });
  });

  it("serves queued steps in order across both endpoints and records every request", async () => {
    server.script({ reply: { text: "one" } }).script({ reply: { text: "two" } });

    const first = await anthropic.messages.create(message);
    const second = await openai.chat.completions.create(chat);

    expect(first.content).toEqual([{ type: "text", text: "one" }]);
    expect(second.choices[0].message.content).toBe("two");
    expect(server.requests.map((r) => [r.endpoint, r.method, r.path])).toEqual([
      ["anthropic", "POST", "/v1/messages"],
      ["openai", "POST", "/v1/chat/completions"],
    ]);
    const [, recorded] = server.requests;
    expect(recorded.body).toMatchObject(chat);
    expect(JSON.parse(recorded.rawBody)).toEqual(recorded.body);
    expect(recorded.headers.authorization).toBe("Bearer k");
    expect(recorded.headers["content-type"]).toBe("application/json");
  });

  it("lets a function pick every step until script() is called again", async () => {
    server.script((request) =>
      request.endpoint === "anthropic" ? { reply: { text: `echo ${request.body?.model}` } } : { fault: "status", status: 400 },
    );

    const first = await anthropic.messages.create(message);
    const second = await anthropic.messages.create(message);
    const third = await openai.chat.completions.create(chat).catch((e: unknown) => e);
    server.script({ reply: { text: "queued" } });
    const fourth = await openai.chat.completions.create(chat);

    expect(first.content).toEqual([{ type: "text", text: "echo claude-loop" }]);
    expect(second.content).toEqual([{ type: "text", text: "echo claude-loop" }]);
    expect(third).toBeInstanceOf(OpenAI.BadRequestError);
    expect(fourth.choices[0].message.content).toBe("queued");
  });

  it("answers 500 when a step function throws", async () => {
    server.script(() => {
      throw new Error("no idea");
    });

    await expect(openai.chat.completions.create(chat)).rejects.toThrow("500 loopback server: the step for request #1 failed: no idea");
  });

  it("answers 500 in the provider's format when the script runs out, and records the request", async () => {
    server.script({ reply: { text: "only one" } });
    await openai.chat.completions.create(chat);

    const fromOpenAI = await openai.chat.completions.create(chat).catch((e: unknown) => e);
    const fromAnthropic = await anthropic.messages.create(message).catch((e: unknown) => e);

    expect(fromOpenAI).toBeInstanceOf(OpenAI.InternalServerError);
    expect((fromOpenAI as Error).message).toBe("500 loopback server: no scripted step left for request #2");
    expect(fromAnthropic).toBeInstanceOf(Anthropic.InternalServerError);
    expect(fromAnthropic).toMatchObject({ type: "api_error", apiMessage: "loopback server: no scripted step left for request #3" });
    expect(server.requests).toHaveLength(3);
  });

  it("records unknown paths and answers them 404 in the OpenAI error format, without using a step", async () => {
    server.script({ reply: { text: "kept" } });

    const response = await postJson("/v1/completions?x=1", { prompt: "hi" });
    const completion = await openai.chat.completions.create(chat);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: "loopback server: no route for POST /v1/completions?x=1", type: "invalid_request_error", param: null, code: null },
    });
    expect(server.requests[0]).toMatchObject({ endpoint: "unknown", path: "/v1/completions?x=1", body: { prompt: "hi" } });
    expect(completion.choices[0].message.content).toBe("kept");
  });

  it("reset() forgets the script and the recorded requests", async () => {
    server.script({ reply: { text: "a" } }, { reply: { text: "b" } });
    await openai.chat.completions.create(chat);

    server.reset();
    const error = await openai.chat.completions.create(chat).catch((e: unknown) => e);

    expect((error as Error).message).toBe("500 loopback server: no scripted step left for request #1");
    expect(server.requests).toHaveLength(1);
  });

  it("reset() leaves a request that arrived before it out of the new script, records and counts", async () => {
    server.script({ reply: { text: "old" } });
    // Expect: 100-continue holds the body until the server has the headers, so the request is surely under
    // way when reset() runs, and its body only arrives after.
    const early = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.openaiBaseURL}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", expect: "100-continue" } });
      req.on("continue", () => {
        server.reset();
        server.script({ reply: { text: "new" } });
        req.end(JSON.stringify(chat));
      });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    const answered = await early;
    expect(answered.status).toBe(500);
    expect(answered.body).toContain("this request arrived before reset()");

    // The step scripted after the reset is still there for the next request, which is the first recorded.
    const completion = await openai.chat.completions.create(chat);
    expect(completion.choices[0].message.content).toBe("new");
    expect(server.requests).toHaveLength(1);
  });

  it("keeps the connection alive between answers, as real providers do", async () => {
    server.script({ reply: { text: "one" } }, { reply: { text: "two" } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = request(`${server.openaiBaseURL}/chat/completions`, { method: "POST", agent }, (res) => {
          res.resume().once("end", () => resolve(req.reusedSocket));
        });
        req.once("error", reject).end(JSON.stringify(chat));
      });

    const reused = [await post(), await post()];

    agent.destroy();
    expect(reused).toEqual([false, true]);
    expect(server.connections).toBe(1);
  });

  it("counts the requests a client abandoned, not the ones it answered or cut itself", async () => {
    const slow: LoopbackStep = { fault: "slow", delayMs: 10_000, then: { reply: { text: "too late" } } };
    const steps: LoopbackStep[] = [slow, { fault: "reset" }, { reply: { text: "answered" } }];
    // The first call is abandoned once the server holds it (a timer could abort it before it was sent).
    const leave = new AbortController();
    server.script(() => {
      const step = steps.shift()!;
      if (step === slow) leave.abort();
      return step;
    });

    await openai.chat.completions.create(chat, { signal: leave.signal }).catch(() => undefined);
    await openai.chat.completions.create(chat).catch(() => undefined);
    await openai.chat.completions.create(chat);
    while (server.abandoned === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(server.abandoned).toBe(1);
    server.reset();
    expect(server.abandoned).toBe(0);
  });

  it("close() is prompt with a request in flight, which fails as a connection error", async () => {
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    server.script((): LoopbackStep => (arrived(), { fault: "slow", delayMs: 10_000, then: { reply: { text: "never" } } }));
    const pending = openai.chat.completions.create(chat).catch((e: unknown) => e);
    await held;
    const started = Date.now();

    await server.close();

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(OpenAI.APIConnectionError);
    await server.close(); // a second close is harmless (afterEach calls it too)
  });
});
