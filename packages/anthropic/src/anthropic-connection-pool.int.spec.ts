import { ConfigurationError } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";
// The child-process runner is shared with the openai package's identical pool test.
import { runIdleChild } from "../../openai/src/__fixtures__/run-idle-child";
import { AnthropicRuntime } from "./anthropic-runtime";
import type { AnthropicRuntimeOptions } from "./anthropic-runtime-options";

let server: LoopbackProviderServer;
const made: AnthropicRuntime[] = [];
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(made.splice(0).map((runtime) => runtime.close()));
  server.reset();
});

function runtimeFor(extra: Partial<AnthropicRuntimeOptions> = {}): AnthropicRuntime {
  const runtime = new AnthropicRuntime({ baseURL: server.anthropicBaseURL, apiKey: "test-key", model: "claude-test", ...extra });
  made.push(runtime);
  return runtime;
}

/** Scripts every request to answer "ok" after `ms`, and tracks the most requests the server held at once. */
function answerAfter(ms: number): { peak: number } {
  let open = 0;
  const seen = { peak: 0 };
  server.script(async () => {
    seen.peak = Math.max(seen.peak, ++open);
    await new Promise((resolve) => setTimeout(resolve, ms));
    open--;
    return { reply: { text: "ok" } };
  });
  return seen;
}

const burst = (n: number, exec: () => Promise<unknown>) => Promise.all(Array.from({ length: n }, exec));

describe("AnthropicRuntime's connection pool", () => {
  it("sends at most maxConnections requests at once over kept-alive connections", async () => {
    const seen = answerAfter(30);
    const runtime = runtimeFor({ maxConnections: 2 });
    await expect(burst(6, () => runtime.exec("Hi"))).resolves.toEqual(Array(6).fill("ok"));
    expect(seen.peak).toBe(2);
    expect(server.connections).toBe(2);
  });

  it("keeps no pool of its own with maxConnections 0, nor with an injected fetch", async () => {
    const seen = answerAfter(30);
    await burst(6, () => runtimeFor({ maxConnections: 0 }).exec("Hi"));
    expect(seen.peak).toBe(6);
    let calls = 0;
    const fetch: typeof globalThis.fetch = (input, init) => (calls++, globalThis.fetch(input, init));
    await runtimeFor({ fetch, maxConnections: 2 }).exec("Hi");
    expect(calls).toBe(1);
  });

  it("close() lets calls in flight finish, is idempotent, and refuses later calls", async () => {
    answerAfter(50);
    const runtime = runtimeFor();
    const pending = runtime.exec("Hi");
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([runtime.close(), runtime.close()]);
    await expect(pending).resolves.toBe("ok");
    await expect(runtime.exec("Hi")).rejects.toThrow(ConfigurationError);
  });

  it("rejects a maxConnections that is not a whole number", () => {
    expect(() => runtimeFor({ maxConnections: -2 })).toThrow(ConfigurationError);
    expect(() => runtimeFor({ maxConnections: 2.5 })).toThrow(/maxConnections/);
  });

  // Idle pooled connections are unref'd: a script that never calls close() ends as soon as its work does.
  it("lets a process that never calls close() exit once its calls are done", async () => {
    server.script({ reply: { text: "from the child" } });
    const child = await runIdleChild(require.resolve("./__fixtures__/idle-pool-child.ts"), server.anthropicBaseURL);
    expect(child).toMatchObject({ code: 0, text: "from the child" });
    expect(child.exitGapMs).toBeLessThan(3_000);
  }, 60_000);
});
