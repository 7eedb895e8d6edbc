import { ConfigurationError } from "@agentic-ts/core";
import { Agent, fetch as undiciFetch } from "undici";

/**
 * The default cap on open connections per server of a runtime's pool. A bounded keep-alive pool keeps a
 * client flooded with answers from handling all of them in one event-loop turn (see
 * `scripts/bench/provider.bench.js`: p99 loop delay ~11 ms at 16, ~26 ms at 64, ~55 ms uncapped), but it
 * also caps calls in flight: at 2 s a call, 64 connections allow 32 calls a second. 64 favours services
 * that run many slow model calls at once; lower it for event-loop latency, raise it for more concurrency.
 */
export const DEFAULT_MAX_CONNECTIONS = 64;

/**
 * A bounded keep-alive connection pool for one runtime's SDK client: the `fetch` and `fetchOptions` to
 * build the client with, and `close()` to end its connections.
 */
export interface ConnectionPool {
  /** undici's own `fetch`, typed as the global one the SDK expects. */
  readonly fetch: typeof globalThis.fetch;
  /** The options that route every request through the pool. */
  readonly fetchOptions: { readonly dispatcher: Agent };
  /** Lets requests in flight finish, then closes every connection. Idempotent. */
  close(): Promise<void>;
}

/**
 * Opens a pool of at most `maxConnections` keep-alive connections per server, or returns `undefined`
 * when `maxConnections` is `0` or `Infinity` (no cap: the SDK's default fetch and Node's global pool).
 * Idle connections do not keep the process alive, and close on their own after a few seconds.
 */
export function openConnectionPool(maxConnections: number): ConnectionPool | undefined {
  if (maxConnections === 0 || maxConnections === Infinity) return undefined;
  if (!Number.isInteger(maxConnections) || maxConnections < 0) {
    throw new ConfigurationError(`maxConnections must be a whole number >= 0 or Infinity, got ${String(maxConnections)}.`);
  }
  const dispatcher = new Agent({ connections: maxConnections });
  let closed: Promise<void> | undefined;
  return {
    // undici's fetch, not the global one: a dispatcher only works reliably with the fetch of the same
    // undici release, and the release Node bundles changes with the Node version.
    fetch: undiciFetch as unknown as typeof globalThis.fetch,
    fetchOptions: { dispatcher },
    close: () => (closed ??= dispatcher.close()),
  };
}
