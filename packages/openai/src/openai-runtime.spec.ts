import { ConfigurationError, type ModelRequest } from "@agentic-ts/core";
import type OpenAI from "openai";
import { OpenAIRuntime } from "./openai-runtime";

/** A stand-in SDK client whose `chat.completions.create` is the given function. */
function fakeClient(create: (body: Record<string, unknown>, options: Record<string, unknown>) => unknown): OpenAI {
  return { chat: { completions: { create } } } as unknown as OpenAI;
}

const reply = { choices: [{ index: 0, message: { role: "assistant", content: "ok" } }] };

describe("OpenAIRuntime construction", () => {
  const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
  beforeEach(() => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
  });
  afterAll(() => {
    if (saved.key !== undefined) process.env.OPENAI_API_KEY = saved.key;
    if (saved.url !== undefined) process.env.OPENAI_BASE_URL = saved.url;
  });

  it("needs an API key unless a base URL is given", () => {
    expect(() => new OpenAIRuntime({ model: "m" })).toThrow(ConfigurationError);
    expect(() => new OpenAIRuntime({ model: "m" })).toThrow(/OPENAI_API_KEY/);
    expect(new OpenAIRuntime({ model: "m", baseURL: "http://127.0.0.1:9/v1" }).client.baseURL).toBe("http://127.0.0.1:9/v1");
  });

  it("builds a client with the SDK's own retries off", () => {
    const runtime = new OpenAIRuntime({ apiKey: "sk", model: "m" });
    expect(runtime.client.maxRetries).toBe(0);
    expect(runtime.client.apiKey).toBe("sk");
  });

  it("declares native structured outputs and streaming unless turned off", () => {
    const on = new OpenAIRuntime({ apiKey: "sk" });
    expect([on.supportsResponseFormat, on.streamsText]).toEqual([true, true]);
    const off = new OpenAIRuntime({ apiKey: "sk", structuredOutputs: false, stream: false });
    expect([off.supportsResponseFormat, off.streamsText]).toEqual([false, false]);
  });
});

describe("OpenAIRuntime with an injected client", () => {
  it("uses the client, sending the signal, a generous timeout and no SDK retries per request", async () => {
    const calls: Array<[Record<string, unknown>, Record<string, unknown>]> = [];
    const runtime = new OpenAIRuntime({ model: "m", client: fakeClient((b, o) => (calls.push([b, o]), Promise.resolve(reply))) });
    await expect(runtime.exec("Hi.")).resolves.toBe("ok");
    const [body, options] = calls[0];
    expect(body).toMatchObject({ model: "m", stream: false, messages: [{ role: "user", content: "Hi." }] });
    expect(options).toMatchObject({ maxRetries: 0, timeout: 600_000 });
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });

  it("prefers the model given per call", async () => {
    const models: unknown[] = [];
    const runtime = new OpenAIRuntime({ client: fakeClient((b) => (models.push(b.model), Promise.resolve(reply))) });
    await runtime.exec("Hi.", { model: "per-call" });
    expect(models).toEqual(["per-call"]);
  });

  it("fails with a ConfigurationError when no model is given anywhere", async () => {
    const runtime = new OpenAIRuntime({ client: fakeClient(() => Promise.resolve(reply)) });
    await expect(runtime.exec("Hi.")).rejects.toThrow(ConfigurationError);
  });

  it("rejects with the signal's reason when a stream ends quietly after an abort", async () => {
    const controller = new AbortController();
    const reason = new Error("stop");
    async function* chunks(): AsyncGenerator<unknown> {
      yield { choices: [{ index: 0, delta: { content: "par" } }] };
      controller.abort(reason);
    }
    const runtime = new OpenAIRuntime({ model: "m", client: fakeClient(() => Promise.resolve(chunks())) });
    const hook = (runtime as unknown as { complete(r: ModelRequest): Promise<unknown> }).complete.bind(runtime);
    await expect(hook({ messages: [], tools: [], signal: controller.signal, onText: () => undefined })).rejects.toBe(reason);
  });
});
