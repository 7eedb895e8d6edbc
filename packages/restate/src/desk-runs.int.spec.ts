import { requestHash } from "@agentic-ts/core";
import { LoopbackProviderServer, type RecordedRequest } from "@agentic-ts/testing";
import { LocalCluster, type WorkerEvent } from "../../../examples/restate-desk/src/local-cluster";
import { amountOf, deskReply, ticketOf, toolResultsIn } from "../../../examples/restate-desk/src/desk-model";
import { HeldReply } from "./__fixtures__/held-reply";
import type { DecidedApproval } from "./approvals/approval-entry";
import { pollUntil } from "./__fixtures__/poll-until";

// One Restate server and two worker processes for the whole file; the SIGKILL test runs last.
jest.setTimeout(120_000);

let model: LoopbackProviderServer;
let cluster: LocalCluster;
let held: HeldReply | undefined;

beforeAll(async () => {
  model = await LoopbackProviderServer.start();
  model.script(async (request) => {
    await held?.pass(request);
    return deskReply(request);
  });
  cluster = await LocalCluster.start({ workers: 2, openaiBaseURL: model.openaiBaseURL });
}, 120_000);

afterAll(async () => {
  held?.release();
  await cluster?.stop();
  await model?.close();
}, 60_000);

/** The model requests of one ticket, split by the run's first call (no tool result) and later calls. */
function callsFor(ticket: string): { first: RecordedRequest[]; later: RecordedRequest[] } {
  const mine = model.requests.filter((r) => ticketOf(r).includes(ticket));
  return { first: mine.filter((r) => toolResultsIn(r) === 0), later: mine.filter((r) => toolResultsIn(r) > 0) };
}

function eventsFor(orderId: string, kind: string): WorkerEvent[] {
  return cluster.events.filter((e) => e.event === kind && e.orderId === orderId);
}

describe("agents as Restate services, served by two worker processes", () => {
  it("runs a ticket as one durable run: each model call sent once, each function run once, the customer from a header", async () => {
    const ticket = "Please refund order A-2 (ticket plain)";
    const { runId } = await cluster.runs.start("Desk", "triage", { args: [ticket] }, { headers: { "x-customer-id": "C-7" } });
    await expect(cluster.runs.result(runId)).resolves.toEqual({ refunded: "A-2", amountCents: amountOf("A-2"), customerId: "C-7" });

    const calls = callsFor("ticket plain");
    expect(calls.first).toHaveLength(1);
    expect(calls.later).toHaveLength(1);
    expect(eventsFor("A-2", "lookup")).toHaveLength(1);
    expect(eventsFor("A-2", "refund")).toEqual([expect.objectContaining({ customerId: "C-7", stepId: expect.stringContaining(runId) })]);
    // The model never saw a customerId parameter: context parameters are hidden.
    expect(JSON.stringify(calls.first[0].body?.tools)).not.toContain("customerId");
  });

  it("suspends a run on an approval, and an approval sent from this process resumes it; a second decision finds nothing pending", async () => {
    const ticket = "Please refund order A-9 (ticket approve)";
    const { runId } = await cluster.runs.start("DeskByCustomer", "triage", { args: [ticket] }, { key: "C-9" });
    const [pending] = await pollUntil("the refund's approval", async () => {
      const list = await cluster.runs.pending(runId);
      return list.length > 0 ? list : undefined;
    });
    expect(pending.request).toEqual({
      option: "refund",
      function: "refund",
      args: { orderId: "A-9", amountCents: amountOf("A-9") },
      reason: "Refunds over $100 need a person.",
      via: "decision",
    });
    // The request's fingerprint, computed as core computes run.pending.requestHash.
    expect(pending.requestHash).toBe(requestHash(pending.request));
    expect(eventsFor("A-9", "refund")).toHaveLength(0);

    const decisions = await Promise.allSettled([
      cluster.runs.resume(runId, { approved: true, by: "alice", note: "Checked the photos.", requestHash: pending.requestHash }),
      cluster.runs.resume(runId, { approved: true, by: "bob", requestHash: pending.requestHash }),
    ]);
    expect(decisions.filter((d) => d.status === "fulfilled")).toHaveLength(1);
    expect(decisions.filter((d) => d.status === "rejected").map((d) => (d as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ name: "RestateCallError", status: 404, message: `Run ${runId} has no pending approval.` }),
    ]);
    const winner = (decisions.find((d) => d.status === "fulfilled") as PromiseFulfilledResult<DecidedApproval>).value;

    await expect(cluster.runs.result(runId)).resolves.toEqual({ refunded: "A-9", amountCents: amountOf("A-9"), customerId: "C-9" });
    expect(eventsFor("A-9", "refund")).toHaveLength(1);
    // Who decided, when and why is kept with the run: the verdict the run acted on, naming its request.
    expect(await cluster.runs.decided(runId)).toEqual([winner]);
    expect(winner.verdict).toEqual({
      approved: true,
      by: winner.verdict.by,
      at: expect.any(String),
      requestHash: pending.requestHash,
      ...(winner.verdict.by === "alice" ? { note: "Checked the photos." } : {}),
    });
    expect(["alice", "bob"]).toContain(winner.verdict.by);
    // Approving asked the model nothing: the two calls before the approval were all.
    const calls = callsFor("ticket approve");
    expect(calls.first.length + calls.later.length).toBe(2);
  });

  it("turns a decline into a re-pick that tells the model the option was declined, with the note", async () => {
    const ticket = "Please refund order A-8 (ticket decline)";
    const { runId } = await cluster.runs.start("Desk", "triage", { args: [ticket] }, { headers: { "x-customer-id": "C-8" } });
    await pollUntil("the refund's approval", async () => ((await cluster.runs.pending(runId)).length > 0 ? true : undefined));
    await cluster.runs.resume(runId, { approved: false, by: "carol", note: "Outside the refund window." });

    await expect(cluster.runs.result(runId)).resolves.toEqual({ decision: "escalate", summary: "Refund for A-8 was declined." });
    expect(eventsFor("A-8", "refund")).toHaveLength(0);
    const { later } = callsFor("ticket decline");
    const repick = JSON.stringify(later[later.length - 1].body?.messages);
    expect(repick).toContain("declined by carol");
    expect(repick).toContain("Outside the refund window.");
  });

  it("finishes a run on the other worker after the worker running it is killed with SIGKILL mid model call; no completed step repeats", async () => {
    const ticket = "Please refund order A-4 (ticket crash)";
    held = new HeldReply((r) => ticketOf(r).includes("ticket crash") && toolResultsIn(r) === 1);
    const { runId } = await cluster.runs.start("Desk", "triage", { args: [ticket] }, { headers: { "x-customer-id": "C-4" } });
    const inFlight = await held.arrived;
    const victim = inFlight.headers["x-agentic-worker"];
    const survivor = cluster.workers.find((w) => w.name !== victim)!.name;
    expect(eventsFor("A-4", "lookup")).toEqual([expect.objectContaining({ worker: victim })]);

    await cluster.kill(victim);
    held.release();

    await expect(cluster.runs.result(runId)).resolves.toEqual({ refunded: "A-4", amountCents: amountOf("A-4"), customerId: "C-4" });
    const calls = callsFor("ticket crash");
    expect(calls.first).toHaveLength(1); // completed before the kill: answered from Restate's journal
    expect(calls.later).toHaveLength(2); // in flight at the kill: sent again, once
    expect(calls.later.map((r) => r.headers["x-agentic-worker"])).toEqual([victim, survivor]);
    expect(eventsFor("A-4", "lookup")).toHaveLength(1); // the completed tool call did not run again
    expect(eventsFor("A-4", "refund")).toEqual([expect.objectContaining({ worker: survivor })]);
  });
});
