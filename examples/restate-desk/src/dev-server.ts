import { RestateServer } from "@agentic-ts/restate";

/**
 * Starts a Restate server for local development (free loopback ports, a temporary data directory,
 * telemetry off) and prints its ingress and admin URLs; Ctrl-C stops it and removes its data.
 * `npx restate-server` works as well (ingress 8080, admin 9070).
 */
async function main(): Promise<void> {
  const server = await RestateServer.start({ readyTimeoutMs: 60_000 });
  console.log(`Restate is up.\n  RESTATE_INGRESS=${server.ingressUrl}\n  RESTATE_ADMIN=${server.adminUrl}\n  data: ${server.baseDir}`);
  process.once("SIGINT", () => void server.stop().then(() => process.exit(0)));
}

void main();
