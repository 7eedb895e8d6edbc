import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";

// The SDK hands a tool handler the request's headers only; the request itself travels with the async flow
// of the HTTP handler that passed it to the transport.
const storage = new AsyncLocalStorage<IncomingMessage>();

/** Runs `fn` with `req` as the HTTP request of whatever MCP messages it handles (internal). */
export function runInHttpRequest<T>(req: IncomingMessage, fn: () => T): T {
  return storage.run(req, fn);
}

/** The HTTP request whose messages are being handled, or undefined (stdio, or outside a request). */
export function currentHttpRequest(): IncomingMessage | undefined {
  return storage.getStore();
}
