import "reflect-metadata";
import { Runtime, type RuntimeEnv } from "@agentic-ts/core";
import { describeRuntime } from "./choose-runtime";
import { createApp, listenLocally } from "./create-app";
import { DEMO_PRINCIPALS, issueDemoTokens } from "./demo-principals";
import { postTicket } from "./post-ticket";
import { SAMPLE_TICKETS } from "./sample-tickets";
import { TokenDirectory } from "./token-directory";

const DEFAULT_PORT = 3000;

/** A runtime holding connections (provider runtimes do) that it can end. */
interface Closable {
  close(): Promise<void>;
}

function portFrom(env: RuntimeEnv, fallback: number): number {
  const port = Number(env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${JSON.stringify(env.PORT)}.`);
  return port;
}

/**
 * Starts the support app on 127.0.0.1 (PORT, default 3000) and issues a bearer token for each demo
 * principal. With `--demo` it posts one sample ticket to itself as its customer, prints the answer and
 * exits (on a free port unless PORT is set); without, it prints the tokens to try the endpoints with.
 */
async function main(args: readonly string[], env: RuntimeEnv): Promise<void> {
  const demo = args.includes("--demo");
  const app = await createApp(env, { logger: demo ? ["error", "warn"] : undefined });
  const runtime = app.get(Runtime);
  const url = await listenLocally(app, portFrom(env, demo ? 0 : DEFAULT_PORT));
  console.log(`Support desk listening on ${url} — runtime: ${describeRuntime(runtime)}`);
  const tokens = issueDemoTokens(app.get(TokenDirectory));
  if (!demo) {
    console.log("Bearer tokens for this process (they die with it):");
    for (const { id, roles } of DEMO_PRINCIPALS) console.log(`  ${id} (${roles.join(", ")}): ${tokens.get(id)}`);
    console.log(`Try: curl -s -X POST ${url}/tickets -H 'content-type: application/json' -H 'authorization: Bearer <cust-1001's token>' -d '{"text": "Order A-1042 arrived broken."}'`);
    return;
  }

  const ticket = SAMPLE_TICKETS[0];
  console.log(`\nPOST /tickets  (authorization: Bearer <token of ${ticket.customerId}>)\n${JSON.stringify({ text: ticket.text })}\n`);
  const { status, body } = await postTicket(url, ticket, tokens.get(ticket.customerId) ?? "");
  console.log(`→ ${status}\n${JSON.stringify(body, null, 2)}`);
  await app.close();
  if (typeof (runtime as Partial<Closable>).close === "function") await (runtime as unknown as Closable).close();
  if (status !== 200) process.exitCode = 1;
}

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
});
