import { ConfigurationError, type Runtime } from "@agentic-ts/core";
import type { LoopbackProviderServer } from "@agentic-ts/testing";
import { EventLoopBudget } from "../event-loop-budget";
import { runIdleChild } from "./run-idle-child";
import { until } from "./until";

/** The pool options every provider runtime accepts. */
export interface PoolOptions {
  readonly maxConnections?: number;
  readonly loopBudget?: EventLoopBudget | false;
  readonly fetch?: typeof globalThis.fetch;
}

/** What the shared suite needs to know about one provider runtime. */
export interface PoolSuiteTarget<R extends Runtime> {
  /** The runtime's class name, for the suite's title. */
  readonly name: string;
  /** The file's loopback server and runtimes (see `useLoopbackRuntimes`). */
  readonly loop: { readonly server: LoopbackProviderServer; runtime(options?: PoolOptions): R };
  /** A spy on the SDK method that builds and sends a request. */
  spyOnCreate(runtime: R): jest.SpyInstance;
  /** The base URL runtimes are given for the server. */
  baseURL(): string;
  /** The path, after the base URL, that a request is sent to. */
  readonly requestPath: string;
  /** A script that makes one call through the default pool, never closes the runtime, and prints its result. */
  readonly idleChildScript: string;
}

/**
 * The connection-pool behaviour both provider runtimes get from `@agentic-ts/transport`, tested through
 * each runtime and its real SDK: keep-alive, the connection cap, call slots taken before the SDK builds a
 * request, the event-loop budget, `close()`, and configuration errors.
 */
export function describeRuntimePool<R extends Runtime>(target: PoolSuiteTarget<R>): void {
  const server = (): LoopbackProviderServer => target.loop.server;
  // Gates still shut when a test ends are opened before its runtimes are closed (close() waits for calls in flight).
  const gates: Array<() => void> = [];

  /** Scripts every request to answer "ok" after `ms`; `peak` is the most requests the server held at once. */
  function answerAfter(ms: number): { peak: number } {
    let open = 0;
    const seen = { peak: 0 };
    server().script(async () => {
      seen.peak = Math.max(seen.peak, ++open);
      await new Promise((resolve) => setTimeout(resolve, ms));
      open--;
      return { reply: { text: "ok" } };
    });
    return seen;
  }

  /** Scripts every request to wait for `open()` before it answers "ok"; `held` now, `peak` at most. */
  function holdAnswers(): { readonly held: number; readonly peak: number; open(): void } {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    gates.push(open);
    const seen = { held: 0, peak: 0, open };
    server().script(async () => {
      seen.peak = Math.max(seen.peak, ++seen.held);
      await gate;
      seen.held--;
      return { reply: { text: "ok" } };
    });
    return seen;
  }

  describe(`${target.name}'s connection pool`, () => {
    afterEach(() => gates.splice(0).forEach((open) => open()));

    it("keeps connections alive: ten sequential calls reuse one or two", async () => {
      server().script(() => ({ reply: { text: "ok" } }));
      const runtime = target.loop.runtime();
      for (let i = 0; i < 10; i++) await runtime.exec("Hi.");
      // The next call may start a moment before undici frees the previous connection, so two, not one.
      expect(server().connections).toBeLessThanOrEqual(2);
    });

    it("sends at most maxConnections requests at once and queues the rest", async () => {
      const seen = answerAfter(30);
      const runtime = target.loop.runtime({ maxConnections: 2 });
      await expect(burst(6, () => runtime.exec("Hi."))).resolves.toEqual(Array(6).fill("ok"));
      expect(seen.peak).toBe(2);
      expect(server().connections).toBe(2);
    });

    it("makes calls beyond maxConnections wait for a slot before the SDK builds a request", async () => {
      const gate = holdAnswers();
      const runtime = target.loop.runtime({ maxConnections: 2 });
      const create = target.spyOnCreate(runtime);
      const calls = burst(6, () => runtime.exec("Hi."));
      await until(() => server().requests.length >= 2);
      expect(slotsOf(runtime)).toEqual({ limit: 2, inUse: 2, waiting: 4 });
      expect(create).toHaveBeenCalledTimes(2);
      expect(server().requests).toHaveLength(2);
      gate.open();
      await expect(calls).resolves.toEqual(Array(6).fill("ok"));
      expect(gate.peak).toBe(2);
      expect(create).toHaveBeenCalledTimes(6);
      expect(slotsOf(runtime)).toEqual({ limit: 2, inUse: 0, waiting: 0 });
    });

    it("rejects a call aborted while it waits for a slot with the signal's reason, never sends it, and loses no slot", async () => {
      const gate = holdAnswers();
      const runtime = target.loop.runtime({ maxConnections: 1 });
      const first = runtime.exec("First.");
      const controller = new AbortController();
      const reason = new Error("user navigated away");
      const aborted = runtime.exec("Aborted.", { signal: controller.signal });
      await until(() => server().requests.length === 1 && slotsOf(runtime).waiting === 1);
      controller.abort(reason);
      await expect(aborted).rejects.toBe(reason);
      expect(slotsOf(runtime)).toEqual({ limit: 1, inUse: 1, waiting: 0 });
      gate.open();
      await expect(first).resolves.toBe("ok");
      await expect(runtime.exec("Later.")).resolves.toBe("ok");
      expect(slotsOf(runtime)).toEqual({ limit: 1, inUse: 0, waiting: 0 });
      expect(server().requests).toHaveLength(2);
      expect(server().requests.filter((r) => r.rawBody.includes("Aborted."))).toEqual([]);
      expect(server().requests[1].rawBody).toContain("Later.");
    });

    it.each([0, Infinity])("sets no cap with maxConnections %p", async (maxConnections) => {
      const gate = holdAnswers();
      const runtime = target.loop.runtime({ maxConnections });
      const calls = burst(6, () => runtime.exec("Hi."));
      // The server holds all six at once: none waits for a slot or a connection.
      await until(() => gate.held === 6);
      expect(slotsOf(runtime)).toEqual({ limit: Infinity, inUse: 6, waiting: 0 });
      gate.open();
      await expect(calls).resolves.toEqual(Array(6).fill("ok"));
      expect(gate.peak).toBe(6);
    });

    it("admits every answer through the loopBudget it is given, streamed or not", async () => {
      server().script(() => ({ reply: { text: "ok" } }));
      const budget = new EventLoopBudget({ sliceMs: 1 });
      const shared = EventLoopBudget.shared.stats.admitted;
      const runtime = target.loop.runtime({ loopBudget: budget });
      await expect(burst(4, () => runtime.exec("Hi."))).resolves.toEqual(Array(4).fill("ok"));
      await expect(runtime.exec("Hi.", { onText: () => undefined })).resolves.toBe("ok");
      expect(budget.stats.admitted).toBeGreaterThanOrEqual(5);
      expect(budget.stats.waiting).toBe(0);
      expect(EventLoopBudget.shared.stats.admitted).toBe(shared);
    });

    it("answers without a budget with loopBudget: false", async () => {
      server().script(() => ({ reply: { text: "ok" } }));
      const shared = EventLoopBudget.shared.stats.admitted;
      const runtime = target.loop.runtime({ loopBudget: false });
      await expect(burst(3, () => runtime.exec("Hi."))).resolves.toEqual(Array(3).fill("ok"));
      await expect(runtime.exec("Hi.", { onText: () => undefined })).resolves.toBe("ok");
      expect(EventLoopBudget.shared.stats.admitted).toBe(shared);
    });

    it("refuses a loopBudget that is not an EventLoopBudget, and a maxConnections that is not a whole number", () => {
      expect(() => target.loop.runtime({ loopBudget: {} as never })).toThrow(ConfigurationError);
      expect(() => target.loop.runtime({ loopBudget: {} as never })).toThrow(/EventLoopBudget/);
      for (const maxConnections of [-1, 1.5, NaN]) {
        expect(() => target.loop.runtime({ maxConnections })).toThrow(ConfigurationError);
        expect(() => target.loop.runtime({ maxConnections })).toThrow(/maxConnections/);
      }
    });

    it("sends through an injected fetch as it is", async () => {
      server().script(() => ({ reply: { text: "ok" } }));
      const urls: string[] = [];
      const fetch: typeof globalThis.fetch = (input, init) => (urls.push(String(input)), globalThis.fetch(input, init));
      await expect(target.loop.runtime({ fetch, maxConnections: 2 }).exec("Hi.")).resolves.toBe("ok");
      expect(urls).toEqual([`${target.baseURL()}${target.requestPath}`]);
    });

    it("close() lets calls in flight finish, is idempotent, and refuses later calls", async () => {
      answerAfter(50);
      const runtime = target.loop.runtime();
      const pending = runtime.exec("Hi.");
      await until(() => server().requests.length > 0);
      await Promise.all([runtime.close(), runtime.close()]);
      await expect(pending).resolves.toBe("ok");
      await expect(runtime.exec("Hi.")).rejects.toThrow(ConfigurationError);
      await expect(runtime.exec("Hi.")).rejects.toThrow(/closed/);
      await runtime.close();
    });

    // Idle pooled connections are unref'd: a script that never calls close() ends as soon as its work does,
    // not when the connections time out (4 s or more).
    it("lets a process that never calls close() exit once its calls are done", async () => {
      server().script({ reply: { text: "from the child" } });
      const child = await runIdleChild(target.idleChildScript, target.baseURL());
      expect(child).toMatchObject({ code: 0, text: "from the child" });
      expect(child.exitGapMs).toBeLessThan(3_000);
      expect(server().connections).toBe(1);
    }, 60_000);
  });
}

/** The call slots of a runtime's own pool (a private field), read as plain numbers. */
function slotsOf(runtime: Runtime): { limit: number; inUse: number; waiting: number } {
  const { slots } = (runtime as unknown as { pool: { slots: { limit: number; inUse: number; waiting: number } } }).pool;
  return { limit: slots.limit, inUse: slots.inUse, waiting: slots.waiting };
}

function burst(n: number, exec: () => Promise<unknown>): Promise<unknown[]> {
  return Promise.all(Array.from({ length: n }, exec));
}
