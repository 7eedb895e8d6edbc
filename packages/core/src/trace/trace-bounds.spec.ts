import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { MemoryStore } from "../runs/memory-store";
import { preview } from "./preview";
import { Trace } from "./trace";

const MB = 1_000_000;
const huge = (c: string): string => c.repeat(MB);

describe("trace node bounds", () => {
  it("keeps a decision with a 1 MB reply to kilobytes of trace, in memory and in the store", async () => {
    const store = new MemoryStore();
    const runtime = new ScriptedRuntime(`${huge("x")}\n{"call": "close", "args": {}}`, { store });
    await decision.make(`Classify: ${huge("p")}`, { close: "closed", keep: "kept" }, { runtime });
    const memory = JSON.stringify(runtime.trace).length;
    expect(memory).toBeLessThan(20_000);
    const [run] = await store.listRuns();
    const stored = JSON.stringify((await store.getRun(run.runId))?.nodes).length;
    expect(stored).toBeLessThan(20_000);
    const call = runtime.trace.nodes.find((n) => n.kind === "model_call");
    expect(String(call?.data.reply)).toHaveLength(2001);
    expect(String(call?.data.reply).endsWith("…")).toBe(true);
  });

  it("caps every data value, whoever records it, at previewChars (at start, at end and when set directly)", () => {
    const trace = new Trace({ previewChars: 100 });
    const node = trace.start("function", "f", { args: { text: huge("a"), n: 1 }, list: Array.from({ length: 10_000 }, (_, i) => i) });
    expect(JSON.stringify(node.data).length).toBeLessThan(400);
    expect((node.data.args as { n: number }).n).toBe(1);
    node.data.late = huge("b");
    trace.end(node, { result: huge("c") });
    expect(JSON.stringify(node).length).toBeLessThan(700);
    expect(String(node.data.late)).toHaveLength(101);
  });

  it("bounds again at the end a value replaced directly on node.data while the node ran", () => {
    const trace = new Trace({ previewChars: 100 });
    const node = trace.start("decision", "d", { args: "small", options: ["a", "b"] });
    const options = node.data.options;
    node.data.args = { text: huge("t") };
    trace.end(node);
    expect(JSON.stringify(node.data.args).length).toBeLessThan(200);
    expect(node.data.options).toBe(options);
  });

  it("records a value bounded at once, and keeps that copy at the end instead of bounding it again", () => {
    const trace = new Trace({ previewChars: 100 });
    const node = trace.start("decision", "d", { menu: "m" });
    const args = { text: huge("a"), n: 1 };
    trace.record(node, "args", args);
    const recorded = node.data.args;
    expect(JSON.stringify(recorded).length).toBeLessThan(200);
    args.n = 2;
    trace.end(node);
    expect(node.data.args).toBe(recorded);
    expect((node.data.args as { n: number }).n).toBe(1);
  });

  it("starts a node with a recorded key: bounded once, kept at the end, and in the store's start write", () => {
    const written: Record<string, unknown>[] = [];
    const store = { writeNode: (n: { data: Record<string, unknown> }) => void written.push(n.data), flush: async () => {}, close: async () => {} };
    for (const trace of [new Trace({ previewChars: 100 }), new Trace({ previewChars: 100, store: store as unknown as MemoryStore })]) {
      const args = { text: huge("a"), n: 1 };
      const node = trace.startRecorded("function", "f", "args", args, 7);
      expect(node).toMatchObject({ kind: "function", name: "f", status: "running", parentId: 7 });
      const recorded = node.data.args;
      expect(JSON.stringify(recorded).length).toBeLessThan(200);
      args.n = 2;
      trace.end(node, { result: huge("r") });
      expect(node.data.args).toBe(recorded);
      expect(Object.keys(node.data)).toEqual(["args", "result"]);
      expect(String(node.data.result).length).toBeLessThan(200);
      const replaced = trace.startRecorded("function", "g", "args", { n: 1 });
      replaced.data.args = { text: huge("b") };
      trace.end(replaced);
      expect(JSON.stringify(replaced.data.args).length).toBeLessThan(200);
    }
    expect(written.map((d) => Object.keys(d))).toEqual([["args"], ["args", "result"], ["args"], ["args"]]);
    expect(written[0]!.args).toEqual({ text: expect.any(String), n: 1 });
  });

  it("bounds again at the end a recorded key replaced since, and a key recorded before another", () => {
    const trace = new Trace({ previewChars: 100 });
    const node = trace.start("decision", "d", {});
    trace.record(node, "args", { n: 1 });
    node.data.args = { text: huge("b") };
    trace.record(node, "first", { x: 1 });
    const first = node.data.first;
    trace.record(node, "second", { y: 2 });
    const second = node.data.second;
    trace.end(node);
    expect(JSON.stringify(node.data.args).length).toBeLessThan(200);
    expect(node.data.first).toEqual({ x: 1 });
    expect(node.data.first).not.toBe(first);
    expect(node.data.second).toBe(second);
  });

  it("honours a larger previewChars end to end (callers do not cut first)", async () => {
    const runtime = new ScriptedRuntime(`${"r".repeat(5000)}\n{"call": "pick", "args": {"text": "${"t".repeat(5000)}"}}`, {
      trace: { previewChars: 8000 },
    });
    const pick = agenticFunction((text: string) => text.length, { name: "pick", params: { text: "the text" } });
    await decision.make("Pick.", { pick }, { runtime });
    const byKind = (k: string) => runtime.trace.nodes.find((n) => n.kind === k)!;
    expect(String(byKind("model_call").data.reply).length).toBeGreaterThan(5000);
    expect(String((byKind("decision").data.args as { text: string }).text)).toHaveLength(5000);
    expect(String((byKind("function").data.args as { text: string }).text)).toHaveLength(5000);
  });

  it("bounds a tool call's arguments and result", async () => {
    const echo = agenticFunction((text: string) => text + huge("r"), { name: "echo", params: { text: "the text" } });
    // 200 KB of arguments: far beyond the 300-char preview, still inside validation's maxArgsSize (256 KiB),
    // so the call runs and its node must hold a preview, not the arguments.
    const args = { text: "a".repeat(200_000) };
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "echo", args }] }, "done"], { trace: { previewChars: 300 } });
    await runtime.exec("Echo.", { tools: [echo] });
    const tool = runtime.trace.nodes.find((n) => n.kind === "tool_call")!;
    expect(JSON.stringify(tool.data).length).toBeLessThan(1000);
    expect(String(tool.data.result)).toHaveLength(301);
    expect(JSON.stringify(runtime.trace).length).toBeLessThan(6000);
  });

  it("bounds error messages and names too", () => {
    const trace = new Trace({ previewChars: 50 });
    const node = trace.start("tool_call", huge("n"));
    trace.fail(node, new Error(huge("e")));
    expect(node.name.length).toBeLessThanOrEqual(201);
    expect(node.error?.message).toHaveLength(51);
  });
});

describe("preview", () => {
  it("returns small JSON values as copies and never references", () => {
    const value = { a: [1, 2], b: { c: "d" } };
    const copy = preview(value) as typeof value;
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.b).not.toBe(value.b);
  });

  it("keeps a large plain object key by key, each value within its share", () => {
    const out = preview({ a: huge("a"), b: "short", c: { deep: huge("d") } }, 300) as Record<string, string>;
    expect(Object.keys(out)).toEqual(["a", "b", "c"]);
    expect(out.b).toBe("short");
    expect(out.a.length).toBeLessThanOrEqual(101);
    expect(typeof out.c).toBe("string");
    expect(JSON.stringify(out).length).toBeLessThan(400);
  });

  it("summarizes objects with very many keys instead of listing them", () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const out = preview(many, 320) as Record<string, unknown>;
    expect(out["…"]).toBe(`${10_000 - 10} more keys`);
    expect(JSON.stringify(out).length).toBeLessThan(700);
  });

  it("copies flat lists and records as they are, and previews them as text once they are too long", () => {
    const names = ["lookupOrder", "refund", "close"];
    const copy = preview(names, 100);
    expect(copy).toEqual(names);
    expect(copy).not.toBe(names);
    // A frozen flat list cannot change: it is kept as it is, while it fits.
    const frozen = Object.freeze([...names, 1, true, null]);
    expect(preview(frozen, 300)).toBe(frozen);
    expect(preview(Object.freeze(Array.from({ length: 100 }, (_, i) => `name-${i}`)), 100)).toHaveLength(101);
    expect(preview(Object.freeze(["a", { b: 1 }]), 100)).toEqual(["a", { b: 1 }]);
    expect(preview(Object.freeze(["a", undefined]), 100)).toEqual(["a", null]);
    expect(preview({ inputTokens: 10, outputTokens: 3, done: true, none: null }, 100)).toEqual({ inputTokens: 10, outputTokens: 3, done: true, none: null });
    const long = Array.from({ length: 100 }, (_, i) => `name-${i}`);
    const cut = preview(long, 100) as string;
    expect(cut).toHaveLength(101);
    expect(cut.startsWith('["name-0","name-1"')).toBe(true);
    const proto = preview(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'), 100) as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never cuts a surrogate pair in half", () => {
    const text = `${"a".repeat(9)}😀😀`;
    expect(preview(text, 10)).toBe(`${"a".repeat(9)}…`);
    expect(preview(text, 11)).toBe(`${"a".repeat(9)}😀…`);
  });

  it("describes values JSON cannot hold", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(preview(cyclic)).toBe("[[object Object]]");
    expect(preview(() => 1)).toBe("[function]");
  });
});
