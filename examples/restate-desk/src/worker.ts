import "reflect-metadata";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { agentService, serveAgents } from "@agentic-ts/restate";
import { Desk } from "./desk";

/**
 * One worker process: serves the desk as two Restate services on `PORT` (default: a free port) —
 * `Desk` (any run, any time; the customer from the `x-customer-id` header, which a gateway in front of
 * the ingress sets) and `DeskByCustomer` (a virtual object keyed by customer: one customer's runs in
 * order). Only `triage` is reachable through the ingress; `lookupOrder` and `refund` run when the model
 * picks them. `RESTATE_IDENTITY_KEY` (a `publickeyv1_…` key) makes the worker accept only requests
 * signed by the Restate server holding its private key. The model is
 * whatever `OPENAI_BASE_URL` / `OPENAI_API_KEY` / `AGENTIC_MODEL` point at. Prints one JSON line when it
 * listens, then one per function it runs.
 */
async function main(): Promise<void> {
  const name = process.env.WORKER_NAME ?? `worker-${process.pid}`;
  const runtime = new OpenAIRuntime({
    model: process.env.AGENTIC_MODEL ?? "gpt-6-luna",
    baseURL: process.env.OPENAI_BASE_URL,
    apiKey: process.env.OPENAI_API_KEY ?? "unused",
    // Lets a test (or a proxy's log) tell which worker sent a model call.
    defaultHeaders: { "x-agentic-worker": name },
  });
  const worker = await serveAgents({
    services: [
      agentService(Desk, { runtime, methods: ["triage"], headers: { customerId: "x-customer-id" } }),
      agentService(Desk, { name: "DeskByCustomer", runtime, methods: ["triage"], keyedBy: "customerId" }),
    ],
    port: Number(process.env.PORT ?? 0),
    ...(process.env.RESTATE_IDENTITY_KEY ? { identityKeys: [process.env.RESTATE_IDENTITY_KEY] } : {}),
  });
  process.stdout.write(`${JSON.stringify({ event: "listening", worker: name, port: worker.port })}\n`);
  const stop = () => void Promise.all([worker.close(), runtime.close()]).then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
