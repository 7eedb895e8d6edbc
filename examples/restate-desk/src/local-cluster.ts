import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { registerDeployment, RestateRuns, RestateServer, WorkerBalancer } from "@agentic-ts/restate";

/**
 * The compiled worker (`dist/worker.js`; `npm run build` or `npx tsc -b examples/restate-desk` builds it).
 * Resolved from `src/` and `dist/` alike, so tests that load this file from its sources start the build.
 */
export const WORKER_SCRIPT = path.resolve(__dirname, "../dist/worker.js");

/** A JSON line a worker printed. */
export type WorkerEvent = Record<string, unknown> & { readonly event: string; readonly worker?: string };

/** One worker process of a {@link LocalCluster}. */
export interface DeskWorker {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
}

/**
 * The whole deployment on one machine, for the demo, the tests and the benchmark: a Restate server on
 * free loopback ports (data in a temporary directory), worker processes running the desk, a
 * {@link WorkerBalancer} in front of them registered as the deployment, and a {@link RestateRuns}
 * client. Every JSON line the workers print is collected in `events`.
 */
export class LocalCluster {
  readonly events: WorkerEvent[] = [];
  private readonly listeners = new Set<(event: WorkerEvent) => void>();

  private constructor(
    readonly server: RestateServer,
    readonly balancer: WorkerBalancer,
    readonly workers: DeskWorker[],
    readonly runs: RestateRuns,
  ) {}

  /** Starts the server, `workers` worker processes talking to the model at `openaiBaseURL`, and the balancer. */
  static async start(options: { workers: number; openaiBaseURL: string; env?: Readonly<Record<string, string>> }): Promise<LocalCluster> {
    if (!existsSync(WORKER_SCRIPT)) throw new Error(`${WORKER_SCRIPT} is missing: build it with \`npx tsc -b examples/restate-desk\` (npm test builds it).`);
    const server = await RestateServer.start();
    const balancer = await WorkerBalancer.start();
    const cluster = new LocalCluster(server, balancer, [], new RestateRuns({ ingressUrl: server.ingressUrl }));
    try {
      for (let i = 1; i <= options.workers; i++) cluster.workers.push(await cluster.spawnWorker(`w${i}`, options.openaiBaseURL, options.env));
      for (const worker of cluster.workers) balancer.add(worker.url);
      await registerDeployment(server.adminUrl, balancer.url);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** Resolves with the first worker event (already seen or coming) that `match` accepts. */
  waitForEvent(match: (event: WorkerEvent) => boolean): Promise<WorkerEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => {
      const listener = (event: WorkerEvent) => {
        if (!match(event)) return;
        this.listeners.delete(listener);
        resolve(event);
      };
      this.listeners.add(listener);
    });
  }

  /** Kills a worker with SIGKILL and waits until it is gone. */
  async kill(name: string): Promise<void> {
    const worker = this.workers.find((w) => w.name === name);
    if (!worker) throw new Error(`no worker ${name}`);
    worker.process.kill("SIGKILL");
    await worker.exited;
  }

  /** Stops everything this cluster started. */
  async stop(): Promise<void> {
    await this.balancer.close().catch(() => undefined);
    for (const worker of this.workers) {
      if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill("SIGKILL");
      await worker.exited;
    }
    await this.server.stop();
  }

  private spawnWorker(name: string, openaiBaseURL: string, env: Readonly<Record<string, string>> = {}): Promise<DeskWorker> {
    const child = spawn(process.execPath, [WORKER_SCRIPT], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, WORKER_NAME: name, PORT: "0", OPENAI_BASE_URL: openaiBaseURL, OPENAI_API_KEY: "sk-loopback", RESTATE_LOGGING: "ERROR", ...env },
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker ${name} did not start within 30 s`)), 30_000);
      child.once("exit", (code) => reject(new Error(`worker ${name} exited (${code}) before listening`)));
      createInterface({ input: child.stdout! }).on("line", (line) => {
        let event: WorkerEvent;
        try {
          event = JSON.parse(line) as WorkerEvent;
        } catch {
          return;
        }
        this.events.push(event);
        for (const listener of [...this.listeners]) listener(event);
        if (event.event === "listening" && event.worker === name) {
          clearTimeout(timer);
          resolve({ name, url: `http://127.0.0.1:${String(event.port)}`, process: child, exited });
        }
      });
    });
  }
}
