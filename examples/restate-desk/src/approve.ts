import { RestateRuns } from "@agentic-ts/restate";

/**
 * `node dist/approve.js RUN_ID REQUEST_HASH yes|no [BY] [NOTE]`: approves or declines the request the run
 * waits for — the one `REQUEST_HASH` names, as `invoke.js` printed it; if the run now waits for another
 * request, nothing is decided (409) — in one call through Restate's ingress (`RESTATE_INGRESS`, default
 * http://127.0.0.1:8080), then prints the run's result. The same over plain HTTP:
 * `curl -X POST $RESTATE_INGRESS/AgenticApprovals/RUN_ID/decide -H 'content-type: application/json' -d '{"approved":true,"by":"alice","requestHash":"…"}'`.
 */
async function main(): Promise<void> {
  const [runId, requestHash, answer, by, note] = process.argv.slice(2);
  if (!runId || !requestHash || !["yes", "no"].includes(answer ?? "")) throw new Error("usage: node dist/approve.js RUN_ID REQUEST_HASH yes|no [BY] [NOTE]");
  const runs = new RestateRuns({ ingressUrl: process.env.RESTATE_INGRESS ?? "http://127.0.0.1:8080" });
  const decided = await runs.resume(runId, { approved: answer === "yes", by, note, requestHash });
  console.log(`${decided.verdict.approved ? "Approved" : "Declined"} ${JSON.stringify(decided.request)} at ${decided.verdict.at}.`);
  console.log("Result:", JSON.stringify(await runs.result(runId), null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
