import {
  connect,
  constants,
  createServer,
  type ClientHttp2Session,
  type Http2Session,
  type Http2Server,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type ServerHttp2Stream,
} from "node:http2";
import type { AddressInfo } from "node:net";

/** Options of {@link WorkerBalancer.start}. */
export interface WorkerBalancerOptions {
  /** The workers' URLs (`http://127.0.0.1:9081`, …). More can be added later with `add`. */
  readonly workers?: readonly string[];
  /** The port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The interface to bind. Default `127.0.0.1`. */
  readonly host?: string;
  /** How long a worker that refused a connection is skipped. Default 1 s. */
  readonly downForMs?: number;
}

// Hop-by-hop headers HTTP/2 forbids forwarding.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host", "http2-settings"]);

/**
 * A small HTTP/2 (h2c) load balancer that spreads Restate's invocation streams over several worker
 * processes, one stream at a time (round robin, skipping workers that refused a connection).
 *
 * Restate registers one URL per deployment and keeps its HTTP/2 connections open, so a plain TCP
 * balancer would send everything to one worker; balancing has to happen per stream (L7). In production
 * that is Envoy, a service mesh or Knative; this class is for tests, benchmarks and local development.
 * A worker that dies cuts its streams, Restate retries those invocations, and the retries reach the
 * workers that are left.
 */
export class WorkerBalancer {
  private readonly workers: string[] = [];
  private readonly sessions = new Map<string, ClientHttp2Session>();
  private readonly downUntil = new Map<string, number>();
  private readonly counts = new Map<string, number>();
  private next = 0;
  // Restate's connections to the balancer, cut on close (the server would wait for them forever).
  private readonly open = new Set<Http2Session>();

  private constructor(
    private readonly server: Http2Server,
    /** The balancer's URL: register this one with Restate. */
    readonly url: string,
    private readonly downForMs: number,
  ) {
    server.on("stream", (stream, headers) => this.forward(stream, headers));
  }

  /** Starts a balancer in front of `workers`. */
  static async start(options: WorkerBalancerOptions = {}): Promise<WorkerBalancer> {
    const host = options.host ?? "127.0.0.1";
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const balancer = new WorkerBalancer(server, `http://${host}:${(server.address() as AddressInfo).port}`, options.downForMs ?? 1_000);
    for (const worker of options.workers ?? []) balancer.add(worker);
    return balancer;
  }

  /** Adds a worker. */
  add(url: string): void {
    if (!this.workers.includes(url)) this.workers.push(url);
  }

  /** Removes a worker; streams in flight to it continue. */
  remove(url: string): void {
    const at = this.workers.indexOf(url);
    if (at >= 0) this.workers.splice(at, 1);
    this.sessions.get(url)?.close();
    this.sessions.delete(url);
  }

  /** How many streams each worker was given, by URL. */
  get streams(): ReadonlyMap<string, number> {
    return this.counts;
  }

  /** Stops listening and closes every connection (to Restate and to the workers). */
  async close(): Promise<void> {
    for (const session of this.sessions.values()) session.destroy();
    this.sessions.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // server.close waits for open sessions, and Restate keeps its own open: cut them.
    for (const session of this.open) session.destroy();
    await closed;
  }

  private pick(): string | undefined {
    const now = Date.now();
    for (let i = 0; i < this.workers.length; i++) {
      const url = this.workers[(this.next + i) % this.workers.length];
      if ((this.downUntil.get(url) ?? 0) <= now) {
        this.next = (this.next + i + 1) % this.workers.length;
        return url;
      }
    }
    return undefined;
  }

  private session(url: string): ClientHttp2Session {
    const existing = this.sessions.get(url);
    if (existing && !existing.closed && !existing.destroyed) return existing;
    const session = connect(url);
    const forget = () => {
      if (this.sessions.get(url) === session) this.sessions.delete(url);
    };
    session.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ECONNRESET") this.downUntil.set(url, Date.now() + this.downForMs);
      forget();
    });
    session.on("close", forget);
    this.sessions.set(url, session);
    return session;
  }

  private forward(stream: ServerHttp2Stream, headers: IncomingHttpHeaders): void {
    const session = stream.session;
    if (session && !this.open.has(session)) {
      this.open.add(session);
      session.once("close", () => this.open.delete(session));
    }
    const url = this.pick();
    if (!url) {
      respondError(stream, 503, "no worker available");
      return;
    }
    this.counts.set(url, (this.counts.get(url) ?? 0) + 1);
    const outgoing: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name === ":authority" || name === ":scheme" || HOP_BY_HOP.has(name)) continue;
      outgoing[name] = value;
    }
    let upstream;
    try {
      upstream = this.session(url).request(outgoing);
    } catch {
      respondError(stream, 502, `worker ${url} is unreachable`);
      return;
    }
    upstream.on("response", (answer) => {
      const back: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer)) if (!HOP_BY_HOP.has(name)) back[name] = value;
      if (!stream.destroyed) stream.respond(back);
      upstream.pipe(stream);
    });
    // A worker that fails before answering gets a 502; one that dies mid-stream gets its stream cut.
    // Either way Restate retries the invocation, and the retry goes to the workers that are left.
    let answered = false;
    let failed = false;
    upstream.once("response", () => (answered = true));
    const fail = () => {
      if (failed || stream.destroyed || stream.closed) return;
      failed = true;
      if (!stream.headersSent) respondError(stream, 502, `worker ${url} failed`);
      else stream.close(constants.NGHTTP2_INTERNAL_ERROR);
    };
    upstream.on("error", fail);
    upstream.on("close", () => {
      if (!answered || (upstream.rstCode !== undefined && upstream.rstCode !== constants.NGHTTP2_NO_ERROR)) fail();
    });
    stream.on("error", () => upstream.close(constants.NGHTTP2_CANCEL));
    stream.on("close", () => {
      if (!upstream.closed) upstream.close(constants.NGHTTP2_CANCEL);
    });
    stream.pipe(upstream);
  }
}

function respondError(stream: ServerHttp2Stream, status: number, message: string): void {
  if (stream.destroyed) return;
  if (!stream.headersSent) stream.respond({ ":status": status, "content-type": "text/plain" });
  stream.end(message);
}
