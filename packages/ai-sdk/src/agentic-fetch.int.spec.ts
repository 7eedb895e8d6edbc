import { decision } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { agenticFetch } from "./agentic-fetch";
import { fromAiSdk } from "./from-ai-sdk";

// An AI SDK provider given agenticFetch() sends through agentic-ts's pooled transport: plain answers,
// streams and aborts behave as with its own fetch.
let server: LoopbackProviderServer;
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const modelWith = (fetch: typeof globalThis.fetch) => createOpenAICompatible({ name: "loopback", baseURL: server.openaiBaseURL, fetch }).chatModel("m-1");

it("carries a decision, streamed or not, with the provider's own request and usage", async () => {
  const fetch = agenticFetch({ maxConnections: 2 });
  const runtime = fromAiSdk(modelWith(fetch));
  try {
    server.script({ reply: { text: '{"call": "close"}', usage: { inputTokens: 31, outputTokens: 4 } } });
    const detailed = await decision.makeDetailed("Pick.", { close: "CLOSED", wait: "WAIT" }, { runtime });
    expect(detailed.result).toBe("CLOSED");
    expect(detailed.usage).toMatchObject({ inputTokens: 31, outputTokens: 4 });
    const streamed: string[] = [];
    server.script({ reply: { text: '{"call": "wait"}' } });
    await expect(decision.make("Pick.", { close: "CLOSED", wait: "WAIT" }, { runtime, onText: (delta: string) => streamed.push(delta) })).resolves.toBe("WAIT");
    expect(streamed.join("")).toBe('{"call": "wait"}');
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
    expect(server.requests[1]?.body?.stream).toBe(true);
  } finally {
    await runtime.close();
    await fetch.close();
  }
});

it("rejects with the signal's reason when the call is aborted, and its pool ends with close()", async () => {
  const fetch = agenticFetch();
  let arrived!: () => void;
  const received = new Promise<void>((resolve) => (arrived = resolve));
  server.script(() => {
    arrived();
    return { fault: "slow", delayMs: 60_000, then: { reply: { text: "late" } } };
  });
  const controller = new AbortController();
  const sent = fetch(`${server.openaiBaseURL}/chat/completions`, { method: "POST", body: "{}", headers: { "content-type": "application/json" }, signal: controller.signal });
  await received;
  controller.abort(new Error("caller gave up"));
  await expect(sent).rejects.toThrow("caller gave up");
  await fetch.close();
});
