import type { ServerResponse } from "node:http";
import type { ProviderFormat, SseEvent } from "./provider-format";
import type { RecordedRequest } from "./recorded-request";

/**
 * One request/response pair on the loopback server: the recorded request, the response to write, the
 * provider format to write it in, and a signal that aborts when the client leaves or the server closes.
 */
export interface LoopbackExchange {
  readonly request: RecordedRequest;
  readonly res: ServerResponse;
  readonly format: ProviderFormat;
  readonly requestId: string;
  readonly signal: AbortSignal;
}

/** Whether the response can still be written (the client is there and nothing was sent yet). */
export function isWritable(exchange: LoopbackExchange): boolean {
  return !exchange.signal.aborted && !exchange.res.destroyed && !exchange.res.headersSent;
}

/**
 * Writes a complete response with the exchange's request-id header. The connection stays open for the
 * next request, as real providers keep it (the server's `close()` destroys it anyway).
 */
export function sendBody(
  exchange: LoopbackExchange,
  status: number,
  contentType: string,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (!isWritable(exchange)) return;
  exchange.res.writeHead(status, {
    "content-type": contentType,
    "content-length": String(Buffer.byteLength(body)),
    [exchange.format.requestIdHeader]: exchange.requestId,
    ...headers,
  });
  exchange.res.end(body);
}

/** Writes a JSON response. */
export function sendJson(exchange: LoopbackExchange, status: number, body: object, headers?: Readonly<Record<string, string>>): void {
  sendBody(exchange, status, "application/json", JSON.stringify(body), headers);
}

/** Writes an error response in the exchange's provider error shape. */
export function sendError(exchange: LoopbackExchange, status: number, message: string, headers?: Readonly<Record<string, string>>): void {
  sendJson(exchange, status, exchange.format.errorBody(status, message, exchange.requestId), headers);
}

/**
 * Writes a 200 `text/event-stream` response, one event per write with a turn of the event loop between
 * them (so clients really see several chunks), and stops quietly if the client leaves.
 */
export async function sendSse(exchange: LoopbackExchange, events: readonly SseEvent[]): Promise<void> {
  if (!isWritable(exchange)) return;
  const { res } = exchange;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    [exchange.format.requestIdHeader]: exchange.requestId,
  });
  for (const event of events) {
    if (exchange.signal.aborted || res.destroyed) return;
    res.write((event.event ? `event: ${event.event}\n` : "") + `data: ${event.data}\n\n`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!res.destroyed) res.end();
}
