/** Words a ticket's text names to choose what the loopback model answers (see {@link HTTP_SERVER_PROGRAM}). */
export type ModelScenario = "close" | "small_refund" | "big_refund" | "junk";

/**
 * A program for an ES-module project with the README's HTTP recipes (`src/http/<framework>-app.ts`) that
 * serves one of them on a free 127.0.0.1 port against an in-process LoopbackProviderServer (from the
 * installed @agentic-ts/testing) playing the model: the reply depends on the `scenario:<word>` in the
 * ticket, and a `junk` ticket gets junk on every attempt, re-picks included. `OPENAI_BASE_URL` is set
 * before the recipe is imported, so its `new OpenAIRuntime({ model })` talks to the loopback server as it
 * would to OpenAI. It prints `{"listening": url}` and stops when its stdin ends. `replySecret` is in
 * every junk reply, for the tests to show no response carries it.
 */
export function httpServerProgram(replySecret: string, apiKey: string): string {
  return `import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LoopbackProviderServer } from "@agentic-ts/testing";

const REPLIES: Record<string, string> = {
  close: 'Nothing to do. {"call": "close"}',
  small_refund: '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 1250, "customerId": "EVIL"}}',
  big_refund: '{"call": "refund", "args": {"orderId": "A-9", "amountCents": 25000}}',
  junk: "Well, ${replySecret}, I would maybe refund, or maybe not.",
};

const model = await LoopbackProviderServer.start();
model.script((request) => ({ reply: { text: REPLIES[/scenario:(\\w+)/.exec(request.rawBody)?.[1] ?? ""] ?? "" } }));
process.env.OPENAI_BASE_URL = model.openaiBaseURL;
process.env.OPENAI_API_KEY = ${JSON.stringify(apiKey)};

// @hono/node-server's declarations name the DOM's RequestInfo, which a Node.js tsconfig without "DOM" in
// its lib lacks (the README says so): imported by a name TypeScript does not resolve, with its one use typed here.
type ServeHono = (options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname: string }) => Server;
const HONO_NODE_SERVER: string = "@hono/node-server";

async function listen(framework: string): Promise<{ url: string; close: () => Promise<unknown> }> {
  if (framework === "fastify") {
    const { app } = await import("../http/fastify-app.js");
    await import("../http/fastify-runs.js"); // the durable-run route, on the same app
    return { url: await app.listen({ port: 0, host: "127.0.0.1" }), close: () => app.close() };
  }
  const server = framework === "express"
    ? (await import("../http/express-app.js")).app.listen(0, "127.0.0.1")
    : ((await import(HONO_NODE_SERVER)) as { serve: ServeHono }).serve({ fetch: (await import("../http/hono-app.js")).app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: \`http://127.0.0.1:\${port}\`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const app = await listen(process.argv[2] ?? "");
console.log(JSON.stringify({ listening: app.url }));
process.stdin.resume();
process.stdin.on("end", async () => {
  await app.close();
  await model.close();
  process.stdin.pause();
});
`;
}
