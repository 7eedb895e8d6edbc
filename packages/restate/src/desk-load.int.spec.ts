import { LoopbackProviderServer, type LoopbackStep } from "@agentic-ts/testing";
import { LocalCluster } from "../../../examples/restate-desk/src/local-cluster";
import { amountOf, deskReply, ticketOf } from "../../../examples/restate-desk/src/desk-model";

// 500 runs over two worker processes while the provider fails now and then: every run completes,
// once, and no model call that was answered is ever sent again.
jest.setTimeout(300_000);

const RUNS = 500;

let model: LoopbackProviderServer;
let cluster: LocalCluster;
/** Successful answers per ticket (a ticket is one run). */
const answered = new Map<string, number>();
let faults = 0;

beforeAll(async () => {
  model = await LoopbackProviderServer.start();
  let count = 0;
  model.script((request): LoopbackStep => {
    count++;
    // A fixed pattern of faults the runtime retries (5xx, 429, reset connections); some runs meet several.
    if (count % 7 === 0) return faults++, { fault: "status", status: 503 };
    if (count % 11 === 0) return faults++, { fault: "reset" };
    if (count % 13 === 0) return faults++, { fault: "status", status: 429, headers: { "retry-after": "0" } };
    const ticket = /\(run (\d+)\)/.exec(ticketOf(request))?.[1] ?? "?";
    answered.set(ticket, (answered.get(ticket) ?? 0) + 1);
    return deskReply(request);
  });
  cluster = await LocalCluster.start({ workers: 2, openaiBaseURL: model.openaiBaseURL });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await model?.close();
}, 60_000);

it(`completes ${RUNS} runs over two workers with provider faults injected, each exactly once`, async () => {
  const orderOf = (i: number) => `A-${(i % 6) + 1}`; // at most 9 000 cents: no approvals here
  const started: string[] = [];
  // Start in batches so the test's own client does not queue 500 requests on one connection at once.
  for (let from = 0; from < RUNS; from += 50) {
    const batch = Array.from({ length: Math.min(50, RUNS - from) }, (_, k) => from + k);
    const ids = await Promise.all(
      batch.map((i) =>
        cluster.runs.start("Desk", "triage", { args: [`Please refund order ${orderOf(i)} (run ${i})`] }, { idempotencyKey: `load-${i}`, headers: { "x-customer-id": `C-${i}` } }),
      ),
    );
    started.push(...ids.map((r) => r.runId));
  }
  // Starting the same run again (same idempotency key) is the same run, not a second one.
  await expect(cluster.runs.start("Desk", "triage", { args: ["Please refund order A-1 (run 0)"] }, { idempotencyKey: "load-0", headers: { "x-customer-id": "C-0" } })).resolves.toEqual({
    runId: started[0],
  });

  const results = await Promise.all(started.map((id) => cluster.runs.result(id)));
  results.forEach((result, i) => expect(result).toEqual({ refunded: orderOf(i), amountCents: amountOf(orderOf(i)), customerId: `C-${i}` }));

  const refunds = cluster.events.filter((e) => e.event === "refund");
  expect(refunds).toHaveLength(RUNS);
  expect(new Set(refunds.map((e) => e.customerId)).size).toBe(RUNS);
  // Both workers took part.
  expect(new Set(refunds.map((e) => e.worker))).toEqual(new Set(["w1", "w2"]));
  // Every run needed two answered model calls (the lookup, then the pick), and got exactly two.
  expect(answered.size).toBe(RUNS);
  expect([...answered.values()].every((n) => n === 2)).toBe(true);
  expect(faults).toBeGreaterThan(RUNS / 4);
});
