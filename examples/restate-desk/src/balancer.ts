import { registerDeployment, WorkerBalancer } from "@agentic-ts/restate";

/**
 * `node dist/balancer.js PORT WORKER_PORT…`: an HTTP/2 balancer on PORT in front of the workers, registered
 * with the Restate admin API at `RESTATE_ADMIN` (default http://127.0.0.1:9070) as the desk's deployment.
 */
async function main(): Promise<void> {
  const [port, ...workerPorts] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(port) || workerPorts.length === 0) throw new Error("usage: node dist/balancer.js PORT WORKER_PORT [WORKER_PORT…]");
  const balancer = await WorkerBalancer.start({ port, workers: workerPorts.map((p) => `http://127.0.0.1:${p}`) });
  const admin = process.env.RESTATE_ADMIN ?? "http://127.0.0.1:9070";
  const deployment = await registerDeployment(admin, balancer.url, { force: true });
  console.log(`Balancer ${balancer.url} → workers ${workerPorts.join(", ")}; registered as ${deployment.id} (${deployment.services.join(", ")}).`);
  process.once("SIGINT", () => void balancer.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
