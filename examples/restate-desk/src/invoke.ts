import { RestateRuns } from "@agentic-ts/restate";

/**
 * `node dist/invoke.js CUSTOMER "TICKET"`: starts a desk run for the customer through Restate's ingress
 * (`RESTATE_INGRESS`, default http://127.0.0.1:8080), then waits: it prints the result, or — when the run
 * waits for an approval — what it waits for and the command that approves it.
 */
async function main(): Promise<void> {
  const [customerId = "C-1", ticket = "My order A-9 arrived broken, please refund it."] = process.argv.slice(2);
  const runs = new RestateRuns({ ingressUrl: process.env.RESTATE_INGRESS ?? "http://127.0.0.1:8080" });
  const { runId } = await runs.start("DeskByCustomer", "triage", { args: [ticket] }, { key: customerId });
  console.log(`Run ${runId} started for ${customerId}.`);
  const result = runs.result(runId);
  for (;;) {
    const done = await Promise.race([result.then((value) => ({ value })), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 500))]);
    if (done) {
      console.log("Result:", JSON.stringify(done.value, null, 2));
      return;
    }
    const [pending] = await runs.pending(runId);
    if (pending) {
      console.log(`Waiting for approval of request ${pending.requestHash}: ${JSON.stringify(pending.request)}`);
      const approve = `node dist/approve.js ${runId} ${pending.requestHash}`;
      console.log(`Approve: ${approve} yes alice   Decline: ${approve} no alice "why"`);
      return;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
