import "reflect-metadata";
import { ConfigurationError } from "@agentic-ts/core";
import { useLoopback } from "./__fixtures__/loopback-setup";
import { runIdleChild } from "./__fixtures__/run-idle-child";

const loop = useLoopback();

/** Scripts every request to answer "ok" after `ms`, and tracks the most requests the server held at once. */
function answerAfter(ms: number): { peak: number } {
  let open = 0;
  const seen = { peak: 0 };
  loop.server.script(async () => {
    seen.peak = Math.max(seen.peak, ++open);
    await new Promise((resolve) => setTimeout(resolve, ms));
    open--;
    return { reply: { text: "ok" } };
  });
  return seen;
}

const burst = (n: number, exec: () => Promise<unknown>) => Promise.all(Array.from({ length: n }, exec));

describe("OpenAIRuntime's connection pool", () => {
  it("keeps connections alive: ten sequential calls reuse one or two", async () => {
    loop.server.script(() => ({ reply: { text: "ok" } }));
    const runtime = loop.runtime();
    for (let i = 0; i < 10; i++) await runtime.exec("Hi.");
    // The next call may start a moment before undici frees the previous connection, so two, not one.
    expect(loop.server.connections).toBeLessThanOrEqual(2);
  });

  it("sends at most maxConnections requests at once and queues the rest", async () => {
    const seen = answerAfter(30);
    const runtime = loop.runtime({ maxConnections: 2 });
    await expect(burst(6, () => runtime.exec("Hi."))).resolves.toEqual(Array(6).fill("ok"));
    expect(seen.peak).toBe(2);
    expect(loop.server.connections).toBe(2);
  });

  it.each([0, Infinity])("keeps no pool of its own with maxConnections %p", async (maxConnections) => {
    const seen = answerAfter(30);
    const runtime = loop.runtime({ maxConnections });
    await burst(6, () => runtime.exec("Hi."));
    expect(seen.peak).toBe(6);
  });

  it("sends through an injected fetch as it is", async () => {
    loop.server.script(() => ({ reply: { text: "ok" } }));
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => (urls.push(String(input)), globalThis.fetch(input, init));
    await loop.runtime({ fetch, maxConnections: 2 }).exec("Hi.");
    expect(urls).toEqual([`${loop.server.openaiBaseURL}/chat/completions`]);
  });

  it("close() lets calls in flight finish, is idempotent, and refuses later calls", async () => {
    answerAfter(50);
    const runtime = loop.runtime();
    const pending = runtime.exec("Hi.");
    while (loop.server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([runtime.close(), runtime.close()]);
    await expect(pending).resolves.toBe("ok");
    await expect(runtime.exec("Hi.")).rejects.toThrow(ConfigurationError);
    await expect(runtime.exec("Hi.")).rejects.toThrow(/closed/);
    await runtime.close();
  });

  it("rejects a maxConnections that is not a whole number", () => {
    for (const maxConnections of [-1, 1.5, NaN]) {
      expect(() => loop.runtime({ maxConnections })).toThrow(ConfigurationError);
    }
  });

  // Idle pooled connections are unref'd: a script that never calls close() ends as soon as its work does,
  // not when the connections time out (4 s or more).
  it("lets a process that never calls close() exit once its calls are done", async () => {
    loop.server.script({ reply: { text: "from the child" } });
    const child = await runIdleChild(require.resolve("./__fixtures__/idle-pool-child.ts"), loop.server.openaiBaseURL);
    expect(child).toMatchObject({ code: 0, text: "from the child" });
    expect(child.exitGapMs).toBeLessThan(3_000);
    expect(loop.server.connections).toBe(1);
  }, 60_000);
});
