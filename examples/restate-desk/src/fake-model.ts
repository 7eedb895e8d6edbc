import { LoopbackProviderServer } from "@agentic-ts/testing";
import { deskReply } from "./desk-model";

/**
 * An offline stand-in for a model: an OpenAI-compatible server on 127.0.0.1 that answers like the desk's
 * scripted model (look the order up, then refund, close, or escalate after a decline). Prints its base
 * URL; point the workers' `OPENAI_BASE_URL` at it.
 */
async function main(): Promise<void> {
  const server = await LoopbackProviderServer.start();
  server.script(deskReply);
  console.log(`Fake model listening: OPENAI_BASE_URL=${server.openaiBaseURL}`);
  process.once("SIGINT", () => void server.close().then(() => process.exit(0)));
}

void main();
