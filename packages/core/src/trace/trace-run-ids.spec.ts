import { runWithJournal } from "../journal/journal-scope";
import type { StepJournal } from "../journal/step-journal";
import { MemoryStore } from "../runs/memory-store";
import { Trace } from "./trace";

/** A journal that is only ambient: the trace reads its id, nothing asks it for steps. */
const journal = (runId?: string): StepJournal => ({
  runId,
  step: () => Promise.reject(new Error("no steps here")),
  approve: () => Promise.reject(new Error("no approvals here")),
});

describe("a trace's durable run ids", () => {
  it("name the ambient journal's run on a root and on every node written of its trace run", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store });
    const root = runWithJournal(journal("run-1"), () => trace.start("function", "triage"));
    const child = trace.start("decision", "pick", {}, root.id);
    trace.end(child);
    trace.end(root);
    expect(root.durableRunId).toBe("run-1");
    expect(child).not.toHaveProperty("durableRunId");
    const [summary] = await store.listRuns();
    expect(summary).toMatchObject({ runId: trace.runIdOf(root.id), durableRunId: "run-1", nodes: 2 });
    expect((await store.getRun(summary!.runId))!.nodes.map((n) => n.durableRunId)).toEqual(["run-1", "run-1"]);
  });

  it("give a node whose parent was dropped a trace run of its own, still of the ambient durable run", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store, maxNodes: 1 });
    const root = runWithJournal(journal("run-2"), () => trace.start("function", "triage"));
    trace.end(root);
    trace.start("decision", "filler");
    const orphan = runWithJournal(journal("run-2"), () => trace.start("decision", "late", {}, root.id));
    trace.end(orphan);
    const ofRun = await store.listRuns({ durableRunId: "run-2" });
    expect(ofRun.map((r) => r.root.name).sort()).toEqual(["late", "triage"]);
  });

  it("are absent without a journal, or with a journal that has no id", async () => {
    const store = new MemoryStore();
    const trace = new Trace({ store });
    const plain = trace.start("function", "a");
    const anonymous = runWithJournal(journal(), () => trace.start("function", "b"));
    trace.end(plain);
    trace.end(anonymous);
    expect(Object.keys(plain)).not.toContain("durableRunId");
    expect(Object.keys(anonymous)).not.toContain("durableRunId");
    expect((await store.listRuns()).map((r) => r.durableRunId)).toEqual([undefined, undefined]);
  });
});
