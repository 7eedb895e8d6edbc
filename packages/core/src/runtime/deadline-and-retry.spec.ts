import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { DecisionError } from "../errors/decision-error";
import { ProviderError } from "../errors/provider-error";
import { TimeoutError } from "../errors/timeout-error";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import { createDeadline } from "./deadline";
import { Runtime } from "./runtime";
import type { RetryInfo } from "./transport-retry";

const never = (): Promise<never> => new Promise(() => undefined);
const fast = { retry: { baseDelayMs: 1, maxDelayMs: 5 } };

describe("one deadline: timeoutMs and signal", () => {
  it("rejects with a TimeoutError when the first call outlives timeoutMs", async () => {
    const runtime = new ScriptedRuntime(() => never());
    const error = await decision.make("Pick.", { a: 1 }, { runtime, timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(20);
  });

  it("covers re-picks with the same budget: the first call and the re-pick share one deadline", async () => {
    class RepickRuntime extends Runtime {
      readonly signals: AbortSignal[] = [];
      protected override complete(request: ModelRequest): Promise<ModelResponse> {
        this.signals.push(request.signal);
        return this.signals.length === 1 ? Promise.resolve({ text: "bad reply" }) : never();
      }
    }
    const runtime = new RepickRuntime();
    // No timer in the test itself: the first reply is sent back at once, so the re-pick starts well inside
    // the budget even on a loaded machine, and the deadline's own timer ends the hanging re-pick.
    const error = await decision.make("Pick.", { a: 1 }, { runtime, timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(runtime.signals).toHaveLength(2);
    // The re-pick runs under the first call's deadline (its signal), not a fresh budget of its own.
    expect(runtime.signals[1]).toBe(runtime.signals[0]);
    expect(runtime.signals[0].aborted).toBe(true);
  });

  it("rejects with the signal's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const runtime = new ScriptedRuntime(() => never());
    const pending = runtime.exec("x", { signal: controller.signal });
    const reason = new Error("user cancelled");
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it("does not call the model when the signal is already aborted", async () => {
    const runtime = new ScriptedRuntime("x");
    const controller = new AbortController();
    controller.abort(new Error("early"));
    await expect(decision.make("Pick.", { a: 1 }, { runtime, signal: controller.signal })).rejects.toThrow("early");
  });

  it("hands the deadline's signal to the provider hook, which sees it abort", async () => {
    class SignalRuntime extends Runtime {
      readonly signals: AbortSignal[] = [];
      protected override complete(request: ModelRequest): Promise<ModelResponse> {
        this.signals.push(request.signal);
        return never();
      }
    }
    const runtime = new SignalRuntime();
    await expect(runtime.exec("x", { timeoutMs: 10 })).rejects.toBeInstanceOf(TimeoutError);
    expect(runtime.signals[0].aborted).toBe(true);
    expect(runtime.signals[0].reason).toBeInstanceOf(TimeoutError);
  });

  it("says a deadline never aborts only without a caller signal and a timeout", () => {
    const idle = createDeadline({});
    expect(idle.neverAborts).toBe(true);
    expect(idle.signal.aborted).toBe(false);
    idle.dispose();
    const timed = createDeadline({ timeoutMs: 1000 });
    expect(timed.neverAborts).toBe(false);
    timed.dispose();
    const watched = createDeadline({ signal: new AbortController().signal });
    expect(watched.neverAborts).toBe(false);
    watched.dispose();
  });

  it("makes the signal of a deadline that can never abort when it is first read: one of its own, never aborted", () => {
    const made = countAbortControllers();
    try {
      const idle = createDeadline({});
      const other = createDeadline({});
      expect(made.count).toBe(0);
      const signal = idle.signal;
      expect(made.count).toBe(1);
      expect(idle.signal).toBe(signal);
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(signal.aborted).toBe(false);
      expect(other.signal).not.toBe(signal);
      idle.dispose();
      other.dispose();
      expect(signal.aborted).toBe(false);
    } finally {
      made.restore();
    }
  });

  it("makes no AbortSignal for a decision or an exec whose provider never reads the signal it cannot abort", async () => {
    const runtime = new ScriptedRuntime(['{"call": "a"}', "done", "done"]);
    const made = countAbortControllers();
    try {
      await expect(decision.make("Pick.", { a: "A" }, { runtime })).resolves.toBe("A");
      await expect(runtime.exec("x")).resolves.toBe("done");
      expect(made.count).toBe(0);
      // With a timeout there is a signal to race and to abort.
      await expect(runtime.exec("x", { timeoutMs: 60_000 })).resolves.toBe("done");
      expect(made.count).toBe(1);
    } finally {
      made.restore();
    }
  });

  it("makes no AbortSignal for a tool call under a deadline that can never abort", async () => {
    const lookup = agenticFunction((orderId: string) => `Order ${orderId} shipped.`, { name: "lookup", params: { orderId: String } });
    const runtime = new ScriptedRuntime([{ text: "", toolCalls: [{ name: "lookup", args: { orderId: "A1" } }] }, "done"]);
    const made = countAbortControllers();
    try {
      await expect(runtime.exec("Where is A1?", { tools: [lookup] })).resolves.toBe("done");
      expect(runtime.requests[1].messages.at(-1)).toMatchObject({ role: "tool", content: expect.stringContaining("Order A1 shipped.") });
      expect(made.count).toBe(0);
    } finally {
      made.restore();
    }
  });

  it("awaits the provider without racing a signal that can never abort, and races one that can", async () => {
    class SignalRuntime extends Runtime {
      readonly signals: AbortSignal[] = [];
      protected override complete(request: ModelRequest): Promise<ModelResponse> {
        this.signals.push(request.signal);
        return Promise.resolve({ text: '{"call": "a"}' });
      }
    }
    const runtime = new SignalRuntime();
    await expect(decision.make("Pick.", { a: "A" }, { runtime })).resolves.toBe("A");
    await expect(runtime.exec("x")).resolves.toBe('{"call": "a"}');
    // Each operation still hands the provider a signal of its own, live, as the runtime contract says.
    expect(runtime.signals).toHaveLength(2);
    expect(runtime.signals[0]).not.toBe(runtime.signals[1]);
    expect(runtime.signals.every((s) => s instanceof AbortSignal && !s.aborted)).toBe(true);

    // A caller that claims a never-aborting signal for one that aborts loses only the race: the provider
    // still sees its signal abort.
    const controller = new AbortController();
    const lying = new SignalRuntime();
    const request = { messages: [{ role: "user" as const, content: "x" }], tools: [], signal: controller.signal };
    controller.abort(new Error("stop"));
    await expect(lying.callModel(request, { signalNeverAborts: true })).resolves.toMatchObject({ text: '{"call": "a"}' });
    await expect(lying.callModel(request)).rejects.toThrow("stop");
  });

  it("tells the provider hook whether the signal it gets can never abort", async () => {
    class HintRuntime extends Runtime {
      readonly hints: Array<boolean | undefined> = [];
      protected override complete(_request: ModelRequest, signalNeverAborts?: boolean): Promise<ModelResponse> {
        this.hints.push(signalNeverAborts);
        return Promise.resolve({ text: '{"call": "a"}' });
      }
    }
    const runtime = new HintRuntime();
    await decision.make("Pick.", { a: "A" }, { runtime });
    await decision.make("Pick.", { a: "A" }, { runtime, timeoutMs: 60_000 });
    await decision.make("Pick.", { a: "A" }, { runtime, signal: new AbortController().signal });
    expect(runtime.hints).toEqual([true, undefined, undefined]);
  });

  it("rejects a negative timeoutMs", async () => {
    const runtime = new ScriptedRuntime("x");
    await expect(runtime.exec("x", { timeoutMs: -1 })).rejects.toBeInstanceOf(RangeError);
  });
});

describe("transport retries", () => {
  it("retries a retryable ProviderError, reports it through onRetry, and never re-picks for it", async () => {
    let calls = 0;
    const runtime = new ScriptedRuntime(() => {
      calls++;
      if (calls < 3) throw new ProviderError("rate limited", { status: 429, retryable: true, retryAfterMs: 2 });
      return '{"call": "a"}';
    }, fast);
    const retries: RetryInfo[] = [];
    await expect(decision.make("Pick.", { a: "A" }, { runtime, onRetry: (i) => retries.push(i) })).resolves.toBe("A");
    expect(retries.map((r) => [r.attempt, r.delayMs, r.error.status])).toEqual([
      [1, 2, 429],
      [2, 2, 429],
    ]);
    const modelCall = runtime.trace.nodes.find((n) => n.kind === "model_call");
    expect(modelCall?.data.retries).toBe(2);
    expect(runtime.trace.nodes.filter((n) => n.kind === "repick")).toHaveLength(0);
  });

  it("retries a hook that throws synchronously, counting the retry on the node, and fails the node when onText throws", async () => {
    let calls = 0;
    class SyncRuntime extends Runtime {
      protected override complete(): Promise<ModelResponse> {
        calls++;
        if (calls === 1) throw new ProviderError("reset", { retryable: true, retryAfterMs: 1 });
        return Promise.resolve({ text: "ok" });
      }
    }
    const runtime = new SyncRuntime();
    const request = { messages: [{ role: "user" as const, content: "x" }], tools: [], signal: new AbortController().signal };
    await expect(runtime.callModel(request, { signalNeverAborts: true })).resolves.toMatchObject({ text: "ok" });
    expect(calls).toBe(2);
    expect(runtime.trace.nodes.find((n) => n.kind === "model_call")).toMatchObject({ status: "ok", data: { retries: 1, reply: "ok" } });

    const onText = (): void => {
      throw new Error("listener broke");
    };
    await expect(runtime.callModel({ ...request, onText }, { signalNeverAborts: true })).rejects.toThrow("listener broke");
    expect(runtime.trace.nodes.filter((n) => n.kind === "model_call")[1]).toMatchObject({ status: "error", data: { retries: 0 } });
  });

  it("gives up after maxRetries and throws the provider error itself", async () => {
    const runtime = new ScriptedRuntime(() => {
      throw new ProviderError("upstream down", { status: 503, retryable: true });
    }, { retry: { maxRetries: 1, baseDelayMs: 1 } });
    const error = await runtime.exec("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).not.toBeInstanceOf(DecisionError);
    expect(runtime.requests).toHaveLength(2);
  });

  it("does not retry a non-retryable error", async () => {
    const runtime = new ScriptedRuntime(() => {
      throw new ProviderError("bad key", { status: 401 });
    }, fast);
    await expect(runtime.exec("x")).rejects.toThrow("bad key");
    expect(runtime.requests).toHaveLength(1);
  });

  it("does not turn a network error during a re-pick into another re-pick", async () => {
    const rt = new ScriptedRuntime((_request, index) => {
      if (index === 0) return "bad";
      throw new Error("socket hang up");
    });
    await expect(decision.make("Pick.", { a: 1 }, { runtime: rt, maxRetries: 3 })).rejects.toThrow("socket hang up");
    expect(rt.requests).toHaveLength(2);
  });
});

describe("the trace of a decision", () => {
  it("records the decision, its model calls, the re-pick, and the chosen option with validated args", async () => {
    const runtime = new ScriptedRuntime([
      { text: '{"call": "note", "args": {}}', usage: { inputTokens: 10, outputTokens: 3 } },
      { text: '{"call": "note", "args": {"body": "hi", "junk": 1}}', usage: { inputTokens: 20, outputTokens: 4 } },
    ]);
    await decision.make("Pick.", { note: ["A note.", { body: String }] }, { runtime });
    const [root] = runtime.trace.roots();
    expect(root).toMatchObject({ kind: "decision", status: "ok", data: { chosen: "note", args: { body: "hi" }, attempts: 2 } });
    expect(root.data.usage).toEqual({ inputTokens: 30, outputTokens: 7 });
    const children = runtime.trace.children(root.id);
    expect(children.map((c) => c.kind)).toEqual(["model_call", "repick"]);
    expect(children[0].data.prompt).toContain("note(body: string)");
    expect(children[0].data.reply).toBe('{"call": "note", "args": {}}');
    expect(children[1].data.problem).toMatchObject({ kind: "missing_required" });
    const [repickCall] = runtime.trace.children(children[1].id);
    expect(repickCall).toMatchObject({ kind: "model_call", data: { purpose: "repick", usage: { inputTokens: 20, outputTokens: 4 } } });
    expect(typeof repickCall.durationMs).toBe("number");
    expect(() => JSON.stringify(runtime.trace)).not.toThrow();
  });

  it("records a failed decision as an error node", async () => {
    const runtime = new ScriptedRuntime("nothing");
    await decision.make("Pick.", { a: 1 }, { runtime, maxRetries: 0 }).catch(() => undefined);
    expect(runtime.trace.roots()[0]).toMatchObject({ status: "error", error: { name: "DecisionError" } });
  });
});

/** Counts the AbortControllers made until `restore()` (which puts the global back). */
function countAbortControllers(): { readonly count: number; restore(): void } {
  const Original = globalThis.AbortController;
  const counter = { count: 0, restore: () => void (globalThis.AbortController = Original) };
  globalThis.AbortController = class extends Original {
    constructor() {
      super();
      counter.count++;
    }
  };
  return counter;
}
