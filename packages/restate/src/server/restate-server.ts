import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { restateServerBinary } from "./restate-binary";
import { RestateServerStartError } from "./restate-server-start-error";
import { waitUntilHealthy } from "./wait-until-healthy";

/** Options of {@link RestateServer.start}. */
export interface RestateServerOptions {
  /** The interface every listener binds to. Default `127.0.0.1`. */
  readonly host?: string;
  /** Where the server keeps its data; default a new temporary directory, removed by `stop()`. */
  readonly baseDir?: string;
  /** Partitions provisioned on first start (the server's default is 24; fewer start faster). Default 4. */
  readonly partitions?: number;
  /** How long to wait for the admin and ingress endpoints to answer. Default 60 s. */
  readonly readyTimeoutMs?: number;
  /** Extra environment variables (`RESTATE_*` configuration overrides). */
  readonly env?: Readonly<Record<string, string>>;
  /** Aborting it while the server starts stops the server (and waits for it) and rejects with the abort reason. */
  readonly signal?: AbortSignal;
}

/** How a `restate-server` process ended: its exit code, or the signal that ended it. */
export interface RestateServerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/**
 * A real `restate-server` process for tests, benchmarks and local development: every listener (ingress,
 * admin, node-to-node) on a free loopback port, data in a temporary directory, telemetry off, in its own
 * process group so {@link RestateServer.stop} ends it and anything it started.
 *
 * @example
 * ```ts
 * const server = await RestateServer.start();
 * await registerDeployment(server.adminUrl, "http://127.0.0.1:9080");
 * // … invoke through server.ingressUrl …
 * await server.stop();
 * ```
 */
export class RestateServer {
  /** Resolves when the server process has exited, whether {@link RestateServer.stop} ended it or not. */
  readonly exited: Promise<RestateServerExit>;
  private readonly killOnExit: () => void;

  private constructor(
    private readonly child: ChildProcess,
    /** The HTTP ingress, where services are invoked: `http://HOST:PORT`. */
    readonly ingressUrl: string,
    /** The admin API, where deployments are registered: `http://HOST:PORT`. */
    readonly adminUrl: string,
    /** The data directory. */
    readonly baseDir: string,
    /** The file the server's output goes to. */
    readonly logFile: string,
    private readonly ownsBaseDir: boolean,
  ) {
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    // The server leads its own process group, so it would outlive a parent that exits without stop().
    this.killOnExit = () => signalGroup(child, "SIGKILL");
    process.once("exit", this.killOnExit);
    child.once("exit", () => process.off("exit", this.killOnExit));
  }

  /** Starts a server and resolves once its admin and ingress endpoints answer. */
  static async start(options: RestateServerOptions = {}): Promise<RestateServer> {
    // A free port can be taken by someone else between the probe and the bind; a few attempts cover it.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await RestateServer.startOnce(options);
      } catch (error) {
        lastError = error;
        if (!(error instanceof RestateServerStartError) || !/address already in use/i.test(error.message)) throw error;
      }
    }
    throw lastError;
  }

  private static async startOnce(options: RestateServerOptions): Promise<RestateServer> {
    options.signal?.throwIfAborted();
    const host = options.host ?? "127.0.0.1";
    const [ingress, admin, fabric] = [await freePort(host), await freePort(host), await freePort(host)];
    const ownsBaseDir = options.baseDir === undefined;
    const baseDir = options.baseDir ?? mkdtempSync(path.join(tmpdir(), "agentic-restate-"));
    const logFile = path.join(baseDir, "restate-server.log");
    const log = openSync(logFile, "a");
    const child = spawn(restateServerBinary(), ["--base-dir", baseDir, "--no-logo", "--log-disable-ansi-codes", "true"], {
      detached: true,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        RESTATE_LISTEN_MODE: "tcp",
        RESTATE_BIND_ADDRESS: `${host}:${fabric}`,
        RESTATE_ADVERTISED_ADDRESS: `http://${host}:${fabric}/`,
        RESTATE_INGRESS__BIND_ADDRESS: `${host}:${ingress}`,
        RESTATE_ADMIN__BIND_ADDRESS: `${host}:${admin}`,
        RESTATE_ADMIN__DISABLE_WEB_UI: "true",
        RESTATE_DISABLE_TELEMETRY: "true",
        RESTATE_NODE_NAME: "agentic",
        RESTATE_DEFAULT_NUM_PARTITIONS: String(options.partitions ?? 4),
        ...options.env,
      },
    });
    closeSync(log);
    const server = new RestateServer(child, `http://${host}:${ingress}`, `http://${host}:${admin}`, baseDir, logFile, ownsBaseDir);
    const died = new Promise<never>((_, reject) =>
      child.once("exit", (code, signal) => reject(new RestateServerStartError(`restate-server exited (${signal ?? code}) while starting:\n${server.logTail()}`))),
    );
    child.once("error", () => undefined);
    // Ends the health polling once the race below is decided, whichever way.
    const polling = new AbortController();
    const abort = options.signal;
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abort?.reason);
      // Aborted while the ports were probed: the server just spawned is stopped at once.
      if (abort?.aborted) onAbort();
      else abort?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      await Promise.race([
        waitUntilHealthy([`${server.adminUrl}/health`, `${server.ingressUrl}/restate/health`], options.readyTimeoutMs ?? 60_000, polling.signal),
        died,
        aborted,
      ]);
    } catch (error) {
      const tail = server.logTail();
      await server.stop();
      if (error instanceof RestateServerStartError || abort?.aborted) throw error;
      throw new RestateServerStartError(`restate-server did not become healthy: ${(error as Error).message}\n${tail}`, { cause: error });
    } finally {
      polling.abort();
      if (onAbort) abort?.removeEventListener("abort", onAbort);
      died.catch(() => undefined);
      aborted.catch(() => undefined);
    }
    return server;
  }

  /** The process id of the server. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The last `bytes` of the server's log. */
  logTail(bytes = 4000): string {
    try {
      const text = readFileSync(this.logFile, "utf8");
      return text.slice(-bytes);
    } catch {
      return "(no log)";
    }
  }

  /**
   * Stops the server and its process group: SIGTERM, then SIGKILL after `graceMs`; removes the data
   * directory it created. Idempotent.
   */
  async stop(graceMs = 5_000): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      signalGroup(this.child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(this.child, "SIGKILL"), graceMs);
      await this.exited;
      clearTimeout(timer);
    }
    if (this.ownsBaseDir) rmSync(this.baseDir, { recursive: true, force: true });
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // detached: the server leads its own process group; a negative pid signals the whole group.
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
