import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { runWithRuntime } from "../runtime/ambient-scope";
import { MemoryStore } from "./memory-store";
import type { StoredTraceNode } from "../trace/stored-trace-node";
import { Trace } from "../trace/trace";

const usage = { inputTokens: 10, outputTokens: 3 };

/** A top-level agentic function that makes two decisions: one run with a function root. */
function triage(): (ticket: string) => Promise<unknown> {
  return agenticFunction(
    async (ticket: string) => {
      const first = await decision.make(`Route ${ticket}`, { billing: "billing", tech: "tech" });
      const second = await decision.make("Urgent?", { yes: true, no: false });
      return { first, second };
    },
    { name: "triage", params: { ticket: "the ticket" } },
  );
}

describe("MemoryStore", () => {
  it("receives every node at start and at end, grouped into runs by root", async () => {
    const store = new MemoryStore();
    const writes: StoredTraceNode[] = [];
    const spy = store.writeNode.bind(store);
    store.writeNode = (n) => (writes.push(n), spy(n));
    const runtime = new ScriptedRuntime([{ text: '{"call": "tech"}', usage }, { text: '{"call": "no"}', usage }], { store });
    await runWithRuntime(runtime, () => triage()("T-1"));
    expect(writes).toHaveLength(2 * runtime.trace.nodes.length);
    expect(new Set(writes.map((w) => w.runId)).size).toBe(1);
    expect(writes.every((w) => w.pid === process.pid)).toBe(true);

    const [summary] = await store.listRuns();
    expect(summary).toMatchObject({
      root: { kind: "function", name: "triage" },
      status: "ok",
      decisions: 2,
      modelCalls: 2,
      tokens: { input: 20, output: 6, total: 26 },
      nodes: runtime.trace.nodes.length,
    });
    expect(summary.durationMs).toBeGreaterThanOrEqual(0);
    const run = await store.getRun(summary.runId);
    expect(run?.nodes.map((n) => n.id)).toEqual(runtime.trace.nodes.map((n) => n.id));
    expect(run?.nodes.map((n) => n.status)).toEqual(runtime.trace.nodes.map(() => "ok"));
  });

  it("gives every top-level decision its own run, with distinct UUID run ids", async () => {
    const store = new MemoryStore();
    const runtime = new ScriptedRuntime('{"call": "a"}', { store });
    for (let i = 0; i < 3; i++) await decision.make("Pick.", { a: 1, b: 2 }, { runtime });
    const runs = await store.listRuns();
    expect(runs).toHaveLength(3);
    expect(new Set(runs.map((r) => r.runId)).size).toBe(3);
    for (const r of runs) expect(r.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(runs.every((r) => r.root.kind === "decision" && r.nodes === 2)).toBe(true);
  });

  it("filters runs by status, time and limit, newest first", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store });
    const ok = trace.start("exec", "one");
    trace.end(ok);
    const failed = trace.start("exec", "two");
    trace.fail(failed, new Error("boom"));
    trace.start("exec", "three");
    const names = async (f?: Parameters<MemoryStore["listRuns"]>[0]) => (await store.listRuns(f)).map((r) => r.root.name);
    expect(await names({ status: "error" })).toEqual(["two"]);
    expect(await names({ status: "running" })).toEqual(["three"]);
    expect((await names()).sort()).toEqual(["one", "three", "two"]);
    expect(await names({ limit: 1 })).toHaveLength(1);
    expect(await names({ since: Date.now() + 60_000 })).toEqual([]);
    expect(await names({ until: new Date(0) })).toEqual([]);
  });

  it("serves live updates: nodesSince returns what was started or changed after a seq", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store });
    const root = trace.start("function", "root");
    const runId = trace.runIdOf(root.id)!;
    const first = await store.nodesSince(runId, 0);
    expect(first.map((n) => [n.name, n.status])).toEqual([["root", "running"]]);
    const child = trace.start("model_call", "m", {}, root.id);
    trace.end(child);
    const next = await store.nodesSince(runId, first[0].seq);
    expect(next.map((n) => [n.name, n.status])).toEqual([["m", "ok"]]);
    trace.end(root);
    const last = await store.nodesSince(runId, next[0].seq);
    expect(last.map((n) => [n.name, n.status])).toEqual([["root", "ok"]]);
    expect(last[0].seq).toBeGreaterThan(next[0].seq);
  });

  it("keeps what it stored unchanged when the live node changes later", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store });
    const node = trace.start("model_call", "m", { retries: 0 });
    (node.data.retries as number)++;
    const run = await store.getRun(trace.runIdOf(node.id)!);
    expect(run?.nodes[0].data.retries).toBe(0);
    expect(run?.nodes[0].status).toBe("running");
  });

  it("keeps at most maxRuns runs and ignores writes after close", async () => {
    const store = new MemoryStore({ maxRuns: 2 });
    const trace = new Trace({ store });
    for (const name of ["a", "b", "c"]) trace.end(trace.start("exec", name));
    expect((await store.listRuns()).map((r) => r.root.name).sort()).toEqual(["b", "c"]);
    await store.close();
    trace.end(trace.start("exec", "d"));
    expect(await store.listRuns()).toHaveLength(2);
    expect(await store.getRun("nope")).toBeUndefined();
  });

  it("keeps a child in its parent's run after the parent left the in-memory trace", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store, maxNodes: 2 });
    const root = trace.start("function", "long");
    for (let i = 0; i < 3; i++) trace.end(trace.start("model_call", `m${i}`, {}, root.id));
    expect(trace.get(root.id)).toBeUndefined();
    trace.end(root);
    const runs = await store.listRuns();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ root: { name: "long" }, status: "ok", nodes: 4 });
  });
});

describe("Runtime store option", () => {
  it("shares one store between runtimes and refuses a store beside a Trace instance that lacks it", async () => {
    const store = new MemoryStore();
    const a = new ScriptedRuntime('{"call": "x"}', { store });
    const b = new ScriptedRuntime('{"call": "x"}', { store });
    await decision.make("Pick.", { x: 1 }, { runtime: a });
    await decision.make("Pick.", { x: 1 }, { runtime: b });
    expect(await store.listRuns()).toHaveLength(2);
    expect(() => new ScriptedRuntime("", { trace: new Trace(), store })).toThrow(/new Trace\(\{ store \}\)/);
    expect(new ScriptedRuntime("", { trace: new Trace({ store }), store }).trace.store).toBe(store);
  });
});
