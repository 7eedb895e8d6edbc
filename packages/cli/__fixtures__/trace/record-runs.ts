import "reflect-metadata";
import { agenticFunction, decision, Int, runWithRuntime, type TraceStore } from "@agentic-ts/core";
import { ScriptedRuntime, type ScriptedReplies } from "@agentic-ts/testing";

/** A model reply that tries to break out of the page's data element and run a script. */
export const HOSTILE_REPLY = 'Sure.</script><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">\n{"call": "refund", "args": {"orderId": 7, "amountCents": 500}}';

const refund = agenticFunction((orderId: string, amountCents: number) => ({ refunded: orderId, amountCents }), {
  name: "refund",
  description: "Issue a refund for an order.",
  params: { orderId: "The order to refund.", amountCents: { type: Int, description: "Amount in cents." } },
});

/** A ticket handler: an agentic function whose decision refunds, closes or escalates. */
const handleTicket = agenticFunction(
  (ticket: string) =>
    decision.make(`Pick the next step for this ticket: ${ticket}`, {
      refund,
      close: { status: "closed" },
      escalate: ["Hand over to a human.", { summary: String }],
    }),
  { name: "handleTicket", params: { ticket: "The customer's message." } },
);

/** Runs `handleTicket` once on a scripted runtime writing to `store`; resolves or rejects as the run does. */
export function recordTicketRun(store: TraceStore, replies: ScriptedReplies, ticket = "Order A-1 arrived broken"): Promise<unknown> {
  const runtime = new ScriptedRuntime(replies, { store });
  return runWithRuntime(runtime, () => handleTicket(ticket));
}

/**
 * Records the runs the viewer tests look at: one that needs a re-pick after a hostile reply (then refunds),
 * and one whose decision fails for good (two replies without a pick). Returns their run ids.
 */
export async function recordSampleRuns(store: TraceStore): Promise<{ refunded: string; failed: string }> {
  const usage = { inputTokens: 120, outputTokens: 18 };
  await recordTicketRun(store, [
    { text: HOSTILE_REPLY, usage },
    { text: '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}', usage },
  ]);
  // The runs must start at different milliseconds for "newest first" to be one order.
  const first = Date.now();
  while (Date.now() === first) await new Promise((resolve) => setImmediate(resolve));
  await recordTicketRun(store, ["I am not sure what to do.", "Still thinking."], "Where is my parcel?").catch(() => undefined);
  await store.flush();
  const runs = await store.listRuns();
  const refunded = runs.find((r) => r.status === "ok");
  const failed = runs.find((r) => r.status === "error");
  if (!refunded || !failed) throw new Error(`expected an ok and a failed run, got ${JSON.stringify(runs.map((r) => r.status))}`);
  return { refunded: refunded.runId, failed: failed.runId };
}

const lookupOrder = agenticFunction(
  (orderId: string) => {
    if (orderId === "BOOM") throw new Error("orders database unavailable");
    return { orderId, status: "delivered", totalCents: 4999 };
  },
  { name: "lookupOrder", description: "Look an order up.", params: { orderId: "The order id." } },
);

/**
 * Records a tool-using turn: `triageTicket` runs `exec` with a lookup tool (one call succeeds, one fails)
 * and finishes with a pick from its choices that needs a re-pick. Returns the run id.
 */
export async function recordExecRun(store: TraceStore): Promise<string> {
  const usage = { inputTokens: 310, outputTokens: 24 };
  const runtime = new ScriptedRuntime(
    [
      { toolCalls: [{ name: "lookupOrder", args: { orderId: "A-1" } }, { name: "lookupOrder", args: { orderId: "BOOM" } }], usage },
      { text: 'Delivered but broken: refund it.\n{"call": "refund", "args": {"orderId": "A-1"}}', usage },
      { text: '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 4999}}', usage },
    ],
    { store, model: "gpt-4o-mini" },
  );
  const triage = agenticFunction(
    (ticket: string) =>
      runtime.exec(`Handle this ticket: ${ticket}`, {
        tools: [lookupOrder],
        choices: { refund, close: { status: "closed" }, escalate: ["Hand over to a human.", { summary: String }] },
      }),
    { name: "triageTicket", params: { ticket: "The customer's message." } },
  );
  await runWithRuntime(runtime, () => triage("Order A-1 arrived broken"));
  await store.flush();
  const [run] = await store.listRuns({ limit: 1 });
  return run.runId;
}

/** Records one run of `decisions` decisions under one agentic function (3 nodes each, plus the root). */
export async function recordLargeRun(store: TraceStore, decisions: number): Promise<string> {
  const runtime = new ScriptedRuntime((_request, i) => `{"call": "${i % 2 === 0 ? "close" : "refund"}", "args": ${i % 2 === 0 ? "{}" : `{"orderId": "A-${i}", "amountCents": ${i}}`}}`, { store });
  const batch = agenticFunction(
    async () => {
      for (let i = 0; i < decisions; i++) await decision.make(`Step ${i}`, { refund, close: { status: "closed" } });
      return decisions;
    },
    { name: "nightlyBatch", params: {} },
  );
  await runWithRuntime(runtime, () => batch());
  await store.flush();
  const [run] = await store.listRuns({ limit: 1 });
  return run.runId;
}
