import type { IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import { RedirectHandler, type Dispatcher } from "undici";
import { BufferedResponse } from "./buffered-response";
import type { EventLoopBudget } from "./event-loop-budget";
import { decode, fetchError, toStreamedResponse } from "./fetch-response";
import { ResponseHeaders } from "./response-headers";

// Statuses whose responses have no body, by the Fetch standard.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
// The statuses undici's redirect handler follows (when the answer names a location).
const REDIRECT_STATUSES = new Set([300, 301, 302, 303, 307, 308]);

/** One request for {@link exchange}: where it goes and what it sends. */
export interface LeanRequest {
  readonly url: string;
  readonly origin: string;
  readonly path: string;
  readonly method: string;
  readonly headers: Dispatcher.DispatchOptions["headers"];
  readonly body: string | Uint8Array | null | undefined;
  readonly signal: AbortSignal | undefined;
}

/**
 * Sends `request` through `dispatcher` with a dispatch handler of its own and resolves to the answer as
 * a `Response`, as `fetch` would: a server-sent-event stream or an encoded body (`gzip`, `deflate`,
 * `br`) is passed on chunk by chunk as a WHATWG `Response` over a web stream; any other body is
 * collected into one buffer and handed over as a {@link BufferedResponse} once complete. The handler
 * replaces `undici.request`, which would wrap every answer in a Node stream, an async resource and an
 * abort helper before the body could be read.
 *
 * With a `budget`, the answer is admitted by it before the promise resolves. Aborting `signal` rejects
 * with its reason (at once, even while the request waits for a connection) and cancels the request; a
 * network failure rejects with `TypeError("fetch failed")` and the cause.
 *
 * With `maxRedirections` above 0, a redirect (a 3xx undici follows, with a `Location`) is followed up to
 * that many times by undici's `RedirectHandler`, created only when a redirect arrives: the same hops
 * as a dispatcher composed with undici's redirect interceptor, without that interceptor's handler,
 * option copies and history for every request, nearly none of which is redirected. With 0 (for a
 * dispatcher that follows redirects itself, or none), a redirect is handed over as it is.
 */
export function exchange(
  dispatcher: Dispatcher,
  request: LeanRequest,
  budget?: EventLoopBudget,
  maxRedirections = 0,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    new Exchange(request, budget, maxRedirections, resolve, reject).send(dispatcher);
  });
}

// What the exchange hands a redirect handler: every event of the first hop.
type HopHandler = Required<Pick<Dispatcher.DispatchHandler, "onResponseStart" | "onResponseData" | "onResponseEnd" | "onResponseError">>;

// The dispatch handler of one request: it settles the promise once, and removes its abort listener
// when the answer has been read in full (or has failed). Once the first answer is a redirect, the
// first hop's events go to the redirect handler, and the final answer comes back through `FinalHop`.
class Exchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private redirect: HopHandler | undefined;
  // Where the request went and what it sent: a redirect handler starts from them.
  private dispatcher: Dispatcher | undefined;
  private options: Dispatcher.DispatchOptions | undefined;
  private settled = false;
  private ended = false;
  private abortReason: unknown;
  private aborted = false;
  // Buffered mode: the chunks so far. Streamed mode: the Node stream the chunks are pushed to.
  private chunks: Buffer[] | null = null;
  private stream: Readable | undefined;
  private status = 0;
  private statusText = "";
  private headers: IncomingHttpHeaders | undefined;
  private readonly onAbort = (): void => this.abort();

  constructor(
    private readonly request: LeanRequest,
    private readonly budget: EventLoopBudget | undefined,
    private readonly maxRedirections: number,
    private readonly resolve: (response: Response) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  send(dispatcher: Dispatcher): void {
    const { origin, path, method, headers, body, signal } = this.request;
    signal?.addEventListener("abort", this.onAbort);
    this.dispatcher = dispatcher;
    this.options = { origin, path, method: method as Dispatcher.HttpMethod, headers, body };
    try {
      dispatcher.dispatch(this.options, this);
    } catch (error) {
      this.fail(error);
    }
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.aborted) controller.abort(this.abortReason as Error);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string,
  ): void {
    if (this.redirect) {
      this.redirect.onResponseStart(controller, statusCode, headers, statusMessage);
      return;
    }
    if (this.maxRedirections > 0 && REDIRECT_STATUSES.has(statusCode) && headers.location !== undefined && !this.settled) {
      // Later hops are sent by the redirect handler (as undici's redirect interceptor sends them); it
      // hands the final answer to FinalHop, which comes back to this exchange's own handling.
      const dispatcher = this.dispatcher!;
      const dispatch = (options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean =>
        dispatcher.dispatch(options, handler);
      // Its typings list no members, but it implements each of the dispatch handler's.
      const redirect = new RedirectHandler(dispatch, this.maxRedirections, this.options!, new FinalHop(this));
      this.redirect = redirect as unknown as HopHandler;
      this.redirect.onResponseStart(controller, statusCode, headers, statusMessage);
      return;
    }
    this.startResponse(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.redirect) this.redirect.onResponseData(controller, chunk);
    else this.takeData(controller, chunk);
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders): void {
    if (this.redirect) this.redirect.onResponseEnd(controller, trailers);
    else this.end();
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    if (this.redirect) this.redirect.onResponseError(controller, error);
    else this.error(error);
  }

  /** The answer's status and headers (the final answer's, after redirects). */
  startResponse(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string,
  ): void {
    if (statusCode < 200 || this.settled) return;
    this.status = statusCode;
    this.statusText = statusMessage ?? "";
    this.headers = headers;
    if (NULL_BODY_STATUSES.has(statusCode) || this.request.method === "HEAD") return;
    const coding = headerValue(headers["content-encoding"])?.trim().toLowerCase();
    const isEventStream = /^\s*text\/event-stream/i.test(headerValue(headers["content-type"]) ?? "");
    if (!isEventStream && (!coding || coding === "identity")) {
      this.chunks = [];
      return;
    }
    // Streamed: the Node stream asks for more when it is read, and the socket pauses while it is full.
    // Destroyed before its end (the reader cancelled), it cancels the request, which frees the connection.
    const stream = new Readable({
      read: () => controller.resume(),
      destroy: (error, callback) => {
        if (!this.ended) controller.abort(error ?? new Error("the response body was cancelled"));
        callback(error);
      },
    });
    this.stream = stream;
    const response = toStreamedResponse(decode(stream, coding ?? null), statusCode, statusMessage ?? "", headers, this.request.signal);
    this.deliver(response as unknown as Response);
  }

  /** A chunk of the answer's body. */
  takeData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  /** The end of the answer. */
  end(): void {
    this.ended = true;
    if (this.stream) {
      this.stream.push(null);
      this.done();
      return;
    }
    if (this.settled || !this.headers) return;
    const chunks = this.chunks;
    const bytes = chunks === null ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    this.chunks = null;
    const headers = new ResponseHeaders(this.headers);
    this.deliver(new BufferedResponse(this.status, this.statusText, headers, bytes, this.request.url));
    this.done();
  }

  /** The request failed (before or while the answer came). */
  error(error: Error): void {
    this.ended = true;
    this.chunks = null;
    if (this.stream) {
      this.stream.destroy(error);
      this.done();
      return;
    }
    this.fail(error);
  }

  private abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.abortReason = this.request.signal?.reason;
    // Fetch rejects at once; undici learns of it now, or as soon as the request is started.
    if (!this.stream) this.fail(this.abortReason);
    this.controller?.abort(this.abortReason as Error);
  }

  private deliver(response: Response): void {
    if (this.settled) return;
    this.settled = true;
    if (this.budget) this.budget.run(() => this.resolve(response));
    else this.resolve(response);
  }

  private fail(error: unknown): void {
    this.done();
    if (this.settled) return;
    this.settled = true;
    this.reject(fetchError(error, this.request.signal));
  }

  private done(): void {
    this.request.signal?.removeEventListener("abort", this.onAbort);
  }
}

// The handler the redirect handler hands the later hops' events to: back to the exchange's own handling.
class FinalHop implements Dispatcher.DispatchHandler {
  constructor(private readonly exchange: Exchange) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.exchange.onRequestStart(controller);
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders, statusMessage?: string): void {
    this.exchange.startResponse(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.exchange.takeData(controller, chunk);
  }

  onResponseEnd(): void {
    this.exchange.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.exchange.error(error);
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}
