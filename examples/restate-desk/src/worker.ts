import "reflect-metadata";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { agentService, serveAgents } from "@agentic-ts/restate";
import { Desk } from "./desk";

/**
 * One worker process: serves the desk as two Restate services on `PORT` (default: a free port) —
 * `Desk` (any run, any time; the customer from the `x-customer-id` header or the input's context) and
 * `DeskByCustomer` (a virtual object keyed by customer: one customer's runs in order). The model is
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
      agentService(Desk, { runtime, headers: { customerId: "x-customer-id" } }),
      agentService(Desk, { name: "DeskByCustomer", runtime, keyedBy: "customerId" }),
    ],
    port: Number(process.env.PORT ?? 0),
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
