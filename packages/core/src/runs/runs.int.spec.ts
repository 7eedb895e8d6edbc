import "reflect-metadata";
import { ScriptedRuntime, type ScriptedRequest } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { RunConflictError } from "../errors/run-conflict-error";
import { MemoryStore } from "./memory-store";
import { giveVerdict } from "./give-verdict";
import { MemoryRunStore } from "./memory-run-store";
import { Runs } from "./runs";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

const big = (orderId = "A-1") => ({ orderId, amountCents: 25_000 });

/** Answers the desk's two decisions by prompt, so any number of runs can share one script. */
function deskModel(settle: (request: ScriptedRequest) => string = (r) => pick("refund", big(orderOf(r)))) {
  return new ScriptedRuntime((request) => {
    if (request.text.includes("declined")) return pick("close");
    return request.text.includes("Pick the next step") ? pick("note", { text: `saw ${orderOf(request)}` }) : settle(request);
  });
}
const orderOf = (request: ScriptedRequest) => /Ticket: (\S+?)\./.exec(request.messages.map((m) => m.content).join(" "))?.[1] ?? "?";

describe("Runs over a store", () => {
  it("completes a run that needs no approval, and keeps its result", async () => {
    const runs = new Runs({ store: new MemoryRunStore(), runtime: deskModel(() => pick("close")), agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    expect(run).toMatchObject({ status: "completed", result: { first: "noted: saw A-1", second: "closed" }, executions: 1 });
    await expect(runs.get(run.id)).resolves.toMatchObject({ status: "completed" });
    expect((await runs.steps(run.id)).map((s) => s.kind)).toEqual(["model_call", "dispatch", "model_call"]);
  });

  it("suspends on an approval, and a resume in another Runs (another runtime, same store) dispatches it without repeating anything", async () => {
    const store = new MemoryRunStore();
    const first = deskModel();
    const run = await new Runs({ store, runtime: first, agents: [RefundDesk] }).start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    expect(run.status).toBe("suspended");
    expect(run.pending).toMatchObject({ option: "refund", args: big(), reason: "Refunds over $100 need a person." });
    expect(first.requests).toHaveLength(2);
    expect(deskLog.refunds).toEqual([]);

    const second = deskModel();
    const other = new Runs({ store, runtime: second, agents: [RefundDesk] });
    const done = await other.resume(run.id, { approved: true, by: "alice", note: "fine" });
    expect(done).toMatchObject({ status: "completed", result: { second: { refunded: "A-1", customerId: "C-1" } }, executions: 2 });
    expect(second.requests).toHaveLength(0);
    expect(deskLog.notes).toEqual(["saw A-1"]);
    expect(deskLog.refunds).toEqual([{ ...big(), customerId: "C-1", stepId: `${run.id}:5` }]);
    expect(done.approvals).toEqual([
      expect.objectContaining({ option: "refund", args: big(), approved: true, by: "alice", note: "fine", at: expect.any(String) }),
    ]);
    expect(done.pending).toBeUndefined();
  });

  it("shares one MemoryStore with the runtime's trace, and the trace notes the verdict on the decision", async () => {
    const store = new MemoryStore();
    const runtime = new ScriptedRuntime((r) => (r.text.includes("next step") ? pick("close") : pick("refund", big())), { store });
    const runs = new Runs({ store, runtime, agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    expect(run.status).toBe("suspended");
    await expect(runs.resume(run.id, { approved: true, by: "alice", note: "ok" })).resolves.toMatchObject({ status: "completed" });
    const decisions = runtime.trace.nodes.filter((n) => n.kind === "decision" && n.data.approvals);
    expect(decisions.map((n) => n.data.approvals)).toEqual([[{ option: "refund", approved: true, by: "alice", note: "ok", at: expect.any(String) }]]);
    await expect(store.listRunRecords()).resolves.toHaveLength(1);
  });

  it("turns a decline into a re-pick that tells the model the note, and records who declined", async () => {
    const store = new MemoryRunStore();
    const runtime = deskModel();
    const runs = new Runs({ store, runtime, agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    const done = await runs.resume(run.id, { approved: false, by: "bob", note: "already refunded by phone" });
    expect(done).toMatchObject({ status: "completed", result: { second: "closed" } });
    expect(runtime.requests).toHaveLength(3);
    expect(runtime.requests[2].text).toContain('The call to "refund" was declined by bob: already refunded by phone');
    expect(done.approvals[0]).toMatchObject({ approved: false, by: "bob" });
    expect(deskLog.refunds).toEqual([]);
  });

  it("gates tool calls in a run: suspended, then the declined tool result reaches the model", async () => {
    class ToolDesk extends RefundDesk {
      @AgenticFunction({ description: "Work the ticket with tools." })
      work(@LlmParam({ name: "ticket" }) ticket: string) {
        return this.exec(`Work: ${ticket}`, { tools: [this.refund] });
      }
    }
    const runtime = new ScriptedRuntime((request) =>
      request.messages.some((m) => m.role === "tool") ? "gave up" : { toolCalls: [{ name: "refund", args: big() }] },
    );
    const runs = new Runs({ store: new MemoryRunStore(), runtime, agents: [ToolDesk] });
    const run = await runs.start(ToolDesk, "work", ["t"], { context: { customerId: "C-1" } });
    expect(run).toMatchObject({ status: "suspended", pending: { via: "tool_call", option: "refund" } });
    const done = await runs.resume(run.id, { approved: false, note: "no" });
    expect(done).toMatchObject({ status: "completed", result: "gave up" });
    expect(runtime.requests).toHaveLength(2);
    const tool = runtime.requests[1].messages.find((m) => m.role === "tool");
    expect(tool && "content" in tool ? tool.content : "").toContain('The call to "refund" was declined: no');
  });

  it("fails a run whose code asks for a different request at a journaled step, naming the step", async () => {
    const prompts = { ask: "Pick one." };
    class Fickle extends Agent {
      @AgenticFunction({ description: "Gated." , approval: true })
      act() {
        return "acted";
      }
      @AgenticFunction({ description: "Run." })
      go() {
        return this.decide(prompts.ask, { act: this.act });
      }
    }
    const runs = new Runs({ store: new MemoryRunStore(), runtime: new ScriptedRuntime(() => pick("act")), agents: [Fickle] });
    const run = await runs.start(Fickle, "go");
    expect(run.status).toBe("suspended");
    prompts.ask = "Pick one, please.";
    const done = await runs.resume(run.id, { approved: true });
    expect(done.status).toBe("failed");
    expect(done.error).toMatchObject({ name: "NonDeterminismError" });
    expect(done.error?.message).toContain(`Step ${run.id}:0 `);
  });

  it("executes a verdict recorded by a process without the agents (agentic runs approve) at the next recover()", async () => {
    const store = new MemoryRunStore();
    const runtime = deskModel();
    const runs = new Runs({ store, runtime, agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    const given = await giveVerdict(store, run.id, { approved: true, by: "cli" });
    expect(given).toMatchObject({ status: "running", approvals: [{ approved: true, by: "cli" }] });
    expect(given.owner).toBeUndefined();
    await expect(giveVerdict(store, run.id, { approved: false })).rejects.toBeInstanceOf(RunConflictError);
    const [done] = await runs.recover();
    expect(done).toMatchObject({ id: run.id, status: "completed", result: { second: { refunded: "A-1" } } });
    expect(runtime.requests).toHaveLength(2);
    expect(deskLog.refunds).toHaveLength(1);
  });

  it("leaves to another process a verdict on a run of an agent this Runs was not given (services sharing one store)", async () => {
    class OtherService extends Agent {
      @AgenticFunction({ description: "Work." })
      work() {
        return "worked";
      }
    }
    const store = new MemoryRunStore();
    const runtime = deskModel();
    const desks = new Runs({ store, runtime, agents: [RefundDesk] });
    const run = await desks.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    await giveVerdict(store, run.id, { approved: true, by: "cli" });
    // Another service on the same store: not its agent, so not its run — neither failed nor taken.
    const others = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [OtherService] });
    expect(await others.recover()).toEqual([]);
    const untouched = await store.getRunRecord(run.id);
    expect(untouched?.status).toBe("running");
    expect(untouched?.owner).toBeUndefined();
    const [done] = await desks.recover();
    expect(done).toMatchObject({ id: run.id, status: "completed" });
    expect(deskLog.refunds).toHaveLength(1);
  });

  it("lets exactly one of two concurrent resumes proceed; the other gets RunConflictError", async () => {
    const runs = new Runs({ store: new MemoryRunStore(), runtime: deskModel(), agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    const results = await Promise.allSettled([runs.resume(run.id, { approved: true }), runs.resume(run.id, { approved: false })]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(RunConflictError);
    expect((await runs.get(run.id))?.approvals).toHaveLength(1);
  });

  it("suspends and resumes 200 runs at once, losing nothing and repeating nothing", async () => {
    const runtime = deskModel();
    const runs = new Runs({ store: new MemoryRunStore(), runtime, agents: [RefundDesk] });
    const ids = Array.from({ length: 200 }, (_, i) => `O-${i}`);
    const started = await Promise.all(ids.map((o) => runs.start(RefundDesk, "triage", [o], { context: { customerId: `C-${o}` } })));
    expect(started.every((r) => r.status === "suspended")).toBe(true);
    expect(runtime.requests).toHaveLength(400);
    expect(await runs.list({ status: "suspended" })).toHaveLength(200);
    const done = await Promise.all(started.map((r) => runs.resume(r.id, { approved: true, by: "ops" })));
    expect(done.every((r) => r.status === "completed")).toBe(true);
    expect(runtime.requests).toHaveLength(400);
    expect(deskLog.notes).toHaveLength(200);
    expect(deskLog.refunds.map((r) => r.orderId).sort()).toEqual([...ids].sort());
    expect(deskLog.refunds.every((r) => r.customerId === `C-${r.orderId}`)).toBe(true);
  });

  it("recovers a run whose owner stopped beating, finishing it without repeating its completed steps", async () => {
    const store = new MemoryRunStore();
    const runtime = deskModel(() => pick("close"));
    const first = await new Runs({ store, runtime, agents: [RefundDesk] }).start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    // Rewind it to "running, owner silent since long ago, second model call in flight": drop the last step.
    const steps = await store.listSteps(first.id);
    const crashed = new MemoryRunStore();
    for (const s of steps.slice(0, 2)) await crashed.appendStep(s);
    await crashed.insertRunRecord({ ...first, status: "running", result: undefined, owner: "elsewhere/1/x", heartbeatAt: "2000-01-01T00:00:00.000Z" });
    const again = deskModel(() => pick("close"));
    const recovered = await new Runs({ store: crashed, runtime: again, agents: [RefundDesk] }).recover();
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ id: first.id, status: "completed", result: first.result });
    expect(again.requests).toHaveLength(1);
    expect(deskLog.notes).toHaveLength(1);
  });

  it("fails a run whose method throws, and refuses arguments that are not JSON data", async () => {
    const runs = new Runs({ store: new MemoryRunStore(), runtime: new ScriptedRuntime([]), agents: [RefundDesk] });
    const run = await runs.start(RefundDesk, "triage", ["A-1"], { context: { customerId: "C-1" } });
    expect(run.status).toBe("failed");
    expect(run.error?.name).toBe("ScriptExhaustedError");
    // The types refuse a Date for triage's string too; the check at run time is for JavaScript callers.
    // @ts-expect-error a Date is not the method's string parameter
    await expect(runs.start(RefundDesk, "triage", [new Date()])).rejects.toBeInstanceOf(AgenticTypeError);
    await expect(runs.start("RefundDesk", "triage", [new Date()])).rejects.toBeInstanceOf(AgenticTypeError);
  });
});
