import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { MemoryStore } from "./memory-store";
import { Runs } from "./runs";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

const big = { orderId: "A-1", amountCents: 25_000 };

/** The desk's model: a note first, then a big refund (which needs a person). */
function deskModel(store: MemoryStore): ScriptedRuntime {
  return new ScriptedRuntime((request) => (request.text.includes("Pick the next step") ? pick("note", { text: "seen" }) : pick("refund", big)), { store });
}

describe("the trace runs of a durable run", () => {
  it("carry the run's id across a suspension and a resume by another Runs, on every stored node and in their summaries", async () => {
    const store = new MemoryStore();
    const first = deskModel(store);
    const run = await new Runs({ store, runtime: first, agents: [RefundDesk] }).start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    expect(run.status).toBe("suspended");
    // The root in memory names the durable run; its children do not repeat it.
    const [root] = first.trace.roots();
    expect(root).toMatchObject({ kind: "function", name: "triage", status: "suspended", durableRunId: run.id });
    expect(first.trace.nodes.filter((n) => n.durableRunId !== undefined)).toEqual([root]);

    const second = deskModel(store);
    const other = new Runs({ store, runtime: second, agents: [RefundDesk] });
    const done = await other.resume(run.id, { approved: true, by: "alice", requestHash: run.pending!.requestHash });
    expect(done.status).toBe("completed");
    expect(second.trace.roots()).toEqual([expect.objectContaining({ name: "triage", status: "ok", durableRunId: run.id })]);

    const traceRuns = await other.traceRuns(run.id);
    expect(traceRuns.map((t) => [t.durableRunId, t.status])).toEqual([
      [run.id, "suspended"],
      [run.id, "ok"],
    ]);
    expect(traceRuns[0]!.runId).toBe(first.trace.runIdOf(root!.id));
    expect(new Set(traceRuns.map((t) => t.runId)).size).toBe(2);
    for (const t of traceRuns) {
      const stored = await store.getRun(t.runId);
      expect(stored!.nodes.length).toBeGreaterThan(1);
      expect(stored!.nodes.every((n) => n.durableRunId === run.id)).toBe(true);
    }
    await expect(store.listRuns({ durableRunId: run.id })).resolves.toHaveLength(2);
  });

  it("are told apart from other runs' and from work outside any run", async () => {
    const store = new MemoryStore();
    const runtime = deskModel(store);
    const runs = new Runs({ store, runtime, agents: [RefundDesk] });
    const a = await runs.start(RefundDesk, "triage", ["A-1"], { id: "run-a", context: { customerId: "C-1" } });
    const b = await runs.start(RefundDesk, "triage", ["A-2"], { id: "run-b", context: { customerId: "C-2" } });
    await decision.make("Outside any run.", { close: "closed" }, { runtime: new ScriptedRuntime(pick("close"), { store }) });

    expect((await runs.traceRuns(a.id)).map((t) => t.durableRunId)).toEqual(["run-a"]);
    expect((await runs.traceRuns(b.id)).map((t) => t.durableRunId)).toEqual(["run-b"]);
    await expect(runs.traceRuns("run-c")).resolves.toEqual([]);
    const outside = (await store.listRuns()).filter((t) => t.durableRunId === undefined);
    expect(outside.map((t) => t.root)).toEqual([{ kind: "decision", name: "decision.make" }]);
    const [stored] = outside;
    expect((await store.getRun(stored!.runId))!.nodes.every((n) => n.durableRunId === undefined)).toBe(true);
  });

  it("are read from the runs' store when the runtime keeps no trace store", async () => {
    const store = new MemoryStore();
    const run = await new Runs({ store, runtime: deskModel(store), agents: [RefundDesk] }).start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    const reader = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [RefundDesk] });
    await expect(reader.traceRuns(run.id)).resolves.toEqual([expect.objectContaining({ durableRunId: run.id, status: "suspended" })]);
    // A runtime with a store of its own is asked instead (it has none of this run's traces).
    const elsewhere = new Runs({ store, runtime: new ScriptedRuntime([], { store: new MemoryStore() }), agents: [RefundDesk] });
    await expect(elsewhere.traceRuns(run.id)).resolves.toEqual([]);
  });
});
