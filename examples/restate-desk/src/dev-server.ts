import { constants } from "node:os";
import { RestateServer } from "@agentic-ts/restate";
import { endBySignal, firstSignal } from "./first-signal";

/**
 * Starts a Restate server for local development (free loopback ports, a temporary data directory,
 * telemetry off) and prints its ingress and admin URLs. Ctrl-C, SIGTERM or SIGHUP — also while it is
 * still starting — stops the server and its process group, waits for it to exit, removes its data, then
 * ends this process by the same signal. When the server dies on its own, this prints the end of its log
 * and exits with 1. `npx restate-server` works as well (ingress 8080, admin 9070).
 */
async function main(): Promise<NodeJS.Signals | number> {
  const stopping = new AbortController();
  const signalled = firstSignal(["SIGINT", "SIGTERM", "SIGHUP"]);
  void signalled.then((signal) => stopping.abort(new Error(`stopped by ${signal}`)));
  console.log("Starting Restate…");
  let server: RestateServer;
  try {
    server = await RestateServer.start({ readyTimeoutMs: 60_000, signal: stopping.signal });
  } catch (error) {
    if (stopping.signal.aborted) return signalled;
    throw error;
  }
  console.log(`Restate is up (restate-server pid ${server.pid}).\n  RESTATE_INGRESS=${server.ingressUrl}\n  RESTATE_ADMIN=${server.adminUrl}\n  data: ${server.baseDir}`);
  const ended = await Promise.race([signalled, server.exited]);
  if (typeof ended !== "string") console.error(`restate-server exited (${ended.signal ?? ended.code}):\n${server.logTail()}`);
  await server.stop();
  return typeof ended === "string" ? ended : 1;
}

main().then(
  (end) => (typeof end === "number" ? process.exit(end) : endBySignal(end, 128 + constants.signals[end])),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
