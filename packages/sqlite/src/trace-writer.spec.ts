import "reflect-metadata";
import { agenticFunction, decision, MemoryStore, Trace, type StoredTraceNode, type TraceStore } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { tempDbPath } from "./__fixtures__/temp-db";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { SCHEMA_MIGRATIONS } from "./schema";
import { SqliteStore } from "./sqlite-store";
import { TraceReader } from "./trace-reader";
import { TraceWriter } from "./trace-writer";
import { describeEachDriver } from "./__fixtures__/each-driver";

const REPLY = '{"call": "refund", "args": {"orderId": "A-1", "amount": 12.5}}';
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** A five-option menu with three functions, as the store benchmark uses. */
const menu = () => ({
  refund: agenticFunction((orderId: string, amount: number) => ({ orderId, amount }), {
    name: "refund",
    description: "Issue a refund.",
    params: { orderId: "The order id", amount: Number },
  }),
  escalate: agenticFunction((summary: string) => summary, { name: "escalate", description: "Hand over.", params: { summary: String } }),
  lookup: agenticFunction((orderId: string) => orderId, { name: "lookup", description: "Look up.", params: { orderId: String } }),
  close: { status: "closed" },
  done: "DONE",
});
const strip = ({ seq, pid, runId, ...node }: StoredTraceNode) => node;

describeEachDriver("TraceWriter batching", (driver) => {
  const stores: SqliteStore[] = [];
  const open = (path: string, options?: ConstructorParameters<typeof SqliteStore>[1]): SqliteStore => {
    const store = new SqliteStore(path, options);
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
  });

  it("keeps nodes buffered until flush; then another connection reads the finished run as recorded", async () => {
    const path = tempDbPath();
    const writer = open(path, { batchMs: 60_000 });
    const reader = open(path);
    const runtime = new ScriptedRuntime(REPLY, { store: writer });
    await decision.make("Pick the next step for this ticket.", menu(), { runtime });
    await turn();
    expect(await reader.listRuns()).toEqual([]);
    await writer.flush();
    const [run] = await reader.listRuns();
    expect(run).toMatchObject({ status: "ok", decisions: 1, modelCalls: 1, nodes: 3 });
    const stored = await reader.getRun(run.runId);
    // The menu is stored once, in the decision; the model call's prompt gets it back when read.
    expect(stored?.nodes.map(strip)).toEqual(JSON.parse(JSON.stringify(runtime.trace)));
    expect(String(stored?.nodes[1].data.prompt)).toContain(String(stored?.nodes[0].data.menu));
  });

  it("stores a menu (and its recorded options) once however many decisions show it; retention drops them with their last run, and a later use stores them again", async () => {
    const path = tempDbPath();
    const store = open(path);
    const runtime = new ScriptedRuntime(REPLY, { store });
    const options = menu();
    for (let i = 0; i < 10; i++) await decision.make("Pick the next step for this ticket.", options, { runtime });
    await store.flush();
    const raw = openDatabase(path, { readOnly: true, driver });
    const texts = () => raw.prepare("SELECT count(*) AS n FROM trace_texts").value() as number;
    // Two texts for ten decisions: the menu and the options as recorded (the decision's `specs`).
    expect(texts()).toBe(2);
    const readBack = async () => {
      const runs = await store.listRuns();
      const nodes = (await Promise.all(runs.map((r) => store.getRun(r.runId)))).flatMap((r) => r?.nodes ?? []);
      const menus = new Set(nodes.filter((n) => n.kind === "decision").map((n) => n.data.menu));
      const specs = new Set(nodes.filter((n) => n.kind === "decision").map((n) => n.data.specs));
      const prompts = nodes.filter((n) => n.kind === "model_call").map((n) => String(n.data.prompt));
      return { runs: runs.length, menus, specs, prompts };
    };
    const before = await readBack();
    expect(before.runs).toBe(10);
    expect(before.menus.size).toBe(1);
    expect([...before.specs]).toEqual([expect.stringMatching(/^\[\{"kind":/)]);
    const [shown] = [...before.menus] as string[];
    expect(shown).toMatch(/^Options:/);
    expect(before.prompts.every((p) => p === `Pick the next step for this ticket.\n\n${shown}`)).toBe(true);
    // Every run deleted: the text no run refers to goes with them.
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + 10 * 86_400_000);
    const aged = new SqliteStore(path, { driver, retention: { maxAgeMs: 86_400_000 } });
    expect(await aged.listRuns()).toEqual([]);
    await aged.close();
    jest.restoreAllMocks();
    expect(texts()).toBe(0);
    // This writer still knows the menu's old id; it finds it gone and stores it again.
    await decision.make("Pick the next step for this ticket.", options, { runtime });
    const after = await readBack();
    raw.close();
    expect(after.runs).toBe(1);
    expect([...after.menus]).toEqual([shown]);
    expect([...after.specs]).toEqual([...before.specs]);
  });

  it("stores what is buffered on close", async () => {
    const path = tempDbPath();
    const store = new SqliteStore(path, { driver, batchMs: 60_000 });
    const trace = new Trace({ store });
    trace.end(trace.start("exec", "last words"));
    await store.close();
    const again = open(path);
    expect((await again.listRuns()).map((r) => r.root.name)).toEqual(["last words"]);
  });


  it("stores a running node as it was written, whatever code does to the live node before the flush", async () => {
    const store = open(tempDbPath(), { batchMs: 60_000 });
    const trace = new Trace({ store });
    const node = trace.start("model_call", "m", { retries: 0 });
    (node.data.retries as number)++;
    node.data.note = "added while running";
    await store.flush();
    const run = await store.getRun(trace.runIdOf(node.id)!);
    expect(run?.nodes.map(strip)).toEqual([expect.objectContaining({ status: "running", data: { retries: 0 } })]);
  });
  it("loses nothing across 1 000 decisions, each in one row and one run upsert", async () => {
    const path = tempDbPath();
    const db = openDatabase(path, { driver });
    migrate(db, SCHEMA_MIGRATIONS);
    const fail = (error: unknown): never => {
      throw error;
    };
    // On this thread, so SQLite's own change counter of this connection sees every statement it runs.
    const writer = new TraceWriter(db, { path, driver, batchMs: 5, thread: false }, fail, fail);
    const store = { writeNode: (node: StoredTraceNode) => writer.write(node) } as unknown as TraceStore;
    const runtime = new ScriptedRuntime(REPLY, { store, trace: { maxNodes: 1000 } });
    const options = menu();
    const changes = db.prepare<[]>("SELECT total_changes()");
    const before = changes.value() as number;
    for (let i = 0; i < 1000; i++) {
      await decision.make("Pick the next step for this ticket.", options, { runtime });
      if (i % 10 === 9) await turn();
    }
    writer.flushHere();
    const perDecision = ((changes.value() as number) - before) / 1000;
    // One trace_batches row and one trace_runs upsert per run, plus the seq counter once per flush (the
    // per-node design took four: three node rows and the run).
    expect(perDecision).toBeGreaterThanOrEqual(2);
    expect(perDecision).toBeLessThanOrEqual(2.2);
    const reader = new TraceReader(db);
    const runs = reader.listRuns();
    expect(runs).toHaveLength(1000);
    expect(runs.every((r) => r.status === "ok" && r.nodes === 3 && r.decisions === 1 && r.modelCalls === 1)).toBe(true);
    const nodes = runs.flatMap((r) => reader.getRun(r.runId)?.nodes ?? []);
    expect(nodes).toHaveLength(3000);
    expect(new Set(nodes.map((n) => n.seq)).size).toBe(3000);
    db.close();
  });

  it("counts a node stored while running once, and its tokens as they end, like the reference summary", async () => {
    const path = tempDbPath();
    const store = open(path);
    const trace = new Trace({ store });
    const root = trace.start("function", "root");
    const call = trace.start("model_call", "m", { usage: { inputTokens: 1, outputTokens: 1 } }, root.id);
    await store.flush();
    trace.end(call, { usage: { inputTokens: 7, outputTokens: 5 } });
    await store.flush();
    trace.end(trace.start("decision", "d", {}, root.id));
    trace.end(root);
    const runId = trace.runIdOf(root.id)!;
    const run = await store.getRun(runId);
    const reference = new MemoryStore();
    for (const node of run?.nodes ?? []) reference.writeNode(node);
    expect(run?.summary).toEqual((await reference.listRuns())[0]);
    expect(run?.summary).toMatchObject({ nodes: 3, modelCalls: 1, decisions: 1, tokens: { input: 7, output: 5 }, status: "ok" });
    // The model call was stored twice; reading keeps its latest state only.
    const raw = openDatabase(path, { readOnly: true, driver });
    expect((raw.prepare("SELECT sum(json_array_length(nodes)) AS n FROM trace_batches").get() as { n: number }).n).toBe(5);
    raw.close();
  });
});
