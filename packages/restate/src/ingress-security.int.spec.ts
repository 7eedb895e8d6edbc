import { LoopbackProviderServer } from "@agentic-ts/testing";
import { LocalCluster } from "../../../examples/restate-desk/src/local-cluster";
import { amountOf, deskReply, partialOf } from "../../../examples/restate-desk/src/desk-model";
import { pollUntil } from "./__fixtures__/poll-until";
import type { PendingApproval } from "./approvals/approval-entry";

// What a caller of Restate's ingress can and cannot do to the example desk: one Restate server, one worker.
jest.setTimeout(120_000);

let model: LoopbackProviderServer;
let cluster: LocalCluster;

beforeAll(async () => {
  model = await LoopbackProviderServer.start();
  model.script(deskReply);
  cluster = await LocalCluster.start({ workers: 1, openaiBaseURL: model.openaiBaseURL });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await model?.close();
}, 60_000);

/** A raw POST to the ingress, as any HTTP client could send it; `body` undefined sends no body at all. */
async function post(path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(`${cluster.server.ingressUrl}${path}`, {
    method: "POST",
    headers: { ...(body !== undefined && { "content-type": "application/json" }), ...headers },
    ...(body !== undefined && { body }),
  });
  return { status: response.status, text: await response.text() };
}

const eventsFor = (orderId: string, kind: string) => cluster.events.filter((e) => e.event === kind && e.orderId === orderId);

/** Starts a desk run for `ticket` (customer from the header a gateway would set) and waits for its approval. */
async function suspended(ticket: string, customerId: string): Promise<{ runId: string; pending: PendingApproval }> {
  const { runId } = await cluster.runs.start("Desk", "triage", { args: [ticket] }, { headers: { "x-customer-id": customerId } });
  const [pending] = await pollUntil(`the approval of ${ticket}`, async () => {
    const list = await cluster.runs.pending(runId);
    return list.length > 0 ? list : undefined;
  });
  return { runId, pending };
}

describe("the ingress reaches only the handlers a service names", () => {
  it("does not run a gated function called directly, nor a tool the service did not name", async () => {
    const refund = await post("/Desk/refund", JSON.stringify({ args: ["A-31", 99_900] }), { "x-customer-id": "C-31" });
    const lookup = await post("/Desk/lookupOrder", JSON.stringify({ args: ["A-31"] }), { "x-customer-id": "C-31" });
    const keyed = await post("/DeskByCustomer/C-31/refund", JSON.stringify({ args: ["A-31", 99_900] }));
    for (const answer of [refund, lookup, keyed]) expect(answer).toEqual({ status: 400, text: expect.stringContaining("the invoked service is not public") });
    // A named handler answers through the same ingress, so the refusals above are about the handlers.
    const triage = await post("/Desk/triage", JSON.stringify({ args: ["Thanks, all good with A-32"] }), { "x-customer-id": "C-32" });
    expect(triage).toEqual({ status: 200, text: JSON.stringify({ status: "closed" }) });
    expect(eventsFor("A-31", "refund")).toHaveLength(0);
    expect(eventsFor("A-31", "lookup")).toHaveLength(0);
  });

  it("refuses the run's own bookkeeping from outside: nobody can register a pending approval or record a verdict", async () => {
    const fake = { approvalId: "prom_fake", runId: "inv_x", service: "Desk", handler: "triage", request: {}, requestHash: "0", requestedAt: "" };
    const register = await post("/AgenticApprovals/inv_x/register", JSON.stringify(fake));
    const record = await post("/AgenticApprovals/inv_x/record", JSON.stringify({ ...fake, verdict: { approved: true, at: "" } }));
    expect(register).toEqual({ status: 400, text: expect.stringContaining("the invoked service is not public") });
    expect(record).toEqual({ status: 400, text: expect.stringContaining("the invoked service is not public") });
    await expect(cluster.runs.pending("inv_x")).resolves.toEqual([]);
    await expect(cluster.runs.decided("inv_x")).resolves.toEqual([]);
  });
});

describe("a run's input", () => {
  it("is validated like a model's pick: a bad argument is a 400 naming the field, and nothing runs", async () => {
    const before = model.requests.length;
    const wrongType = await post("/Desk/triage", JSON.stringify({ args: [{ a: 1 }] }), { "x-customer-id": "C-33" });
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.text).message).toBe('Desk.triage: invalid arguments: field "ticket" must be string, got object ({"a":1})');
    const missing = await post("/Desk/triage", JSON.stringify({ args: [] }), { "x-customer-id": "C-33" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("ticket");
    const notArray = await post("/Desk/triage", JSON.stringify({ args: { ticket: "A-33" } }), { "x-customer-id": "C-33" });
    expect(notArray.status).toBe(400);
    expect(notArray.text).toContain("must be an array");
    expect(model.requests.length).toBe(before);
  });

  it("takes context from the configured header, never from the body: a body's context is refused", async () => {
    const before = model.requests.length;
    const forged = await post("/Desk/triage", JSON.stringify({ args: ["Please refund order A-2 (ticket evil)"], context: { customerId: "EVIL" } }), {
      "x-customer-id": "C-34",
    });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain("does not take context values from the request body");
    const keyed = await post("/DeskByCustomer/C-34/triage", JSON.stringify({ args: ["Please refund order A-2 (ticket evil)"], context: { customerId: "EVIL" } }));
    expect(keyed.status).toBe(400);
    expect(model.requests.length).toBe(before);
    expect(cluster.events.filter((e) => e.customerId === "EVIL")).toEqual([]);

    const fromHeader = await post("/Desk/triage", JSON.stringify({ args: ["Please refund order A-2 (ticket header)"] }), { "x-customer-id": "C-34" });
    expect(JSON.parse(fromHeader.text)).toEqual({ refunded: "A-2", amountCents: amountOf("A-2"), customerId: "C-34" });
  });
});

describe("a verdict approves only when it says approved: true, for the request it names", () => {
  // What a sloppy or hostile client might send, to `decide` or straight to the run's awakeable.
  const notApprovals: Array<[string, string | undefined]> = [
    ["null", "null"],
    ["an empty body", undefined],
    ['{"approved":"false"}', JSON.stringify({ approved: "false" })],
    ['{"approved":1}', JSON.stringify({ approved: 1 })],
  ];

  it.each(notApprovals)("reads %s sent to decide as a decline: the refund does not run", async (label, body) => {
    const order = `A-${40 + notApprovals.findIndex(([l]) => l === label)}`;
    const { runId } = await suspended(`Please refund order ${order} (decide ${label})`, "C-40");
    const answer = await post(`/AgenticApprovals/${runId}/decide`, body);
    expect(answer.status).toBe(200);
    await expect(cluster.runs.result(runId)).resolves.toEqual({ decision: "escalate", summary: `Refund for ${order} was declined.` });
    expect(eventsFor(order, "refund")).toHaveLength(0);
    const [decided] = await cluster.runs.decided(runId);
    expect(decided.verdict).toMatchObject({ approved: false, problem: expect.stringContaining("read as a decline") });
  });

  it.each(notApprovals)("reads %s sent straight to the run's awakeable as a decline, and records what it acted on", async (label, body) => {
    const order = `A-${50 + notApprovals.findIndex(([l]) => l === label)}`;
    const { runId, pending } = await suspended(`Please refund order ${order} (awakeable ${label})`, "C-50");
    const answer = await post(`/restate/awakeables/${pending.approvalId}/resolve`, body);
    expect(answer.status).toBeLessThan(300);
    await expect(cluster.runs.result(runId)).resolves.toEqual({ decision: "escalate", summary: `Refund for ${order} was declined.` });
    expect(eventsFor(order, "refund")).toHaveLength(0);
    // decide never saw this verdict: what the approvals record shows is the run's own account.
    const decided = await pollUntil("the run's record", async () => ((await cluster.runs.decided(runId)).length > 0 ? cluster.runs.decided(runId) : undefined));
    expect(decided).toEqual([{ ...pending, verdict: expect.objectContaining({ approved: false, requestHash: pending.requestHash, problem: expect.any(String) }) }]);
    await expect(cluster.runs.pending(runId)).resolves.toEqual([]);
  });

  it("declines an approval sent straight to the awakeable that does not name the request", async () => {
    const { runId, pending } = await suspended("Please refund order A-58 (awakeable unnamed)", "C-58");
    await post(`/restate/awakeables/${pending.approvalId}/resolve`, JSON.stringify({ approved: true, by: "mallory" }));
    await expect(cluster.runs.result(runId)).resolves.toEqual({ decision: "escalate", summary: "Refund for A-58 was declined." });
    expect(eventsFor("A-58", "refund")).toHaveLength(0);
  });

  it("refuses a stale approval after a decline and a re-pick (409, nothing runs), and approves the request it names", async () => {
    const { runId, pending: first } = await suspended("Please refund order A-9 (ticket stale, partial ok)", "C-59");
    expect(first.request).toMatchObject({ args: { orderId: "A-9", amountCents: amountOf("A-9") } });
    await cluster.runs.resume(runId, { approved: false, by: "carol", note: "Too much.", requestHash: first.requestHash });
    const second = await pollUntil("the partial refund's approval", async () => {
      const [next] = await cluster.runs.pending(runId);
      return next && next.approvalId !== first.approvalId ? next : undefined;
    });
    expect(second.request).toMatchObject({ args: { orderId: "A-9", amountCents: partialOf("A-9") } });
    expect(second.requestHash).not.toBe(first.requestHash);

    // Someone approves what they were shown first: the run now waits for another request.
    await expect(cluster.runs.resume(runId, { approved: true, by: "dave", requestHash: first.requestHash })).rejects.toMatchObject({
      name: "RestateCallError",
      status: 409,
      message: expect.stringContaining(`waits for approval of request ${second.requestHash.slice(0, 12)}`),
    });
    expect(eventsFor("A-9", "refund").filter((e) => e.customerId === "C-59")).toHaveLength(0);
    await expect(cluster.runs.pending(runId)).resolves.toEqual([second]);

    await cluster.runs.resume(runId, { approved: true, by: "dave", requestHash: second.requestHash });
    await expect(cluster.runs.result(runId)).resolves.toEqual({ refunded: "A-9", amountCents: partialOf("A-9"), customerId: "C-59" });
    const decided = await pollUntil("both records", async () => {
      const list = await cluster.runs.decided(runId);
      return list.length === 2 ? list : undefined;
    });
    expect(decided.map((d) => [d.requestHash, d.verdict.approved, d.verdict.requestHash])).toEqual([
      [first.requestHash, false, first.requestHash],
      [second.requestHash, true, second.requestHash],
    ]);
  });
});
