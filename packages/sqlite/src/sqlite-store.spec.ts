import "reflect-metadata";
import { openDatabase } from "./open-database";
import type { SqliteConnection } from "./sqlite-connection";
import { agenticFunction, decision, MemoryStore, runWithRuntime, Trace, type StoredTraceNode, type TraceNode } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

const usage = { inputTokens: 10, outputTokens: 3 };
/** How many node states the file holds, read through its own connection. */
const storedNodes = (db: SqliteConnection): number =>
  (db.prepare("SELECT coalesce(sum(json_array_length(nodes)), 0) AS n FROM trace_batches").get() as { n: number }).n;
const stores: SqliteStore[] = [];
const open = (path = tempDbPath(), options?: ConstructorParameters<typeof SqliteStore>[1]): SqliteStore => {
  const store = new SqliteStore(path, options);
  stores.push(store);
  return store;
};
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});
/** Waits, turn by turn, until the write thread has stored what `done` looks for (at most 20 000 turns). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 20_000 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
}

describeEachDriver("SqliteStore", (driver) => {
  it("stores a runtime's run: summary with counts and tokens, nodes in start order, as recorded in memory", async () => {
    const store = open();
    const runtime = new ScriptedRuntime([{ text: '{"call": "tech"}', usage }, { text: '{"call": "no"}', usage }], { store });
    const triage = agenticFunction(
      async (ticket: string) => [await decision.make(`Route ${ticket}`, { billing: 1, tech: 2 }), await decision.make("Urgent?", { yes: true, no: false })],
      { name: "triage", params: { ticket: "the ticket" } },
    );
    await runWithRuntime(runtime, () => triage("T-1"));
    const runs = await store.listRuns();
    expect(runs).toHaveLength(1);
    const run = await store.getRun(runs[0].runId);
    const strip = ({ seq, pid, runId, ...node }: StoredTraceNode) => node;
    expect(run?.nodes.map(strip)).toEqual(JSON.parse(JSON.stringify(runtime.trace)));
    // The summary SQL agrees with core's reference summary of the same nodes (MemoryStore's, tested in core).
    const reference = new MemoryStore();
    for (const node of run?.nodes ?? []) reference.writeNode(node);
    expect(runs[0]).toEqual((await reference.listRuns())[0]);
    expect(run?.summary).toEqual(runs[0]);
    expect(runs[0]).toMatchObject({ root: { name: "triage" }, decisions: 2, tokens: { total: 26 } });
    expect(run?.nodes.every((n) => n.pid === process.pid && n.runId === runs[0].runId)).toBe(true);
  });

  it("keeps a decision with a 1 MB reply to a few KiB per stored node", async () => {
    const path = tempDbPath();
    const store = open(path);
    const runtime = new ScriptedRuntime(`${"x".repeat(1_000_000)}\n{"call": "close"}`, { store });
    await decision.make(`Classify ${"p".repeat(1_000_000)}`, { close: 1, keep: 2 }, { runtime });
    await store.flush();
    const db = openDatabase(path, { readOnly: true, driver });
    const rows = db.prepare("SELECT json_array_length(nodes) AS nodes, length(nodes) AS bytes FROM trace_batches").all() as Array<{ nodes: number; bytes: number }>;
    db.close();
    // One row: the decision and its model call, stored together.
    expect(rows).toHaveLength(1);
    expect(rows[0].nodes).toBe(2);
    expect(rows[0].bytes).toBeLessThan(2 * 10_000);
  });

  it("lists runs by status, time window and limit, newest first", async () => {
    const store = open();
    const trace = new Trace({ store });
    const at = (node: TraceNode, t: number): TraceNode => Object.assign(node, { startedAt: t });
    const a = at(trace.start("exec", "a"), 1000);
    trace.end(a);
    const b = at(trace.start("exec", "b"), 2000);
    trace.fail(b, new Error("boom"));
    trace.start("exec", "c"); // running: stored with its real start time (now)
    const names = async (f?: Parameters<SqliteStore["listRuns"]>[0]) => (await store.listRuns(f)).map((r) => r.root.name);
    expect(await names()).toEqual(["c", "b", "a"]);
    expect(await names({ status: "error" })).toEqual(["b"]);
    expect(await names({ status: "running" })).toEqual(["c"]);
    expect(await names({ since: 2000 })).toEqual(["c", "b"]);
    expect(await names({ until: new Date(2000) })).toEqual(["a"]);
    expect(await names({ since: 1500, until: 3500 })).toEqual(["b"]);
    expect(await names({ since: 1500, limit: 1 })).toEqual(["c"]);
    const [failed] = await store.listRuns({ status: "error" });
    const run = await store.getRun(failed.runId);
    expect(run?.nodes[0].error).toEqual({ name: "Error", message: "boom" });
    expect(run?.summary.endedAt).toBeGreaterThan(0);
    expect(await store.getRun("no-such-run")).toBeUndefined();
  });

  it("gives every write a larger seq and serves what changed since a seq", async () => {
    const store = open();
    const trace = new Trace({ store });
    const root = trace.start("function", "root");
    const runId = trace.runIdOf(root.id)!;
    let child: TraceNode | undefined;
    // Each step changes the run; polling from the last seq seen returns exactly what the step wrote.
    const steps: Array<[step: () => void, expected: unknown[][]]> = [
      [() => undefined, [["root", "running", undefined]]],
      [() => (child = trace.start("model_call", "m", {}, root.id)), [["m", "running", undefined]]],
      [() => trace.end(child!, { reply: "hi" }), [["m", "ok", "hi"]]],
      [() => trace.end(root), [["root", "ok", undefined]]],
    ];
    let seen = 0;
    for (const [step, expected] of steps) {
      step();
      const changed = await store.nodesSince(runId, seen);
      expect(changed.map((n) => [n.name, n.status, n.data.reply])).toEqual(expected);
      expect(changed[0].seq).toBeGreaterThan(seen);
      seen = changed[changed.length - 1].seq;
    }
    expect(await store.nodesSince(runId, seen)).toEqual([]);
    expect((await store.getRun(runId))?.nodes.map((n) => n.name)).toEqual(["root", "m"]);
  });

  it("batches writes: with batchMs 0, nothing reaches the file until the event-loop turn ends, then the write thread stores it", async () => {
    const path = tempDbPath();
    const store = open(path, { batchMs: 0 });
    expect(store.writer).toBe("thread");
    const trace = new Trace({ store });
    for (let i = 0; i < 100; i++) trace.end(trace.start("exec", `e${i}`));
    const reader = openDatabase(path, { readOnly: true, driver });
    const count = () => storedNodes(reader);
    expect(count()).toBe(0);
    // No flush: the batch leaves at the end of this turn and the worker stores it in one transaction.
    await until(() => count() > 0);
    expect(count()).toBe(100);
    expect(reader.prepare("SELECT count(*) FROM trace_batches").value()).toBe(100);
    reader.close();
  });

  it("batches writes for batchMs by default, and flush stores them at once", async () => {
    jest.useFakeTimers({ doNotFake: ["setImmediate", "clearImmediate", "nextTick", "queueMicrotask"] });
    try {
      const path = tempDbPath();
      const store = open(path, { batchMs: 50 });
      const trace = new Trace({ store });
      const reader = openDatabase(path, { readOnly: true, driver });
      const count = () => storedNodes(reader);
      trace.end(trace.start("exec", "a"));
      await new Promise((resolve) => setImmediate(resolve));
      expect(count()).toBe(0);
      jest.advanceTimersByTime(50);
      await until(() => count() > 0);
      expect(count()).toBe(1);
      trace.end(trace.start("exec", "b"));
      await store.flush();
      expect(count()).toBe(2);
      reader.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it("goes on storing on the main thread, and says so once, when its write thread stops", async () => {
    const errors: unknown[] = [];
    const store = open(tempDbPath(), { batchMs: 60_000, onError: (e) => errors.push(e) });
    const trace = new Trace({ store });
    trace.end(trace.start("exec", "before"));
    await store.flush();
    expect(store.writer).toBe("thread");
    // The worker ends as if it had crashed (a private field: nothing public stops it).
    const worker = (store as unknown as { traces: { thread: { worker: { terminate(): Promise<number>; once(e: string, f: () => void): void } } } }).traces.thread.worker;
    await new Promise<void>((resolve) => {
      worker.once("exit", resolve);
      void worker.terminate();
    });
    expect(store.writer).toBe("main");
    trace.end(trace.start("exec", "after"));
    await store.flush();
    expect((await store.listRuns()).map((r) => r.root.name).sort()).toEqual(["after", "before"]);
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/trace write thread .* stopped .*writes go on, stored on the main thread/) })]);
  });

  it("stores on the recording thread with writeThread false, and for an in-memory database", async () => {
    for (const store of [open(tempDbPath(), { writeThread: false, batchMs: 60_000 }), open(":memory:", { batchMs: 60_000 })]) {
      expect(store.writer).toBe("main");
      const trace = new Trace({ store });
      trace.end(trace.start("exec", "here"));
      await store.flush();
      expect((await store.listRuns()).map((r) => r.root.name)).toEqual(["here"]);
    }
  });

  it("persists across reopen; the schema is migrated once and recorded in schema_version", async () => {
    const path = tempDbPath();
    const first = open(path);
    const trace = new Trace({ store: first });
    trace.end(trace.start("exec", "kept"));
    await first.close();
    const again = open(path);
    expect((await again.listRuns()).map((r) => r.root.name)).toEqual(["kept"]);
    await again.close();
    const db = openDatabase(path, { readOnly: true, driver });
    expect(db.prepare("SELECT version, name FROM schema_version").all()).toEqual([
      { version: 1, name: "trace tables" },
      { version: 2, name: "durable run tables" },
      { version: 3, name: "trace node batches" },
      { version: 4, name: "trace text keys" },
      { version: 5, name: "store meta" },
      { version: 6, name: "trace durable run ids" },
    ]);
    expect(db.pragma("journal_mode")).toBe("wal");
    db.close();
  });

  it("reports a failed background write without throwing into the run, and rejects flush", async () => {
    const path = tempDbPath();
    const errors: unknown[] = [];
    const store = open(path, { onError: (e) => errors.push(e) });
    const saboteur = openDatabase(path, { driver });
    saboteur.exec("DROP TABLE trace_batches");
    saboteur.close();
    const runtime = new ScriptedRuntime('{"call": "a"}', { store });
    await expect(decision.make("Pick.", { a: 1 }, { runtime })).resolves.toBe(1);
    // Read the reason by its message, not with rejects.toThrow: better-sqlite3's native part keeps the
    // SqliteError class of the first test file that loaded it in this Jest worker, so after another
    // file the error comes from that file's realm, which toThrow does not take for an Error.
    const reason: unknown = await store.flush().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(reason).toEqual(expect.objectContaining({ message: expect.stringMatching(/trace_batches/) }));
    expect(errors).toHaveLength(1);
  });

  it("closes idempotently, drops later writes and refuses reads", async () => {
    const store = open();
    const trace = new Trace({ store });
    await store.close();
    await store.close();
    expect(() => trace.end(trace.start("exec", "late"))).not.toThrow();
    await expect(store.listRuns()).rejects.toThrow(/closed/);
  });
});
