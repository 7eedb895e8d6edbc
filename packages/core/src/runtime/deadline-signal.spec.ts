// Runtime.exec runs the exec turn the package entry installs; this spec imports the runtime's own file.
import "../exec/install-exec-engine";
import { decision } from "../decision/decision";
import { createDeadline } from "./deadline";
import { withDeadlineSignal } from "./deadline-signal";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import { Runtime } from "./runtime";

describe("withDeadlineSignal", () => {
  it("gives a request of a deadline that can never abort an own, enumerable signal read from the deadline when read", () => {
    const deadline = createDeadline({});
    const request = withDeadlineSignal({ model: "m", messages: [] }, deadline);
    const descriptor = Object.getOwnPropertyDescriptor(request, "signal");
    expect(descriptor).toMatchObject({ enumerable: true, get: expect.any(Function) });
    expect(request.signal).toBe(deadline.signal);
    expect(request.signal.aborted).toBe(false);
    // What a spread, the keys and an equality check see: the fields and the signal, nothing else.
    expect(Object.keys(request)).toEqual(["model", "messages", "signal"]);
    expect({ ...request }).toEqual({ model: "m", messages: [], signal: deadline.signal });
    expect(request).toEqual({ model: "m", messages: [], signal: deadline.signal });
  });

  it("shares one getter between requests, so they keep one shape (a getter per request puts each in dictionary mode)", () => {
    const a = withDeadlineSignal({ model: "a", messages: [] }, createDeadline({}));
    const b = withDeadlineSignal({ model: "b", messages: [] }, createDeadline({}));
    expect(Object.getOwnPropertyDescriptor(a, "signal")?.get).toBe(Object.getOwnPropertyDescriptor(b, "signal")?.get);
    expect(a.signal).not.toBe(b.signal);
  });

  it("gives a request of a deadline with a timeout or a caller signal that signal, as a plain property", () => {
    const controller = new AbortController();
    const deadline = createDeadline({ signal: controller.signal, timeoutMs: 60_000 });
    try {
      const request = withDeadlineSignal({ model: "m" }, deadline);
      expect(Object.getOwnPropertyDescriptor(request, "signal")).toMatchObject({ value: deadline.signal, enumerable: true, writable: true });
      controller.abort(new Error("stop"));
      expect(request.signal.aborted).toBe(true);
    } finally {
      deadline.dispose();
    }
  });

  it("is what a decision's and an exec's first request carry: a provider that copies the request keeps a live signal", async () => {
    class CopyingRuntime extends Runtime {
      readonly copies: ModelRequest[] = [];
      readonly getters: unknown[] = [];
      protected override complete(request: ModelRequest): Promise<ModelResponse> {
        this.getters.push(Object.getOwnPropertyDescriptor(request, "signal")?.get);
        this.copies.push({ ...request });
        return Promise.resolve({ text: '{"call": "a"}' });
      }
    }
    const runtime = new CopyingRuntime();
    await expect(decision.make("Pick.", { a: "A" }, { runtime })).resolves.toBe("A");
    await expect(runtime.exec("x")).resolves.toBe('{"call": "a"}');
    expect(runtime.copies).toHaveLength(2);
    // Both read through the one shared getter (not a getter written in each request's literal).
    expect(runtime.getters[0]).toEqual(expect.any(Function));
    expect(runtime.getters[1]).toBe(runtime.getters[0]);
    for (const copy of runtime.copies) {
      expect(Object.getOwnPropertyDescriptor(copy, "signal")?.value).toBeInstanceOf(AbortSignal);
      expect(copy.signal.aborted).toBe(false);
    }
  });

  it("is what a re-pick and a format re-ask carry too: every request of an operation reads through the one getter", async () => {
    class RepliesRuntime extends Runtime {
      readonly getters: unknown[] = [];
      constructor(private readonly replies: string[]) {
        super();
      }
      protected override complete(request: ModelRequest): Promise<ModelResponse> {
        this.getters.push(Object.getOwnPropertyDescriptor(request, "signal")?.get);
        return Promise.resolve({ text: this.replies[this.getters.length - 1] });
      }
    }
    const picking = new RepliesRuntime(["no pick here", '{"call": "a"}']);
    await expect(decision.make("Pick.", { a: "A" }, { runtime: picking })).resolves.toBe("A");
    const formatting = new RepliesRuntime(["not JSON", '{"name": "Ada"}']);
    await expect(formatting.exec("Who?", { responseFormat: { name: String } })).resolves.toEqual({ name: "Ada" });
    const getters = [...picking.getters, ...formatting.getters];
    expect(getters).toHaveLength(4);
    expect(getters[0]).toEqual(expect.any(Function));
    expect(new Set(getters).size).toBe(1);
  });
});
