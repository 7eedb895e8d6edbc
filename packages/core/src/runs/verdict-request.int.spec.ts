import "reflect-metadata";
import { inspect } from "node:util";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { withContext } from "../context/request-context";
import { decision } from "../decision/decision";
import { ApprovalRequiredError } from "../errors/approval-required-error";
import { RunConflictError } from "../errors/run-conflict-error";
import { MemoryStore } from "./memory-store";
import { deskLog, pick, RefundDesk } from "./__fixtures__/refund-desk";
import { Runs } from "./runs";

beforeEach(() => {
  deskLog.refunds.length = 0;
  deskLog.notes.length = 0;
});

describe("a verdict names the request it was given on", () => {
  it("refuses an approval of the $200 refund after a decline made the model re-pick $9 000: nothing runs", async () => {
    // The first settle pick is $200; once declined, the model re-picks $9 000.
    const runtime = new ScriptedRuntime((request) => {
      if (request.text.includes("Pick the next step")) return pick("close");
      return pick("refund", { orderId: "A-1", amountCents: request.text.includes("declined") ? 900_000 : 20_000 });
    });
    const runs = new Runs({ store: new MemoryStore(), runtime, agents: [RefundDesk] });
    const first = await runs.start(RefundDesk, "triage", ["broken"], { context: { customerId: "C-1" } });
    expect(first.pending).toMatchObject({ args: { orderId: "A-1", amountCents: 20_000 } });
    const shownToAlice = first.pending!.requestHash;

    const second = await runs.resume(first.id, { approved: false, by: "bob", requestHash: shownToAlice });
    expect(second.status).toBe("suspended");
    expect(second.pending).toMatchObject({ args: { orderId: "A-1", amountCents: 900_000 } });
    expect(second.pending!.requestHash).not.toBe(shownToAlice);

    const stale = await runs.resume(first.id, { approved: true, by: "alice", requestHash: shownToAlice }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(RunConflictError);
    expect((stale as Error).message).toContain(second.pending!.requestHash.slice(0, 12));
    expect(deskLog.refunds).toEqual([]);
    const after = await runs.get(first.id);
    expect(after).toMatchObject({ status: "suspended", version: second.version, approvals: [expect.objectContaining({ approved: false, by: "bob", requestHash: shownToAlice })] });

    const done = await runs.resume(first.id, { approved: true, by: "alice", requestHash: second.pending!.requestHash });
    expect(done.status).toBe("completed");
    expect(deskLog.refunds).toEqual([expect.objectContaining({ amountCents: 900_000 })]);
    expect(done.approvals.map((a) => [a.approved, a.requestHash])).toEqual([
      [false, shownToAlice],
      [true, second.pending!.requestHash],
    ]);
  });
});

describe("what an approval request carries of the context", () => {
  it("holds only the gated function's own context keys: a password in the ambient context is not on the error", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A-1", amountCents: 25_000 })]);
    const desk = new RefundDesk(runtime);
    const error = await withContext({ password: "hunter2", authorization: "Bearer sk-secret" }, () =>
      decision.make("Settle.", { refund: desk.refund }, { runtime, context: { customerId: "C-1", sessionToken: "tok-123" } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRequiredError);
    const pending = (error as ApprovalRequiredError).pending;
    expect({ ...pending.context }).toEqual({ customerId: "C-1" });
    for (const shown of [JSON.stringify(error), JSON.stringify({ ...(error as object) }), inspect(error, { depth: 10, showHidden: true })]) {
      expect(shown).not.toContain("hunter2");
      expect(shown).not.toContain("sk-secret");
      expect(shown).not.toContain("tok-123");
    }
    expect(deskLog.refunds).toEqual([]);
  });
});
