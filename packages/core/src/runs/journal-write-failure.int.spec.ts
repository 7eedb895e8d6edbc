import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { JournalWriteError } from "../errors/journal-write-error";
import { RunConflictError } from "../errors/run-conflict-error";
import { MemoryStore } from "./memory-store";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";
import { Runs } from "./runs";
import type { StepRecord } from "../journal/step-record";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

/** A MemoryStore whose journal writes fail while `failing` says so (a full disk, a lost connection). */
class FlakyStore extends MemoryStore {
  failing: (step: StepRecord) => boolean = () => false;
  override appendStep(step: StepRecord): Promise<void> {
    if (this.failing(step)) return Promise.reject(new Error("SQLITE_FULL: database or disk is full"));
    return super.appendStep(step);
  }
}

const settleBySmallRefund = () =>
  new ScriptedRuntime((request) => (request.text.includes("Pick the next step") ? pick("close") : pick("refund", { orderId: "A-1", amountCents: 500 })));

describe("a store error right after a side effect", () => {
  it("leaves the run running, and recover() completes it, running the lost step again under the same step id", async () => {
    const store = new FlakyStore();
    store.failing = (step) => step.kind === "dispatch" && step.name === "refund";
    const runs = new Runs({ store, runtime: settleBySmallRefund(), agents: [RefundDesk] });
    const error = await runs.start(RefundDesk, "triage", ["broken"], { id: "r-full", context: { customerId: "C-1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JournalWriteError);
    expect(error).toMatchObject({ runId: "r-full", stepId: "r-full:3" });
    expect((error as Error).message).toContain("database or disk is full");
    expect(deskLog.refunds).toEqual([expect.objectContaining({ stepId: "r-full:3" })]); // the refund happened
    const stored = await store.getRunRecord("r-full");
    expect(stored).toMatchObject({ status: "running" });
    expect(stored?.owner).toBeUndefined();
    expect(stored?.error).toBeUndefined();

    store.failing = () => false;
    const other = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [RefundDesk] });
    const [done] = await other.recover();
    expect(done).toMatchObject({ id: "r-full", status: "completed", result: { first: "closed", second: { refunded: "A-1" } } });
    // At-least-once: the refund ran again, under the step id it had, which a refund service deduplicates by.
    expect(deskLog.refunds.map((r) => r.stepId)).toEqual(["r-full:3", "r-full:3"]);
  });

  it("keeps the run recoverable when the function's own code catches the journal error", async () => {
    const store = new FlakyStore();
    store.failing = (step) => step.kind === "model_call" && step.stepId.endsWith(":1");
    const runtime = settleBySmallRefund();
    class Swallowing extends RefundDesk {
      override async triage(ticket: string) {
        try {
          return await super.triage(ticket);
        } catch {
          return { first: "swallowed", second: "closed" as const };
        }
      }
    }
    const runs = new Runs({ store, runtime, agents: [Swallowing] });
    await expect(runs.start(Swallowing, "triage", ["broken"], { id: "r-caught", context: { customerId: "C-1" } })).rejects.toBeInstanceOf(JournalWriteError);
    expect(await store.getRunRecord("r-caught")).toMatchObject({ status: "running" });
    expect(deskLog.refunds).toEqual([]);
    store.failing = () => false;
    const [done] = await runs.recover();
    expect(done).toMatchObject({ status: "completed", result: { first: "closed", second: { refunded: "A-1" } } });
    expect(deskLog.refunds).toHaveLength(1);
  });
});

describe("runs.retry", () => {
  it("executes a failed run again from its journal, and refuses a run that is not failed", async () => {
    let outage = true;
    const runtime = new ScriptedRuntime((request) => {
      if (outage && !request.text.includes("Pick the next step")) throw new Error("provider outage");
      return request.text.includes("Pick the next step") ? pick("note", { text: "seen" }) : pick("close");
    });
    const store = new MemoryStore();
    const runs = new Runs({ store, runtime, agents: [RefundDesk] });
    const failed = await runs.start(RefundDesk, "triage", ["broken"], { context: { customerId: "C-1" } });
    expect(failed).toMatchObject({ status: "failed", error: { message: "provider outage" } });
    expect(deskLog.notes).toEqual(["seen"]);

    outage = false;
    const done = await runs.retry(failed.id);
    expect(done).toMatchObject({ status: "completed", result: { first: "noted: seen", second: "closed" }, executions: 2 });
    expect(done.error).toBeUndefined();
    expect(deskLog.notes).toEqual(["seen"]); // the completed note was answered from the journal
    await expect(runs.retry(failed.id)).rejects.toBeInstanceOf(RunConflictError);
  });
});
