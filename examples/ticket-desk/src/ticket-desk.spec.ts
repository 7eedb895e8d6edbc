import "reflect-metadata";
import { ApprovalRequiredError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { DEMO_SUPERVISOR, handleDurably } from "./durable-ticket";
import { SAMPLE_TICKETS, type SampleName } from "./sample-tickets";
import { CLOSED, TicketDesk } from "./ticket-desk";
import { loadTranscript } from "./transcript";

/** Runs one sample ticket on its recorded transcript. */
async function runSample(name: SampleName) {
  const sample = SAMPLE_TICKETS[name];
  const runtime = new ScriptedRuntime(loadTranscript(sample.transcript), { approver: () => true });
  const result = await new TicketDesk(runtime).handleTicket(sample.text, sample.customerId);
  return { runtime, result };
}

const pick = (call: string, args: object = {}): string => JSON.stringify({ call, args });

describe("ticket-desk example", () => {
  it("gates the large refund: without an approver nothing is refunded and ApprovalRequiredError names the call", async () => {
    const sample = SAMPLE_TICKETS.refund;
    const runtime = new ScriptedRuntime(loadTranscript(sample.transcript));
    const error = await new TicketDesk(runtime).handleTicket(sample.text, sample.customerId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRequiredError);
    expect((error as ApprovalRequiredError).pending).toMatchObject({ option: "refund", args: { orderId: "A-1001", amountCents: 12900 }, reason: "Refunds over $100 need a person." });
  });

  it("runs the refund durably: it suspends, is approved, and resumes from its journal without asking the model again", async () => {
    const sample = SAMPLE_TICKETS.refund;
    const runtime = new ScriptedRuntime(loadTranscript(sample.transcript)); // two replies: a third request would fail
    const lines: string[] = [];
    const result = await handleDurably(new TicketDesk(runtime), sample, (t) => lines.push(t));
    expect(result).toMatchObject({ status: "refunded", refundId: "R-A-1001", amountCents: 12900 });
    expect(runtime.requests).toHaveLength(2);
    expect(lines.join("\n")).toMatch(/suspended: refund\(\{"orderId":"A-1001","amountCents":12900,.*\) waits for approval \(Refunds over \$100 need a person\.\)/);
    expect(lines.join("\n")).toContain(`Approved by ${DEMO_SUPERVISOR.by}`);
  });

  it("replays the recorded refund transcript: tools first, then the refund runs and its result comes back", async () => {
    const { runtime, result } = await runSample("refund");
    expect(result).toEqual({
      status: "refunded",
      refundId: "R-A-1001",
      orderId: "A-1001",
      amountCents: 12900,
      reason: "The headphones arrived with a cracked ear cup.",
    });
    const first = runtime.requests[0];
    expect(first.tools).toEqual(["lookupOrder", "lookupCustomer"]);
    expect(first.text).toContain(`Handle this ticket: ${SAMPLE_TICKETS.refund.text}`);
    expect(first.text).toContain("refund(orderId: string /* The order to refund. */, amountCents: integer /* How much to refund, in cents; at most what was paid. */, reason: string /* One sentence the customer will see. */)");
    expect(first.text).toContain('escalate(summary: string /* What the human needs to know, in two sentences at most. */, urgency: "high" | "low" /* "high" when the customer lost money or is very upset. */)');
    expect(first.text).toContain("close()");
    const tools = runtime.trace.nodes.filter((n) => n.kind === "tool_call");
    expect(tools.map((n) => [n.name, n.status])).toEqual([["lookupOrder", "ok"], ["lookupCustomer", "ok"]]);
    expect(runtime.requests[1].text).toContain('"item":"Noise-cancelling headphones"');
  });

  it("escalates with the escalate transcript and closes with the close transcript", async () => {
    const escalated = await runSample("escalate");
    expect(escalated.result).toMatchObject({ status: "escalated", queue: "priority" });
    const closed = await runSample("close");
    expect(closed.result).toBe(CLOSED);
  });

  it("never shows the hidden customerId to the model, in any request of any sample", async () => {
    for (const name of Object.keys(SAMPLE_TICKETS) as SampleName[]) {
      const { runtime } = await runSample(name);
      for (const request of runtime.requests) {
        expect(request.text).not.toMatch(/C-42|C-77|customerId/);
        expect(JSON.stringify(request.toolDefinitions)).not.toContain("customerId");
      }
    }
  });

  it("ignores a customerId the model sends: the signed-in customer's id is used", async () => {
    const runtime = new ScriptedRuntime([pick("refund", { orderId: "A-1002", amountCents: 100, reason: "x", customerId: "C-77" })]);
    await expect(new TicketDesk(runtime).handleTicket("Refund A-1002", "C-42")).rejects.toThrow(
      "Order A-1002 is not one of this customer's orders.",
    );
  });

  it("keeps other customers' orders out of the lookups", async () => {
    const runtime = new ScriptedRuntime([
      { toolCalls: [{ name: "lookupOrder", args: { orderId: "A-1002" } }] },
      pick("close"),
    ]);
    await new TicketDesk(runtime).handleTicket("What about A-1002?", "C-42");
    expect(runtime.requests[1].text).toContain("No order A-1002 for this customer.");
  });
});
