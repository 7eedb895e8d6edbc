import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { DecisionError } from "../errors/decision-error";
import { renderOptions } from "../menu/render-options";
import { normalizeOptions } from "./normalize-options";
import { option } from "./option-helper";
import type { ListOptionItem, OptionHandler, Options } from "./options-types";

// A container reused across decisions may be changed between them; every decision must see exactly the
// options it holds now, while an unchanged container keeps its cached, already-checked set.
const names = (options: Options): string[] => normalizeOptions(options).options.map((o) => o.name);

describe("normalizeOptions on a reused container", () => {
  it("returns the cached set while the container is unchanged", () => {
    const options = { retry: () => "R", skip: "SKIPPED", abort: [{}, "Pick when stuck."] };
    const first = normalizeOptions(options);
    expect(normalizeOptions(options)).toBe(first);
    expect(renderOptions(options)).toBe(renderOptions(first));
  });

  it("sees an option removed from, added to or replaced in a dict", () => {
    const options: Record<string, OptionHandler> = { a: "A", b: "B" };
    const first = normalizeOptions(options);
    delete options.b;
    expect(names(options)).toEqual(["a"]);
    options.c = "C";
    expect(names(options)).toEqual(["a", "c"]);
    options.a = "A2";
    expect(normalizeOptions(options).byName.get("a")).toMatchObject({ kind: "value", value: "A2" });
    expect(first.options.map((o) => o.name)).toEqual(["a", "b"]); // a set already handed out never changes
  });

  it("sees a key replaced by another with the same handler, and a reordering", () => {
    const handler = "SAME";
    const options: Record<string, OptionHandler> = { a: handler };
    normalizeOptions(options);
    delete options.a;
    options.b = handler;
    expect(names(options)).toEqual(["b"]);
    const ordered: Record<string, OptionHandler> = { x: 1, y: 2 };
    normalizeOptions(ordered);
    delete ordered.x;
    ordered.x = 1;
    expect(names(ordered)).toEqual(["y", "x"]);
  });

  it("sees items pushed, spliced or replaced in a list", () => {
    const list: ListOptionItem[] = ["done", ["escalate", "Hand over."]];
    normalizeOptions(list);
    list.push("retry");
    expect(names(list)).toEqual(["done", "escalate", "retry"]);
    list.splice(0, 1);
    expect(names(list)).toEqual(["escalate", "retry"]);
    list[1] = "skip";
    expect(names(list)).toEqual(["escalate", "skip"]);
  });

  it("sees a tuple handler changed in place", () => {
    const signal = { stop: true };
    const options = { abort: [signal, "Pick when stuck."] as unknown[] };
    normalizeOptions(options);
    options.abort[1] = "Pick when nothing else works.";
    expect(normalizeOptions(options).byName.get("abort")?.description).toBe("Pick when nothing else works.");
    options.abort[0] = "STOP";
    expect(normalizeOptions(options).byName.get("abort")).toMatchObject({ kind: "value", value: "STOP" });
  });

  it("reads only own keys of a dict whose prototype has enumerable ones, every time", () => {
    const options = Object.create({ inherited: "X" }) as Record<string, OptionHandler>;
    options.a = "A";
    expect(names(options)).toEqual(["a"]);
    expect(names(options)).toEqual(["a"]);
    options.b = "B";
    expect(names(options)).toEqual(["a", "b"]);
  });

  it("checks a changed container again: a broken option now fails before any model call", () => {
    const options: Record<string, OptionHandler> = { a: "A" };
    normalizeOptions(options);
    options["bad name"] = "B";
    expect(() => normalizeOptions(options)).toThrow(/bad name/);
  });
});

describe("decision.make with a reused container", () => {
  it("never calls an option removed since the last decision, and offers one added since", async () => {
    const calls: string[] = [];
    const refund = agenticFunction(() => calls.push("refund"), { name: "refund", params: {} });
    const close = agenticFunction(() => calls.push("close"), { name: "close", params: {} });
    const options: Record<string, OptionHandler> = { refund, close, done: "DONE" };
    const first = new ScriptedRuntime(['{"call": "refund"}']);
    await decision.make("Pick.", options, { runtime: first });
    expect(calls).toEqual(["refund"]);

    delete options.refund;
    options.later = option.value("LATER");
    const runtime = new ScriptedRuntime(['{"call": "refund"}', '{"call": "later"}']);
    const error = await decision.make("Pick.", options, { runtime, maxRetries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as DecisionError).kind).toBe("unknown_call");
    expect((error as DecisionError).options).toEqual(["close", "done", "later"]);
    expect(calls).toEqual(["refund"]);
    expect(runtime.requests[0].text).not.toContain("refund(");
    expect(runtime.requests[0].text).toContain("later()");
    await expect(decision.make("Pick.", options, { runtime })).resolves.toBe("LATER");
  });

  it("runs the handler a key holds now, not the one it held before", async () => {
    const options: Record<string, OptionHandler> = { go: agenticFunction(() => "old", { name: "go", params: {} }) };
    await decision.make("Pick.", options, { runtime: new ScriptedRuntime(['{"call": "go"}']) });
    options.go = agenticFunction(() => "new", { name: "go", params: {} });
    await expect(decision.make("Pick.", options, { runtime: new ScriptedRuntime(['{"call": "go"}']) })).resolves.toBe("new");
  });
});

describe("normalizeOptions on a menu written inline (a new container every call)", () => {
  const refund = agenticFunction((orderId: string) => ({ orderId }), { name: "refund", params: { orderId: String } });

  it("reuses the set of the same shape, and its menu", () => {
    const inline = () => ({ refund, done: "DONE", close: [{ status: "closed" }, "Close it."] as const });
    const first = normalizeOptions(inline());
    const closed = first.byName.get("close");
    // The tuple handler is a new array each call, so that shape is read afresh; a shared tuple is not.
    const tuple = [{ status: "closed" }, "Close it."] as const;
    const a = normalizeOptions({ refund, done: "DONE", close: tuple });
    expect(normalizeOptions({ refund, done: "DONE", close: tuple })).toBe(a);
    expect(closed).toBeDefined();
    expect(renderOptions({ refund, done: "DONE", close: tuple })).toBe(renderOptions(a));
  });

  it("binds the values of this call: a value option resolves to the object passed now, by reference", async () => {
    const runtime = new ScriptedRuntime('{"call": "close", "args": {}}');
    const seen: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const value = { status: "closed", i };
      const set = normalizeOptions({ refund, close: value, done: "DONE" });
      expect(set.byName.get("close")).toMatchObject({ kind: "value", value });
      expect(Object.keys(set)).toEqual(["options", "byName"]);
      expect(Object.isFrozen(set) && Object.isFrozen(set.options)).toBe(true);
      seen.push(await decision.make("Pick.", { refund, close: value, done: "DONE" }, { runtime }));
      expect(seen[i]).toBe(value);
    }
    // One menu for all three calls: the values never show in it.
    expect(new Set(runtime.requests.map((r) => r.text)).size).toBe(1);
  });

  it("never takes a dict for a list with the same parts", () => {
    expect(normalizeOptions(["done", "later"]).options.map((o) => o.kind)).toEqual(["name", "name"]);
    const dict = normalizeOptions({ done: "later" });
    expect(dict.options).toEqual([expect.objectContaining({ kind: "value", name: "done", value: "later" })]);
  });

  it("reads a changed shape afresh: another function, a key renamed, a value turned into a function", () => {
    const other = agenticFunction(() => "other", { name: "other" });
    expect(names({ refund, done: "DONE" })).toEqual(["refund", "done"]);
    expect(names({ refund, finished: "DONE" })).toEqual(["refund", "finished"]);
    expect(normalizeOptions({ refund: other, done: "DONE" }).byName.get("refund")).toMatchObject({ kind: "function", fn: other });
    expect(normalizeOptions({ refund, done: () => "now a function" }).byName.get("done")).toMatchObject({ kind: "function" });
    expect(() => normalizeOptions({ refund, done: undefined as unknown as string })).toThrow(/no handler/);
  });
});
