import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { anthropicFormat } from "./anthropic-format";
import { loopbackId } from "./loopback-ids";
import { sendError, type LoopbackExchange } from "./loopback-exchange";
import type { LoopbackStep, LoopbackStepFunction } from "./loopback-step";
import { openaiFormat } from "./openai-format";
import { readRecordedRequest, type LoopbackEndpoint, type RecordedRequest } from "./recorded-request";
import { runStep } from "./run-step";

const ROUTES: Readonly<Record<string, LoopbackEndpoint>> = {
  "/v1/chat/completions": "openai",
  "/v1/messages": "anthropic",
};

/**
 * A local HTTP server (127.0.0.1, random port) that speaks the OpenAI Chat Completions and Anthropic
 * Messages wire formats, streaming included, so the real SDKs can be tested against scripted answers
 * and faults. Every model request consumes the next scripted step; every request is recorded.
 *
 * @example
 * ```ts
 * const server = await LoopbackProviderServer.start();
 * server.script({ reply: { text: "Hi" } }, { fault: "status", status: 429, headers: { "retry-after": "1" } });
 * const openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: "test", maxRetries: 0 });
 * await openai.chat.completions.create({ model: "gpt-x", messages: [{ role: "user", content: "Hello" }] });
 * server.requests[0].body?.messages; // what the SDK sent
 * await server.close();
 * ```
 */
export class LoopbackProviderServer {
  /** The server's origin, `http://127.0.0.1:PORT`. */
  readonly url: string;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private closed = false;
  // The signals of the exchanges under way: close() aborts them, as their client leaving would.
  private readonly underWay = new Set<AbortController>();
  private queue: LoopbackStep[] = [];
  private decide: LoopbackStepFunction | undefined;
  private recorded: RecordedRequest[] = [];
  private modelRequests = 0;
  private abandonedCount = 0;
  private accepted = 0;
  // Raised by reset(): a request remembers the one it arrived in.
  private epoch = 0;

  private constructor(server: Server) {
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on("connection", (socket) => {
      this.accepted++;
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
    server.on("request", (req, res) => void this.handle(req, res));
  }

  /** Starts a server on 127.0.0.1 at a random free port. */
  static async start(): Promise<LoopbackProviderServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    return new LoopbackProviderServer(server);
  }

  /** The `baseURL` for the OpenAI SDK (`${url}/v1`). */
  get openaiBaseURL(): string {
    return `${this.url}/v1`;
  }

  /** The `baseURL` for the Anthropic SDK (the origin: the SDK appends `/v1/messages`). */
  get anthropicBaseURL(): string {
    return this.url;
  }

  /** Every request received since start or the last {@link LoopbackProviderServer.reset}, in order. */
  get requests(): readonly RecordedRequest[] {
    return this.recorded;
  }

  /**
   * How many TCP connections the server accepted since start or the last
   * {@link LoopbackProviderServer.reset}: a client that keeps connections alive opens fewer than it sends requests.
   */
  get connections(): number {
    return this.accepted;
  }

  /**
   * How many requests the client abandoned since start or the last {@link LoopbackProviderServer.reset}:
   * it closed the connection (an abort, a timeout) before the answer was completely written. Requests the
   * server cut itself (a `reset` step, {@link LoopbackProviderServer.close}) do not count.
   */
  get abandoned(): number {
    return this.abandonedCount;
  }

  /**
   * Queues steps, one per coming model request (on either endpoint); or, given a function, lets it pick
   * the step for every request until `script()` is called again.
   */
  script(decide: LoopbackStepFunction): this;
  script(...steps: LoopbackStep[]): this;
  script(...steps: Array<LoopbackStep | LoopbackStepFunction>): this {
    const [first] = steps;
    if (typeof first === "function") {
      this.decide = first;
      this.queue = [];
    } else {
      this.decide = undefined;
      this.queue.push(...(steps as LoopbackStep[]));
    }
    return this;
  }

  /**
   * Forgets the script (queued steps and any step function), the recorded requests and both counts. A
   * request still arriving at that moment belongs to what was forgotten: it takes no step scripted after,
   * is neither recorded nor counted, and is answered 500.
   */
  reset(): void {
    this.epoch++;
    this.queue = [];
    this.decide = undefined;
    this.recorded = [];
    this.modelRequests = 0;
    this.abandonedCount = 0;
    this.accepted = 0;
  }

  /** Stops the server, abandoning in-flight requests and destroying every open socket. */
  async close(): Promise<void> {
    this.closed = true;
    for (const left of this.underWay) left.abort();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const epoch = this.epoch;
    // Aborts when the client leaves before its answer is written in full, or the server closes. An answer
    // written in full has nobody left to tell (aborting makes a DOMException, a seventh of what the server
    // spent per request), and a set of the exchanges under way costs less than AbortSignal.any per request.
    const left = new AbortController();
    if (this.closed) left.abort();
    this.underWay.add(left);
    let cutByServer = false;
    res.once("close", () => {
      this.underWay.delete(left);
      if (res.writableFinished) return;
      left.abort();
      if (!cutByServer && !this.closed && epoch === this.epoch) this.abandonedCount++;
    });
    const route = req.method === "POST" ? ROUTES[new URL(req.url ?? "/", this.url).pathname] : undefined;
    const routed = route ?? "unknown";
    // A client that leaves mid-body leaves nothing to answer (or record).
    const request = await readRecordedRequest(req, routed).catch(() => undefined);
    if (!request) return;
    const exchange: LoopbackExchange = {
      request,
      res,
      format: routed === "anthropic" ? anthropicFormat : openaiFormat,
      requestId: loopbackId("req_"),
      signal: left.signal,
    };
    // Its body was still being read when reset() ran (a test's earlier request, aborted by its client):
    // it must not take the step the test scripted for the requests after the reset.
    if (epoch !== this.epoch) {
      sendError(exchange, 500, "loopback server: this request arrived before reset()");
      return;
    }
    this.recorded.push(request);
    if (routed === "unknown") {
      sendError(exchange, 404, `loopback server: no route for ${request.method} ${request.path}`);
      return;
    }
    const number = ++this.modelRequests;
    try {
      const step = await this.nextStep(request);
      cutByServer = step !== undefined && "fault" in step && step.fault === "reset";
      if (step) await runStep(step, exchange);
      else sendError(exchange, 500, `loopback server: no scripted step left for request #${number}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      sendError(exchange, 500, `loopback server: the step for request #${number} failed: ${reason}`);
    }
  }

  private async nextStep(request: RecordedRequest): Promise<LoopbackStep | undefined> {
    return this.decide ? this.decide(request) : this.queue.shift();
  }
}
